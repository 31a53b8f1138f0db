import { HealthService } from '../src/modules/health/health.service';
import { errorCodeEntry, registeredErrorCodes } from '../src/platform/errors/error-codes';
import { useTestEnvironment } from './test-environment';

describe('error contract', () => {
  const env = useTestEnvironment();

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers an unknown path with a JSON not_found ErrorResponse and the trace id in header and body', async () => {
    for (const path of ['/api/no-such-route', '/api/auth/me/extra', '/nowhere']) {
      const response = await env.http.get(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        code: 'not_found',
        message: expect.any(String),
        params: {},
        fieldErrors: {},
        traceId: response.headers['x-trace-id'],
      });
    }
  });

  it('keeps a well-formed client trace id and replaces a malformed one', async () => {
    const kept = await env.http.get('/api/nope').set('X-Trace-Id', 'client-trace-0001');
    expect(kept.headers['x-trace-id']).toBe('client-trace-0001');
    expect(kept.body.traceId).toBe('client-trace-0001');
    const replaced = await env.http.get('/api/nope').set('X-Trace-Id', 'bad trace id <script>');
    expect(replaced.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with request.failed on REST and in the GraphQL shape on /graphql', async () => {
    const rest = await env.http.post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ');
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'request.failed', traceId: rest.headers['x-trace-id'] });
    const graphql = await env.http.post('/graphql').set('Content-Type', 'application/json').send('{"query": ');
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors[0].extensions).toMatchObject({
      code: 'request.failed',
      httpStatus: 400,
      traceId: graphql.headers['x-trace-id'],
    });
  });

  it('answers a JSON body that is not an object with validation.failed', async () => {
    const response = await env.http.post('/api/auth/login').set('Content-Type', 'application/json').send('["a"]');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation.failed', fieldErrors: { body: ['object_required'] } });
  });

  it("reports GraphQL syntax and validation errors as request.failed with graphql-js's message", async () => {
    const syntax = await env.graphql('{ health { status ');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].message).toBe('Syntax Error: Expected Name, found <EOF>.');
    expect(syntax.body.errors[0].extensions).toMatchObject({
      code: 'request.failed',
      details: syntax.body.errors[0].message,
    });
    const unknownField = await env.graphql('{ health { nope } }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors[0].message).toBe('Cannot query field "nope" on type "HealthStatus".');
    expect(unknownField.body.errors[0].extensions).toMatchObject({
      code: 'request.failed',
      details: unknownField.body.errors[0].message,
    });
  });

  it("reports an unknown operation name as request.failed with graphql-js's message", async () => {
    const response = await env.http
      .post('/graphql')
      .send({ query: 'query Health { health { status } }', operationName: 'Wellness' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        message: 'Unknown operation named "Wellness".',
        extensions: {
          code: 'request.failed',
          params: {},
          fieldErrors: {},
          details: 'Unknown operation named "Wellness".',
          traceId: response.headers['x-trace-id'],
          httpStatus: 400,
        },
      },
    ]);
  });

  it('reports wrong GraphQL variables as validation.failed with fieldErrors and without echoing the value', async () => {
    const response = await env.graphql('mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email: 'someone@example.test', password: 424242 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(
      'Variable "$input" got invalid value at "input.password"; String cannot represent a non string value.',
    );
    expect(response.body.errors[0].extensions).toMatchObject({
      code: 'validation.failed',
      fieldErrors: { password: ['invalid'] },
      details: response.body.errors[0].message,
    });
    expect(JSON.stringify(response.body)).not.toContain('424242');
    const missing = await env.graphql('mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email: 'x@example.test' },
    });
    expect(missing.body.errors[0].message).toBe(
      'Variable "$input" got invalid value; Field "password" of required type "String!" was not provided.',
    );
    expect(missing.body.errors[0].extensions.fieldErrors).toEqual({ password: ['required'] });
    expect(missing.text).not.toContain('x@example.test');
    const absent = await env.graphql('mutation ($input: LoginInput!) { login(input: $input) { accessToken } }');
    expect(absent.body.errors[0].message).toBe('Variable "$input" of required type "LoginInput!" was not provided.');
  });

  it('describes a wrong variable of a custom scalar without the value sent', async () => {
    const admin = await env.clientFor('MegaAdmin');
    const uuid = await admin.graphql('query ($id: UUID!) { organization(id: $id) { id } }', {
      id: 'secret-not-a-uuid',
    });
    expect(uuid.status).toBe(400);
    expect(uuid.body.errors[0].extensions).toMatchObject({
      code: 'validation.failed',
      fieldErrors: { id: ['invalid'] },
    });
    expect(uuid.body.errors[0].message).toBe('Variable "$id" got invalid value; Value is not a valid UUID.');
    expect(uuid.text).not.toContain('secret-not-a-uuid');
  });

  it('turns an unexpected failure into internal_error with the trace id only, and logs the detail under that id', async () => {
    const detail = `db exploded at /var/secret/path ${Date.now()}`;
    jest.spyOn(HealthService.prototype, 'check').mockRejectedValue(new Error(detail));

    const rest = await env.http.get('/api/health');
    expect(rest.status).toBe(500);
    expect(rest.body).toEqual({
      code: 'internal_error',
      message: 'An unexpected error occurred.',
      params: {},
      fieldErrors: {},
      traceId: rest.headers['x-trace-id'],
    });

    const graphql = await env.graphql('{ health { status } }');
    expect(graphql.body.errors).toEqual([
      {
        message: 'An unexpected error occurred.',
        locations: expect.any(Array),
        path: ['health'],
        extensions: {
          code: 'internal_error',
          params: {},
          fieldErrors: {},
          traceId: graphql.headers['x-trace-id'],
          httpStatus: 500,
        },
      },
    ]);
    for (const body of [rest.text, graphql.text]) {
      expect(body).not.toContain('exploded');
      expect(body).not.toContain('stack');
    }
    for (const traceId of [rest.body.traceId, graphql.headers['x-trace-id']]) {
      const logged = env
        .logLines()
        .map((line) => JSON.parse(line))
        .find((entry) => entry.traceId === traceId && entry.msg === 'unhandled failure');
      expect(logged.error.message).toBe(detail);
      expect(logged.error.stack).toContain('Error:');
    }
  });

  it('has a registry where every code maps to an HTTP error status and a message', () => {
    for (const code of registeredErrorCodes()) {
      const entry = errorCodeEntry(code);
      expect(code).toMatch(/^[a-z_]+(\.[a-z_]+)*$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.message.length).toBeGreaterThan(0);
    }
    // The codes document 01 fixes, with their statuses.
    expect(errorCodeEntry('invalid_credentials').status).toBe(401);
    expect(errorCodeEntry('context.location.organization_mismatch').status).toBe(403);
    expect(errorCodeEntry('organization_user_quota_exceeded').status).toBe(409);
    expect(errorCodeEntry('bank_transaction_not_found').status).toBe(404);
  });
});
