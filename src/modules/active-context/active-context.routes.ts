import { ContextOptionsDocument, SelectContextDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/**
 * The active context: what the caller may select, and checking a selection with the same checks as every request's
 * context headers (docs/access.md §Active context).
 */
export const activeContextRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/auth/context',
    summary: 'The organizations and outlets the signed-in user may select as active context',
    tag: 'Sign-in and context',
    operation: ContextOptionsDocument,
    result: (data) => data.contextOptions,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/auth/context',
    summary: 'Validate a context selection and record it in the audit log',
    tag: 'Sign-in and context',
    operation: SelectContextDocument,
    bodyVariable: 'input',
    result: (data) => data.selectContext,
    status: 200,
    errors: [
      'context.location.required',
      'context.organization.not_found',
      'context.organization.denied',
      'context.location.not_found',
      'context.location.denied',
      'context.location.organization_mismatch',
    ],
  }),
];
