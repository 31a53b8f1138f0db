import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { seedOfferVersion, seedSubscription } from '../../../../test/licensing-fixtures';
import { useTestEnvironment } from '../../../../test/test-environment';

const onServer = Boolean(process.env.DATABASE_URL);

/**
 * A dependency that cannot serve is 503 `customer_license_actions.dependency_unavailable`, and the refused call changes
 * nothing. The database's own refusal is real here: the issue waits on a lock another session holds, and that session's
 * operator cancels the waiting statement (57014). A server feature: the embedded database runs one session at a time,
 * so a second one cannot hold the lock. The database is the suite's own, so the only session waiting on a lock there is
 * the request's (its statement text in pg_stat_activity can be a prepared statement's, so it is not matched).
 */
(onServer ? describe : describe.skip)('a licensing call whose database cannot serve', () => {
  const env = useTestEnvironment({}, { ownDatabase: true });

  it('answers 503 dependency_unavailable with a correlation id, creates nothing and leaves the key free', async () => {
    const manager = await env.clientFor('MegaManager');
    const db = env.app.dataSource;
    const customerId = await env.createOrganization('Unavailable customer');
    const { offerVersionId } = await seedOfferVersion(db);
    const subscriptionId = await seedSubscription(db, { customerOrganizationId: customerId, offerVersionId });
    const issue = () =>
      manager
        .rest('post', `/api/v1/customers/organizations/${customerId}/license-issues`)
        .set('Idempotency-Key', 'unavailable-1')
        .send({ customerSubscriptionId: subscriptionId, correlationId: randomUUID() });

    const locker = new Client({ connectionString: env.app.config.database.url! });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE licensing_idempotency_receipts IN ACCESS EXCLUSIVE MODE');
      const pending = issue();
      const answered = pending.then((response) => response);
      let cancelled = false;
      for (let attempt = 0; attempt < 100 && !cancelled; attempt += 1) {
        const { rows } = await locker.query(
          `SELECT pg_cancel_backend(pid) AS cancelled FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
        );
        cancelled = rows.some((row: { cancelled: boolean }) => row.cancelled);
        if (!cancelled) await sleep(20);
      }
      expect(cancelled).toBe(true);
      const response = await answered;
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        code: 'customer_license_actions.dependency_unavailable',
        correlationId: response.body.traceId,
      });
      expect(response.headers['cache-control']).toBe('no-store, no-cache');
      expect(JSON.stringify(response.body)).not.toMatch(/licensing_idempotency_receipts|canceling statement/);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect(
      await db.query(`SELECT 1 FROM licensing_licenses WHERE customer_subscription_id = $1`, [subscriptionId]),
    ).toEqual([]);
    // Nothing was committed under the key: the same call succeeds now.
    expect((await issue()).status).toBe(201);
  });
});
