import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ErpSimulator } from '../src/erp-simulator/erp-simulator';
import {
  startPostingWorker,
  type PostingWorkerOptions,
  type RunningPostingWorker,
} from '../src/modules/erp-posting/worker/posting-worker';
import type { PostingPolicy } from '../src/modules/erp-posting/worker/posting-retry-policy';
import { confirmPayment, seedDocuments, seedTransactions, type PaymentScope } from './payment-fixtures';
import type { SignedInClient, TestEnvironment } from './test-environment';

/** A posting as the REST routes answer it. */
export interface PostingBody {
  id: string;
  status: string;
  [member: string]: unknown;
}

/** Short timings so every branch of the worker runs within a test's patience. */
export const TEST_POSTING_POLICY: PostingPolicy = {
  leaseSeconds: 5,
  maxTransientFailures: 3,
  retryBaseMs: 50,
  retryCapMs: 400,
  maxReadbacks: 3,
  outcomeSettleMs: 1000,
};

/**
 * A payment scope whose default connection points at the simulator, with the outlet's store code. The connection
 * speaks the simulator's dialect (an IikoServer simulator gets an IikoServer connection).
 */
export async function createPostingScope(env: TestEnvironment, simulator: ErpSimulator): Promise<PaymentScope> {
  const organizationId = await env.createOrganization();
  const locationCode = `POS-${randomUUID().slice(0, 8)}`;
  const locationId = await env.createLocation(organizationId, locationCode);
  const target = { baseUrl: simulator.baseUrl, login: 'admin', password: 'simulator' };
  const connectionId =
    simulator.dialect === 'Reference'
      ? await env.createErpConnection(organizationId, target)
      : (
          await env.app.dataSource.transaction((em) =>
            env.app.erpConnections.insert(em, {
              organizationId,
              name: `Connection ${randomUUID().slice(0, 8)}`,
              baseUrl: target.baseUrl,
              dialect: simulator.dialect,
              currency: 'RUB',
              credentials: { login: target.login, password: target.password },
            }),
          )
        ).id;
  const accountant = await env.clientFor('Accountant', { organizationId, locationId });
  const supplierId = `sup-${randomUUID().slice(0, 8)}`;
  simulator.state.upsertSupplier({ id: supplierId, name: 'Posting supplier', taxId: '7707083893' });
  return {
    organizationId,
    locationId,
    locationCode,
    connectionId,
    supplierId,
    accountant,
    headers: { 'X-Organization-Id': organizationId, 'X-Location-Id': locationId },
  };
}

/**
 * The organization's IikoServer connection to the simulator, created by its admin as an integrator would, with the
 * server's suppliers synced; answers its id.
 */
export async function createIikoConnection(
  admin: SignedInClient,
  organizationId: string,
  simulator: ErpSimulator,
): Promise<string> {
  const created = await admin.rest('post', '/api/erp/connections').send({
    organizationId,
    name: 'iikoServer',
    baseUrl: simulator.baseUrl,
    dialect: 'IikoServer',
    login: 'admin',
    password: 'simulator',
  });
  if (created.status !== 201) throw new Error(`connection answered ${created.status}: ${JSON.stringify(created.body)}`);
  const connectionId = created.body.id as string;
  const synced = await admin.rest('post', `/api/erp/connections/${connectionId}/sync-suppliers`);
  if (synced.body.status !== 'Succeeded') throw new Error(`supplier sync: ${JSON.stringify(synced.body)}`);
  return connectionId;
}

/**
 * A document that exists in the simulator and, identically, as the local snapshot (what a document sync would
 * have stored), so candidates, confirm and queue see what the worker will write against.
 */
export async function seedPayableDocuments(
  db: DataSource,
  scope: PaymentScope,
  simulator: ErpSimulator,
  amounts: number[],
): Promise<string[]> {
  const ids = amounts.map(() => `doc-${randomUUID().slice(0, 12)}`);
  amounts.forEach((amount, index) =>
    simulator.state.createDocument({
      id: ids[index],
      number: `INV-${ids[index].slice(-6)}`,
      date: '2025-01-10',
      supplierId: scope.supplierId,
      storeCode: scope.locationCode,
      direction: 'incoming',
      amount,
      currency: 'RUB',
    }),
  );
  return seedDocuments(
    db,
    scope,
    amounts.map((amount, index) => ({ id: ids[index], number: `INV-${ids[index].slice(-6)}`, amount })),
  );
}

/** Confirms and approves an allocation paying each document in full; answers its id. */
export async function approvedAllocation(
  db: DataSource,
  scope: PaymentScope,
  documentIds: string[],
  amounts: number[],
): Promise<{ allocationId: string; bankTransactionId: string }> {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const [bankTransactionId] = await seedTransactions(db, scope, [{ amount: total }]);
  const confirmed = await confirmPayment(
    scope,
    bankTransactionId,
    documentIds.map((documentId, index) => ({ documentId, allocatedAmount: amounts[index] })),
  );
  if (confirmed.status !== 201)
    throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  const allocationId = confirmed.body.allocationId as string;
  const approved = await scope.accountant
    .rest('post', `/api/payment-allocations/${allocationId}/approve`)
    .set(scope.headers)
    .send({});
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}: ${JSON.stringify(approved.body)}`);
  return { allocationId, bankTransactionId };
}

/** Queues the allocation and sets the demo write target; answers the posting (ApprovalRequired). */
export async function queuedPosting(scope: PaymentScope, allocationId: string): Promise<PostingBody> {
  const queued = await scope.accountant.rest('post', `/api/erp/postings/queue/${allocationId}`).set(scope.headers);
  if (queued.status !== 201) throw new Error(`queue answered ${queued.status}: ${JSON.stringify(queued.body)}`);
  const target = await scope.accountant
    .rest('put', `/api/erp/postings/${queued.body.id}/write-target`)
    .set(scope.headers)
    .send({ accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' });
  if (target.status !== 200) throw new Error(`write-target answered ${target.status}: ${JSON.stringify(target.body)}`);
  return target.body;
}

/** Everything up to an approved posting the worker will pick up: documents, allocation, queue, target, approve. */
export async function approvedPosting(
  env: TestEnvironment,
  scope: PaymentScope,
  simulator: ErpSimulator,
  amounts: number[] = [125_000],
): Promise<{ postingId: string; allocationId: string; documentIds: string[] }> {
  const documentIds = await seedPayableDocuments(env.app.dataSource, scope, simulator, amounts);
  const { allocationId } = await approvedAllocation(env.app.dataSource, scope, documentIds, amounts);
  const posting = await queuedPosting(scope, allocationId);
  const approved = await scope.accountant
    .rest('post', `/api/erp/postings/${posting.id}/approve`)
    .set(scope.headers)
    .send({});
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}: ${JSON.stringify(approved.body)}`);
  return { postingId: posting.id as string, allocationId, documentIds };
}

/** A posting worker of the test's application, with the short test timings unless overridden. */
export function testPostingWorker(
  env: TestEnvironment,
  options: Partial<PostingWorkerOptions> = {},
): RunningPostingWorker {
  return startPostingWorker({
    dataSource: env.app.dataSource,
    store: env.app.erpConnections,
    logger: env.app.logger,
    policy: TEST_POSTING_POLICY,
    concurrency: 4,
    pollMs: 50,
    listenUrl: null,
    // As the service starts it: prepared statements on a PostgreSQL server, plain ones on the embedded database.
    preparedStatements: Boolean(process.env.DATABASE_URL),
    ...options,
  });
}

/** Polls the posting until `done` holds (or fails after `timeoutMs`); answers the last read. */
export async function waitForPosting(
  scope: PaymentScope,
  postingId: string,
  done: (posting: PostingBody) => boolean,
  timeoutMs = 8000,
): Promise<PostingBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await scope.accountant.rest('get', `/api/erp/postings/${postingId}`).set(scope.headers);
    if (done(body) || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}
