import fc from 'fast-check';
import { scoreCandidates } from './candidate-scoring';
import type { DocumentState, PaymentSubject } from './payment-documents';

function paymentOf(overrides: Partial<PaymentSubject> = {}): PaymentSubject {
  return {
    id: 'tx-1',
    organizationId: 'org-1',
    locationId: 'outlet-1',
    direction: 'Debit',
    amount: 1000,
    currency: 'RUB',
    transactionDate: '2025-02-01',
    matchStatus: 'ManualMatched',
    counterpartyId: 'sup-1',
    bankText: 'Payment',
    ...overrides,
  };
}

function documentOf(documentId: string, overrides: Partial<DocumentState> = {}): DocumentState {
  const amount = overrides.amount ?? 1000;
  return {
    documentId,
    connectionId: 'conn-1',
    organizationId: 'org-1',
    locationId: 'outlet-1',
    documentNumber: `N-${documentId}`,
    documentDate: '2025-01-30',
    supplierId: 'sup-1',
    direction: 'incoming',
    documentType: 'IncomingInvoice',
    amount,
    paidAmount: 0,
    unpaidAmount: amount,
    currency: 'RUB',
    paymentStatus: 'Unpaid',
    isProcessed: true,
    isDeleted: false,
    processingStateCheckedAtUtc: null,
    processingStateSource: null,
    reservedAmount: 0,
    paidOutsideAmount: 0,
    unpayableReason: null,
    ...overrides,
  };
}

const idsOf = (candidates: ReturnType<typeof scoreCandidates>) => candidates.map((c) => c.document.documentId);
const codesOf = (candidate: ReturnType<typeof scoreCandidates>[number]) => candidate.reasons.map((r) => r.code);

describe('scoreCandidates ordering', () => {
  it('puts the higher confidence first', () => {
    const ranked = scoreCandidates(paymentOf({ amount: 1000 }), [
      documentOf('fits', { amount: 400 }),
      documentOf('equal', { amount: 1000 }),
      documentOf('partial', { amount: 5000 }),
    ]);
    expect(idsOf(ranked)).toEqual(['equal', 'fits', 'partial']);
    expect(ranked.map((c) => c.confidence)).toEqual([70, 35, 20]);
    expect(ranked.map((c) => c.rank)).toEqual([1, 2, 3]);
  });

  it('breaks a confidence tie by the distance of the available amount to the payment', () => {
    const ranked = scoreCandidates(paymentOf({ amount: 1000 }), [
      documentOf('far', { amount: 1300 }),
      documentOf('near', { amount: 1100 }),
      // Same unpaid amount as "far", but reservations bring what is available next to the payment.
      documentOf('reserved', { amount: 1300, reservedAmount: 250 }),
    ]);
    expect(ranked.map((c) => c.confidence)).toEqual([20, 20, 20]);
    expect(idsOf(ranked)).toEqual(['reserved', 'near', 'far']);
  });

  it('then by the distance of the document date to the payment date', () => {
    const ranked = scoreCandidates(paymentOf({ amount: 1000, transactionDate: '2025-02-01' }), [
      documentOf('six-days', { amount: 2000, documentDate: '2025-01-26' }),
      documentOf('one-day', { amount: 2000, documentDate: '2025-01-31' }),
    ]);
    expect(ranked.map((c) => c.confidence)).toEqual([20, 20]);
    expect(idsOf(ranked)).toEqual(['one-day', 'six-days']);
  });

  it('then by the document date, the number and the id', () => {
    // 80 days either side scores no date points, so only the later keys can tell them apart.
    const ranked = scoreCandidates(paymentOf({ amount: 1000, transactionDate: '2025-03-22' }), [
      documentOf('after', { amount: 2000, documentDate: '2025-06-10' }),
      documentOf('b', { amount: 2000, documentDate: '2025-01-01', documentNumber: 'N-1' }),
      documentOf('a', { amount: 2000, documentDate: '2025-01-01', documentNumber: 'N-1' }),
      documentOf('c', { amount: 2000, documentDate: '2025-01-01', documentNumber: 'N-0' }),
    ]);
    expect(ranked.map((c) => c.confidence)).toEqual([0, 0, 0, 0]);
    expect(idsOf(ranked)).toEqual(['c', 'a', 'b', 'after']);
  });
});

describe('scoreCandidates suggestions', () => {
  it('lets an exact-amount document take the whole payment', () => {
    const ranked = scoreCandidates(paymentOf({ amount: 1000 }), [
      documentOf('small', { amount: 300 }),
      documentOf('exact', { amount: 1000 }),
    ]);
    expect(ranked.map((c) => [c.document.documentId, c.suggestedAmount])).toEqual([
      ['exact', 1000],
      ['small', 0],
    ]);
  });

  it('never suggests more than a document has available', () => {
    const ranked = scoreCandidates(paymentOf({ amount: 1000 }), [
      documentOf('a', { amount: 700, reservedAmount: 500 }),
      documentOf('b', { amount: 600 }),
    ]);
    expect(ranked.map((c) => [c.document.documentId, c.availableAmount, c.reservedAmount, c.suggestedAmount])).toEqual([
      ['b', 600, 0, 600],
      ['a', 200, 500, 200],
    ]);
  });

  it('keeps suggestions within availability and spends min(payment, Σ available) in rank order', () => {
    const documentArb = fc.record({
      unpaid: fc.integer({ min: 1, max: 20_000 }),
      reserved: fc.nat({ max: 25_000 }),
      day: fc.integer({ min: 1, max: 28 }),
      month: fc.constantFrom('01', '02', '03'),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.array(documentArb, { maxLength: 15 }), (amount, specs) => {
        const documents = specs.map((spec, index) =>
          documentOf(`d${index}`, {
            amount: spec.unpaid,
            reservedAmount: spec.reserved,
            documentDate: `2025-${spec.month}-${String(spec.day).padStart(2, '0')}`,
          }),
        );
        const ranked = scoreCandidates(paymentOf({ amount }), documents);
        expect(ranked).toHaveLength(documents.length);
        const available = ranked.reduce((sum, c) => sum + c.availableAmount, 0);
        const suggested = ranked.reduce((sum, c) => sum + c.suggestedAmount, 0);
        expect(suggested).toBe(Math.min(amount, available));
        let exhausted = false;
        ranked.forEach((candidate, index) => {
          expect(candidate.rank).toBe(index + 1);
          expect(candidate.availableAmount).toBe(
            Math.max(0, candidate.document.unpaidAmount - candidate.document.reservedAmount),
          );
          expect(candidate.suggestedAmount).toBeGreaterThanOrEqual(0);
          expect(candidate.suggestedAmount).toBeLessThanOrEqual(candidate.availableAmount);
          if (exhausted) expect(candidate.suggestedAmount).toBe(0);
          if (candidate.suggestedAmount < candidate.availableAmount) exhausted = true;
          if (index > 0) expect(candidate.confidence).toBeLessThanOrEqual(ranked[index - 1].confidence);
        });
      }),
    );
  });
});

describe('scoreCandidates reasons', () => {
  it('explains an exact amount, a quoted number and a close date, and sums them into the confidence', () => {
    const [candidate] = scoreCandidates(paymentOf({ amount: 1000, bankText: 'Payment for inv 1001 per contract' }), [
      documentOf('a', { amount: 1000, documentNumber: 'INV-1001', documentDate: '2025-01-31' }),
    ]);
    expect(candidate.reasons).toEqual([
      { code: 'amount_equal', points: 50, message: expect.any(String), days: null },
      { code: 'number_in_bank_text', points: 30, message: expect.any(String), days: null },
      { code: 'date_distance', points: 20, message: 'The document is dated 1 day before the payment.', days: 1 },
    ]);
    expect(candidate.confidence).toBe(100);
  });

  it('gives two date points less per further week and none after ten weeks', () => {
    const at = (documentDate: string) =>
      scoreCandidates(paymentOf({ amount: 1000, transactionDate: '2025-03-15' }), [
        documentOf('a', { amount: 5000, documentDate }),
      ])[0];
    expect(at('2025-03-15').reasons).toEqual([
      expect.objectContaining({ code: 'amount_partial', points: 0 }),
      { code: 'date_distance', points: 20, message: 'The document is dated 0 days before the payment.', days: 0 },
    ]);
    expect(at('2025-03-08').confidence).toBe(18);
    expect(at('2025-03-01').confidence).toBe(16);
    expect(at('2024-12-01').confidence).toBe(0);
    expect(codesOf(at('2025-03-16'))).toEqual(['amount_partial', 'dated_after_payment']);
    expect(at('2025-03-16').confidence).toBe(0);
  });

  it('explains a fully reserved document with that alone', () => {
    const [candidate] = scoreCandidates(paymentOf({ amount: 1000, bankText: 'INV-7777' }), [
      documentOf('a', { amount: 1000, reservedAmount: 1000, documentNumber: 'INV-7777' }),
    ]);
    expect(candidate.reasons).toEqual([{ code: 'fully_reserved', points: 0, message: expect.any(String), days: null }]);
    expect(candidate.confidence).toBe(0);
    expect(candidate.suggestedAmount).toBe(0);
  });

  it('does not match numbers shorter than three characters or only part of a word', () => {
    const [short] = scoreCandidates(paymentOf({ bankText: 'invoice 12 paid' }), [
      documentOf('a', { documentNumber: '12' }),
    ]);
    expect(codesOf(short)).not.toContain('number_in_bank_text');
    const [partial] = scoreCandidates(paymentOf({ bankText: 'ref 100123' }), [
      documentOf('b', { documentNumber: '1001' }),
    ]);
    expect(codesOf(partial)).not.toContain('number_in_bank_text');
  });

  it('always has confidence = min(100, Σ reason points) within 0–100', () => {
    const words = ['inv', '1001', 'A-17', 'payment', 'ref', '2002', 'x'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.constantFrom(...words), { maxLength: 6 }),
        fc.array(
          fc.record({
            unpaid: fc.integer({ min: 1, max: 6000 }),
            reserved: fc.nat({ max: 6000 }),
            number: fc.constantFrom('INV-1001', 'A-17', '2002', 'ZZ-9'),
            date: fc.integer({ min: 0, max: 120 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (amount, text, specs) => {
          const payment = paymentOf({ amount, bankText: text.join(' '), transactionDate: '2025-03-01' });
          const documents = specs.map((spec, index) =>
            documentOf(`d${index}`, {
              amount: spec.unpaid,
              reservedAmount: spec.reserved,
              documentNumber: spec.number,
              documentDate: new Date(Date.UTC(2024, 11, 1) + spec.date * 86_400_000).toISOString().slice(0, 10),
            }),
          );
          for (const candidate of scoreCandidates(payment, documents)) {
            const points = candidate.reasons.reduce((sum, reason) => sum + reason.points, 0);
            expect(candidate.confidence).toBe(Math.min(100, points));
            expect(candidate.confidence).toBeGreaterThanOrEqual(0);
            expect(candidate.confidence).toBeLessThanOrEqual(100);
            expect(candidate.reasons.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
