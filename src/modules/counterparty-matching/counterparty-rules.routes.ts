import {
  ActivateCounterpartyRuleDocument,
  ActiveCounterpartyRulesDocument,
  CounterpartyRuleConflictPreviewDocument,
  CounterpartyRulesDocument,
  CreateCounterpartyRuleFromMatchDocument,
  DeactivateCounterpartyRuleDocument,
  UpdateCounterpartyRuleDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const TAG = 'Counterparty rules';

/**
 * The counterparty rules (docs/counterparty-matching.md §Rules). Reads take the organization from the `organizationId`
 * query or the X-Organization-Id header; writes need counterparty.match on the rule's organization. The fixed path
 * conflict-preview is distinct from the `{id}/…` ones.
 */
export const counterpartyRuleRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/counterparties',
    summary: 'Legacy list of the matching page: the active rules of the organization, by pattern',
    tag: TAG,
    operation: ActiveCounterpartyRulesDocument,
    queryVariables: { organizationId: 'organizationId' },
    result: (data) => data.activeCounterpartyRules,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/counterparties/rules',
    summary: 'Rules directory, active and deactivated, by normalized pattern, paged',
    tag: TAG,
    operation: CounterpartyRulesDocument,
    queryVariables: {
      organizationId: 'organizationId',
      search: 'search',
      isActive: 'isActive',
      erpCounterpartyId: 'erpCounterpartyId',
      page: 'page',
      pageSize: 'pageSize',
    },
    result: (data) => data.counterpartyRules,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/counterparties/rules',
    summary: 'Create a rule from a manual match: 201 created, 200 with alreadyExists true for an equivalent rule',
    tag: TAG,
    operation: CreateCounterpartyRuleFromMatchDocument,
    bodyVariable: 'input',
    result: (data) => data.createCounterpartyRuleFromMatch,
    status: { among: [201, 200], pick: (body) => ((body as { alreadyExists: boolean }).alreadyExists ? 200 : 201) },
    errors: [
      'bank_transaction_required',
      'pattern_required',
      'erp_counterparty_required',
      'erp_counterparty_name_required',
    ],
  }),
  route({
    method: 'put',
    path: '/api/counterparties/rules/{id}',
    summary: 'Update a rule’s pattern, counterparty id or name; 409 counterparty_rule_duplicate on an equivalent',
    tag: TAG,
    operation: UpdateCounterpartyRuleDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.updateCounterpartyRule,
    status: 200,
    errors: [
      'pattern_required',
      'erp_counterparty_required',
      'erp_counterparty_name_required',
      'counterparty_rule_duplicate',
      'concurrency.conflict',
    ],
  }),
  route({
    method: 'post',
    path: '/api/counterparties/rules/{id}/deactivate',
    summary: 'Soft-deactivate a rule (idempotent)',
    tag: TAG,
    operation: DeactivateCounterpartyRuleDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.deactivateCounterpartyRule,
    status: 200,
    errors: ['concurrency.conflict'],
  }),
  route({
    method: 'post',
    path: '/api/counterparties/rules/{id}/activate',
    summary: 'Reactivate a rule (idempotent)',
    tag: TAG,
    operation: ActivateCounterpartyRuleDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.activateCounterpartyRule,
    status: 200,
    errors: ['concurrency.conflict'],
  }),
  route({
    method: 'post',
    path: '/api/counterparties/rules/conflict-preview',
    summary: 'Preview the active rules a new pattern overlaps and the transactions it would match; writes nothing',
    tag: TAG,
    operation: CounterpartyRuleConflictPreviewDocument,
    bodyVariable: 'input',
    result: (data) => data.counterpartyRuleConflictPreview,
    status: 200,
    errors: ['pattern_required'],
  }),
];
