import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import { byInputTransaction } from './transaction-access';
import { BankTransactionDto, BankTransactionPage } from '../bank-import/dto/bank-transaction.dto';
import { CounterpartyMatchReadService } from './counterparty-match-read.service';
import { CounterpartyMatchService } from './counterparty-match.service';
import { ApplyMatchToSimilarInput, ApplyMatchToSimilarResultDto } from './dto/similar-match.dto';
import { SimilarMatchService } from './similar-match.service';
import {
  CounterpartyMatchFilterArgs,
  CounterpartyMatchTargetInput,
  ExcludeCounterpartyMatchInput,
  MatchCounterpartyInput,
} from './dto/counterparty-match.input';

const ACCESS =
  'Needs counterparty.match on the outlet of the transaction; context headers, when sent, must contain it. Errors: ' +
  'bank_transaction_required, validation.failed, bank_transaction_not_found (unknown, or outside the header ' +
  'context), forbidden (outside the caller’s scope, or no permission), bank_transaction_has_allocation ' +
  '{bankTransactionId, allocationId} (the transaction has a payment allocation other than Cancelled: cancel it ' +
  'first; checked before the rowVersion), concurrency.conflict (stale expectedRowVersion), ' +
  'workflow.invalid_transition {entity: BankTransaction, state, operation}. Answers the updated transaction.';

/**
 * People's counterparty decisions and the match list (docs/counterparty-matching.md §Manual decisions: the state
 * table). Where a transition's outcome is this service's own decision, the descriptions below state it.
 */
@Resolver()
export class CounterpartyMatchResolver {
  constructor(
    private readonly matches: CounterpartyMatchService,
    private readonly reads: CounterpartyMatchReadService,
    private readonly similar: SimilarMatchService,
  ) {}

  @Allow('counterparty.match', byInputTransaction)
  @Transactional()
  @Mutation(() => ApplyMatchToSimilarResultDto, {
    description:
      'Applies a manual decision (decision Match with erpCounterpartyId and erpCounterpartyName, or Exclude with an ' +
      'optional reason) to every line of the transaction’s outlet in the matching queue (Unmatched, LowConfidence) ' +
      'with the same payee key (key TaxId, Account or Name; by default the strongest the transaction has). Lines ' +
      'decided or held by a payment allocation meanwhile are left alone. One audit entry (MatchSimilar or ' +
      'ExcludeSimilar) with the count and ids; a match may propose a rule (counterpartyRuleSuggestions). Needs ' +
      'counterparty.match on the transaction’s outlet; context headers, when sent, must contain it. Errors: ' +
      'bank_transaction_required, validation.failed, bank_transaction_not_found, forbidden, ' +
      'erp_counterparty_required, erp_counterparty_name_required, payee_key_missing.',
  })
  applyMatchToSimilar(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ApplyMatchToSimilarInput) input: ApplyMatchToSimilarInput,
  ): Promise<ApplyMatchToSimilarResultDto> {
    return this.similar.apply(ctx, input);
  }

  @Allow('counterparty.match', byInputTransaction)
  @Transactional()
  @Mutation(() => BankTransactionDto, {
    description:
      'Manual match: Unmatched, LowConfidence or AutoMatched (confirming or correcting an automatic match) → ' +
      'ManualMatched with matchReason manual and one Manual signal (value: the deciding user id); no free-text ' +
      'reason required. From ManualMatched (revert first) or Excluded (unexclude first): ' +
      'workflow.invalid_transition with operation match. Also erp_counterparty_required, ' +
      `erp_counterparty_name_required. ${ACCESS}`,
  })
  matchCounterparty(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MatchCounterpartyInput) input: MatchCounterpartyInput,
  ): Promise<BankTransactionDto> {
    return this.matches.match(ctx, input);
  }

  @Allow('counterparty.match', byInputTransaction)
  @Transactional()
  @Mutation(() => BankTransactionDto, {
    description:
      'Revert of a manual match, from ManualMatched only (else workflow.invalid_transition with operation revert). ' +
      'Target state: what automatic matching says now — AutoMatched, ' +
      `LowConfidence or Unmatched, with its explanation. ${ACCESS}`,
  })
  revertCounterpartyMatch(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CounterpartyMatchTargetInput) input: CounterpartyMatchTargetInput,
  ): Promise<BankTransactionDto> {
    return this.matches.revert(ctx, input);
  }

  @Allow('counterparty.match', byInputTransaction)
  @Transactional()
  @Mutation(() => BankTransactionDto, {
    description:
      'Exclusion from any state → Excluded (matchReason excluded, no counterparty, no signals); the transaction ' +
      'leaves the matching queue (Unmatched and LowConfidence). An Excluded transaction is answered unchanged. ' +
      `The optional reason is kept in the audit entry only. ${ACCESS}`,
  })
  excludeCounterpartyMatch(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ExcludeCounterpartyMatchInput) input: ExcludeCounterpartyMatchInput,
  ): Promise<BankTransactionDto> {
    return this.matches.exclude(ctx, input);
  }

  @Allow('counterparty.match', byInputTransaction)
  @Transactional()
  @Mutation(() => BankTransactionDto, {
    description:
      'Unexclude, from Excluded only (also a transaction excluded as a confirmed duplicate; else ' +
      'workflow.invalid_transition with operation unexclude). Target state: back ' +
      'under automatic matching — typically Unmatched or LowConfidence (the matching queue), AutoMatched when the ' +
      `evidence is strong. ${ACCESS}`,
  })
  unexcludeCounterpartyMatch(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CounterpartyMatchTargetInput) input: CounterpartyMatchTargetInput,
  ): Promise<BankTransactionDto> {
    return this.matches.unexclude(ctx, input);
  }

  @Allow('location.bank_statements.view', on.context())
  @Query(() => BankTransactionPage, {
    description:
      'Transactions of the context outlet with their match state and explanation, newest transaction date first, ' +
      'then in statement order. Needs the outlet context (X-Organization-Id and X-Location-Id) and ' +
      'location.bank_statements.view on it. Errors: the context.* codes, validation.failed.',
  })
  counterpartyMatches(
    @Ctx() ctx: RequestContext,
    @Args() args: CounterpartyMatchFilterArgs,
  ): Promise<BankTransactionPage> {
    return this.reads.list(ctx, args);
  }
}
