import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { ActiveContextService } from './active-context.service';
import { ContextOptions, SelectedContext } from './dto/context-options.type';
import { SelectContextInput } from './dto/select-context.input';
import { Authenticated } from '../access/access.module';

@Resolver()
export class ActiveContextResolver {
  constructor(private readonly activeContextService: ActiveContextService) {}

  @Authenticated()
  @Query(() => ContextOptions, {
    description: 'The organizations and outlets the signed-in user may select as active context.',
  })
  contextOptions(@Ctx() ctx: RequestContext): Promise<ContextOptions> {
    return this.activeContextService.options(ctx);
  }

  @Authenticated()
  @Transactional()
  @Mutation(() => SelectedContext, {
    description:
      'Validates a context selection and records it in the audit log (entityType ActiveContext); stores nothing ' +
      'else. Send the result as X-Organization-Id / X-Location-Id afterwards. Errors: the context.* codes.',
  })
  selectContext(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SelectContextInput) input: SelectContextInput,
  ): Promise<SelectedContext> {
    return this.activeContextService.select(ctx, input);
  }
}
