import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AccessRule } from '../src/modules/access/access-rule';
import { ROLE_PERMISSIONS } from '../src/modules/access/permissions';
import { ROLE_CODES, type RoleCode } from '../src/modules/identity/identity.module';
import type { HttpMethod } from '../src/platform/rest/rest-route';
import { declaredRule, routeAccess } from '../rest-shim/route-access';
import { composedRestSurface } from '../rest-shim/route-table';
import type { AuthorizationSamples, MatrixFixture, Placement } from './authorization-matrix.fixture';
import { messengerSettings } from './messenger-fakes';
import { useTestEnvironment, type SignedInClient } from './test-environment';
import { reportFigure } from './run-report';

/**
 * Generated from the modules' routes, file routes and webhooks and the access declarations they carry: every route × an anonymous
 * caller and each of the five roles (the organization roles both at organization scope and at outlet scope) × the
 * caller's own scope, a foreign organization and a foreign outlet. Expected: 401 for the anonymous caller on every
 * non-public route, before anything else; allowed when the role grants the permission and reaches the target;
 * `forbidden` when the target exists outside the caller's reach or is reached without the permission (the scoped
 * denial of 00-decisions §8); a context code when the active context the client sent is refused.
 */
const PLATFORM_ROLES: RoleCode[] = ['MegaAdmin', 'MegaManager'];
const PLACEMENTS: Placement[] = ['own', 'foreignOrganization', 'foreignOutlet'];

type Expectation = 'allowed' | 'forbidden' | 'context_denied' | 'unauthorized';

/** A caller: nobody, or a role held at platform scope, on the own organization, or on the own outlet only. */
type Caller = { role: 'anonymous' } | { role: RoleCode; at: 'platform' | 'organization' | 'outlet' };

const CALLERS: Caller[] = [
  { role: 'anonymous' },
  ...ROLE_CODES.map((role): Caller => ({ role, at: PLATFORM_ROLES.includes(role) ? 'platform' : 'organization' })),
  ...ROLE_CODES.filter((role) => !PLATFORM_ROLES.includes(role)).map((role): Caller => ({ role, at: 'outlet' })),
];

const callerName = (caller: Caller) =>
  caller.role !== 'anonymous' && caller.at === 'outlet' ? `${caller.role}@outlet` : caller.role;

/** A route of the table or a file route, with its access declaration read where the guard reads it. */
interface MatrixRoute {
  key: string;
  method: HttpMethod;
  path: string;
  successStatus: number;
  access: (fixture: MatrixFixture) => AccessRule;
}

const { routes, fileRoutes, webhooks } = composedRestSurface();
const ROUTES: MatrixRoute[] = [
  ...routes.map((route) => ({
    key: `${route.method.toUpperCase()} ${route.path}`,
    method: route.method,
    path: route.path,
    successStatus: typeof route.status === 'number' ? route.status : route.status.among[0],
    access: (fixture: MatrixFixture) => routeAccess(fixture.env.app.schema, route),
  })),
  ...fileRoutes.map((route) => ({
    key: `${route.method.toUpperCase()} ${route.path}`,
    method: route.method,
    path: route.path,
    successStatus: 200,
    access: () => declaredRule(route.access),
  })),
  ...webhooks.map((route) => ({
    key: `${route.method.toUpperCase()} ${route.path}`,
    method: route.method,
    path: route.path,
    successStatus: 200,
    access: () => declaredRule(route.access),
  })),
];

const MODULES = resolve(__dirname, '..', 'src', 'modules');

/**
 * The samples of every feature module: each `<name>.authorization-samples.ts` under src/modules (beside the resolvers
 * of its operations) exports `authorizationSamples`, a valid request per route keyed `METHOD /path`. A file without
 * that export, or a route sampled by two files, stops the run here.
 */
function collectSamples(): AuthorizationSamples {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.authorization-samples.ts'))
    .sort();
  const samples: AuthorizationSamples = {};
  const sampledBy = new Map<string, string>();
  for (const file of files) {
    // Found at run time, so required rather than imported; jest transforms it like any test source.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(join(MODULES, file)) as { authorizationSamples?: AuthorizationSamples };
    if (!exported.authorizationSamples) throw new Error(`src/modules/${file} exports no authorizationSamples`);
    for (const [key, sample] of Object.entries(exported.authorizationSamples)) {
      if (sampledBy.has(key))
        throw new Error(`${key} is sampled twice: in src/modules/${sampledBy.get(key)} and in src/modules/${file}`);
      sampledBy.set(key, file);
      samples[key] = sample;
    }
  }
  return samples;
}

const SAMPLES = collectSamples();

/** `/api/organizations/{id}` with `{id: '…'}` → the concrete path. */
function expressPathParams(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`sample for ${path} lacks the path parameter ${name}`);
    return params[name];
  });
}

/**
 * The matrix runs with the messenger link on, so its routes answer as they do in service. Replies would go to an
 * address nothing listens on, and so do the accounting connections of the samples: a read that cannot connect is
 * answered at once instead of after the transport's paced retries, which only the connector's own tests are about.
 */
const MATRIX_SETTINGS = { ...messengerSettings('http://127.0.0.1:9'), ERP_READ_RETRIES: '0' };

function expectationFor(access: AccessRule, caller: Caller, placement: Placement): Expectation {
  if (access.kind === 'public') return 'allowed';
  if (caller.role === 'anonymous') return 'unauthorized';
  if (access.kind === 'authenticated') return 'allowed';
  const holds = [access.permission, ...(access.alsoRequires ?? [])].every((permission) =>
    ROLE_PERMISSIONS[caller.role].has(permission),
  );
  const platform = caller.at === 'platform';
  const outside = placement !== 'own' && !platform;
  const organizationLevel =
    access.scope === 'organization' ||
    access.scope === 'contextOrganization' ||
    (access.scope === 'resource' && access.resource?.checkedOn === 'organization');
  switch (access.scope) {
    case 'platform':
      return holds && platform ? 'allowed' : 'forbidden';
    case 'reach':
      return holds ? 'allowed' : 'forbidden';
    case 'context':
      return !outside && holds ? 'allowed' : 'context_denied';
    default:
      if (outside) return 'forbidden';
      // An outlet assignment reaches its organization's record only.
      if (organizationLevel && caller.at === 'outlet')
        return holds && access.permission === 'organization.view' ? 'allowed' : 'forbidden';
      return holds ? 'allowed' : 'forbidden';
  }
}

function placementsOf(access: AccessRule): Placement[] {
  return access.kind === 'permission' && access.scope !== 'platform' && access.scope !== 'reach' ? PLACEMENTS : ['own'];
}

/**
 * Whether the caller's roles deny the operation before any target is looked at: nobody signed in, or no role of the
 * caller granting the permission (on the platform, for a platform operation). Such a caller is refused before the
 * request's input is validated, so a broken body, path or header changes nothing in the answer.
 */
function refusedByRole(access: AccessRule, caller: Caller): 'unauthorized' | 'forbidden' | null {
  if (access.kind === 'public') return null;
  if (caller.role === 'anonymous') return 'unauthorized';
  if (access.kind === 'authenticated') return null;
  const holds = [access.permission, ...(access.alsoRequires ?? [])].every((permission) =>
    ROLE_PERMISSIONS[caller.role].has(permission),
  );
  return !holds || (access.scope === 'platform' && caller.at !== 'platform') ? 'forbidden' : null;
}

/** Every path parameter replaced by text no parameter accepts. */
function brokenPath(path: string): string {
  return path.replace(/\{[^}]+\}/g, 'not-a-uuid');
}

describe('authorization matrix', () => {
  const env = useTestEnvironment(MATRIX_SETTINGS);
  let fixture: MatrixFixture;
  const clients = new Map<string, SignedInClient>();
  const tally = { cases: 0, wrongRole: 0, unexpected: 0 };

  beforeAll(async () => {
    const own = await env.createOrganization(`Own ${randomUUID().slice(0, 8)}`);
    const ownOutlet = await env.createLocation(own);
    const foreignName = `Foreign tenant ${randomUUID().slice(0, 8)}`;
    const foreign = await env.createOrganization(foreignName);
    const foreignOutlet = await env.createLocation(foreign);
    fixture = { env, own, ownOutlet, foreign, foreignName, foreignOutlet };
    for (const caller of CALLERS) {
      if (caller.role === 'anonymous') continue;
      const scope = {
        platform: undefined,
        organization: { organizationId: own },
        outlet: { organizationId: own, locationId: ownOutlet },
      }[caller.at];
      clients.set(callerName(caller), await env.clientFor(caller.role, scope));
    }
  });

  afterAll(() => {
    // The figure the access layer is measured by: every case exercised, none answered unexpectedly.
    reportFigure(
      `authorization matrix: ${ROUTES.length} routes × ${CALLERS.length} callers (anonymous included), ` +
        `${tally.cases} cases (${tally.wrongRole} of them a wrong role with an invalid request to one of ` +
        `${WRITES.length} writes), ${tally.unexpected} unexpected answers`,
    );
  });

  it('has a sample for every route', () => {
    const keys = new Set(ROUTES.map((route) => route.key));
    expect({
      withoutSample: ROUTES.filter((route) => !SAMPLES[route.key]).map((route) => route.key),
      sampledWithoutRoute: Object.keys(SAMPLES).filter((key) => !keys.has(key)),
    }).toEqual({ withoutSample: [], sampledWithoutRoute: [] });
  });

  // Writes sent with everything invalid at once: a non-UUID path, malformed context headers, a body that is not JSON.
  const WRITES = ROUTES.filter((route) => route.method !== 'get');
  it.each(WRITES.map((route) => [route.key, route] as const))(
    'a wrong role with an invalid request: %s',
    async (_key, route) => {
      const access = route.access(fixture);
      const unexpected: string[] = [];
      for (const caller of CALLERS) {
        const expected = refusedByRole(access, caller);
        if (!expected) continue;
        const path = brokenPath(route.path);
        const call =
          caller.role === 'anonymous'
            ? env.http[route.method](path)
            : clients.get(callerName(caller))!.rest(route.method, path);
        const response = await call
          .set({ 'X-Organization-Id': 'not-an-id', 'X-Location-Id': 'not-an-id', 'Idempotency-Key': '?' })
          .set('Content-Type', 'application/json')
          .send('{"broken": ');
        tally.cases += 1;
        tally.wrongRole += 1;
        const code = response.body?.code as string | undefined;
        const status = expected === 'unauthorized' ? 401 : 403;
        if (response.status !== status || code !== expected) {
          unexpected.push(`${callerName(caller)}: expected ${status} ${expected}, answered ${response.status} ${code}`);
        }
      }
      tally.unexpected += unexpected.length;
      expect(unexpected).toEqual([]);
    },
  );

  it.each(ROUTES.map((route) => [route.key, route] as const))('%s', async (key, route) => {
    const access = route.access(fixture);
    const unexpected: string[] = [];
    for (const caller of CALLERS) {
      for (const placement of placementsOf(access)) {
        const expected = expectationFor(access, caller, placement);
        const request = await SAMPLES[key](fixture, placement);
        const path = expressPathParams(route.path, request.params ?? {});
        const { Authorization: sampleBearer, ...headers } = request.headers ?? {};
        let call =
          caller.role === 'anonymous'
            ? env.http[route.method](path)
            : clients.get(callerName(caller))!.rest(route.method, path);
        // A sample's own bearer (a throwaway session for logout) stands in for the caller's, never for nobody.
        if (sampleBearer && caller.role !== 'anonymous') call = call.set('Authorization', sampleBearer);
        call = call.set(headers);
        if (request.file) call = call.attach('file', request.file.content, request.file.fileName);
        const response = await (request.body === undefined ? call : call.send(request.body));
        tally.cases += 1;

        const code = response.status >= 400 ? (response.body?.code as string | undefined) : undefined;
        const answered = `${response.status} ${code ?? ''}`.trim();
        const ok = {
          allowed: response.status === (request.successStatus ?? route.successStatus) && code === request.allowedCode,
          forbidden: response.status === 403 && code === 'forbidden',
          context_denied:
            response.status === 403 && /^context\.(organization|location)\.denied$|^forbidden$/.test(code ?? ''),
          unauthorized: response.status === 401 && code === 'unauthorized',
        }[expected];
        if (!ok) unexpected.push(`${callerName(caller)} on ${placement}: expected ${expected}, answered ${answered}`);

        const platformWide =
          request.platformWide &&
          expected === 'allowed' &&
          caller.role !== 'anonymous' &&
          PLATFORM_ROLES.includes(caller.role);
        if ((expected !== 'allowed' || placement === 'own') && !platformWide) {
          // A denied or own-scope call never shows the other tenant.
          if ((response.text ?? '').includes(fixture.foreignName))
            unexpected.push(`${callerName(caller)} on ${placement}: the foreign tenant's name leaked`);
          if (placement === 'own' && (response.text ?? '').includes(fixture.foreign))
            unexpected.push(`${callerName(caller)} on ${placement}: the foreign tenant's id leaked`);
        }
      }
    }
    tally.unexpected += unexpected.length;
    expect(unexpected).toEqual([]);
  });
});
