import { OrganizationQuotaDocument, UpdateOrganizationQuotaDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const PLATFORM = 'Platform organizations';

/** The limits and usage of an organization (docs/organizations-and-settings.md). */
export const quotaRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/platform/organizations/{id}/quota',
    summary: 'Limits and usage of an organization',
    tag: PLATFORM,
    operation: OrganizationQuotaDocument,
    pathVariables: { id: 'organizationId' },
    result: (data) => data.organizationQuota,
    status: 200,
  }),
  route({
    method: 'put',
    path: '/api/platform/organizations/{id}/quota',
    summary: 'Set the limits of an organization (null means no limit)',
    tag: PLATFORM,
    operation: UpdateOrganizationQuotaDocument,
    pathVariables: { id: 'organizationId' },
    bodyVariable: 'input',
    result: (data) => data.updateOrganizationQuota,
    status: 200,
    errors: ['not_found'],
  }),
];
