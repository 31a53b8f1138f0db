import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { AuthService } from './auth.service';
import { AuthSession } from './dto/auth-session.type';
import { CurrentUser } from './dto/current-user.type';
import { LoginInput } from './dto/login.input';
import { RefreshInput } from './dto/refresh.input';
import { Authenticated, Public } from '../access/access.module';

@Resolver()
export class AuthResolver {
  constructor(private readonly authService: AuthService) {}

  @Public()
  @Mutation(() => AuthSession, {
    description: 'Signs in. Wrong email, password or an inactive user: invalid_credentials.',
  })
  login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<AuthSession> {
    return this.authService.login(ctx, input);
  }

  @Public()
  @Mutation(() => AuthSession, {
    description: 'Exchanges a refresh token for new tokens. A token used twice ends its whole session: unauthorized.',
  })
  refresh(@Ctx() ctx: RequestContext, @Arg('input', () => RefreshInput) input: RefreshInput): Promise<AuthSession> {
    return this.authService.refresh(ctx, input);
  }

  @Authenticated()
  @Mutation(() => Boolean, { description: 'Ends the session of the bearer token; its refresh token stops working.' })
  logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.authService.logout(ctx);
  }

  @Authenticated()
  @Query(() => CurrentUser, { description: 'The signed-in user with scoped roles and permissions.' })
  me(@Ctx() ctx: RequestContext): Promise<CurrentUser> {
    return this.authService.me(ctx);
  }
}
