import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { useTestEnvironment } from './test-environment';

const NUL = '\u0000';

/** A request to send, with or without a bearer token, and the members its answer must name. */
interface Row {
  name: string;
  send(headers: Record<string, string>): request.Test;
  fieldErrors: Record<string, string[]>;
  /** A route anyone may call; on the others an anonymous caller is told 401 before its input is looked at. */
  isPublic?: boolean;
}

describe('text holding U+0000', () => {
  const env = useTestEnvironment();
  let organizationId: string;
  let signedIn: Record<string, string>;

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    const locationId = await env.createLocation(organizationId);
    const admin = await env.clientFor('MegaAdmin');
    signedIn = {
      Authorization: `Bearer ${admin.accessToken}`,
      'X-Organization-Id': organizationId,
      'X-Location-Id': locationId,
    };
  });

  const rest: Row[] = [
    {
      name: 'GET /api/audit-log?action=',
      send: (headers) => env.http.get(`/api/audit-log?action=${encodeURIComponent(`Export${NUL}`)}`).set(headers),
      fieldErrors: { action: ['nul_character'] },
    },
    {
      name: 'GET /api/erp/debts?supplierId=',
      send: (headers) => env.http.get('/api/erp/debts?supplierId=%00').set(headers),
      fieldErrors: { supplierId: ['nul_character'] },
    },
    {
      name: 'GET /api/counterparty-matches?search=',
      send: (headers) => env.http.get('/api/counterparty-matches?search=a%00b').set(headers),
      fieldErrors: { search: ['nul_character'] },
    },
    {
      name: 'POST /api/auth/login email',
      send: (headers) =>
        env.http
          .post('/api/auth/login')
          .set(headers)
          .send({ email: `someone${NUL}@example.test`, password: 'password-0123' }),
      fieldErrors: { email: ['nul_character'] },
      isPublic: true,
    },
    {
      name: 'POST /api/platform/organizations name',
      send: (headers) =>
        env.http
          .post('/api/platform/organizations')
          .set(headers)
          .send({ name: `Org ${NUL}` }),
      fieldErrors: { name: ['nul_character'] },
    },
    {
      name: 'POST /api/organizations/{id}/locations name',
      send: (headers) =>
        env.http
          .post(`/api/organizations/${organizationId}/locations`)
          .set(headers)
          .send({ name: `Outlet ${NUL}`, code: `C-${randomUUID().slice(0, 6)}`, chainKey: 'main', timeZone: 'UTC' }),
      fieldErrors: { name: ['nul_character'] },
    },
    {
      name: 'POST /api/platform/users displayName',
      send: (headers) =>
        env.http
          .post('/api/platform/users')
          .set(headers)
          .send({
            displayName: `User${NUL}`,
            email: `user-${randomUUID()}@example.test`,
            password: 'password-0123',
            isActive: true,
          }),
      fieldErrors: { displayName: ['nul_character'] },
    },
    {
      name: 'POST /api/counterparties/rules/conflict-preview pattern',
      send: (headers) =>
        env.http
          .post('/api/counterparties/rules/conflict-preview')
          .set(headers)
          .send({ pattern: `ООО ${NUL}Ромашка` }),
      fieldErrors: { pattern: ['nul_character'] },
    },
    {
      name: 'nested members and member names of a JSON body, by dotted path',
      send: (headers) =>
        env.http
          .post('/api/auth/login')
          .set(headers)
          .send({ email: 'a@example.test', password: 'x', extra: { list: ['fine', `bad${NUL}`] }, [`b${NUL}d`]: 1 }),
      fieldErrors: { 'extra.list.1': ['nul_character'], 'b\uFFFDd': ['nul_character'] },
      isPublic: true,
    },
  ];

  const login = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }';
  const search = 'query ($search: String) { counterpartyMatches(search: $search) { totalCount } }';
  const graphql: Row[] = [
    {
      name: 'a JSON body variable',
      send: (headers) =>
        env.graphql(login, { input: { email: `a${NUL}@example.test`, password: 'password-0123' } }, headers),
      fieldErrors: { 'variables.input.email': ['nul_character'] },
    },
    {
      name: 'a JSON body variable of a query that reaches the database',
      send: (headers) => env.graphql(search, { search: `a${NUL}` }, headers),
      fieldErrors: { 'variables.search': ['nul_character'] },
    },
    {
      name: 'the document itself',
      send: (headers) => env.graphql(`{ counterpartyMatches(search: "a${NUL}") { totalCount } }`, undefined, headers),
      fieldErrors: { query: ['nul_character'] },
    },
    {
      name: 'an escape in a string literal of the document',
      send: (headers) => env.graphql('{ counterpartyMatches(search: "a\\u0000") { totalCount } }', undefined, headers),
      fieldErrors: { search: ['nul_character'] },
    },
    {
      name: 'an escape in an input object literal of the document',
      send: (headers) =>
        env.graphql(
          'mutation { login(input: { email: "a\\u0000@example.test", password: "x" }) { accessToken } }',
          undefined,
          headers,
        ),
      fieldErrors: { 'input.email': ['nul_character'] },
    },
    {
      name: 'GET variables, which are JSON text',
      send: (headers) =>
        env.http
          .get('/graphql')
          .query({ query: search, variables: JSON.stringify({ search: `a${NUL}` }) })
          .set({ ...headers, 'Apollo-Require-Preflight': 'true' }),
      fieldErrors: { 'variables.search': ['nul_character'] },
    },
    {
      name: 'a multipart operations field',
      send: (headers) =>
        env.http
          .post('/graphql')
          .set({ ...headers, 'Apollo-Require-Preflight': 'true' })
          .field('operations', JSON.stringify({ query: search, variables: { search: `a${NUL}` } }))
          .field('map', '{}'),
      fieldErrors: { 'variables.search': ['nul_character'] },
    },
  ];

  for (const caller of ['anonymous', 'signed in'] as const) {
    const headersOf = () => (caller === 'anonymous' ? {} : signedIn);

    it.each(rest.map((row) => [row.name, row] as const))(
      `answers 400 validation.failed over REST, ${caller} (401 first on a protected route): %s`,
      async (_name, row) => {
        const response = await row.send(headersOf());
        if (caller === 'anonymous' && !row.isPublic) {
          expect([response.status, response.body.code]).toEqual([401, 'unauthorized']);
          return;
        }
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          code: 'validation.failed',
          message: expect.any(String),
          params: {},
          fieldErrors: row.fieldErrors,
          traceId: response.headers['x-trace-id'],
        });
      },
    );

    it.each(graphql.map((row) => [row.name, row] as const))(
      `answers 400 validation.failed over GraphQL, ${caller}: %s`,
      async (_name, row) => {
        const response = await row.send(headersOf());
        expect(response.status).toBe(400);
        expect(response.body.errors).toHaveLength(1);
        expect(response.body.errors[0].extensions).toMatchObject({
          code: 'validation.failed',
          fieldErrors: row.fieldErrors,
          httpStatus: 400,
        });
      },
    );
  }

  it('lets text without U+0000 through, escapes in JSON included', async () => {
    const response = await env.graphql(search, { search: 'a\\u0000 \u00e9' }, signedIn);
    expect(response.status).toBe(200);
    expect(response.body.data.counterpartyMatches.totalCount).toBe(0);
  });
});
