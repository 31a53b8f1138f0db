import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import { IIKO_DEMO_IDS } from '../../erp-simulator/iiko/iiko-demo';
import {
  createIikoConnection,
  testPostingWorker,
  waitForPosting,
  type PostingBody,
} from '../../../test/posting-fixtures';
import type { PaymentScope } from '../../../test/payment-fixtures';
import { csvStatement } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import type { RunningPostingWorker } from './worker/posting-worker';

/**
 * A payment short of its invoice within the tolerance on an IikoServer connection: the payment's pay-out and the
 * write-off's pay-out (the bank-fee type, to the same supplier), tied by the posting's key alone. A cut between the
 * two is completed by the next write after an empty readback, never doubled.
 */

const BREAD = { id: 'sup-bread', name: 'ООО «Хлебный дом»', taxId: '7728145004' };
const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };
const VISIBLE_AFTER_MS = 1500;

interface PayOut {
  idempotencyKey: string | null;
  payOutTypeId: string;
  supplierId: string | null;
  totalAmount: number;
  comment: string | null;
}

describe('write-offs on an IikoServer connection', () => {
  const env = useTestEnvironment(
    {
      ERP_TIMEOUT_MS: '400',
      ERP_READ_RETRIES: '0',
      POSTING_LEASE_SECONDS: '2',
      ERP_IIKO_READBACK_VISIBLE_AFTER_MS: String(VISIBLE_AFTER_MS),
    },
    { ownDatabase: true },
  );
  let simulator: ErpSimulator;
  let worker: RunningPostingWorker;
  let organizationId: string;
  let outlet: string;
  let accountant: SignedInClient;

  const control = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    simulator.control<T>(method, path, body);
  const payOutsOf = async (postingId: string) =>
    (await control<PayOut[]>('GET', 'payments')).filter((payOut) =>
      payOut.idempotencyKey?.startsWith(`recon-posting-${postingId}`),
    );
  const headers = () => ({ 'X-Organization-Id': organizationId, 'X-Location-Id': outlet });
  const call = (method: 'get' | 'post' | 'put', path: string, body?: object) => {
    const request = accountant.rest(method, path).set(headers());
    return method === 'get' ? request : request.send(body ?? {});
  };

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', sessionLimit: 50 });
    worker = testPostingWorker(env);
  });
  afterAll(async () => {
    await worker.stop();
    await simulator.close();
  });
  beforeEach(async () => {
    await control('POST', 'reset');
    await control('POST', 'suppliers', BREAD);
    await control('POST', 'documents', {
      id: 'bread-1',
      number: 'Х-101',
      date: '2025-01-09',
      supplierId: BREAD.id,
      storeCode: 'MSK-01',
      amount: 700_000,
      currency: 'RUB',
      direction: 'incoming',
      documentType: 'IncomingInvoice',
      isProcessed: true,
    });
    organizationId = await env.createOrganization();
    outlet = await env.createLocation(organizationId, 'MSK-01');
    const admin = await env.clientFor('OrganizationAdmin', { organizationId });
    accountant = await env.clientFor('Accountant', { organizationId });
    const connectionId = await createIikoConnection(admin, organizationId, simulator);
    const synced = await admin.rest(
      'post',
      `/api/erp/connections/${connectionId}/sync-documents?from=2025-01-01&to=2025-01-31`,
    );
    expect(synced.body.status).toBe('Succeeded');
    // 10 roubles, to the bank-fee pay-out type drawn from its chief account.
    const tolerance = await admin
      .rest('put', `/api/organizations/${organizationId}/payment-tolerance`)
      .set({ 'X-Organization-Id': organizationId })
      .send({
        amount: 1_000,
        writeOffAccountId: IIKO_DEMO_IDS.accountBankFees,
        writeOffCashFlowArticleId: IIKO_DEMO_IDS.typeBankFee,
      });
    expect(tolerance.status).toBe(200);
  });

  /** Imports a payment of 6,995.00 for the invoice of 7,000.00 and takes it to an approved posting. */
  async function queuedShortPosting(): Promise<PostingBody> {
    const uploaded = await accountant
      .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
      .attach(
        'file',
        csvStatement([
          {
            counterpartyName: BREAD.name,
            counterpartyTaxId: BREAD.taxId,
            date: '2025-02-03',
            amount: '6995.00',
            description: 'Оплата по счёту Х-101',
          },
        ]),
        'statement.csv',
      );
    expect(uploaded.status).toBe(202);
    let transactionId: string | undefined;
    for (let waited = 0; !transactionId && waited < 5000; waited += 50) {
      const read = await accountant
        .graphql(`query($id: UUID!) { bankImport(id: $id) { status transactions { items { id } } } }`, {
          id: uploaded.body.importId,
        })
        .set(headers());
      const bankImport = read.body.data?.bankImport;
      if (bankImport && bankImport.status !== 'Processing' && bankImport.status !== 'Uploaded') {
        transactionId = bankImport.transactions.items[0].id;
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const lines = [{ documentId: 'bread-1', allocatedAmount: 699_500 }];
    const preview = await call('post', '/api/payment-allocations/preview', {
      bankTransactionId: transactionId,
      allocationMethod: 'Manual',
      lines,
    });
    expect(preview.body).toMatchObject({ canConfirm: true, writeOffAmount: 500, invoiceDebtRemaining: 0 });
    const confirmed = await call('post', '/api/payment-allocations/confirm', {
      bankTransactionId: transactionId,
      allocationMethod: 'Manual',
      idempotencyKey: `short-${transactionId}`,
      lines,
    });
    expect(confirmed.status).toBe(201);
    const allocationId = confirmed.body.allocationId as string;
    expect((await call('post', `/api/payment-allocations/${allocationId}/approve`)).status).toBe(200);
    const queued = await call('post', `/api/erp/postings/queue/${allocationId}`);
    expect(queued.status).toBe(201);
    expect((await call('put', `/api/erp/postings/${queued.body.id}/write-target`, TARGET)).status).toBe(200);
    return queued.body;
  }

  it('books the payment and the write-off as two pay-outs to the supplier; the invoice ends paid', async () => {
    const posting = await queuedShortPosting();
    expect((await call('post', `/api/erp/postings/${posting.id}/approve`)).status).toBe(200);
    await waitForPosting({ accountant, headers: headers() } as unknown as PaymentScope, posting.id, (p) =>
      ['Reconciled', 'Failed'].includes(p.status),
    );
    expect((await call('get', `/api/erp/postings/${posting.id}`)).body.status).toBe('Reconciled');
    const payOuts = await payOutsOf(posting.id);
    expect(payOuts.map((p) => [p.idempotencyKey, p.payOutTypeId, p.supplierId, p.totalAmount])).toEqual([
      [`recon-posting-${posting.id}`, 'cfa-supplier-payments', BREAD.id, 699_500],
      [`recon-posting-${posting.id}:w`, IIKO_DEMO_IDS.typeBankFee, BREAD.id, 500],
    ]);
    const [snapshot] = await env.app.dataSource.query(
      `SELECT d.unpaid_amount AS unpaid, d.payment_status AS status, COALESCE(r.reserved_amount, 0)::int AS reserved
         FROM erp_document_snapshots d
         LEFT JOIN payment_document_reservations r
           ON r.connection_id = d.connection_id AND r.document_id = d.external_document_id
        WHERE d.external_document_id = 'bread-1' AND d.organization_id = $1`,
      [organizationId],
    );
    expect(snapshot).toEqual({ unpaid: 0, status: 'Paid', reserved: 0 });
  });

  it('a cut between the two pay-outs is completed by the next write, never doubled', async () => {
    const posting = await queuedShortPosting();
    // The payment's pay-out goes through, the write-off's fails unanswered: part of the payment is on the server.
    await control('POST', 'pay-out-fault', { skip: 1, mode: 'unavailable' });
    expect((await call('post', `/api/erp/postings/${posting.id}/approve`)).status).toBe(200);
    const settled = await waitForPosting(
      { accountant, headers: headers() } as unknown as PaymentScope,
      posting.id,
      (p) => ['Reconciled', 'Failed'].includes(p.status),
      20_000,
    );
    expect(settled.status).toBe('Reconciled');
    const payOuts = await payOutsOf(posting.id);
    expect(payOuts.map((p) => [p.idempotencyKey, p.totalAmount])).toEqual([
      [`recon-posting-${posting.id}`, 699_500],
      [`recon-posting-${posting.id}:w`, 500],
    ]);
    const attempts = (await call('get', `/api/erp/postings/${posting.id}/attempts`)).body as {
      kind: string;
      outcome: string;
    }[];
    expect(attempts.filter((a) => a.kind === 'write').map((a) => a.outcome)).toEqual(['OutcomeUnknown', 'Succeeded']);
  });

  it('a write-off refused after the payment was booked fails the posting saying so; a retry books the write-off only', async () => {
    const posting = await queuedShortPosting();
    await control('POST', 'pay-out-fault', { skip: 1, mode: 'refuse' });
    expect((await call('post', `/api/erp/postings/${posting.id}/approve`)).status).toBe(200);
    const failed = await waitForPosting(
      { accountant, headers: headers() } as unknown as PaymentScope,
      posting.id,
      (p) => ['Reconciled', 'Failed'].includes(p.status),
    );
    expect(failed).toMatchObject({ status: 'Failed', errorCode: 'erp_request_rejected' });
    expect(failed.errorMessage).toMatch(/booked the payment but refused its write-off/);
    expect((await payOutsOf(posting.id)).map((p) => p.idempotencyKey)).toEqual([`recon-posting-${posting.id}`]);

    const retried = await call('post', `/api/erp/postings/${posting.id}/retry`);
    expect(retried.status).toBe(200);
    const settled = await waitForPosting(
      { accountant, headers: headers() } as unknown as PaymentScope,
      posting.id,
      (p) => ['Reconciled', 'Failed'].includes(p.status) && Number(p.rowVersion) > retried.body.rowVersion,
      20_000,
    );
    expect(settled.status).toBe('Reconciled');
    expect((await payOutsOf(posting.id)).map((p) => [p.idempotencyKey, p.totalAmount])).toEqual([
      [`recon-posting-${posting.id}`, 699_500],
      [`recon-posting-${posting.id}:w`, 500],
    ]);
  });
});
