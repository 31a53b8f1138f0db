import { randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { startErpSimulator, type ErpSimulator } from '../src/erp-simulator/erp-simulator';
import { inTransaction } from '../src/platform/database/transaction';
import { publishPostingStatusChanged } from '../src/platform/events/topics';
import type { PaymentScope } from './payment-fixtures';
import {
  approvedAllocation,
  createPostingScope,
  queuedPosting,
  seedPayableDocuments,
  testPostingWorker,
} from './posting-fixtures';
import { sleep, subscribe, waitForListeners, waitUntil, type SubscriptionProbe } from './subscription-client';
import { createTestEnvironment, useTestEnvironment, type TestEnvironment } from './test-environment';

const POSTING_STATUS = `subscription {
  erpPostingStatusChanged { postingId organizationId locationId previousStatus status changedAtUtc }
}`;
const WORK_ITEMS = `subscription { accountantWorkItemChanged { locationId bankTransactionId cause } }`;

/** How long a test waits to be sure an event does NOT arrive (the bus delivers within milliseconds). */
const QUIET_MS = 400;

describe('GraphQL subscriptions over graphql-ws', () => {
  // One key-value prefix shared with a second instance below: both then use the same Redis channels.
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const env = useTestEnvironment({ KEY_VALUE_PREFIX: prefix }, { ownDatabase: true });
  let simulator: ErpSimulator;
  let outletA: PaymentScope;
  let outletB: PaymentScope;
  const probes: SubscriptionProbe[] = [];

  const params = (token: string, scope: PaymentScope) => ({
    Authorization: `Bearer ${token}`,
    'X-Organization-Id': scope.organizationId,
    'X-Location-Id': scope.locationId,
  });
  const open = (
    token: string,
    scope: PaymentScope,
    query = POSTING_STATUS,
    variables?: Record<string, unknown>,
    baseUrl = env.baseUrl,
  ) => {
    const probe = subscribe(baseUrl, params(token, scope), query, variables);
    probes.push(probe);
    return probe;
  };
  /** Opens a subscription and waits until it listens on the bus (graphql-ws has no "subscribed" message). */
  const live = async (token: string, scope: PaymentScope, query = POSTING_STATUS) => {
    const before = env.app.events.listenerCount();
    const probe = open(token, scope, query);
    await waitForListeners(env, before + 1);
    return probe;
  };
  /** A posting of the scope's outlet queued through the API: ApprovalRequired, a status change. */
  const queuePosting = async (scope: PaymentScope) => {
    const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, [50_000]);
    const { allocationId } = await approvedAllocation(env.app.dataSource, scope, documentIds, [50_000]);
    return queuedPosting(scope, allocationId);
  };

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 200 });
    outletA = await createPostingScope(env, simulator);
    outletB = await createPostingScope(env, simulator);
  });
  afterEach(async () => {
    await Promise.all(probes.splice(0).map((probe) => probe.dispose()));
    // The server stops listening once it sees the close; the next test counts listeners from zero.
    await waitUntil(() => env.app.events.listenerCount() === 0);
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('delivers a posting status change of the outlet, after the change committed', async () => {
    const probe = await live(outletA.accountant.accessToken, outletA);
    const posting = await queuePosting(outletA);
    const queued = await probe.nth(1);
    expect(queued).toMatchObject({
      postingId: posting.id,
      organizationId: outletA.organizationId,
      locationId: outletA.locationId,
      previousStatus: null,
      status: 'ApprovalRequired',
    });
    expect(typeof queued.changedAtUtc).toBe('string');
    const approved = await outletA.accountant
      .rest('post', `/api/erp/postings/${posting.id}/approve`)
      .set(outletA.headers)
      .send({});
    expect(approved.status).toBe(200);
    expect(await probe.nth(2)).toMatchObject({
      postingId: posting.id,
      previousStatus: 'ApprovalRequired',
      status: 'Queued',
    });
    // Only safe fields travel: no amounts, account numbers, bank lines or paths.
    expect(Object.keys(queued).sort()).toEqual(
      ['changedAtUtc', 'locationId', 'organizationId', 'postingId', 'previousStatus', 'status'].sort(),
    );
  });

  it("the posting worker's status changes reach the subscribers", async () => {
    const worker = testPostingWorker(env, { events: env.app.events });
    try {
      const probe = await live(outletA.accountant.accessToken, outletA);
      const posting = await queuePosting(outletA);
      await outletA.accountant.rest('post', `/api/erp/postings/${posting.id}/approve`).set(outletA.headers).send({});
      // Postings queued by earlier tests are the worker's too: follow this one only.
      const statuses: string[] = [];
      for (let n = 1; !statuses.includes('Reconciled') && n <= 30; n += 1) {
        const event = await probe.nth(n);
        if (event.postingId === posting.id) statuses.push(String(event.status));
      }
      expect(statuses[0]).toBe('ApprovalRequired');
      expect(statuses[1]).toBe('Queued');
      expect(statuses).toContain('Reconciled');
    } finally {
      await worker.stop();
    }
  });

  it('a subscriber of outlet A never receives outlet B’s events, while B’s subscriber does', async () => {
    const onA = await live(outletA.accountant.accessToken, outletA);
    const onB = await live(outletB.accountant.accessToken, outletB);
    const workItemsOnA = await live(outletA.accountant.accessToken, outletA, WORK_ITEMS);
    const posting = await queuePosting(outletB);
    expect(await onB.nth(1)).toMatchObject({ postingId: posting.id, locationId: outletB.locationId });
    await sleep(QUIET_MS);
    expect(onA.events).toEqual([]);
    expect(workItemsOnA.events).toEqual([]);
  });

  it('a user of outlet A who names outlet B in the context is refused at subscribe, before any event', async () => {
    const probe = open(outletA.accountant.accessToken, outletB);
    await probe.ended();
    expect(probe.errors?.[0]?.extensions?.code).toMatch(/^(forbidden|context\.)/);
    await queuePosting(outletB);
    await sleep(QUIET_MS);
    expect(probe.events).toEqual([]);
  });

  it('a caller without the permission is refused at subscribe', async () => {
    // Signed in, but no role anywhere: erp.postings.view is held on no outlet.
    const nobody = await env.signIn(await env.createUser());
    const probe = open(nobody.accessToken, outletA);
    await probe.ended();
    expect(probe.errors?.[0]?.extensions?.code).toMatch(/^(forbidden|context\.)/);
    expect(env.app.events.listenerCount()).toBe(0);
  });

  it('anonymous and invalid tokens are refused at connection_init with 4401', async () => {
    const anonymous = subscribe(env.baseUrl, {}, POSTING_STATUS);
    probes.push(anonymous);
    expect(await anonymous.closed).toBe(4401);
    const forged = open('not-a-token', outletA);
    expect(await forged.closed).toBe(4401);
  });

  it('closes the connection with 4401 when its token expires', async () => {
    // The accountant's own token, re-signed (same session and claims) to expire in a second.
    const claims = jwt.decode(outletA.accountant.accessToken) as Record<string, unknown>;
    const shortLived = jwt.sign(
      { ...claims, exp: Math.floor(Date.now() / 1000) + 1 },
      'test-signing-secret-that-is-long-enough-0123456789',
      { algorithm: 'HS256' },
    );
    const probe = await live(shortLived, outletA);
    expect(await probe.closed).toBe(4401);
  });

  it('queries and mutations are not served over the WebSocket', async () => {
    const probe = open(outletA.accountant.accessToken, outletA, 'query { me { id } }');
    await probe.ended();
    expect(probe.errors?.[0]?.message).toMatch(/Only subscriptions/);
  });

  it('a user deleted after subscribing stops receiving: the next event ends the subscription', async () => {
    const user = await env.createUser({
      roles: [{ role: 'Viewer', scope: { organizationId: outletA.organizationId, locationId: outletA.locationId } }],
    });
    const viewer = await env.signIn(user);
    const probe = await live(viewer.accessToken, outletA);
    await env.app.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    await queuePosting(outletA);
    await probe.ended();
    expect(probe.events).toEqual([]);
    expect(probe.errors?.[0]?.extensions?.code).toBe('unauthorized');
  });

  it('a signed-out session stops receiving', async () => {
    const viewer = await env.clientFor('Viewer', {
      organizationId: outletA.organizationId,
      locationId: outletA.locationId,
    });
    const probe = await live(viewer.accessToken, outletA);
    const logout = await viewer.rest('post', '/api/auth/logout').send({ refreshToken: viewer.refreshToken });
    expect(logout.status).toBeLessThan(300);
    await queuePosting(outletA);
    await probe.ended();
    expect(probe.events).toEqual([]);
  });

  it('the checks of one event share their reads, never their verdicts: one signed-out session among live ones', async () => {
    const scope = { organizationId: outletA.organizationId, locationId: outletA.locationId };
    const user = await env.createUser({ roles: [{ role: 'Viewer', scope }] });
    // The same user twice (two sign-in sessions), and two other users: one event checks all four at once.
    const [signedOut, sameUser, ...others] = [
      await env.signIn(user),
      await env.signIn(user),
      await env.clientFor('Viewer', scope),
      await env.clientFor('Viewer', scope),
    ];
    const subscribed: SubscriptionProbe[] = [];
    for (const client of [signedOut, sameUser, ...others]) subscribed.push(await live(client.accessToken, outletA));
    const [refused, ...served] = subscribed;
    const logout = await signedOut.rest('post', '/api/auth/logout').send({ refreshToken: signedOut.refreshToken });
    expect(logout.status).toBeLessThan(300);
    const posting = await queuePosting(outletA);
    await refused.ended();
    expect(refused.events).toEqual([]);
    for (const probe of served) expect(await probe.nth(1)).toMatchObject({ postingId: posting.id });
  });

  it('a rolled-back change publishes nothing; the same change committed does', async () => {
    const probe = await live(outletA.accountant.accessToken, outletA);
    const event = {
      postingId: randomUUID(),
      organizationId: outletA.organizationId,
      locationId: outletA.locationId,
      paymentAllocationId: randomUUID(),
      bankTransactionId: randomUUID(),
      previousStatus: 'ApprovalRequired',
      status: 'Queued',
    };
    await expect(
      inTransaction(env.app.dataSource, async (manager) => {
        await manager.query('SELECT 1');
        publishPostingStatusChanged(env.app.events, event);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await sleep(QUIET_MS);
    expect(probe.events).toEqual([]);
    await inTransaction(env.app.dataSource, async () => publishPostingStatusChanged(env.app.events, event));
    expect(await probe.nth(1)).toMatchObject({ postingId: event.postingId, status: 'Queued' });
  });

  it('an approve that fails (stale rowVersion) publishes nothing', async () => {
    const posting = await queuePosting(outletA);
    const probe = await live(outletA.accountant.accessToken, outletA);
    const stale = await outletA.accountant
      .rest('post', `/api/erp/postings/${posting.id}/approve`)
      .set(outletA.headers)
      .send({ rowVersion: 0 });
    expect(stale.status).toBe(409);
    await sleep(QUIET_MS);
    expect(probe.events).toEqual([]);
  });

  // A second application on the same database needs a PostgreSQL server: the embedded one serves one process.
  const postgresOnly = process.env.DATABASE_URL ? it : it.skip;
  postgresOnly('closes subscriptions with 1001 when the application closes', async () => {
    const other = await createTestEnvironment({ KEY_VALUE_PREFIX: prefix, DATABASE_URL: env.app.config.database.url! });
    let closed = false;
    try {
      const viewer = await other.signIn(outletA.accountant.user);
      const probe = subscribe(other.baseUrl, params(viewer.accessToken, outletA), POSTING_STATUS);
      await waitForListeners(other, 1);
      const started = Date.now();
      await other.close();
      closed = true;
      expect(await probe.closed).toBe(1001);
      // Not held until the shutdown grace ends: the upgraded socket closes at once.
      expect(Date.now() - started).toBeLessThan(5000);
      await probe.dispose();
    } finally {
      if (!closed) await other.close();
    }
  });

  const redisOnly = process.env.REDIS_URL && process.env.DATABASE_URL ? it : it.skip;
  redisOnly('across two instances sharing PostgreSQL and Redis: A subscribes, B writes', async () => {
    const instanceB: TestEnvironment = await createTestEnvironment({
      KEY_VALUE_PREFIX: prefix,
      DATABASE_URL: env.app.config.database.url!,
    });
    try {
      expect(env.app.events.kind).toBe('redis');
      const probe = await live(outletA.accountant.accessToken, outletA);
      const accountantOnB = await instanceB.signIn(outletA.accountant.user);
      const documentIds = await seedPayableDocuments(env.app.dataSource, outletA, simulator, [40_000]);
      const { allocationId } = await approvedAllocation(env.app.dataSource, outletA, documentIds, [40_000]);
      const queued = await accountantOnB.rest('post', `/api/erp/postings/queue/${allocationId}`).set(outletA.headers);
      expect(queued.status).toBe(201);
      expect(await probe.nth(1)).toMatchObject({ postingId: queued.body.id, status: 'ApprovalRequired' });
    } finally {
      await instanceB.close();
    }
  });
});
