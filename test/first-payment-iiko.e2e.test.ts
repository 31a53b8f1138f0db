import { randomBytes } from 'node:crypto';
import { startErpSimulator, type ErpSimulator } from '../src/erp-simulator/erp-simulator';
import { IIKO_DEMO_IDS } from '../src/erp-simulator/iiko/iiko-demo';
import { useTestEnvironment } from './test-environment';
import { readWalkthrough, WalkthroughSession } from './walkthrough';

interface Candidate {
  rank: number;
  availableAmount: number;
  suggestedAmount: number;
  document: { documentId: string; documentNumber: string; amount: number; unpaidAmount: number };
  reasons: { code: string; points: number }[];
}

describe('first payment walkthrough on iikoServer (docs/iiko-server.md), against the simulator', () => {
  const email = `walkthrough-iiko-${randomBytes(4).toString('hex')}@example.test`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  // Its own database: the posting worker it runs must see only this walkthrough's posting (test-environment.ts).
  const env = useTestEnvironment(
    { BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password },
    { ownDatabase: true },
  );
  const walkthrough = readWalkthrough('docs/iiko-server.md', '## 7. First payment on iikoServer (walkthrough)');
  const { text, operations } = walkthrough;
  const session = new WalkthroughSession(env, walkthrough);
  const { variables } = session;
  const run = session.run.bind(session);
  let simulator: ErpSimulator;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer' });
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('connects, syncs, matches, pays FIFO and books one pay-out that the readback reconciles', async () => {
    expect(operations).toEqual([
      'SignIn',
      'CreateOrganization',
      'CreateOutlet',
      'Connect',
      'Check',
      'Sync',
      'Transactions',
      'Candidates',
      'Preview',
      'Confirm',
      'Approve',
      'Queue',
      'PayOutTypes',
      'Target',
      'ApprovePosting',
      'Posting',
    ]);
    expect(text).toContain('ERP_SIMULATOR_DIALECT=IikoServer npm run erp:simulator');
    expect(text).toContain('ERP_ALLOW_LOOPBACK=true');

    Object.assign(variables, { email, password, baseUrl: simulator.baseUrl });
    await session.signIn();
    await session.createTenant();

    const { createErpConnection } = await run<{ createErpConnection: { id: string } }>('Connect');
    expect(createErpConnection).toEqual({
      id: expect.any(String),
      dialect: 'IikoServer',
      currency: 'RUB',
      isDefault: true,
    });
    variables.connectionId = createErpConnection.id;
    expect((await run('Check')).testErpConnection).toEqual({
      success: true,
      lastCheckStatus: 'connected',
      serverVersion: '9.1.8032.0',
      serverEdition: 'default',
    });

    expect(await run('Sync')).toEqual({
      syncErpSuppliers: { status: 'Succeeded', receivedCount: 4 },
      syncErpDocuments: {
        status: 'Succeeded',
        syncMode: 'local',
        fallbackReason: 'unpaid_state_not_supported',
        rpcList: 2,
        documentCount: 8,
        unresolvedLocationCount: 4,
        paidOutsideCount: 2,
      },
    });

    await session.uploadStatement();

    const { bankImport } = await run<{ bankImport: { transactions: { items: { id: string }[] } } }>('Transactions');
    const [payment, rent, rest] = bankImport.transactions.items as {
      id: string;
      amount: number;
      matchStatus: string;
      matchedCounterpartyId: string | null;
    }[];
    expect([payment, rent, rest].map((t) => [t.amount, t.matchStatus, t.matchedCounterpartyId])).toEqual([
      [1_500_000, 'AutoMatched', 'sup-dairy'],
      [4_500_000, 'Unmatched', null],
      [280_050, 'AutoMatched', 'sup-dairy'],
    ]);

    variables.bankTransactionId = payment.id;
    const { buildPaymentCandidates } = await run<{ buildPaymentCandidates: Candidate[] }>('Candidates');
    expect(
      buildPaymentCandidates.map((candidate) => ({
        number: candidate.document.documentNumber,
        amount: candidate.document.amount,
        unpaid: candidate.document.unpaidAmount,
        suggested: candidate.suggestedAmount,
        paidOutside: candidate.reasons.some((reason) => reason.code === 'paid_outside_service'),
      })),
    ).toEqual([
      { number: 'INV-1001', amount: 1_250_000, unpaid: 900_000, suggested: 900_000, paidOutside: true },
      { number: 'INV-1002', amount: 830_050, unpaid: 830_050, suggested: 600_000, paidOutside: false },
    ]);

    expect((await run('Preview')).paymentAllocationPreview).toEqual({
      canConfirm: true,
      blockReason: null,
      allocatedAmount: 1_500_000,
      invoiceDebtRemaining: 230_050,
      lines: [
        { documentNumber: 'INV-1001', allocatedAmount: 900_000, isPartialPayment: false, invoiceDebtRemainingAfter: 0 },
        {
          documentNumber: 'INV-1002',
          allocatedAmount: 600_000,
          isPartialPayment: true,
          invoiceDebtRemainingAfter: 230_050,
        },
      ],
    });
    const { confirmPaymentAllocation } = await run<{ confirmPaymentAllocation: { allocationId: string } }>('Confirm');
    expect(confirmPaymentAllocation).toMatchObject({ status: 'NeedsReview', created: true });
    variables.allocationId = confirmPaymentAllocation.allocationId;
    expect((await run('Approve')).approvePaymentAllocation).toEqual({ status: 'Approved' });

    const { queueErpPosting } = await run<{ queueErpPosting: { id: string } }>('Queue');
    expect(queueErpPosting).toEqual({
      id: expect.any(String),
      status: 'ApprovalRequired',
      postingDate: '2025-02-03',
      attemptCount: 0,
    });
    variables.postingId = queueErpPosting.id;
    expect(await run('PayOutTypes')).toEqual({
      erpConnectionCashFlowArticles: {
        items: [
          {
            id: 'cfa-supplier-payments',
            name: 'Расчётный счёт, АО «Банк» → Расчеты с поставщиками · CF-01',
            accountId: 'acc-bank-1',
          },
          {
            id: 'cfa-supplier-refunds',
            name: 'Касса ресторана → Расчеты с поставщиками · CF-02',
            accountId: 'acc-cash-1',
          },
          {
            id: IIKO_DEMO_IDS.typeBankFee,
            name: 'Банковские комиссии → Расчеты с поставщиками · CF-07',
            accountId: IIKO_DEMO_IDS.accountBankFees,
          },
        ],
      },
      erpConnectionAccounts: {
        items: [
          { id: 'acc-bank-1', name: 'Расчётный счёт, АО «Банк»' },
          { id: 'acc-cash-1', name: 'Касса ресторана' },
          { id: IIKO_DEMO_IDS.accountBankFees, name: 'Банковские комиссии' },
        ],
      },
    });
    expect((await run('Target')).setErpPostingWriteTarget).toEqual({
      accountName: 'Расчётный счёт, АО «Банк»',
      cashFlowArticleName: 'Расчётный счёт, АО «Банк» → Расчеты с поставщиками · CF-01',
    });

    expect(await session.approvePostingUntilReconciled()).toEqual({
      status: 'Reconciled',
      attemptCount: 1,
      reconciledAtUtc: expect.any(String),
      attempts: [
        { kind: 'write', outcome: 'Succeeded' },
        { kind: 'readback', outcome: 'Found' },
      ],
    });

    const key = `recon-posting-${queueErpPosting.id}`;
    const payOuts = await simulator.control('GET', 'payments');
    expect(payOuts).toEqual([
      expect.objectContaining({
        idempotencyKey: key,
        payOutTypeId: 'cfa-supplier-payments',
        accountId: 'acc-bank-1',
        supplierId: 'sup-dairy',
        date: '2025-02-03',
        departments: [{ departmentId: IIKO_DEMO_IDS.departmentMsk, amount: 1_500_000 }],
        totalAmount: 1_500_000,
        comment: `Оплата по накладным INV-1001, INV-1002 [${key}]`,
      }),
    ]);
    // Pay-outs live in the dialect's own records, not among the Reference dialect's payments.
    expect(simulator.iiko?.payOuts).toHaveLength(1);
    expect(simulator.state.payments).toEqual([]);
  });
});
