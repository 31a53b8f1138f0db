import {
  ActivateDirectPostingRuleDocument,
  CreateDirectPostingRuleDocument,
  DeactivateDirectPostingRuleDocument,
  DirectPostingRuleDocument,
  DirectPostingRuleDraftPreviewDocument,
  DirectPostingRulePreviewDocument,
  DirectPostingRulesDocument,
  UpdateDirectPostingRuleDocument,
} from '../../../rest-shim/generated/graphql';
import type { ErrorCode } from '../../platform/errors/error-codes';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const TAG = 'Direct posting rules';

/** What a rule's content may be refused for, in the order it is checked. */
const CONTENT_ERRORS: readonly ErrorCode[] = [
  'direct_posting_rule.matcher_required',
  'direct_posting_rule.location_unknown',
  'erp_default_connection_missing',
  'direct_posting_rule.pay_in_unsupported',
  'direct_posting_rule.write_target_unknown',
  'erp_unavailable',
];

/**
 * Direct posting rules (docs/direct-postings.md). Reads need erp.postings.view, writes direct_postings.manage, on the
 * organization (`organizationId` or the X-Organization-Id header; by id, the rule's). The fixed path `preview` is
 * distinct from the `{id}` ones.
 */
export const directPostingRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/direct-posting-rules',
    summary: 'The direct posting rules of the organization, by name, paged',
    tag: TAG,
    operation: DirectPostingRulesDocument,
    queryVariables: {
      organizationId: 'organizationId',
      locationId: 'locationId',
      isActive: 'isActive',
      page: 'page',
      pageSize: 'pageSize',
    },
    result: (data) => data.directPostingRules,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/direct-posting-rules',
    summary: 'Create a direct posting rule, its write target checked against the default connection',
    tag: TAG,
    operation: CreateDirectPostingRuleDocument,
    bodyVariable: 'input',
    result: (data) => data.createDirectPostingRule,
    status: 201,
    errors: CONTENT_ERRORS,
  }),
  route({
    method: 'post',
    path: '/api/direct-posting-rules/preview',
    summary: 'Preview the bank lines an unsaved rule would take now; writes nothing',
    tag: TAG,
    operation: DirectPostingRuleDraftPreviewDocument,
    bodyVariable: 'input',
    result: (data) => data.directPostingRuleDraftPreview,
    status: 200,
    errors: ['direct_posting_rule.matcher_required', 'direct_posting_rule.location_unknown'],
  }),
  route({
    method: 'get',
    path: '/api/direct-posting-rules/{id}',
    summary: 'One direct posting rule',
    tag: TAG,
    operation: DirectPostingRuleDocument,
    pathVariables: { id: 'id' },
    result: (data) => data.directPostingRule,
    status: 200,
  }),
  route({
    method: 'put',
    path: '/api/direct-posting-rules/{id}',
    summary: 'Replace a rule’s content; 409 concurrency.conflict on a stale expectedRowVersion',
    tag: TAG,
    operation: UpdateDirectPostingRuleDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.updateDirectPostingRule,
    status: 200,
    errors: [...CONTENT_ERRORS, 'concurrency.conflict'],
  }),
  route({
    method: 'get',
    path: '/api/direct-posting-rules/{id}/preview',
    summary: 'Preview the bank lines a saved rule would take now; writes nothing',
    tag: TAG,
    operation: DirectPostingRulePreviewDocument,
    pathVariables: { id: 'id' },
    queryVariables: { page: 'page', pageSize: 'pageSize' },
    result: (data) => data.directPostingRulePreview,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/direct-posting-rules/{id}/activate',
    summary: 'Reactivate a rule (idempotent)',
    tag: TAG,
    operation: ActivateDirectPostingRuleDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.activateDirectPostingRule,
    status: 200,
    errors: ['concurrency.conflict'],
  }),
  route({
    method: 'post',
    path: '/api/direct-posting-rules/{id}/deactivate',
    summary: 'Deactivate a rule (idempotent): it stays listed and takes no line',
    tag: TAG,
    operation: DeactivateDirectPostingRuleDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.deactivateDirectPostingRule,
    status: 200,
    errors: ['concurrency.conflict'],
  }),
];
