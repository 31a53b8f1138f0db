import { DashboardDocument, PaymentAnomaliesDocument } from '../generated/graphql';
import { route, type RestRoute } from '../rest-route';

/** Document 01 §Other: Outlet-required overviews (context rule 7). */
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
