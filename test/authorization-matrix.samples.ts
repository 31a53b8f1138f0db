import type { TestEnvironment } from './test-environment';

/** Where the target of a matrix case lives relative to the caller's own organization. */
export type Placement = 'own' | 'foreignOrganization' | 'foreignOutlet';

export interface MatrixFixture {
  env: TestEnvironment;
  own: string;
  ownOutlet: string;
  foreign: string;
  /** Searched for in every denied response: it must never leak. */
  foreignName: string;
  foreignOutlet: string;
}

export interface MatrixRequest {
  params?: Record<string, string>;
  body?: object;
  headers?: Record<string, string>;
  /** When the allowed answer differs from the route's declared success status. */
  successStatus?: number;
}

type Sample = (fixture: MatrixFixture, placement: Placement) => Promise<MatrixRequest>;

/** The organization and outlet a case targets. */
export function target(fixture: MatrixFixture, placement: Placement): { organizationId: string; locationId: string } {
  if (placement === 'own') return { organizationId: fixture.own, locationId: fixture.ownOutlet };
  if (placement === 'foreignOrganization')
    return { organizationId: fixture.foreign, locationId: fixture.foreignOutlet };
  // A foreign outlet named together with the caller's own organization.
  return { organizationId: fixture.own, locationId: fixture.foreignOutlet };
}

/**
 * A valid request per route (`METHOD /path`), built per case so that mutations act on throwaway resources in
 * the targeted scope. The matrix test fails for a route of the table that has no sample here.
 */
export const SAMPLES: Record<string, Sample> = {
  'POST /api/auth/login': async ({ env }) => {
    const user = await env.createUser();
    return { body: { email: user.email, password: user.password } };
  },
  'POST /api/auth/refresh': async ({ env }) => {
    const client = await env.signIn(await env.createUser());
    return { body: { refreshToken: client.refreshToken } };
  },
  // A throwaway session, so the shared per-role client stays signed in.
  'POST /api/auth/logout': async ({ env }) => {
    const client = await env.signIn(await env.createUser());
    return { headers: { Authorization: `Bearer ${client.accessToken}` } };
  },
  'GET /api/auth/me': async () => ({}),
  'GET /api/health': async () => ({}),
};

/** `/api/organizations/{id}` with `{id: '…'}` → the concrete path. */
export function expressPathParams(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`sample for ${path} lacks the path parameter ${name}`);
    return params[name];
  });
}
