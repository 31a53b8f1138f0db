import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import { CounterpartyRuleSuggestionReadService, suggestionResource } from './counterparty-rule-suggestion-read.service';
import { CounterpartyRuleSuggestionService } from './counterparty-rule-suggestion.service';
import {
  CounterpartyRuleSuggestionArgs,
  CounterpartyRuleSuggestionDecisionDto,
  CounterpartyRuleSuggestionDecisionInput,
  CounterpartyRuleSuggestionPage,
} from './dto/counterparty-rule-suggestion.dto';

const BY_ID_NOTE =
  'Needs counterparty.match on the suggestion’s organization. Errors: not_found (unknown, or outside the ' +
  'X-Organization-Id header sent), forbidden (outside the caller’s scope), workflow.invalid_transition ' +
  '{entity: CounterpartyRuleSuggestion, state, operation}, concurrency.conflict {entity: CounterpartyRuleSuggestion, ' +
  'id} when expectedRowVersion is stale.';

const bySuggestionId = on.resource(suggestionResource, (args) => args.id);

/** Counterparty rules learned from manual matches (docs/counterparty-matching.md §Learning from manual matches). */
@Resolver()
export class CounterpartyRuleSuggestionResolver {
  constructor(
    private readonly suggestions: CounterpartyRuleSuggestionService,
    private readonly reads: CounterpartyRuleSuggestionReadService,
  ) {}

  @Allow('counterparty.match', on.contextOrganization((args) => args.organizationId))
  @Query(() => CounterpartyRuleSuggestionPage, {
    description:
      'Rules proposed after people matched lines of one payee (same tax id, counterparty account or normalized ' +
      'name) to one counterparty by hand at least twice, newest first, with their evidence: the manual lines and, ' +
      'for pending ones, the lines in the matching queue the rule would match now. A pending suggestion whose rule ' +
      'exists meanwhile is not listed. Needs counterparty.match on the organization (organizationId argument or ' +
      'X-Organization-Id). Errors: context.organization.required, not_found, forbidden, validation.failed.',
  })
  counterpartyRuleSuggestions(
    @Ctx() ctx: RequestContext,
    @Args() args: CounterpartyRuleSuggestionArgs,
  ): Promise<CounterpartyRuleSuggestionPage> {
    return this.reads.list(ctx, args);
  }

  @Allow('counterparty.match', bySuggestionId)
  @Transactional()
  @Mutation(() => CounterpartyRuleSuggestionDecisionDto, {
    description:
      'Pending → Accepted: creates the rule (audited Create, or Activate when an equivalent rule was deactivated; ' +
      'alreadyExists true for an existing equivalent), re-runs automatic matching of the organization’s undecided ' +
      'transactions in the same transaction (rematch progress events under the rule’s id) and answers what the rule ' +
      `matches. ${BY_ID_NOTE}`,
  })
  acceptCounterpartyRuleSuggestion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => CounterpartyRuleSuggestionDecisionInput, { nullable: true })
    input: CounterpartyRuleSuggestionDecisionInput | null,
  ): Promise<CounterpartyRuleSuggestionDecisionDto> {
    return this.suggestions.accept(ctx, id, input);
  }

  @Allow('counterparty.match', bySuggestionId)
  @Transactional()
  @Mutation(() => CounterpartyRuleSuggestionDecisionDto, {
    description:
      'Pending → Rejected: the rule is not proposed again for this payee key and counterparty. A rejected ' +
      `suggestion is answered unchanged (no audit entry, rowVersion not checked). ${BY_ID_NOTE}`,
  })
  rejectCounterpartyRuleSuggestion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => CounterpartyRuleSuggestionDecisionInput, { nullable: true })
    input: CounterpartyRuleSuggestionDecisionInput | null,
  ): Promise<CounterpartyRuleSuggestionDecisionDto> {
    return this.suggestions.reject(ctx, id, input);
  }
}
