import { NameMatchesDocument, NameMatchSummaryDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/** The name-matching page of the outlet in the active context (docs/counterparty-matching.md §Name matching). */
export const nameMatchRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/name-matches/summary',
    summary: 'Name-matching statistics of the outlet in the active context',
    tag: 'Counterparty matching',
    operation: NameMatchSummaryDocument,
    result: (data) => data.nameMatchSummary,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/name-matches',
    summary: 'Counterparty names of the outlet in the active context with their match counts, paged',
    tag: 'Counterparty matching',
    operation: NameMatchesDocument,
    queryVariables: { state: 'state', search: 'search', page: 'page', pageSize: 'pageSize' },
    result: (data) => data.nameMatches,
    status: 200,
  }),
];
