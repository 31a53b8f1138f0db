import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import argon2 from 'argon2';
import request from 'supertest';
import { createApplication, type Application } from '../src/app';
import { ROLE_IDS, type RoleCode } from '../src/modules/identity/identity.module';
import { loadConfig } from '../src/platform/config/app-config';
import { OpenApiResponseValidator } from './openapi-response-validation';
import { reportResponseValidation } from './run-report';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './test-database';

export interface SeededUser {
  id: string;
  email: string;
  password: string;
}

export interface Scope {
  organizationId?: string;
  locationId?: string;
}

export interface SignedInClient {
  user: SeededUser;
  accessToken: string;
  refreshToken: string;
  /** A REST call with the bearer token set. */
  rest(method: 'get' | 'post' | 'put' | 'delete', path: string): request.Test;
  /** A GraphQL POST with the bearer token set; resolves with the HTTP response. */
  graphql(query: string, variables?: Record<string, unknown>): request.Test;
}

export interface TestEnvironment {
  app: Application;
  baseUrl: string;
  /** Requests against the real HTTP server; every REST answer is checked against /api/openapi.json. */
  http: request.Agent;
  /** Checks the REST answers of `http` against the served OpenAPI document. */
  responseValidator: OpenApiResponseValidator;
  /** Every log line the application wrote, as raw JSON text. */
  logLines(): string[];
  graphql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): request.Test;
  /** GET /metrics with the bearer of the environment's METRICS_TOKEN. */
  metrics(): request.Test;
  createOrganization(name?: string): Promise<string>;
  /** A child organization of `parentId`. */
  createChildOrganization(parentId: string, name?: string): Promise<string>;
  createLocation(organizationId: string, code?: string): Promise<string>;
  /** A stored accounting-system connection (the first of its organization becomes the default). */
  createErpConnection(
    organizationId: string,
    target: { baseUrl: string; login: string; password: string },
    name?: string,
  ): Promise<string>;
  createUser(options?: {
    email?: string;
    password?: string;
    isActive?: boolean;
    roles?: { role: RoleCode; scope?: Scope }[];
  }): Promise<SeededUser>;
  signIn(user: SeededUser): Promise<SignedInClient>;
  /** A signed-in user holding one role in the given scope (platform scope when omitted). */
  clientFor(role: RoleCode, scope?: Scope): Promise<SignedInClient>;
  close(): Promise<void>;
}

/**
 * Seeded users' passwords are hashed with argon2id at its lowest cost. A stored argon2 hash carries its own
 * parameters, so the service verifies these through the same code at that cost: a sign-in of a seeded user takes a
 * millisecond instead of the production parameters' 50 ms, and the suite signs in thousands of them. Passwords the
 * service sets itself (invitations, password changes) are hashed with the production parameters.
 */
const SEED_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** The METRICS_TOKEN every test environment starts with unless its own settings replace it. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789';

/**
 * Starts the real application on an ephemeral port against the run's test database (see global-setup) and Redis
 * when REDIS_URL is set, with its own key-value prefix, and seeds data with unique names.
 */
export async function createTestEnvironment(env: Record<string, string> = {}): Promise<TestEnvironment> {
  const lines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    DATABASE_POOL_SIZE: process.env.DATABASE_URL ? '5' : '2',
    REDIS_URL: process.env.REDIS_URL ?? '',
    KEY_VALUE_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'recon-data-')),
    JWT_SECRET: 'test-signing-secret-that-is-long-enough-0123456789',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    MIGRATIONS_RUN: 'false',
    LOG_LEVEL: 'info',
    // The simulator the tests call listens on loopback, which the outbound address policy refuses by default.
    ERP_ALLOW_LOOPBACK: 'true',
    METRICS_TOKEN: TEST_METRICS_TOKEN,
    ...env,
  });
  const app = await createApplication(config, { logDestination });
  const port = await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  const http = request.agent(baseUrl);
  const responseValidator = new OpenApiResponseValidator((await request(baseUrl).get('/api/openapi.json')).body);
  validateResponsesOf(http, responseValidator);

  const graphql = (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    http.post('/graphql').set('Content-Type', 'application/json').set(headers).send({ query, variables });

  const environment: TestEnvironment = {
    app,
    baseUrl,
    http,
    responseValidator,
    logLines: () => [...lines],
    graphql,
    metrics: () => http.get('/metrics').set('Authorization', `Bearer ${TEST_METRICS_TOKEN}`),
    async createOrganization(name = `Organization ${randomUUID().slice(0, 8)}`) {
      const [row] = await app.dataSource.query('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [name]);
      return row.id as string;
    },
    async createChildOrganization(parentId, name = `Child organization ${randomUUID().slice(0, 8)}`) {
      const [row] = await app.dataSource.query(
        'INSERT INTO organizations (name, parent_organization_id) VALUES ($1, $2) RETURNING id',
        [name, parentId],
      );
      return row.id as string;
    },
    async createLocation(organizationId, code = `OUT-${randomUUID().slice(0, 8)}`) {
      const [row] = await app.dataSource.query(
        `INSERT INTO locations (organization_id, name, code, time_zone, chain_key) VALUES ($1, $2, $3, 'Europe/Moscow', 'main') RETURNING id`,
        [organizationId, `Outlet ${code}`, code],
      );
      return row.id as string;
    },
    async createErpConnection(organizationId, target, name = `Connection ${randomUUID().slice(0, 8)}`) {
      const { baseUrl, login, password } = target;
      const connection = await app.dataSource.transaction((em) =>
        app.erpConnections.insert(em, { organizationId, name, baseUrl, credentials: { login, password } }),
      );
      return connection.id;
    },
    async createUser(options = {}) {
      const email = options.email ?? `user-${randomUUID()}@example.test`;
      const password = options.password ?? `pw-${randomBytes(12).toString('base64url')}`;
      const [row] = await app.dataSource.query(
        'INSERT INTO users (email, display_name, password_hash, is_active) VALUES ($1, $2, $3, $4) RETURNING id',
        [
          email,
          `User ${email.split('@')[0]}`,
          await argon2.hash(password, SEED_HASH_OPTIONS),
          options.isActive ?? true,
        ],
      );
      for (const { role, scope } of options.roles ?? []) {
        await app.dataSource.query(
          'INSERT INTO role_assignments (user_id, role_id, organization_id, location_id) VALUES ($1, $2, $3, $4)',
          [row.id, ROLE_IDS[role], scope?.organizationId ?? null, scope?.locationId ?? null],
        );
      }
      return { id: row.id as string, email, password };
    },
    async signIn(user) {
      const response = await http.post('/api/auth/login').send({ email: user.email, password: user.password });
      if (response.status !== 200)
        throw new Error(`sign-in failed with ${response.status}: ${JSON.stringify(response.body)}`);
      const { accessToken, refreshToken } = response.body as { accessToken: string; refreshToken: string };
      const bearer = `Bearer ${accessToken}`;
      return {
        user,
        accessToken,
        refreshToken,
        rest: (method, urlPath) => http[method](urlPath).set('Authorization', bearer),
        graphql: (query, variables) => graphql(query, variables, { Authorization: bearer }),
      };
    },
    async clientFor(role, scope) {
      return environment.signIn(await environment.createUser({ roles: [{ role, scope }] }));
    },
    async close() {
      await app.close();
      reportResponseValidation(responseValidator.tally());
      // Mismatches no test has reported yet (a suite of its own lifecycle, or requests of beforeAll/afterAll).
      failOnMismatches(responseValidator.takeUnreported());
    },
  };
  return environment;
}

/**
 * One environment for the enclosing `describe`: started before its tests, closed after them. The returned object
 * forwards to the environment once it is started.
 */
export function useTestEnvironment(
  env: Record<string, string> = {},
  options: { ownDatabase?: boolean } = {},
): TestEnvironment {
  let current: TestEnvironment | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    // A running posting worker claims every due posting of its database: suites that run one get a database of their
    // own, so they neither take the postings of suites running beside them nor lose theirs to them. An embedded
    // database belongs to one jest worker, which runs its files one after another, so they share it there.
    if (options.ownDatabase && process.env.DATABASE_URL) database = await createTestDatabase();
    current = await createTestEnvironment(database ? { ...env, DATABASE_URL: database.url } : env);
  }, 120_000);
  // A REST answer that differs from the published contract fails the test that received it.
  afterEach(() => failOnMismatches(current?.responseValidator.takeUnreported() ?? []));
  afterAll(async () => {
    try {
      await current?.close();
    } finally {
      await database?.drop();
    }
  });
  return new Proxy({} as TestEnvironment, {
    get(_target, property) {
      if (!current) throw new Error('the test environment is used outside beforeAll/it');
      return Reflect.get(current, property);
    },
  });
}

const AGENT_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options'] as const;

/** Every request made through the agent (and so through `SignedInClient.rest`) has its answer checked. */
function validateResponsesOf(http: request.Agent, validator: OpenApiResponseValidator): void {
  const methods = http as unknown as Record<string, (url: string) => request.Test>;
  for (const method of AGENT_METHODS) {
    const original = methods[method].bind(http);
    methods[method] = (url: string) => validator.watch(original(url));
  }
}

function failOnMismatches(mismatches: string[]): void {
  if (mismatches.length === 0) return;
  throw new Error(
    `${mismatches.length} REST answer(s) differ from /api/openapi.json:\n${mismatches.map((m) => `  ${m}`).join('\n')}`,
  );
}
