import 'reflect-metadata';
import { composeModules } from '../src/app';
import { inertPlatformServices } from '../src/platform/module/inert-platform';

/**
 * The routes are mounted in the order the modules are composed, so a path with a parameter must never come before a
 * static path it would swallow (`/api/organizations/{id}` before `/api/organizations/current`), and no path may be
 * declared twice for one method.
 */
describe('the composed REST routes', () => {
  const { routes, fileRoutes, webhooks } = composeModules(inertPlatformServices());
  const all = [...routes, ...fileRoutes, ...webhooks].map(({ method, path }) => ({ method, path }));
  const pattern = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

  it('declare each method and path once', () => {
    const keys = all.map(({ method, path }) => `${method} ${path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('mount no route where an earlier one would answer its requests', () => {
    const shadowed = all.flatMap((route, index) =>
      all
        .slice(0, index)
        .filter((earlier) => earlier.method === route.method && pattern(earlier.path).test(route.path))
        .map((earlier) => `${route.method} ${route.path} is answered by ${earlier.path}`),
    );
    expect(shadowed).toEqual([]);
  });
});
