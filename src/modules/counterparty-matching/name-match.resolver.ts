import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Allow, on } from '../access/access.module';
import { NameMatchArgs, NameMatchPage, NameMatchSummary } from './dto/name-match.dto';
import { NameMatchService } from './name-match.service';

const CONTEXT_NOTE =
  'Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on ' +
  'that outlet. Errors: the context.* codes.';

/** The name-matching page of the context outlet (docs/counterparty-matching.md §Name matching). */
@Resolver()
export class NameMatchResolver {
  constructor(private readonly nameMatchService: NameMatchService) {}

  @Allow('location.bank_statements.view', on.context())
  @Query(() => NameMatchSummary, { description: `Name-matching statistics of the context outlet. ${CONTEXT_NOTE}` })
  nameMatchSummary(@Ctx() ctx: RequestContext): Promise<NameMatchSummary> {
    return this.nameMatchService.summary(ctx);
  }

  @Allow('location.bank_statements.view', on.context())
  @Query(() => NameMatchPage, {
    description:
      'Counterparty names of the context outlet, one entry per normalized name, names with the most transactions ' +
      `in the matching queue first. ${CONTEXT_NOTE}`,
  })
  nameMatches(@Ctx() ctx: RequestContext, @Args() args: NameMatchArgs): Promise<NameMatchPage> {
    return this.nameMatchService.list(ctx, args);
  }
}
