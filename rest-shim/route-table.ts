import { composeModules } from '../src/app';
import { inertPlatformServices } from '../src/platform/module/inert-platform';
import type { RestSurface } from '../src/platform/rest/rest-route';

/**
 * The REST surface of the modules composed as the service composes them, for what reads it without serving: the
 * OpenAPI lint, the permission docs and the tests.
 */
export function composedRestSurface(): RestSurface {
  const { routes, fileRoutes, webhooks } = composeModules(inertPlatformServices());
  return { routes, fileRoutes, webhooks };
}
