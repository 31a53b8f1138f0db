import { randomBytes } from 'node:crypto';
import { startErpSimulator, type ErpSimulator } from '../src/erp-simulator/erp-simulator';
import { useTestEnvironment } from './test-environment';
import { readWalkthrough, WalkthroughSession } from './walkthrough';

interface Candidate {
  rank: number;
  confidence: number;
  availableAmount: number;
  suggestedAmount: number;
  document: { documentId: string; documentNumber: string; unpaidAmount: number };
  reasons: { code: string; points: number }[];
}

describe('first payment walkthrough (docs/first-payment.md), against the simulator', () => {
  const email = `walkthrough-${randomBytes(4).toString('hex')}@example.test`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  // Its own database: the posting worker it runs must see only this walkthrough's posting (test-environment.ts).
  const env = useTestEnvironment(
    { BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password },
    { ownDatabase: true },
  );
  const walkthrough = readWalkthrough('docs/first-payment.md', '## First payment (walkthrough)');
  const { text, operations } = walkthrough;
  const session = new WalkthroughSession(env, walkthrough);
  const { variables } = session;
  const run = session.run.bind(session);
  const failing = session.failing.bind(session);
  let simulator: ErpSimulator;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0 });
  });
  afterAll(async () => {
    await simulator.close();
  });

  let transactions: { id: string; amount: number }[];
  let firstAllocationId: string;

  it('signs in, creates the organization, outlet and connection, syncs, uploads and matches', async () => {
    expect(operations).toEqual([
      'SignIn',
      'CreateOrganization',
      'CreateOutlet',
      'Connect',
      'Sync',
      'Transactions',
      'Candidates',
      'Preview',
      'Confirm',
      'Approve',
      'Queue',
      'Target',
      'ApprovePosting',
      'Posting',
      'Graph',
      'Rules',
      'WorkQueue',
      'QueueDirect',
    ]);
    // The service must accept the simulator on loopback, as the test environment does.
    expect(text).toContain('npm run erp:simulator');
    expect(text).toContain('ERP_ALLOW_LOOPBACK=true');
    Object.assign(variables, { email, password, baseUrl: simulator.baseUrl });
    await session.signIn();
    await session.createTenant();
    const { createErpConnection } = await run<{ createErpConnection: { id: string; isDefault: boolean } }>('Connect');
    expect(createErpConnection.isDefault).toBe(true);
    variables.connectionId = createErpConnection.id;

    expect(await run('Sync')).toEqual({
      syncErpSuppliers: { status: 'Succeeded', receivedCount: 4 },
      syncErpDocuments: { status: 'Succeeded', documentCount: 8, unresolvedLocationCount: 4 },
    });

    await session.uploadStatement();

    const { bankImport } = await run<{ bankImport: { status: string; transactions: { items: never[] } } }>(
      'Transactions',
    );
    expect(bankImport.status).toBe('Parsed');
    transactions = bankImport.transactions.items;
    expect(transactions).toEqual([
      {
        id: expect.any(String),
        amount: 1_500_000,
        counterpartyName: 'ООО «Молочная ферма»',
        matchStatus: 'AutoMatched',
        matchReason: 'tax_id',
        matchedCounterpartyId: 'sup-dairy',
      },
      {
        id: expect.any(String),
        amount: 4_500_000,
        counterpartyName: 'ИП Соколова Анна Викторовна',
        matchStatus: 'Unmatched',
        matchReason: 'no_evidence',
        matchedCounterpartyId: null,
      },
      {
        id: expect.any(String),
        amount: 280_050,
        counterpartyName: 'ООО «Молочная ферма»',
        matchStatus: 'AutoMatched',
        matchReason: 'tax_id',
        matchedCounterpartyId: 'sup-dairy',
      },
      {
        id: expect.any(String),
        amount: 187_542,
        counterpartyName: 'ПАО СБЕРБАНК',
        matchStatus: 'Unmatched',
        matchReason: 'no_evidence',
        matchedCounterpartyId: null,
      },
    ]);
  });

  it('pays INV-1001 and part of INV-1002 with the 15,000.00 payment: candidates, FIFO preview, confirm, approve', async () => {
    const [payment, rent] = transactions;
    variables.bankTransactionId = rent.id;
    expect(await failing('Candidates')).toBe('counterparty_match_required');

    variables.bankTransactionId = payment.id;
    const { buildPaymentCandidates } = await run<{ buildPaymentCandidates: Candidate[] }>('Candidates');
    expect(buildPaymentCandidates.map(summary)).toEqual([
      'inv-1001 INV-1001 unpaid 1250000 available 1250000 suggested 1250000 confidence 59 ' +
        'amount_fits:15 number_in_bank_text:30 date_distance:14',
      'inv-1002 INV-1002 unpaid 530050 available 530050 suggested 250000 confidence 31 ' +
        'amount_fits:15 date_distance:16',
    ]);

    const { paymentAllocationPreview: preview } = await run<{ paymentAllocationPreview: unknown }>('Preview');
    expect(preview).toEqual({
      canConfirm: true,
      blockReason: null,
      allocatedAmount: 1_500_000,
      invoiceDebtRemaining: 280_050,
      lines: [
        {
          documentNumber: 'INV-1001',
          allocatedAmount: 1_250_000,
          isPartialPayment: false,
          invoiceDebtRemainingAfter: 0,
        },
        {
          documentNumber: 'INV-1002',
          allocatedAmount: 250_000,
          isPartialPayment: true,
          invoiceDebtRemainingAfter: 280_050,
        },
      ],
      warnings: [],
    });

    const confirmed = (await run<{ confirmPaymentAllocation: { allocationId: string } }>('Confirm'))
      .confirmPaymentAllocation;
    expect(confirmed).toEqual({ allocationId: expect.any(String), status: 'NeedsReview', created: true });
    expect((await run('Confirm')).confirmPaymentAllocation).toEqual({ ...confirmed, created: false });
    variables.allocationId = confirmed.allocationId;
    firstAllocationId = confirmed.allocationId;
    expect((await run('Approve')).approvePaymentAllocation).toEqual({
      status: 'Approved',
      approvedAtUtc: expect.any(String),
    });
    expect(await failing('Approve')).toBe('allocation.not_editable_after_approve');

    const graph = await run<GraphData>('Graph');
    expect(graph.paymentAllocations).toEqual({
      totalCount: 1,
      items: [{ id: confirmed.allocationId, status: 'Approved' }],
    });
    expect(graph.bankImport.transactions.items.map(allocationSummary)).toEqual([
      '1500000 ООО «Молочная ферма»: Approved 1500000 [INV-1001 1250000, INV-1002 250000]',
      '4500000 null: none',
      '280050 ООО «Молочная ферма»: none',
      '187542 null: none',
    ]);
  });

  it('pays exactly the rest of INV-1002 with the 2,800.50 payment', async () => {
    variables.bankTransactionId = transactions[2].id;
    const { buildPaymentCandidates } = await run<{ buildPaymentCandidates: Candidate[] }>('Candidates');
    expect(buildPaymentCandidates.map(summary)).toEqual([
      'inv-1002 INV-1002 unpaid 530050 available 280050 suggested 280050 confidence 94 ' +
        'amount_equal:50 number_in_bank_text:30 date_distance:14',
      'inv-1001 INV-1001 unpaid 1250000 available 0 suggested 0 confidence 0 fully_reserved:0',
    ]);
    const { paymentAllocationPreview: preview } = await run<{
      paymentAllocationPreview: { canConfirm: boolean; allocatedAmount: number; lines: unknown[] };
    }>('Preview');
    expect(preview).toMatchObject({ canConfirm: true, allocatedAmount: 280_050, warnings: [] });
    expect(preview.lines).toEqual([expect.objectContaining({ documentNumber: 'INV-1002', allocatedAmount: 280_050 })]);

    const { confirmPaymentAllocation } = await run<{ confirmPaymentAllocation: { allocationId: string } }>('Confirm');
    expect(confirmPaymentAllocation).toMatchObject({ status: 'NeedsReview', created: true });
    variables.allocationId = confirmPaymentAllocation.allocationId;
    expect((await run('Approve')).approvePaymentAllocation).toMatchObject({ status: 'Approved' });

    const graph = await run<GraphData>('Graph');
    expect(graph.paymentAllocations.totalCount).toBe(2);
    expect(allocationSummary(graph.bankImport.transactions.items[2])).toBe(
      '280050 ООО «Молочная ферма»: Approved 280050 [INV-1002 280050]',
    );
    // Both payments together reserve all INV-1002 owes: nothing of the supplier is left to pay in this outlet.
    const [{ reserved }] = await env.app.dataSource.query(
      `SELECT sum(reserved_amount)::bigint AS reserved FROM payment_document_reservations
        WHERE connection_id = $1 AND document_id IN ('inv-1001', 'inv-1002')`,
      [variables.connectionId],
    );
    expect(reserved).toBe(1_250_000 + 530_050);
  });

  it('posts the 15,000.00 payment: queue, write target, approval, and the worker reconciles it', async () => {
    variables.allocationId = firstAllocationId;
    const { queueErpPosting } = await run<{ queueErpPosting: { id: string } }>('Queue');
    expect(queueErpPosting).toEqual({
      id: expect.any(String),
      status: 'ApprovalRequired',
      postingDate: '2025-02-03',
      attemptCount: 0,
    });
    variables.postingId = queueErpPosting.id;
    expect((await run('Target')).setErpPostingWriteTarget).toEqual({
      accountName: 'Расчётный счёт, АО «Банк»',
      cashFlowArticleName: 'Оплата поставщикам',
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
    expect(simulator.state.payments).toEqual([
      expect.objectContaining({
        totalAmount: 1_500_000,
        items: [
          { documentId: 'inv-1001', amount: 1_250_000 },
          { documentId: 'inv-1002', amount: 250_000 },
        ],
      }),
    ]);
    expect(simulator.state.getDocument('inv-1001').paymentStatus).toBe('Paid');
  });

  it('posts the rent and the acquiring fee without an invoice: rules, work queue, queue, approval, reconciled', async () => {
    const target = { accountName: 'Расчётный счёт, АО «Банк»', cashFlowArticleName: 'Оплата поставщикам' };
    const { rent, acquiring } = await run<{ rent: { id: string }; acquiring: { id: string } }>('Rules');
    expect({ rent, acquiring }).toEqual({
      rent: { id: expect.any(String), name: 'Аренда помещения', ...target },
      acquiring: { id: expect.any(String), name: 'Комиссия за эквайринг', ...target },
    });
    const ruleNames = { [rent.id]: 'rent', [acquiring.id]: 'acquiring' };
    const workQueue = async () =>
      (await run<{ accountantWorkItems: { items: WorkItem[] } }>('WorkQueue')).accountantWorkItems.items.map(
        (item) =>
          `${item.amount} ${item.counterpartyName}: ${item.workflowState} ${item.nextAction} ` +
          `rule ${item.directPostingRuleId && ruleNames[item.directPostingRuleId]} posting ${item.postingStatus}`,
      );
    expect(await workQueue()).toEqual([
      '4500000 ИП Соколова Анна Викторовна: ReadyForApproval ApproveAndQueue rule rent posting null',
      '1500000 ООО «Молочная ферма»: Completed None rule null posting Reconciled',
      '280050 ООО «Молочная ферма»: ReadyForApproval ApproveAndQueue rule null posting null',
      '187542 ПАО СБЕРБАНК: ReadyForApproval ApproveAndQueue rule acquiring posting null',
    ]);

    const [, rentLine, , feeLine] = transactions;
    for (const [line, rule] of [
      [rentLine, rent],
      [feeLine, acquiring],
    ] as const) {
      variables.bankTransactionId = line.id;
      const { queueDirectPosting } = await run<{ queueDirectPosting: { id: string } }>('QueueDirect');
      expect(queueDirectPosting).toEqual({
        id: expect.any(String),
        status: 'ApprovalRequired',
        postingType: 'DirectPayOut',
        totalAmount: line.amount,
        directPostingRuleId: rule.id,
        ...target,
      });
      variables.postingId = queueDirectPosting.id;
      // The walkthrough's organization keeps SameUserAllowed: the admin who queued approves.
      expect(await session.approvePostingUntilReconciled()).toEqual({
        status: 'Reconciled',
        attemptCount: 1,
        reconciledAtUtc: expect.any(String),
        attempts: [
          { kind: 'write', outcome: 'Succeeded' },
          { kind: 'readback', outcome: 'Found' },
        ],
      });
    }

    expect(await workQueue()).toEqual([
      '4500000 ИП Соколова Анна Викторовна: Completed None rule rent posting Reconciled',
      '1500000 ООО «Молочная ферма»: Completed None rule null posting Reconciled',
      '280050 ООО «Молочная ферма»: ReadyForApproval ApproveAndQueue rule null posting null',
      '187542 ПАО СБЕРБАНК: Completed None rule acquiring posting Reconciled',
    ]);
    const direct = {
      direction: 'PayOut',
      accountId: 'acc-bank-1',
      cashFlowArticleId: 'cfa-supplier-payments',
      items: [],
    };
    expect(simulator.state.payments).toEqual([
      expect.objectContaining({ totalAmount: 1_500_000 }),
      expect.objectContaining({ ...direct, date: '2025-02-05', totalAmount: 4_500_000 }),
      expect.objectContaining({ ...direct, date: '2025-02-10', totalAmount: 187_542 }),
    ]);
  });
});

interface WorkItem {
  amount: number;
  counterpartyName: string;
  workflowState: string;
  nextAction: string;
  directPostingRuleId: string | null;
  postingStatus: string | null;
}

interface GraphData {
  bankImport: { transactions: { items: GraphTransaction[] } };
  paymentAllocations: { totalCount: number; items: { id: string; status: string }[] };
}

interface GraphTransaction {
  amount: number;
  matchedCounterpartyName: string | null;
  allocations: {
    status: string;
    allocatedAmount: number;
    lines: { documentNumber: string; allocatedAmount: number }[];
  }[];
}

function summary(candidate: Candidate): string {
  const { document: d } = candidate;
  const reasons = candidate.reasons.map((reason) => `${reason.code}:${reason.points}`).join(' ');
  return (
    `${d.documentId} ${d.documentNumber} unpaid ${d.unpaidAmount} available ${candidate.availableAmount} ` +
    `suggested ${candidate.suggestedAmount} confidence ${candidate.confidence} ${reasons}`
  );
}

function allocationSummary(transaction: GraphTransaction): string {
  const allocations = transaction.allocations.map((allocation) => {
    const lines = allocation.lines.map((line) => `${line.documentNumber} ${line.allocatedAmount}`);
    return `${allocation.status} ${allocation.allocatedAmount} [${lines.join(', ')}]`;
  });
  return `${transaction.amount} ${transaction.matchedCounterpartyName}: ${allocations.join('; ') || 'none'}`;
}
