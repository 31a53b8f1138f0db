import { monitorEventLoopDelay } from 'node:perf_hooks';
import { useTestEnvironment } from './test-environment';

describe('HTTP hardening', () => {
  const env = useTestEnvironment({
    CORS_ORIGINS: 'https://app.example.test',
    GRAPHQL_MAX_DEPTH: '4',
    GRAPHQL_MAX_COST: '200',
    GRAPHQL_MAX_ALIASES: '3',
    GRAPHQL_MAX_BATCH: '2',
    REQUEST_BODY_LIMIT_BYTES: '2048',
    GRAPHQL_MAX_TOKENS: '500',
  });

  it('sends helmet security headers', async () => {
    const response = await env.http.get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('forbids caching of API answers on both transports', async () => {
    const user = await env.createUser();
    const login = await env.http.post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await env.http.get('/api/nope')).headers['cache-control']).toBe('no-store');
    const graphql = await env.graphql('{ health { status } }');
    expect(graphql.headers['cache-control']).toBe('no-store');
  });

  it('answers CORS preflight for a configured origin only', async () => {
    const allowed = await env.http
      .options('/api/auth/me')
      .set('Origin', 'https://app.example.test')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization,x-organization-id');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.test');
    expect(allowed.headers['access-control-allow-headers']).toContain('X-Organization-Id');

    const foreign = await env.http
      .options('/api/auth/me')
      .set('Origin', 'https://evil.example.test')
      .set('Access-Control-Request-Method', 'GET');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await env.http.get('/api/health').set('Origin', 'https://evil.example.test');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('blocks GraphQL requests a browser could send cross-site without preflight (CSRF prevention)', async () => {
    const blocked = await env.http.get('/graphql').query({ query: '{ health { status } }' });
    expect(blocked.status).toBe(400);
    expect(blocked.body.errors[0].extensions).toMatchObject({ code: 'request.failed', httpStatus: 400 });
    expect(blocked.body.errors[0].extensions.traceId).toBe(blocked.headers['x-trace-id']);
    const formPost = await env.http
      .post('/graphql')
      .set('Content-Type', 'text/plain')
      .send('{"query":"{ health { status } }"}');
    expect(formPost.status).toBe(400);
    const allowed = await env.http
      .get('/graphql')
      .query({ query: '{ health { status } }' })
      .set('Apollo-Require-Preflight', 'true');
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.health.status).toBe('ok');
  });

  it('rejects documents nested deeper than GRAPHQL_MAX_DEPTH', async () => {
    const withinLimit = await env.graphql('{ me { roleAssignments { roleCode } } }');
    expect(withinLimit.body.errors[0].extensions.code).toBe('unauthorized');
    const response = await env.graphql('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }');
    expect(response.status).toBe(400);
    const depthError = response.body.errors.find(
      (error: { extensions: { code: string } }) => error.extensions.code === 'graphql.depth_limit_exceeded',
    );
    expect(depthError.extensions).toMatchObject({
      code: 'graphql.depth_limit_exceeded',
      params: { limit: 4, actual: 7 },
      httpStatus: 400,
    });
  });

  it('rejects documents whose cost exceeds GRAPHQL_MAX_COST', async () => {
    // Each of 12 aliased me fields costs 1 + roleAssignments (1 + 20 assumed items × 1 field) = 22: 264 > 200.
    const fields = Array.from({ length: 12 }, (_, index) => `m${index}: me { roleAssignments { roleCode } }`).join(' ');
    const response = await env.graphql(`{ ${fields} }`);
    expect(response.status).toBe(400);
    const codes = response.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code);
    expect(codes).toContain('graphql.cost_limit_exceeded');
  });

  it('pays for a fragment once per list item where it is spread', async () => {
    const direct = await env.graphql(
      '{ me { roleAssignments { roleCode roleId organizationId locationId assignmentId } } }',
    );
    expect(direct.body.errors[0].extensions.code).toBe('unauthorized');
    // 1 + 1 + 20 × 11 fields = 222 > 200, although the fragment alone looks cheap.
    const spread = await env.graphql(
      'fragment A on RoleAssignmentView { roleCode roleId organizationId locationId assignmentId a1: roleCode a2: roleId a3: organizationId a4: locationId a5: assignmentId b: roleCode } { me { roleAssignments { ...A } } }',
    );
    expect(spread.status).toBe(400);
    expect(spread.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toContain(
      'graphql.cost_limit_exceeded',
    );
  });

  it('refuses fragments that spread each other twice in milliseconds, while other requests go on', async () => {
    // 1 KB of text that expands to 2^24 selections: each fragment is measured once, so the answer is immediate.
    const fragments = Array.from({ length: 25 }, (_, index) =>
      index < 24
        ? `fragment F${index} on CurrentUser { ...F${index + 1} ...F${index + 1} }`
        : `fragment F${index} on CurrentUser { a: id }`,
    ).join(' ');
    const eventLoopDelay = monitorEventLoopDelay({ resolution: 10 });
    eventLoopDelay.enable();
    const started = performance.now();
    const [graphql, health] = await Promise.all([
      env.graphql(`{ me { ...F0 } } ${fragments}`),
      env.http.get('/api/health').then((response) => ({ response, ms: performance.now() - started })),
    ]);
    eventLoopDelay.disable();

    expect(health.response.status).toBe(200);
    expect(health.ms).toBeLessThan(1000);
    expect(graphql.status).toBe(400);
    const byCode = new Map(
      graphql.body.errors.map((error: { extensions: { code: string } }) => [error.extensions.code, error.extensions]),
    );
    expect(byCode.get('graphql.cost_limit_exceeded')).toMatchObject({ params: { limit: 200, actual: 2 ** 24 + 1 } });
    expect(byCode.get('graphql.alias_limit_exceeded')).toMatchObject({ params: { limit: 3, actual: 2 ** 24 } });
    expect(eventLoopDelay.max / 1e6).toBeLessThan(100);
  });

  it("measures a fragment cycle without looping and answers graphql-js's cycle error", async () => {
    const cycle = 'fragment A on CurrentUser { id ...B } fragment B on CurrentUser { email ...A } { me { ...A } }';
    // Nobody signed in is told that first, whatever the document.
    expect((await env.graphql(cycle)).status).toBe(401);
    const response = await (await env.clientFor('Viewer')).graphql(cycle);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('request.failed');
    expect(response.body.errors[0].message).toContain('Cannot spread fragment "A" within itself');
  });

  it('refuses documents of more than GRAPHQL_MAX_TOKENS tokens before validating them', async () => {
    const response = await env.graphql(`{ ${'a '.repeat(600)}}`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('request.failed');
    expect(response.body.errors[0].message).toContain('500 tokens');
  });

  it('rejects documents with more aliases than GRAPHQL_MAX_ALIASES', async () => {
    const withinLimit = await env.graphql('{ a: health { status } b: health { status } c: health { status } }');
    expect(withinLimit.body.errors).toBeUndefined();
    const response = await env.graphql(
      '{ a: health { status } b: health { status } c: health { status } d: health { status } }',
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions).toMatchObject({
      code: 'graphql.alias_limit_exceeded',
      params: { limit: 3, actual: 4 },
    });
  });

  it('caps batched operations at GRAPHQL_MAX_BATCH', async () => {
    const operation = { query: '{ health { status } }' };
    const withinLimit = await env.http.post('/graphql').send([operation, operation]);
    expect(withinLimit.status).toBe(200);
    expect(withinLimit.body).toHaveLength(2);
    const tooMany = await env.http.post('/graphql').send([operation, operation, operation]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].extensions).toMatchObject({
      code: 'graphql.batch_limit_exceeded',
      params: { limit: 2, actual: 3 },
    });
  });

  it('limits request bodies to REQUEST_BODY_LIMIT_BYTES on both transports', async () => {
    const big = 'x'.repeat(4096);
    const rest = await env.http.post('/api/auth/login').send({ email: 'a@example.test', password: big });
    expect(rest.status).toBe(413);
    expect(rest.body).toMatchObject({ code: 'payload_too_large', traceId: rest.headers['x-trace-id'] });
    const graphql = await env.graphql(`{ health { status } } # ${big}`);
    expect(graphql.status).toBe(413);
    expect(graphql.body.errors[0].extensions.code).toBe('payload_too_large');
  });

  it('offers graphql-js suggestions while introspection is on', async () => {
    const response = await env.graphql('{ health { statu } }');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(
      'Cannot query field "statu" on type "HealthStatus". Did you mean "status"?',
    );
  });

  it('serves introspection and the IDE outside production', async () => {
    const introspection = await env.graphql('{ __schema { queryType { name } } }');
    expect(introspection.body.data.__schema.queryType.name).toBe('Query');
    const ide = await env.http.get('/graphql').set('Accept', 'text/html');
    expect(ide.status).toBe(200);
    expect(ide.text).toContain('/graphql/ide/graphiql.min.js');
  });
});

describe('HTTP hardening in production', () => {
  const env = useTestEnvironment({ NODE_ENV: 'production' });

  it('switches introspection off', async () => {
    const response = await env.graphql('{ __schema { queryType { name } } }');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('request.failed');
    expect((await env.graphql('{ health { status } }')).body.data.health.status).toBe('ok');
  });

  it('offers no suggestions, which would let anyone rebuild the schema name by name', async () => {
    const field = await env.graphql('{ health { statu } }');
    expect(field.status).toBe(400);
    expect(field.body.errors[0].message).toBe('Cannot query field "statu" on type "HealthStatus".');
    const variable = await env.graphql('mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { emial: 'a@example.test', password: 'password-0123' },
    });
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0].extensions.code).toBe('validation.failed');
    for (const body of [field.text, variable.text]) expect(body).not.toContain('Did you mean');
  });

  it('does not serve the IDE or its assets', async () => {
    const page = await env.http.get('/graphql').set('Accept', 'text/html');
    expect(page.text).not.toContain('graphiql');
    const asset = await env.http.get('/graphql/ide/graphiql.min.js');
    expect(asset.status).toBe(404);
    expect(asset.body.code).toBe('not_found');
  });
});
