import { DashboardDocument, PaymentAnomaliesDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/**
 * Overviews of the outlet in the active context: Outlet-required, so the context is checked on every call and there
 * is no platform-wide fallback (docs/access.md §Active context).
 */
export const dashboardRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/dashboard',
    summary: 'Operational summary of the outlet in the active context',
    tag: 'Dashboard',
    operation: DashboardDocument,
    result: (data) => data.dashboard,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/payment-anomalies',
    summary: 'Payment anomalies of the outlet in the active context, paged',
    tag: 'Dashboard',
    operation: PaymentAnomaliesDocument,
    queryVariables: { status: 'status', page: 'page', pageSize: 'pageSize' },
    result: (data) => data.paymentAnomalies,
    status: 200,
  }),
];
