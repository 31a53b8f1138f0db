import fc from 'fast-check';
import { planAllocation, writeOffOf, type PaymentTolerance } from './allocation-plan';
import type { DocumentState, PaymentSubject } from './payment-documents';

const TARGET = {
  accountId: 'acc-fees',
  accountName: 'Прочие расходы',
  cashFlowArticleId: 'cfa-fees',
  cashFlowArticleName: 'Банковские комиссии',
};

function tolerance(amount: number | null, basisPoints: number | null): PaymentTolerance {
  return { amount, basisPoints, target: TARGET };
}

const payment = (amount: number): PaymentSubject => ({
  id: 'tx-1',
  organizationId: 'org-1',
  locationId: 'outlet-1',
  direction: 'Debit',
  amount,
  currency: 'RUB',
  transactionDate: '2025-02-01',
  matchStatus: 'ManualMatched',
  counterpartyId: 'sup-1',
  bankText: 'Payment',
});

function invoice(documentId: string, unpaidAmount: number, reservedAmount = 0): DocumentState {
  return {
    documentId,
    connectionId: 'conn-1',
    organizationId: 'org-1',
    locationId: 'outlet-1',
    documentNumber: `INV-${documentId}`,
    documentDate: '2025-01-10',
    supplierId: 'sup-1',
    direction: 'incoming',
    documentType: 'IncomingInvoice',
    amount: unpaidAmount,
    paidAmount: 0,
    unpaidAmount,
    currency: 'RUB',
    paymentStatus: 'Unpaid',
    isProcessed: true,
    isDeleted: false,
    processingStateCheckedAtUtc: new Date('2025-01-31T00:00:00Z'),
    processingStateSource: 'erp_unpaid_batch',
    reservedAmount,
    paidOutsideAmount: 0,
    unpayableReason: null,
  };
}

function planOf(amount: number, documents: DocumentState[], lines: number[], within: PaymentTolerance | null) {
  return planAllocation({
    payment: payment(amount),
    method: 'Manual',
    lines: documents.map((document, index) => ({ documentId: document.documentId, allocatedAmount: lines[index] })),
    documents: new Map(documents.map((document) => [document.documentId, document])),
    otherAvailable: 0,
    paymentBlock: null,
    tolerance: within,
  });
}

describe('writeOffOf', () => {
  it('is off without a tolerance, without limits, for a whole or an over-payment and for nothing paid', () => {
    expect(writeOffOf(null, 10_000, 9_990)).toBe(0);
    expect(writeOffOf(tolerance(null, null), 10_000, 9_990)).toBe(0);
    expect(writeOffOf(tolerance(100, null), 10_000, 10_000)).toBe(0);
    expect(writeOffOf(tolerance(100, null), 10_000, 10_050)).toBe(0);
    expect(writeOffOf(tolerance(100, null), 50, 0)).toBe(0);
  });

  it('writes off the whole shortfall up to the amount, inclusive, and nothing above it', () => {
    expect(writeOffOf(tolerance(100, null), 10_000, 9_900)).toBe(100);
    expect(writeOffOf(tolerance(100, null), 10_000, 9_899)).toBe(0);
  });

  it('measures the percent against the available amount in integers, and applies every limit set', () => {
    // 0.5 % of 10,000.00 is 50.00: exactly at the limit settles, a kopeck more does not.
    expect(writeOffOf(tolerance(null, 50), 1_000_000, 995_000)).toBe(5_000);
    expect(writeOffOf(tolerance(null, 50), 1_000_000, 994_999)).toBe(0);
    expect(writeOffOf(tolerance(1_000, 50), 1_000_000, 995_000)).toBe(0);
    // Far beyond 2^53 / 10,000 the comparison stays exact.
    const huge = Number.MAX_SAFE_INTEGER - 1;
    expect(writeOffOf(tolerance(null, 1), huge, huge - Math.floor(huge / 10_000))).toBe(Math.floor(huge / 10_000));
  });

  it('never writes off more than the tolerance nor more than the shortfall (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        fc.option(fc.integer({ min: 1, max: 10_000 })),
        (available, allocated, amount, basisPoints) => {
          const written = writeOffOf(tolerance(amount, basisPoints), available, allocated);
          if (written === 0) return;
          expect(written).toBe(available - allocated);
          if (amount !== null) expect(written).toBeLessThanOrEqual(amount);
          if (basisPoints !== null) expect(written * 10_000).toBeLessThanOrEqual(available * basisPoints);
        },
      ),
    );
  });
});

describe('planAllocation with a tolerance', () => {
  it('settles a short invoice fully: Paid, no debt left, the difference a write-off to the target', () => {
    const plan = planOf(99_950, [invoice('a', 100_000)], [99_950], tolerance(100, null));
    expect(plan.canConfirm).toBe(true);
    expect(plan.writeOffAmount).toBe(50);
    expect(plan.writeOffTarget).toEqual(TARGET);
    expect(plan.invoiceDebtRemaining).toBe(0);
    expect(plan.hasPartialPayments).toBe(false);
    // The bank money is what it was: the write-off is no part of the payment.
    expect(plan.allocatedAmount).toBe(99_950);
    expect(plan.unallocatedPaymentAmount).toBe(0);
    expect(plan.lines[0]).toMatchObject({
      allocatedAmount: 99_950,
      writeOffAmount: 50,
      isPartialPayment: false,
      expectedPaymentStatusAfter: 'Paid',
      remainingAfterAllocation: 0,
      invoiceDebtRemainingAfter: 0,
    });
  });

  it('changes nothing above the tolerance: the line stays a partial payment', () => {
    const within = planOf(99_899, [invoice('a', 100_000)], [99_899], tolerance(100, null));
    const without = planOf(99_899, [invoice('a', 100_000)], [99_899], null);
    expect(within).toEqual(without);
    expect(within.lines[0]).toMatchObject({ writeOffAmount: 0, isPartialPayment: true });
    expect(within.writeOffTarget).toBeNull();
  });

  it('measures against what other live allocations leave available, so the document is never over-settled', () => {
    // 600 of 1,000 reserved elsewhere: 400 available, 395 paid, 5 written off; the other 600 stay owed meanwhile.
    const plan = planOf(395, [invoice('a', 1_000, 600)], [395], tolerance(10, null));
    expect(plan.lines[0]).toMatchObject({
      writeOffAmount: 5,
      remainingAfterAllocation: 0,
      invoiceDebtRemainingAfter: 600,
      expectedPaymentStatusAfter: 'PartiallyPaid',
    });
  });

  it('writes off per line within the tolerance, and never on a line that cannot be confirmed', () => {
    const plan = planOf(1_990 + 980, [invoice('a', 2_000), invoice('b', 1_000)], [1_990, 980], tolerance(15, null));
    expect(plan.lines.map((line) => line.writeOffAmount)).toEqual([10, 0]);
    expect(plan.writeOffAmount).toBe(10);
    const exceeded = planOf(1_000, [invoice('a', 990)], [1_000], tolerance(15, null));
    expect(exceeded.canConfirm).toBe(false);
    expect(exceeded.writeOffAmount).toBe(0);
  });
});
