import { randomUUID } from 'node:crypto';
import {
  createPaymentScope,
  reservationAudit,
  seedDocuments,
  seedTransactions,
  type PaymentScope,
  type SeedDocument,
} from '../../../test/payment-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';

type Line = { documentId: string; allocatedAmount: number; documentNumber?: string; documentAmount?: number };

/**
 * The preview and confirm rules (docs/payment-allocations.md §Preview, §Confirm), through the REST routes the legacy
 * clients call; each refusal is checked for its code, its explaining params and that it changed nothing.
 */
describe('payment allocation preview and confirm rules', () => {
  const env = useTestEnvironment();
  let scope: PaymentScope;

  beforeAll(async () => {
    scope = await createPaymentScope(env);
  });

  const db = () => env.app.dataSource;
  const documents = (list: SeedDocument[]) => seedDocuments(db(), scope, list);
  const payment = async (amount: number, extra: Parameters<typeof seedTransactions>[2][number] = { amount }) =>
    (await seedTransactions(db(), scope, [{ ...extra, amount }]))[0];
  const preview = (body: object) =>
    scope.accountant.rest('post', '/api/payment-allocations/preview').set(scope.headers).send(body);
  const confirm = (bankTransactionId: string, lines: Line[], extra: object = {}) =>
    scope.accountant
      .rest('post', '/api/payment-allocations/confirm')
      .set(scope.headers)
      .send({ bankTransactionId, allocationMethod: 'Manual', idempotencyKey: randomUUID(), lines, ...extra });
  const allocationsOf = async (bankTransactionId: string) =>
    Number(
      (
        await db().query('SELECT count(*)::int AS n FROM payment_allocations WHERE bank_transaction_id = $1', [
          bankTransactionId,
        ])
      )[0].n,
    );

  describe('preview meanings', () => {
    it('1: a partial payment of a document is confirmable when the whole bank amount is assigned', async () => {
      const [a, b] = await documents([{ amount: 1000 }, { amount: 500 }]);
      const tx = await payment(1200);
      const result = await preview({
        bankTransactionId: tx,
        lines: [
          { documentId: a, allocatedAmount: 1000 },
          { documentId: b, allocatedAmount: 200 },
        ],
      });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({
        paymentAmount: 1200,
        allocatedAmount: 1200,
        remainingAmount: 0,
        unallocatedPaymentAmount: 0,
        documentSettlementAmount: 1200,
        supplierAdvanceAmount: 0,
        requiredSupplierAdvanceAmount: 0,
        invoiceDebtRemaining: 300,
        hasPartialPayments: true,
        canConfirm: true,
        blockReason: null,
        warnings: [],
      });
      expect(result.body.lines[1]).toMatchObject({
        documentId: b,
        isPartialPayment: true,
        remainingAfterAllocation: 300,
        invoiceDebtRemainingAfter: 300,
        sequence: 2,
      });
      expect(await allocationsOf(tx)).toBe(0);
    });

    it('2: an unassigned part blocks with payment_not_fully_distributed, in preview and at confirm', async () => {
      const [a] = await documents([{ amount: 1000 }, { amount: 500 }]);
      const tx = await payment(1200);
      const lines = [{ documentId: a, allocatedAmount: 1000 }];
      const result = await preview({ bankTransactionId: tx, lines });
      expect(result.body).toMatchObject({
        unallocatedPaymentAmount: 200,
        requiredSupplierAdvanceAmount: 0,
        canConfirm: false,
        blockReason: 'payment_not_fully_distributed',
      });
      expect(result.body.warnings.map((w: { code: string }) => w.code)).toEqual(['payment_not_fully_distributed']);
      const refused = await confirm(tx, lines);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'payment_not_fully_distributed',
        params: { bankTransactionId: tx, paymentAmount: 1200, allocatedAmount: 1000, unallocatedPaymentAmount: 200 },
      });
      expect(await allocationsOf(tx)).toBe(0);
    });

    it('3: an excess beyond every open document needs an advance, which is unavailable and blocks', async () => {
      const supplierId = `sup-${randomUUID().slice(0, 8)}`;
      await documents([
        { amount: 1000, supplierId },
        { amount: 500, supplierId },
      ]);
      const tx = await payment(2000, { amount: 2000, counterpartyId: supplierId });
      const result = await preview({ bankTransactionId: tx, allocationMethod: 'AutomaticFifo', lines: [] });
      expect(result.body).toMatchObject({
        allocatedAmount: 1500,
        unallocatedPaymentAmount: 500,
        requiredSupplierAdvanceAmount: 500,
        supplierAdvanceAmount: 0,
        canConfirm: false,
        blockReason: 'supplier_advance_transport_unavailable',
      });
      const refused = await confirm(tx, [], { allocationMethod: 'AutomaticFifo' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'supplier_advance_transport_unavailable',
        params: { requiredSupplierAdvanceAmount: 500 },
      });
    });

    it('4: asking for a smaller payment amount cannot make an incomplete allocation confirmable', async () => {
      const [a] = await documents([{ amount: 1000 }]);
      const tx = await payment(1200);
      const lines = [{ documentId: a, allocatedAmount: 1000 }];
      const result = await preview({ bankTransactionId: tx, paymentAmount: 1000, lines });
      expect(result.body).toMatchObject({ paymentAmount: 1200, canConfirm: false });
      const refused = await confirm(tx, lines, { paymentAmount: 1000 });
      expect(refused.status).toBe(409);
      expect(refused.body.params.paymentAmount).toBe(1200);
    });

    it('5: lines on documents that are never payable get a typed warning and block, in preview and at confirm', async () => {
      const otherLocation = await env.createLocation(scope.organizationId);
      const cases: [SeedDocument, string][] = [
        [{ amount: 100, isDeleted: true }, 'document_deleted'],
        [{ amount: 100, isProcessed: false }, 'document_not_processed'],
        [{ amount: 100, isProcessed: null }, 'document_processing_state_unknown'],
        [{ amount: 100, direction: 'outgoing' }, 'document_direction_mismatch'],
        [{ amount: 100, locationId: null }, 'outlet_unresolved'],
        [{ amount: 100, locationId: otherLocation }, 'manual_outlet_review_required'],
        [{ amount: 100, supplierId: 'sup-someone-else' }, 'document_not_payable'],
        [{ amount: 100, paidAmount: 100 }, 'document_not_payable'],
        [{ amount: 100, currency: 'EUR' }, 'document_not_payable'],
      ];
      const ids = await documents(cases.map(([document]) => document));
      const unknown = `doc-unknown-${randomUUID()}`;
      for (const [index, [, code]] of [...cases, [{ amount: 0 }, 'document_not_found'] as const].entries()) {
        const documentId = ids[index] ?? unknown;
        const tx = await payment(100);
        const lines = [{ documentId, allocatedAmount: 100, documentNumber: 'N-1' }];
        const result = await preview({ bankTransactionId: tx, lines });
        expect({ code, body: result.body }).toMatchObject({
          code,
          body: {
            canConfirm: false,
            blockReason: code,
            warnings: [{ code, documentId }],
            lines: [{ documentId, warningCodes: [code] }],
          },
        });
        const refused = await confirm(tx, lines);
        expect({ code, status: refused.status, body: refused.body }).toMatchObject({
          code,
          status: 409,
          body: { code, params: { bankTransactionId: tx, documentId } },
        });
        expect(await allocationsOf(tx)).toBe(0);
      }
    });

    it('AutomaticFifo proposes the oldest payable documents first and never replaces explicit lines', async () => {
      const supplierId = `sup-${randomUUID().slice(0, 8)}`;
      const [newer, older, oldest] = await documents([
        { amount: 300, supplierId, date: '2025-03-01' },
        { amount: 300, supplierId, date: '2025-02-01' },
        { amount: 300, supplierId, date: '2025-01-01' },
      ]);
      const tx = await payment(500, { amount: 500, counterpartyId: supplierId });
      const fifo = await preview({ bankTransactionId: tx, allocationMethod: 'AutomaticFifo', lines: [] });
      expect(fifo.body.lines.map((l: Line) => [l.documentId, l.allocatedAmount])).toEqual([
        [oldest, 300],
        [older, 200],
      ]);
      expect(fifo.body).toMatchObject({
        allocationMethod: 'AutomaticFifo',
        canConfirm: true,
        invoiceDebtRemaining: 100,
      });
      const explicit = await preview({
        bankTransactionId: tx,
        allocationMethod: 'AutomaticFifo',
        lines: [
          { documentId: newer, allocatedAmount: 300 },
          { documentId: older, allocatedAmount: 200 },
        ],
      });
      expect(explicit.body.lines.map((l: Line) => l.documentId)).toEqual([newer, older]);

      const unmatched = await payment(500, { amount: 500, matchStatus: 'Unmatched' });
      const none = await preview({ bankTransactionId: unmatched, allocationMethod: 'AutomaticFifo', lines: [] });
      expect(none.body).toMatchObject({ lines: [], canConfirm: false, blockReason: 'counterparty_match_required' });
    });
  });

  describe('confirm rules', () => {
    it('1: the same idempotencyKey for the same transaction answers the existing allocation, whatever the body', async () => {
      const [a] = await documents([{ amount: 700 }]);
      const tx = await payment(700);
      const key = randomUUID();
      const first = await confirm(tx, [{ documentId: a, allocatedAmount: 700 }], { idempotencyKey: key });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        allocationId: expect.any(String),
        status: 'NeedsReview',
        message: expect.any(String),
      });
      const replay = await confirm(tx, [], { idempotencyKey: key, allocationMethod: 'AutomaticFifo' });
      expect(replay.status).toBe(200);
      expect(replay.body.allocationId).toBe(first.body.allocationId);
      expect(await allocationsOf(tx)).toBe(1);
    });

    it('2 and 4: the saved allocation assigns the stored amount to its lines, which keep method, order and unpaid values', async () => {
      const [a, b] = await documents([{ amount: 1000, paidAmount: 400 }, { amount: 900 }]);
      const tx = await payment(1000);
      const confirmed = await confirm(tx, [
        { documentId: b, allocatedAmount: 400 },
        { documentId: a, allocatedAmount: 600 },
      ]);
      expect(confirmed.status).toBe(201);
      const saved = await scope.accountant
        .rest('get', `/api/payment-allocations/${confirmed.body.allocationId}`)
        .set(scope.headers);
      expect(saved.body).toMatchObject({
        status: 'NeedsReview',
        allocationMethod: 'Manual',
        totalAmount: 1000,
        documentSettlementAmount: 1000,
        supplierAdvanceAmount: 0,
        unallocatedPaymentAmount: 0,
        remainingAmount: 0,
        invoiceDebtRemaining: 500,
        erpConnectionId: scope.connectionId,
        erpCounterpartyId: scope.supplierId,
        rowVersion: 1,
      });
      expect(saved.body.lines).toMatchObject([
        {
          documentId: b,
          sequence: 1,
          allocatedAmount: 400,
          isPartialPayment: true,
          paymentStatusBefore: 'Unpaid',
          expectedPaymentStatusAfter: 'PartiallyPaid',
          unpaidAmountBefore: 900,
          expectedUnpaidAmountAfter: 500,
        },
        {
          documentId: a,
          sequence: 2,
          allocatedAmount: 600,
          isPartialPayment: false,
          paymentStatusBefore: 'PartiallyPaid',
          expectedPaymentStatusAfter: 'Paid',
          unpaidAmountBefore: 600,
          expectedUnpaidAmountAfter: 0,
        },
      ]);
    });

    it('3: a documentId appears at most once per request', async () => {
      const [a] = await documents([{ amount: 1000 }]);
      const tx = await payment(1000);
      const refused = await confirm(tx, [
        { documentId: a, allocatedAmount: 500 },
        { documentId: a, allocatedAmount: 500 },
      ]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'validation.failed',
        fieldErrors: { 'lines.1.documentId': ['duplicate'] },
      });
      expect(await allocationsOf(tx)).toBe(0);
    });

    it('5: exceeding a remainder or the transaction amount is an explainable 409 that changes nothing', async () => {
      const [a, b] = await documents([{ amount: 1000 }, { amount: 1000 }]);
      const first = await payment(700);
      expect((await confirm(first, [{ documentId: a, allocatedAmount: 700 }])).status).toBe(201);
      const before = await reservationAudit(db(), scope.connectionId);

      const second = await payment(400);
      const over = await confirm(second, [{ documentId: a, allocatedAmount: 400 }]);
      expect(over.status).toBe(409);
      expect(over.body).toMatchObject({
        code: 'document_remainder_exceeded',
        params: { documentId: a, allocatedAmount: 400, availableAmount: 300 },
      });

      const third = await payment(500);
      const beyond = await confirm(third, [
        { documentId: a, allocatedAmount: 300 },
        { documentId: b, allocatedAmount: 300 },
      ]);
      expect(beyond.status).toBe(409);
      expect(beyond.body).toMatchObject({ code: 'allocation_exceeds_payment', params: { allocatedAmount: 600 } });
      expect(await reservationAudit(db(), scope.connectionId)).toEqual(before);
      expect(await allocationsOf(second)).toBe(0);
      expect(await allocationsOf(third)).toBe(0);
    });

    it('6: a second key while the transaction has a live allocation is allocation.already_in_flight', async () => {
      const [a] = await documents([{ amount: 500 }]);
      const tx = await payment(500);
      const lines = [{ documentId: a, allocatedAmount: 500 }];
      const first = await confirm(tx, lines);
      const second = await confirm(tx, lines);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({
        code: 'allocation.already_in_flight',
        params: { bankTransactionId: tx, allocationId: first.body.allocationId },
      });
      const cancelled = await scope.accountant
        .rest('post', `/api/payment-allocations/${first.body.allocationId}/cancel`)
        .set(scope.headers)
        .send({ reason: 'Wrong invoice' });
      expect(cancelled.status).toBe(200);
      expect((await confirm(tx, lines)).status).toBe(201);
    });

    it('refuses payments that cannot be allocated at all', async () => {
      const [a] = await documents([{ amount: 100 }]);
      const lines = [{ documentId: a, allocatedAmount: 100 }];
      const excluded = await payment(100, { amount: 100, matchStatus: 'Excluded' });
      expect((await confirm(excluded, lines)).body.code).toBe('counterparty_match_excluded');
      const unmatched = await payment(100, { amount: 100, matchStatus: 'LowConfidence' });
      expect((await confirm(unmatched, lines)).body.code).toBe('counterparty_match_required');

      const bare = await createPaymentScope(env);
      await db().query('UPDATE erp_connections SET is_default = false WHERE id = $1', [bare.connectionId]);
      const [tx] = await seedTransactions(db(), bare, [{ amount: 100 }]);
      const missing = await bare.accountant
        .rest('post', '/api/payment-allocations/confirm')
        .set(bare.headers)
        .send({ bankTransactionId: tx, idempotencyKey: 'k', lines });
      expect(missing.status).toBe(409);
      expect(missing.body.code).toBe('erp_default_connection_missing');
    });

    it('answers bad input with a clear 400 or 404 before reading anything', async () => {
      const [a] = await documents([{ amount: 100 }]);
      const tx = await payment(100);
      const cases: [object, number, string][] = [
        [{ lines: [{ documentId: a, allocatedAmount: 100 }] }, 400, 'bank_transaction_required'],
        [{ bankTransactionId: 'not-a-uuid' }, 400, 'validation.failed'],
        [{ bankTransactionId: randomUUID() }, 404, 'bank_transaction_not_found'],
        [{ bankTransactionId: tx, lines: [{ documentId: a, allocatedAmount: 0 }] }, 400, 'validation.failed'],
        [{ bankTransactionId: tx, lines: [{ documentId: a, allocatedAmount: -5 }] }, 400, 'validation.failed'],
        [{ bankTransactionId: tx, lines: [{ documentId: ' ', allocatedAmount: 100 }] }, 400, 'validation.failed'],
        [{ bankTransactionId: tx, idempotencyKey: '  ' }, 400, 'validation.failed'],
        [{ bankTransactionId: tx, allocationMethod: 'Lifo' }, 400, 'validation.failed'],
        [
          {
            bankTransactionId: tx,
            lines: Array.from({ length: 501 }, (_, i) => ({ documentId: `d${i}`, allocatedAmount: 1 })),
          },
          400,
          'validation.failed',
        ],
      ];
      for (const [body, status, code] of cases) {
        const answer = await scope.accountant
          .rest('post', '/api/payment-allocations/confirm')
          .set(scope.headers)
          .send({ idempotencyKey: randomUUID(), ...body });
        expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status, code });
      }
      expect(await allocationsOf(tx)).toBe(0);
    });
  });
});
