import {
  AcceptCounterpartyRuleSuggestionDocument,
  CounterpartyRuleSuggestionsDocument,
  RejectCounterpartyRuleSuggestionDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const TAG = 'Counterparty rules';

/**
 * Rules learned from manual matches (docs/counterparty-matching.md §Learning from manual matches): the list takes the
 * organization from the `organizationId` query or the X-Organization-Id header; the decisions need counterparty.match
 * on the suggestion's organization.
 */
export const counterpartyRuleSuggestionRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/counterparty-rule-suggestions',
    summary:
      'Rules proposed from repeated manual matches, with their evidence; status Pending (default), Accepted, Rejected',
    tag: TAG,
    operation: CounterpartyRuleSuggestionsDocument,
    queryVariables: { organizationId: 'organizationId', status: 'status', page: 'page', pageSize: 'pageSize' },
    result: (data) => data.counterpartyRuleSuggestions,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/counterparty-rule-suggestions/{id}/accept',
    summary: 'Accept a suggestion: create the rule, rematch, answer what it matched',
    tag: TAG,
    operation: AcceptCounterpartyRuleSuggestionDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.acceptCounterpartyRuleSuggestion,
    status: 200,
    errors: ['workflow.invalid_transition', 'concurrency.conflict'],
  }),
  route({
    method: 'post',
    path: '/api/counterparty-rule-suggestions/{id}/reject',
    summary: 'Reject a suggestion: not proposed again for this payee and counterparty (idempotent)',
    tag: TAG,
    operation: RejectCounterpartyRuleSuggestionDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.rejectCounterpartyRuleSuggestion,
    status: 200,
    errors: ['workflow.invalid_transition', 'concurrency.conflict'],
  }),
];
