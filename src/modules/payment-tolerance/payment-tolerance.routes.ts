import { PaymentToleranceDocument, SetPaymentToleranceDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const TAG = 'Payment tolerance';

/**
 * The payment tolerance of an organization (docs/payment-tolerance.md). Reading needs organization.view, setting
 * payment_tolerance.manage, on the organization of the path. A setting never set reads as 200 with null, as the
 * organization's other optional answers do (`GET /api/organizations/current`).
 */
export const paymentToleranceRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/organizations/{id}/payment-tolerance',
    summary: 'The payment tolerance of the organization, or null when it was never set',
    tag: TAG,
    operation: PaymentToleranceDocument,
    pathVariables: { id: 'organizationId' },
    result: (data) => data.paymentTolerance,
    status: 200,
  }),
  route({
    method: 'put',
    path: '/api/organizations/{id}/payment-tolerance',
    summary: 'Set the payment tolerance, its write-off target checked against the default connection',
    tag: TAG,
    operation: SetPaymentToleranceDocument,
    pathVariables: { id: 'organizationId' },
    bodyVariable: 'input',
    result: (data) => data.setPaymentTolerance,
    status: 200,
    errors: ['concurrency.conflict', 'erp_default_connection_missing', 'erp_unavailable'],
  }),
];
