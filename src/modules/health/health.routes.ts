import { HealthDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

export const healthRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/health',
    summary: 'Health of the service, its database and key-value store',
    tag: 'Other',
    operation: HealthDocument,
    result: (data) => data.health,
    status: { among: [200, 503], pick: (body) => ((body as { status: string }).status === 'ok' ? 200 : 503) },
  }),
];
