import {
  ApplyMatchToSimilarDocument,
  CounterpartyMatchesDocument,
  ExcludeCounterpartyMatchDocument,
  MatchCounterpartyDocument,
  RevertCounterpartyMatchDocument,
  UnexcludeCounterpartyMatchDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';
import type { ErrorCode } from '../../platform/errors/error-codes';

const TAG = 'Counterparties and matches';
/** A change of a transaction's match: the transaction named in the body, its state and the rowVersion it was read at. */
const MATCH_CHANGE_ERRORS: ErrorCode[] = [
  'bank_transaction_required',
  'bank_transaction_has_allocation',
  'workflow.invalid_transition',
  'concurrency.conflict',
];

/**
 * Manual counterparty decisions and the match list (docs/counterparty-matching.md §Manual decisions: the state table).
 */
export const counterpartyMatchRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/counterparty-matches',
    summary: 'Manual match (from Unmatched, LowConfidence or AutoMatched) → ManualMatched; no reason required',
    tag: TAG,
    operation: MatchCounterpartyDocument,
    bodyVariable: 'input',
    result: (data) => data.matchCounterparty,
    status: 200,
    errors: [
      'bank_transaction_required',
      'erp_counterparty_required',
      'erp_counterparty_name_required',
      'bank_transaction_has_allocation',
      'workflow.invalid_transition',
      'concurrency.conflict',
    ],
  }),
  route({
    method: 'post',
    path: '/api/counterparty-matches/revert',
    summary: 'Revert a manual match: the transaction returns to what automatic matching says now',
    tag: TAG,
    operation: RevertCounterpartyMatchDocument,
    bodyVariable: 'input',
    result: (data) => data.revertCounterpartyMatch,
    status: 200,
    errors: MATCH_CHANGE_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/counterparty-matches/exclude',
    summary: 'Exclude a transaction from the matching queue (from any state; Excluded answers unchanged)',
    tag: TAG,
    operation: ExcludeCounterpartyMatchDocument,
    bodyVariable: 'input',
    result: (data) => data.excludeCounterpartyMatch,
    status: 200,
    errors: MATCH_CHANGE_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/counterparty-matches/unexclude',
    summary: 'Restore an excluded transaction: back under automatic matching',
    tag: TAG,
    operation: UnexcludeCounterpartyMatchDocument,
    bodyVariable: 'input',
    result: (data) => data.unexcludeCounterpartyMatch,
    status: 200,
    errors: MATCH_CHANGE_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/counterparty-matches/apply-to-similar',
    summary:
      'Match or exclude every queued line of the outlet with the same payee (tax id, account or name) in one call; ' +
      'lines decided or allocated meanwhile are left alone',
    tag: TAG,
    operation: ApplyMatchToSimilarDocument,
    bodyVariable: 'input',
    result: (data) => data.applyMatchToSimilar,
    status: 200,
    errors: [
      'bank_transaction_required',
      'erp_counterparty_required',
      'erp_counterparty_name_required',
      'payee_key_missing',
    ],
  }),
  route({
    method: 'get',
    path: '/api/counterparty-matches',
    summary:
      'Transactions of the context outlet with match state and explanation; status takes a comma list ' +
      '(Unmatched,LowConfidence is the matching queue)',
    tag: TAG,
    operation: CounterpartyMatchesDocument,
    queryVariables: {
      status: 'status',
      importId: 'importId',
      dateFrom: 'dateFrom',
      dateTo: 'dateTo',
      search: 'search',
      page: 'page',
      pageSize: 'pageSize',
    },
    result: (data) => data.counterpartyMatches,
    status: 200,
  }),
];
