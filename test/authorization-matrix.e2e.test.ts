import { randomUUID } from 'node:crypto';
import { ROLE_CODES, type RoleCode } from '../src/modules/access/role-codes';
import { ROLE_PERMISSIONS } from '../src/modules/access/permissions';
import { routeTable } from '../rest-shim/route-table';
import type { RestRoute } from '../rest-shim/rest-route';
import { expressPathParams, SAMPLES, type MatrixFixture, type Placement } from './authorization-matrix.samples';
import { useTestEnvironment, type SignedInClient } from './test-environment';

/**
 * Generated from the route table and the permission table: every route × each of the five roles (the organization
 * roles both at organization scope and at outlet scope) × the caller's own scope, a foreign organization and a
 * foreign outlet. Expected: allowed when the role grants the route's
 * permission and reaches the target; `not_found` when no assignment reaches the target (nothing of the other
 * tenant is revealed); `forbidden` (or a scoped denial code) when reached without the permission.
 */
const PLATFORM_ROLES: RoleCode[] = ['MegaAdmin', 'MegaManager'];
const PLACEMENTS: Placement[] = ['own', 'foreignOrganization', 'foreignOutlet'];

type Expectation = 'allowed' | 'forbidden' | 'not_found' | 'context_denied' | 'unauthorized';

/** A caller: a role held at platform scope, on the own organization, or on the own outlet only. */
interface Caller {
  role: RoleCode;
  at: 'platform' | 'organization' | 'outlet';
}

const CALLERS: Caller[] = [
  ...ROLE_CODES.map((role): Caller => ({ role, at: PLATFORM_ROLES.includes(role) ? 'platform' : 'organization' })),
  ...ROLE_CODES.filter((role) => !PLATFORM_ROLES.includes(role)).map((role): Caller => ({ role, at: 'outlet' })),
];

const callerName = (caller: Caller) => (caller.at === 'outlet' ? `${caller.role}@outlet` : caller.role);

function expectationFor(route: RestRoute, { role, at }: Caller, placement: Placement): Expectation {
  const access = route.access;
  if (access === 'anonymous' || access === 'authenticated') return 'allowed';
  const holds =
    ROLE_PERMISSIONS[role].has(access.permission) && (!access.platformRoles || access.platformRoles.includes(role));
  const platform = PLATFORM_ROLES.includes(role);
  switch (access.scope) {
    case 'platform':
      return holds && platform ? 'allowed' : 'forbidden';
    case 'organization':
      if (placement !== 'own' && !platform) return 'not_found';
      // An outlet assignment reaches the organization's record only.
      if (at === 'outlet') return holds && access.permission === 'organization.view' ? 'allowed' : 'forbidden';
      return holds ? 'allowed' : 'forbidden';
    case 'location':
      if (placement !== 'own' && !platform) return 'not_found';
      return holds ? 'allowed' : 'forbidden';
    case 'context':
      if (placement !== 'own' && !platform) return 'context_denied';
      return holds ? 'allowed' : 'context_denied';
  }
}

describe('authorization matrix', () => {
  const env = useTestEnvironment();
  let fixture: MatrixFixture;
  const clients = new Map<string, SignedInClient>();

  beforeAll(async () => {
    const own = await env.createOrganization(`Own ${randomUUID().slice(0, 8)}`);
    const ownOutlet = await env.createLocation(own);
    const foreignName = `Foreign tenant ${randomUUID().slice(0, 8)}`;
    const foreign = await env.createOrganization(foreignName);
    const foreignOutlet = await env.createLocation(foreign);
    fixture = { env, own, ownOutlet, foreign, foreignName, foreignOutlet };
    for (const caller of CALLERS) {
      const scope = {
        platform: undefined,
        organization: { organizationId: own },
        outlet: { organizationId: own, locationId: ownOutlet },
      }[caller.at];
      clients.set(callerName(caller), await env.clientFor(caller.role, scope));
    }
  });

  it('has a sample for every route of the table', () => {
    const missing = routeTable
      .filter((route) => !SAMPLES[`${route.method.toUpperCase()} ${route.path}`])
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(missing).toEqual([]);
  });

  const cases = routeTable.flatMap((route) =>
    CALLERS.flatMap((caller) =>
      (typeof route.access === 'object' && route.access.scope !== 'platform'
        ? PLACEMENTS
        : (['own'] as Placement[])
      ).map((placement) => ({
        route,
        role: callerName(caller),
        placement,
        expected: expectationFor(route, caller, placement),
      })),
    ),
  );

  it.each(
    cases.map((c) => [`${c.route.method.toUpperCase()} ${c.route.path}`, c.role, c.placement, c.expected, c] as const),
  )('%s as %s on %s → %s', async (key, role, placement, expected, { route }) => {
    const sample = SAMPLES[key];
    if (!sample) throw new Error(`no sample for ${key}`);
    const request = await sample(fixture, placement);
    let call = clients.get(role)!.rest(route.method, expressPathParams(route.path, request.params ?? {}));
    if (request.headers) call = call.set(request.headers);
    if (request.file) call = call.attach('file', request.file.content, request.file.fileName);
    const response = await (request.body === undefined ? call : call.send(request.body));

    switch (expected) {
      case 'allowed':
        // Success bodies may have a `code` member of their own (outlets do): only the status tells.
        expect({ status: response.status, error: response.status >= 400 ? response.body?.code : undefined }).toEqual({
          status: request.successStatus ?? statusOf(route),
          error: undefined,
        });
        break;
      case 'forbidden':
        expect({ status: response.status, code: response.body.code }).toEqual({ status: 403, code: 'forbidden' });
        break;
      case 'not_found':
        expect({ status: response.status, code: response.body.code }).toEqual({
          status: 404,
          code: route.notFoundCode ?? 'not_found',
        });
        break;
      case 'context_denied':
        expect(response.status).toBe(403);
        expect(response.body.code).toMatch(/^context\.(organization|location)\.denied$|^forbidden$/);
        break;
      case 'unauthorized':
        expect(response.status).toBe(401);
        break;
    }
    const platformWide =
      request.platformWide && expected === 'allowed' && PLATFORM_ROLES.some((platformRole) => platformRole === role);
    if ((expected !== 'allowed' || placement === 'own') && !platformWide) {
      // A denied or own-scope call never shows the other tenant.
      expect(response.text ?? '').not.toContain(fixture.foreignName);
      if (placement === 'own') expect(response.text ?? '').not.toContain(fixture.foreign);
    }
  });
});

function statusOf(route: RestRoute): number {
  return typeof route.status === 'number' ? route.status : route.status.among[0];
}
