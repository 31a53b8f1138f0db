import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, Public } from '../access/access.module';
import { CreateInviteInput } from './dto/create-invite.input';
import { AcceptInviteInput, InviteTokenInput } from './dto/invite-token.input';
import { InviteAcceptResultDto, InviteCreatedDto, InviteInfoDto } from './dto/invite.dto';
import { InvitationService } from './invitation.service';

/** Invitations (docs/users-and-invitations.md); unknown, expired and used tokens all give invite_not_found. */
@Resolver()
export class InvitationResolver {
  constructor(private readonly invitations: InvitationService) {}

  @Allow('platform.users.manage')
  @Transactional()
  @Mutation(() => InviteCreatedDto, {
    description:
      'Invites an email to an organization role, valid exactly 3 hours. The plaintext token is in this response ' +
      'only. Scope errors: validation.failed.',
  })
  createInvite(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateInviteInput) input: CreateInviteInput,
  ): Promise<InviteCreatedDto> {
    return this.invitations.create(ctx, input);
  }

  @Public()
  @Query(() => InviteInfoDto, { description: 'Anonymous: safe metadata of a valid invitation.' })
  checkInvite(@Arg('input', () => InviteTokenInput) input: InviteTokenInput): Promise<InviteInfoDto> {
    return this.invitations.check(input);
  }

  // Not @Transactional: the service claims the invitation first and then runs its own transaction.
  @Public()
  @Mutation(() => InviteAcceptResultDto, {
    description:
      'Anonymous: creates or activates the invited user with the password and the role assignment; issues no ' +
      'session tokens. Works once; concurrent accepts of one token: one succeeds, the others invite_not_found. ' +
      'No free user place: organization_user_quota_exceeded (the invitation stays valid).',
  })
  acceptInvite(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AcceptInviteInput) input: AcceptInviteInput,
  ): Promise<InviteAcceptResultDto> {
    return this.invitations.accept(ctx, input);
  }
}
