import type { RestRoute } from './rest-route';
import { authRoutes } from './routes/auth.routes';
import { healthRoutes } from './routes/health.routes';

/** Every REST path of the specification that the service serves, each one GraphQL operation (one file per area). */
export const routeTable: RestRoute[] = [...authRoutes, ...healthRoutes];
