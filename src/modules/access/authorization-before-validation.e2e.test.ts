import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const CONFIRM = `mutation ($input: AllocationConfirmInput!) { confirmPaymentAllocation(input: $input) { allocationId } }`;

/**
 * A caller who may not call an operation is told so before anything it sent is validated, on REST and GraphQL alike;
 * a caller whose role grants the permission still gets the validation answer.
 */
describe('authorization before validation', () => {
  const env = useTestEnvironment();
  let viewer: SignedInClient;
  let accountant: SignedInClient;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const organizationId = await env.createOrganization();
    const locationId = await env.createLocation(organizationId);
    headers = { 'X-Organization-Id': organizationId, 'X-Location-Id': locationId };
    viewer = await env.clientFor('Viewer', { organizationId, locationId });
    accountant = await env.clientFor('Accountant', { organizationId, locationId });
  });

  const codeOf = (response: { status: number; body: { code?: string } }) => [response.status, response.body.code];

  it('REST: a Viewer posting an empty body to allocation preview or confirm is 403, an Accountant 400', async () => {
    for (const path of ['/api/payment-allocations/preview', '/api/payment-allocations/confirm']) {
      expect(codeOf(await viewer.rest('post', path).set(headers).send({}))).toEqual([403, 'forbidden']);
      expect((await accountant.rest('post', path).set(headers).send({})).status).toBe(400);
    }
  });

  it('REST: malformed JSON, a NUL, a bad path id and bad context headers are 401 anonymous, 403 for a wrong role', async () => {
    const broken = (call: ReturnType<SignedInClient['rest']>) =>
      call.set({ 'X-Organization-Id': 'nope' }).set('Content-Type', 'application/json').send('{"reason": ');
    const path = '/api/payment-allocations/not-a-uuid/cancel';
    expect(codeOf(await broken(env.http.post(path)))).toEqual([401, 'unauthorized']);
    expect(codeOf(await broken(viewer.rest('post', path)))).toEqual([403, 'forbidden']);
    expect(codeOf(await broken(accountant.rest('post', path)))).toEqual([400, 'request.failed']);

    const nul = { reason: 'a\u0000b' };
    const cancel = `/api/payment-allocations/${randomUUID()}/cancel`;
    expect(codeOf(await viewer.rest('post', cancel).set(headers).send(nul))).toEqual([403, 'forbidden']);
    expect(codeOf(await accountant.rest('post', cancel).set(headers).send(nul))).toEqual([400, 'validation.failed']);
  });

  it('REST /api/v1: an Accountant with a bad body to PUT /api/v1/platform-plans/{id} is 403', async () => {
    const response = await accountant
      .rest('put', `/api/v1/platform-plans/${randomUUID()}`)
      .set('Content-Type', 'application/json')
      .send('{"code": 1, "code": 2}');
    expect(codeOf(response)).toEqual([403, 'forbidden']);
  });

  it('GraphQL: invalid variables or arguments answer the refusal first; a valid request is refused field by field', async () => {
    const invalidVariables = { input: { idempotencyKey: 7 } };
    for (const [client, status, code] of [
      [null, 401, 'unauthorized'],
      [viewer, 403, 'forbidden'],
      [accountant, 400, 'validation.failed'],
    ] as const) {
      const response = client
        ? await client.graphql(CONFIRM, invalidVariables).set(headers)
        : await env.graphql(CONFIRM, invalidVariables, headers);
      expect([response.status, response.body.errors[0].extensions.code]).toEqual([status, code]);
    }
    // A literal argument the schema refuses is validation too.
    const literal = `mutation { confirmPaymentAllocation(input: {lines: 3}) { allocationId } }`;
    const refused = await viewer.graphql(literal).set(headers);
    expect([refused.status, refused.body.errors[0].extensions.code]).toEqual([403, 'forbidden']);
    expect(JSON.stringify(refused.body)).not.toMatch(/required type|lines/);
    expect((await accountant.graphql(literal).set(headers)).status).toBe(400);

    // Valid input: the declarations decide per field, and the other fields keep their data.
    const valid = await viewer
      .graphql(CONFIRM, {
        input: {
          bankTransactionId: randomUUID(),
          allocationMethod: 'Manual',
          idempotencyKey: 'k',
          lines: [],
        },
      })
      .set(headers);
    expect(valid.status).toBe(200);
    expect(valid.body.errors[0].extensions.code).toBe('forbidden');
    const mixed = await viewer.graphql(`{ me { email } platformPlans { items { id } } }`).set(headers);
    expect(mixed.status).toBe(200);
    expect(mixed.body.errors).toMatchObject([{ path: ['platformPlans'], extensions: { code: 'forbidden' } }]);
  });
});
