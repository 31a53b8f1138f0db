import { AuditLogDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/** The audit log list (docs/access.md §Audit log); the CSV and PDF exports live elsewhere. */
export const auditRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/audit-log',
    summary: 'The audit log of the caller’s scope, newest first, paged',
    tag: 'Reports and audit',
    operation: AuditLogDocument,
    queryVariables: {
      organizationId: 'organizationId',
      locationId: 'locationId',
      fromUtc: 'fromUtc',
      toUtc: 'toUtc',
      action: 'action',
      userEmail: 'userEmail',
      entityType: 'entityType',
      entityId: 'entityId',
      page: 'page',
      pageSize: 'pageSize',
    },
    result: (data) => data.auditLog,
    status: 200,
  }),
];
