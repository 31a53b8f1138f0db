import { randomUUID } from 'node:crypto';
import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import {
  approvedAllocation,
  queuedPosting,
  seedPayableDocuments,
  testPostingWorker,
  waitForPosting,
} from '../../../test/posting-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';

/**
 * The data-safety rule for postings: credentials, session tokens, full external ids and the raw payment payload never
 * reach a response, an audit entry, an attempt, the evidence or a log line, along the paths that log the most (a write
 * with unknown outcome, a rejection, retries).
 */
describe('postings never leak credentials, payloads or full external ids', () => {
  const env = useTestEnvironment({ ERP_TIMEOUT_MS: '300', POSTING_LEASE_SECONDS: '2' }, { ownDatabase: true });
  let simulator: ErpSimulator;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, sessionLimit: 50 });
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('keeps every canary out of responses, audit entries, attempts, evidence, anomalies and logs', async () => {
    const password = `Canary-Password-${randomUUID()}`;
    const comment = `CANARY-COMMENT-${randomUUID()}`;
    simulator.state.users.set('canary-login', password);
    const organizationId = await env.createOrganization();
    const locationCode = `CAN-${randomUUID().slice(0, 6)}`;
    const locationId = await env.createLocation(organizationId, locationCode);
    await env.createErpConnection(organizationId, { baseUrl: simulator.baseUrl, login: 'canary-login', password });
    const accountant = await env.clientFor('Accountant', { organizationId, locationId });
    const scope = {
      organizationId,
      locationId,
      locationCode,
      connectionId: '',
      supplierId: `sup-${randomUUID().slice(0, 8)}`,
      accountant,
      headers: { 'X-Organization-Id': organizationId, 'X-Location-Id': locationId },
    };
    [scope.connectionId] = (
      await env.app.dataSource.query(`SELECT id FROM erp_connections WHERE organization_id = $1`, [organizationId])
    ).map((row: { id: string }) => row.id);
    simulator.state.upsertSupplier({ id: scope.supplierId, name: 'Canary supplier', taxId: null });
    const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, [12_345, 6_789]);
    const { allocationId, bankTransactionId } = await approvedAllocation(
      env.app.dataSource,
      scope,
      documentIds,
      [12_345, 6_789],
    );
    // The bank text of the payment may quote anything; it must not travel into the posting's records either.
    await env.app.dataSource.query(`UPDATE bank_transactions SET description = $2 WHERE id = $1`, [
      bankTransactionId,
      comment,
    ]);

    const worker = testPostingWorker(env);
    try {
      const first = await queuedPosting(scope, allocationId);
      simulator.state.setFault({ operation: 'writePayment', mode: 'timeout-after-commit', count: 1 });
      await accountant.rest('post', `/api/erp/postings/${first.id}/approve`).set(scope.headers).send({});
      await waitForPosting(scope, first.id, (p) => p.status === 'Reconciled');
    } finally {
      await worker.stop();
    }

    const [payment] = simulator.state.payments;
    expect(payment).toBeDefined();
    const tokens = [...simulator.state.sessions.keys()];
    const postingId = (
      await env.app.dataSource.query(`SELECT id FROM erp_payment_postings WHERE payment_allocation_id = $1`, [
        allocationId,
      ])
    )[0].id;
    const responses = await Promise.all(
      ['', '/attempts', '/evidence', '/preflight'].map(
        async (suffix) =>
          (await accountant.rest('get', `/api/erp/postings/${postingId}${suffix}`).set(scope.headers)).text,
      ),
    );
    responses.push((await accountant.rest('get', '/api/payment-anomalies').set(scope.headers)).text);
    const stored = await env.app.dataSource.query(
      `SELECT (SELECT json_agg(a) FROM audit_log a WHERE a.organization_id = $1) AS audit,
              (SELECT json_agg(t) FROM erp_posting_attempts t WHERE t.posting_id = $2) AS attempts,
              (SELECT json_agg(n) FROM payment_anomalies n WHERE n.posting_id = $2) AS anomalies,
              (SELECT json_agg(o) FROM erp_posting_outbox o WHERE o.posting_id = $2) AS outbox`,
      [organizationId, postingId],
    );
    const haystacks = [...responses, JSON.stringify(stored), ...env.logLines()];
    expect(env.logLines().some((line) => line.includes('write_outcome_unknown'))).toBe(true);
    const canaries = [password, payment.id, comment, JSON.stringify(payment.items), ...tokens];
    for (const canary of canaries) {
      for (const text of haystacks) expect(text).not.toContain(canary);
    }
  });
});
