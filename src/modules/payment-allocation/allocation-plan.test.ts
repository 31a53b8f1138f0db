import fc from 'fast-check';
import { fifoLines, planAllocation, type PlanInput, type RequestedLine } from './allocation-plan';
import {
  availableOf,
  lineWarningOf,
  payabilityOf,
  paymentStatusAfter,
  type DocumentState,
  type PaymentSubject,
} from './payment-documents';

const ORG = 'org-1';
const OUTLET = 'outlet-1';
const SUPPLIER = 'sup-1';

function paymentOf(overrides: Partial<PaymentSubject> = {}): PaymentSubject {
  return {
    id: 'tx-1',
    organizationId: ORG,
    locationId: OUTLET,
    direction: 'Debit',
    amount: 1500,
    currency: 'RUB',
    transactionDate: '2025-02-01',
    matchStatus: 'ManualMatched',
    counterpartyId: SUPPLIER,
    bankText: 'Payment',
    ...overrides,
  };
}

function documentOf(documentId: string, overrides: Partial<DocumentState> = {}): DocumentState {
  const amount = overrides.amount ?? 1000;
  const paidAmount = overrides.paidAmount ?? 0;
  return {
    documentId,
    connectionId: 'conn-1',
    organizationId: ORG,
    locationId: OUTLET,
    documentNumber: `INV-${documentId}`,
    documentDate: '2025-01-10',
    supplierId: SUPPLIER,
    direction: 'incoming',
    documentType: 'IncomingInvoice',
    amount,
    paidAmount,
    unpaidAmount: amount - paidAmount,
    currency: 'RUB',
    paymentStatus: paidAmount > 0 ? 'PartiallyPaid' : 'Unpaid',
    isProcessed: true,
    isDeleted: false,
    processingStateCheckedAtUtc: new Date('2025-01-31T00:00:00Z'),
    processingStateSource: 'erp_unpaid_batch',
    reservedAmount: 0,
    paidOutsideAmount: 0,
    unpayableReason: null,
    ...overrides,
  };
}

function planFor(
  payment: PaymentSubject,
  documents: DocumentState[],
  lines: RequestedLine[],
  extra: Partial<PlanInput> = {},
) {
  return planAllocation({
    payment,
    method: 'Manual',
    lines,
    documents: new Map(documents.map((document) => [document.documentId, document])),
    otherAvailable: 0,
    paymentBlock: null,
    ...extra,
  });
}

describe('planAllocation', () => {
  it('confirms a full distribution over whole documents', () => {
    const plan = planFor(
      paymentOf({ amount: 1500 }),
      [documentOf('a', { amount: 1000 }), documentOf('b', { amount: 500 })],
      [
        { documentId: 'a', allocatedAmount: 1000 },
        { documentId: 'b', allocatedAmount: 500 },
      ],
    );
    expect(plan).toMatchObject({
      paymentAmount: 1500,
      allocatedAmount: 1500,
      remainingAmount: 0,
      documentSettlementAmount: 1500,
      supplierAdvanceAmount: 0,
      unallocatedPaymentAmount: 0,
      requiredSupplierAdvanceAmount: 0,
      invoiceDebtRemaining: 0,
      hasOverpayment: false,
      hasUnderpayment: false,
      hasPartialPayments: false,
      warnings: [],
      canConfirm: true,
      blockReason: null,
    });
    expect(plan.lines.map((line) => [line.documentId, line.sequence, line.expectedPaymentStatusAfter])).toEqual([
      ['a', 1, 'Paid'],
      ['b', 2, 'Paid'],
    ]);
  });

  it('confirms partial payments and reports the invoice debt they leave', () => {
    const plan = planFor(
      paymentOf({ amount: 1200 }),
      [documentOf('a', { amount: 1000 }), documentOf('b', { amount: 800, paidAmount: 300, reservedAmount: 100 })],
      [
        { documentId: 'a', allocatedAmount: 1000 },
        { documentId: 'b', allocatedAmount: 200 },
      ],
    );
    expect(plan.canConfirm).toBe(true);
    expect(plan.hasPartialPayments).toBe(true);
    expect(plan.invoiceDebtRemaining).toBe(300);
    expect(plan.lines[1]).toMatchObject({
      documentId: 'b',
      unpaidAmount: 500,
      paidAmount: 300,
      reservedAmount: 100,
      availableAmount: 400,
      remainingAfterAllocation: 200,
      invoiceDebtRemainingAfter: 300,
      isPartialPayment: true,
      isOverpayment: false,
      paymentStatus: 'PartiallyPaid',
      expectedPaymentStatusAfter: 'PartiallyPaid',
      warningCodes: [],
    });
  });

  it('blocks an unassigned rest the other documents could take as payment_not_fully_distributed', () => {
    const plan = planFor(paymentOf({ amount: 1500 }), [documentOf('a')], [{ documentId: 'a', allocatedAmount: 1000 }], {
      otherAvailable: 500,
    });
    expect(plan).toMatchObject({
      allocatedAmount: 1000,
      remainingAmount: 500,
      unallocatedPaymentAmount: 500,
      requiredSupplierAdvanceAmount: 0,
      hasUnderpayment: true,
      canConfirm: false,
      blockReason: 'payment_not_fully_distributed',
    });
    expect(plan.warnings).toEqual([
      { code: 'payment_not_fully_distributed', message: expect.any(String), documentId: null },
    ]);
  });

  it('asks for a supplier advance (unavailable) for the part no open document could take', () => {
    const plan = planFor(paymentOf({ amount: 1500 }), [documentOf('a')], [{ documentId: 'a', allocatedAmount: 1000 }], {
      otherAvailable: 200,
    });
    expect(plan.unallocatedPaymentAmount).toBe(500);
    expect(plan.requiredSupplierAdvanceAmount).toBe(300);
    expect(plan.supplierAdvanceAmount).toBe(0);
    expect(plan.warnings.map((warning) => warning.code)).toEqual([
      'supplier_advance_transport_unavailable',
      'payment_not_fully_distributed',
    ]);
    expect(plan.blockReason).toBe('supplier_advance_transport_unavailable');
    expect(plan.canConfirm).toBe(false);
  });

  it('uses the stored payment amount, so lines for a lower amount stay unconfirmable', () => {
    // The client claims the payment is 1000; the stored transaction says 1500.
    const plan = planFor(paymentOf({ amount: 1500 }), [documentOf('a')], [{ documentId: 'a', allocatedAmount: 1000 }]);
    expect(plan.paymentAmount).toBe(1500);
    expect(plan.unallocatedPaymentAmount).toBe(500);
    expect(plan.canConfirm).toBe(false);
  });

  it('blocks lines beyond the payment amount as allocation_exceeds_payment', () => {
    const plan = planFor(
      paymentOf({ amount: 1000 }),
      [documentOf('a', { amount: 700 }), documentOf('b', { amount: 700 })],
      [
        { documentId: 'a', allocatedAmount: 700 },
        { documentId: 'b', allocatedAmount: 700 },
      ],
    );
    expect(plan).toMatchObject({
      allocatedAmount: 1400,
      remainingAmount: -400,
      unallocatedPaymentAmount: 0,
      hasOverpayment: true,
      canConfirm: false,
      blockReason: 'allocation_exceeds_payment',
    });
  });

  it('puts a block of the payment itself before every document warning', () => {
    const plan = planFor(paymentOf({ amount: 1000 }), [], [{ documentId: 'missing', allocatedAmount: 1000 }], {
      paymentBlock: 'allocation.already_in_flight',
    });
    expect(plan.warnings.map((warning) => warning.code)).toEqual([
      'allocation.already_in_flight',
      'document_not_found',
    ]);
    expect(plan.blockReason).toBe('allocation.already_in_flight');
  });

  it('reports an unknown document on its line with the number the client sent', () => {
    const plan = planFor(
      paymentOf({ amount: 1000 }),
      [],
      [{ documentId: 'missing', documentNumber: 'INV-42', documentAmount: 1000, allocatedAmount: 1000 }],
    );
    expect(plan.lines[0]).toMatchObject({
      documentId: 'missing',
      documentNumber: 'INV-42',
      paymentStatus: null,
      availableAmount: 0,
      warningCodes: ['document_not_found'],
    });
    expect(plan.warnings[0]).toEqual({
      code: 'document_not_found',
      message: expect.stringContaining('INV-42'),
      documentId: 'missing',
    });
    expect(plan.canConfirm).toBe(false);
  });

  it('blocks a line above what other reservations left of the document as document_remainder_exceeded', () => {
    const document = documentOf('a', { amount: 1000, reservedAmount: 400 });
    const plan = planFor(paymentOf({ amount: 700 }), [document], [{ documentId: 'a', allocatedAmount: 700 }]);
    expect(plan.lines[0]).toMatchObject({
      availableAmount: 600,
      remainingAfterAllocation: 0,
      isOverpayment: false,
      warningCodes: ['document_remainder_exceeded'],
    });
    expect(plan.blockReason).toBe('document_remainder_exceeded');
    expect(plan.warnings[0].documentId).toBe('a');
    expect(
      planFor(paymentOf({ amount: 600 }), [document], [{ documentId: 'a', allocatedAmount: 600 }]).canConfirm,
    ).toBe(true);
  });

  it('flags a line above the unpaid amount as an overpayment', () => {
    const plan = planFor(paymentOf({ amount: 1200 }), [documentOf('a')], [{ documentId: 'a', allocatedAmount: 1200 }]);
    expect(plan.lines[0]).toMatchObject({ isOverpayment: true, invoiceDebtRemainingAfter: 0 });
    expect(plan.hasOverpayment).toBe(true);
    expect(plan.blockReason).toBe('document_remainder_exceeded');
  });

  it('never confirms a plan whose lines do not add up to the stored payment amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 5 }),
        fc.nat({ max: 100_000 }),
        (amount, lineAmounts, otherAvailable) => {
          const documents = lineAmounts.map((lineAmount, index) => documentOf(`d${index}`, { amount: lineAmount }));
          const lines = lineAmounts.map((lineAmount, index) => ({
            documentId: `d${index}`,
            allocatedAmount: lineAmount,
          }));
          const plan = planFor(paymentOf({ amount }), documents, lines, { otherAvailable });
          const total = lineAmounts.reduce((a, b) => a + b, 0);
          expect(plan.canConfirm).toBe(total === amount);
          expect(plan.unallocatedPaymentAmount).toBe(Math.max(0, amount - total));
          expect(plan.requiredSupplierAdvanceAmount).toBe(Math.max(0, amount - total - otherAvailable));
          expect(plan.remainingAmount).toBe(amount - total);
        },
      ),
    );
  });
});

describe('payabilityOf and lineWarningOf', () => {
  const payment = paymentOf();

  it.each<[string, Partial<DocumentState>, Partial<PaymentSubject>, string | null]>([
    ['a payable incoming invoice for a debit', {}, {}, null],
    ['a payable outgoing document for a credit', { direction: 'outgoing' }, { direction: 'Credit' }, null],
    ['a deleted document', { isDeleted: true }, {}, 'document_deleted'],
    ['a document of unknown processing state', { isProcessed: null }, {}, 'document_processing_state_unknown'],
    ['an unprocessed document', { isProcessed: false }, {}, 'document_not_processed'],
    ['an outgoing document for a debit', { direction: 'outgoing' }, {}, 'document_direction_mismatch'],
    ['an incoming document for a credit', {}, { direction: 'Credit' }, 'document_direction_mismatch'],
    ['a payment of an unknown direction', {}, { direction: 'Sideways' }, 'document_direction_mismatch'],
    ['a document of no outlet', { locationId: null }, {}, 'outlet_unresolved'],
    ['a document of another outlet', { locationId: 'outlet-2' }, {}, 'manual_outlet_review_required'],
    ['a document of another organization', { organizationId: 'org-2' }, {}, 'document_not_payable'],
    ['a document of another supplier', { supplierId: 'sup-2' }, {}, 'document_not_payable'],
    ['a document of no supplier', { supplierId: null }, {}, 'document_not_payable'],
    ['a document in another currency', { currency: 'EUR' }, {}, 'document_not_payable'],
    ['a fully paid document', { paidAmount: 1000, unpaidAmount: 0 }, {}, 'document_not_payable'],
  ])('%s → %s', (_name, documentOverrides, paymentOverrides, expected) => {
    expect(payabilityOf({ ...payment, ...paymentOverrides }, documentOf('a', documentOverrides))).toBe(expected);
  });

  it('answers document_not_found for a missing snapshot, whatever the amount', () => {
    expect(payabilityOf(payment, undefined)).toBe('document_not_found');
    expect(lineWarningOf(payment, undefined, 1)).toBe('document_not_found');
  });

  it('answers the first reason in the documented order', () => {
    const everythingWrong: Partial<DocumentState> = {
      isDeleted: true,
      isProcessed: false,
      direction: 'outgoing',
      locationId: null,
      supplierId: 'sup-2',
    };
    expect(payabilityOf(payment, documentOf('a', everythingWrong))).toBe('document_deleted');
    expect(payabilityOf(payment, documentOf('a', { ...everythingWrong, isDeleted: false }))).toBe(
      'document_not_processed',
    );
    expect(payabilityOf(payment, documentOf('a', { direction: 'outgoing', locationId: 'outlet-2' }))).toBe(
      'document_direction_mismatch',
    );
    expect(payabilityOf(payment, documentOf('a', { locationId: 'outlet-2', currency: 'EUR' }))).toBe(
      'manual_outlet_review_required',
    );
  });

  it('lets a line take exactly what is available and no more', () => {
    const document = documentOf('a', { amount: 1000, paidAmount: 200, reservedAmount: 300 });
    expect(availableOf(document)).toBe(500);
    expect(lineWarningOf(payment, document, 500)).toBeNull();
    expect(lineWarningOf(payment, document, 501)).toBe('document_remainder_exceeded');
    expect(availableOf(documentOf('b', { amount: 100, reservedAmount: 250 }))).toBe(0);
  });

  it('prefers the payability reason over the remainder', () => {
    expect(lineWarningOf(payment, documentOf('a', { isDeleted: true }), 5000)).toBe('document_deleted');
  });

  it('expects Paid once the whole unpaid amount is paid, PartiallyPaid before', () => {
    expect(paymentStatusAfter(500, 500)).toBe('Paid');
    expect(paymentStatusAfter(500, 499)).toBe('PartiallyPaid');
    expect(paymentStatusAfter(500, 600)).toBe('Paid');
  });
});

describe('fifoLines', () => {
  it('takes the oldest documents first (date, number, id) until the payment is used up', () => {
    const documents = [
      documentOf('z', { documentDate: '2025-01-05', documentNumber: 'INV-2', amount: 300 }),
      documentOf('y', { documentDate: '2025-01-03', documentNumber: 'INV-9', amount: 400 }),
      documentOf('x', { documentDate: '2025-01-05', documentNumber: 'INV-1', amount: 200 }),
      documentOf('w', { documentDate: '2025-01-05', documentNumber: 'INV-2', amount: 500 }),
      documentOf('v', { documentDate: '2025-01-01', documentNumber: 'INV-0', amount: 999 }),
    ];
    expect(fifoLines(paymentOf({ amount: 1500 }), documents.slice(0, 4))).toEqual([
      { documentId: 'y', allocatedAmount: 400 },
      { documentId: 'x', allocatedAmount: 200 },
      { documentId: 'w', allocatedAmount: 500 },
      { documentId: 'z', allocatedAmount: 300 },
    ]);
    expect(fifoLines(paymentOf({ amount: 1100 }), documents)).toEqual([
      { documentId: 'v', allocatedAmount: 999 },
      { documentId: 'y', allocatedAmount: 101 },
    ]);
  });

  it('skips documents that are not payable or have nothing available', () => {
    const documents = [
      documentOf('deleted', { documentDate: '2025-01-01', isDeleted: true }),
      documentOf('reserved', { documentDate: '2025-01-02', amount: 500, reservedAmount: 500 }),
      documentOf('foreign', { documentDate: '2025-01-03', supplierId: 'sup-2' }),
      documentOf('open', { documentDate: '2025-01-04', amount: 800, reservedAmount: 300 }),
    ];
    expect(fifoLines(paymentOf({ amount: 1000 }), documents)).toEqual([{ documentId: 'open', allocatedAmount: 500 }]);
  });

  it('never takes more than a document has available, nor more than the payment, and uses all it can', () => {
    const documentArb = fc.record({
      amount: fc.integer({ min: 1, max: 10_000 }),
      paidPart: fc.double({ min: 0, max: 1, noNaN: true }),
      reserved: fc.nat({ max: 12_000 }),
      day: fc.integer({ min: 1, max: 28 }),
      number: fc.constantFrom('A-1', 'A-2', 'B-1'),
      payable: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), fc.array(documentArb, { maxLength: 12 }), (amount, specs) => {
        const documents = specs.map((spec, index) =>
          documentOf(`d${String(index).padStart(2, '0')}`, {
            amount: spec.amount,
            paidAmount: Math.floor(spec.amount * spec.paidPart),
            unpaidAmount: spec.amount - Math.floor(spec.amount * spec.paidPart),
            reservedAmount: spec.reserved,
            documentDate: `2025-01-${String(spec.day).padStart(2, '0')}`,
            documentNumber: spec.number,
            isProcessed: spec.payable,
          }),
        );
        const byId = new Map(documents.map((document) => [document.documentId, document]));
        const lines = fifoLines(paymentOf({ amount }), documents);
        const total = lines.reduce((sum, line) => sum + line.allocatedAmount, 0);
        const offered = documents
          .filter((document) => document.isProcessed && document.unpaidAmount > 0)
          .reduce((sum, document) => sum + availableOf(document), 0);
        expect(total).toBe(Math.min(amount, offered));
        expect(new Set(lines.map((line) => line.documentId)).size).toBe(lines.length);
        for (const line of lines) {
          const document = byId.get(line.documentId)!;
          expect(line.allocatedAmount).toBeGreaterThan(0);
          expect(line.allocatedAmount).toBeLessThanOrEqual(availableOf(document));
          expect(lineWarningOf(paymentOf({ amount }), document, line.allocatedAmount)).toBeNull();
        }
        // Oldest first, and only the last line may be a partial take.
        const keys = lines.map((line) => {
          const document = byId.get(line.documentId)!;
          return [document.documentDate, document.documentNumber, document.documentId].join('|');
        });
        expect(keys).toEqual([...keys].sort());
        lines
          .slice(0, -1)
          .forEach((line) => expect(line.allocatedAmount).toBe(availableOf(byId.get(line.documentId)!)));
        // A FIFO plan of these lines is confirmable exactly when the open documents cover the payment.
        const plan = planFor(paymentOf({ amount }), documents, lines, { method: 'AutomaticFifo', otherAvailable: 0 });
        expect(plan.canConfirm).toBe(offered >= amount);
      }),
    );
  });
});
