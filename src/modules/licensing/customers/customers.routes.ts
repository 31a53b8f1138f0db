import {
  LicensingCustomerAggregateDocument,
  LicensingCustomerIssueCandidatesDocument,
  LicensingCustomerLicenseTableDocument,
  UpdateLicensingCustomerProfileDocument,
} from '../../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../../platform/rest/rest-route';
import { customerAggregateDialect, customerLicenseActionsDialect } from '../licensing-dialects';

const CUSTOMERS = 'Licensing customers';

const licenseActionsDialect = customerLicenseActionsDialect;
const aggregateDialect = customerAggregateDialect;

const customer = { organizationId: 'organizationId' };

/**
 * A customer's routes, in the caller's tenant (docs/licensing.md §Customers: discovery, aggregate and license table).
 */
export const licensingCustomerRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/v1/customers/organizations/{organizationId}/license-issue-candidates',
    summary:
      'Subscriptions of the customer that can receive a license now, newest first (empty for a customer that is ' +
      'not Active)',
    tag: CUSTOMERS,
    dialect: licenseActionsDialect,
    operation: LicensingCustomerIssueCandidatesDocument,
    pathVariables: customer,
    queryVariables: { offset: 'offset', limit: 'limit' },
    result: (data) => data.licensingCustomerIssueCandidates,
    status: 200,
    errors: ['customer_license_actions.not_found'],
  }),
  route({
    method: 'get',
    path: '/api/v1/customers/organizations/{organizationId}/aggregate',
    summary: 'The customer profile and a page of its licenses, newest first',
    tag: CUSTOMERS,
    dialect: aggregateDialect,
    operation: LicensingCustomerAggregateDocument,
    pathVariables: customer,
    queryVariables: { licenseOffset: 'licenseOffset', licenseLimit: 'licenseLimit' },
    result: (data) => data.licensingCustomerAggregate,
    status: 200,
    errors: ['customer_aggregate_not_found'],
  }),
  route({
    method: 'put',
    path: '/api/v1/customers/organizations/{organizationId}/aggregate',
    summary:
      'Replace the mutable customer profile at expectedRevision; answers the committed profile (409 ' +
      'customer_profile_revision_conflict, customer_profile_not_editable)',
    tag: CUSTOMERS,
    dialect: aggregateDialect,
    strictBody: true,
    operation: UpdateLicensingCustomerProfileDocument,
    pathVariables: customer,
    bodyVariable: 'input',
    result: (data) => data.updateLicensingCustomerProfile,
    status: 200,
    errors: [
      'customer_aggregate_not_found',
      'customer_primary_contact_not_found',
      'customer_profile_revision_conflict',
      'customer_profile_not_editable',
    ],
  }),
  route({
    method: 'get',
    path: '/api/v1/customers/organizations/{organizationId}/licenses/table',
    summary:
      'The read-only license table of the customer with product, tariff, renewal, devices and usage display ' +
      'results; filters status and productId',
    tag: CUSTOMERS,
    dialect: licenseActionsDialect,
    operation: LicensingCustomerLicenseTableDocument,
    pathVariables: customer,
    queryVariables: { offset: 'offset', limit: 'limit', status: 'status', productId: 'productId' },
    result: (data) => data.licensingCustomerLicenseTable,
    status: 200,
    errors: ['customer_license_actions.not_found'],
  }),
];
