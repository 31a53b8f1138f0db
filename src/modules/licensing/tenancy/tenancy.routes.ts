import {
  CreateLicensingTenantDocument,
  CreateServiceAccountDocument,
  DeleteServiceAccountDocument,
  ServiceAccountTokenDocument,
} from '../../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../../platform/rest/rest-route';

const TENANCY = 'Tenants and service accounts';

/** The licensing dialect (docs/licensing.md §Conventions of /api/v1) with this context's own codes. */
const dialect = {
  invalidRequest: 'tenancy.invalid_request',
  notFound: 'tenancy.not_found',
  correlationId: true,
} as const;

/** Vendor tenants and their service accounts (docs/licensing.md §Tenants and service accounts). */
export const licensingTenancyRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/v1/tenants',
    summary: 'Create a vendor tenant',
    tag: TENANCY,
    dialect,
    operation: CreateLicensingTenantDocument,
    bodyVariable: 'input',
    result: (data) => data.createLicensingTenant,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/api/v1/service-accounts',
    summary: 'Create a service account of a tenant (null: the default one); the secret is answered here only',
    tag: TENANCY,
    dialect,
    operation: CreateServiceAccountDocument,
    bodyVariable: 'input',
    result: (data) => data.createServiceAccount,
    status: 201,
    errors: ['tenancy.not_found'],
  }),
  route({
    method: 'post',
    path: '/api/v1/service-accounts/token',
    summary: "Exchange a service account's client credentials for a bearer access token",
    tag: TENANCY,
    dialect,
    operation: ServiceAccountTokenDocument,
    bodyVariable: 'input',
    result: (data) => data.serviceAccountToken,
    status: 200,
    errors: ['invalid_credentials'],
  }),
  route({
    method: 'delete',
    path: '/api/v1/service-accounts/{id}',
    summary: 'Delete a service account; its tokens stop working at once',
    tag: TENANCY,
    dialect,
    operation: DeleteServiceAccountDocument,
    pathVariables: { id: 'id' },
    result: () => undefined,
    status: 204,
    errors: ['tenancy.not_found'],
  }),
];
