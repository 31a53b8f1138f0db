import { randomUUID } from 'node:crypto';
import { createPaymentScope, seedDocuments, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';

interface Reason {
  code: string;
  points: number;
  message: string;
}

interface Candidate {
  bankTransactionId: string;
  rank: number;
  document: {
    documentId: string;
    documentNumber: string;
    locationId: string | null;
    supplierId: string;
    direction: string;
    currency: string;
    unpaidAmount: number;
    isProcessed: boolean | null;
    isDeleted: boolean;
  };
  reservedAmount: number;
  availableAmount: number;
  suggestedAmount: number;
  confidence: number;
  reasons: Reason[];
}

const idsOf = (candidates: Candidate[]) => candidates.map((candidate) => candidate.document.documentId);
const codesOf = (candidate: Candidate) => candidate.reasons.map((reason) => reason.code);

/** What a client relies on of a list, without the build time. */
const comparable = (candidates: Candidate[]) =>
  candidates.map(({ rank, document, reservedAmount, availableAmount, suggestedAmount, confidence, reasons }) => ({
    rank,
    documentId: document.documentId,
    reservedAmount,
    availableAmount,
    suggestedAmount,
    confidence,
    reasons,
  }));

/** Invariants every candidate list keeps, whatever was seeded. */
function expectConsistent(candidates: Candidate[], paymentAmount: number) {
  expect(candidates.map((candidate) => candidate.rank)).toEqual(candidates.map((_, index) => index + 1));
  for (const candidate of candidates) {
    expect(candidate.confidence).toBeGreaterThanOrEqual(0);
    expect(candidate.confidence).toBeLessThanOrEqual(100);
    expect(candidate.reasons.reduce((total, reason) => total + reason.points, 0)).toBe(candidate.confidence);
    expect(candidate.suggestedAmount).toBeGreaterThanOrEqual(0);
    expect(candidate.suggestedAmount).toBeLessThanOrEqual(candidate.availableAmount);
    expect(candidate.availableAmount).toBe(Math.max(0, candidate.document.unpaidAmount - candidate.reservedAmount));
  }
  for (let i = 1; i < candidates.length; i += 1)
    expect(candidates[i].confidence).toBeLessThanOrEqual(candidates[i - 1].confidence);
  expect(candidates.reduce((total, candidate) => total + candidate.suggestedAmount, 0)).toBeLessThanOrEqual(
    paymentAmount,
  );
}

describe('payment candidates (REST)', () => {
  const env = useTestEnvironment();
  const db = () => env.app.dataSource;

  const build = (scope: PaymentScope, bankTransactionId: string) =>
    scope.accountant.rest('post', `/api/payment-candidates/build/${bankTransactionId}`).set(scope.headers);
  const read = (scope: PaymentScope, bankTransactionId: string) =>
    scope.accountant.rest('get', `/api/payment-candidates/${bankTransactionId}`).set(scope.headers);
  const built = async (scope: PaymentScope, bankTransactionId: string): Promise<Candidate[]> => {
    const response = await build(scope, bankTransactionId);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    return response.body;
  };
  const allocationCount = async (bankTransactionId: string): Promise<number> => {
    const [{ count }] = await db().query(
      'SELECT count(*)::int AS count FROM payment_allocations WHERE bank_transaction_id = $1',
      [bankTransactionId],
    );
    return count;
  };

  it('offers only payable documents of the matched supplier, isolated by bank direction', async () => {
    const scope = await createPaymentScope(env);
    const otherOutlet = await env.createLocation(scope.organizationId);
    const [incoming, partlyPaid, outgoing] = await seedDocuments(db(), scope, [
      { amount: 3_000 },
      { amount: 4_000, paidAmount: 1_000 },
      { amount: 2_500, direction: 'outgoing' },
    ]);
    // One document of each kind a payment must never be offered, in both directions.
    const excluded = await seedDocuments(
      db(),
      scope,
      (['incoming', 'outgoing'] as const).flatMap((direction) => [
        { amount: 1_000, direction, supplierId: `${scope.supplierId}-other` },
        { amount: 1_000, direction, locationId: otherOutlet },
        { amount: 1_000, direction, locationId: null },
        { amount: 1_000, direction, isProcessed: false },
        { amount: 1_000, direction, isProcessed: null },
        { amount: 1_000, direction, isDeleted: true },
        { amount: 1_000, direction, paidAmount: 1_000 },
        { amount: 1_000, direction, currency: 'USD' },
      ]),
    );
    const [debit, credit] = await seedTransactions(db(), scope, [
      { amount: 5_000, direction: 'Debit' },
      { amount: 5_000, direction: 'Credit' },
    ]);

    const forDebit = await built(scope, debit);
    expect(idsOf(forDebit).sort()).toEqual([incoming, partlyPaid].sort());
    for (const candidate of forDebit) {
      expect(candidate.bankTransactionId).toBe(debit);
      expect(candidate.document).toMatchObject({
        direction: 'incoming',
        supplierId: scope.supplierId,
        locationId: scope.locationId,
        currency: 'RUB',
        isProcessed: true,
        isDeleted: false,
      });
    }
    expect(forDebit.find((candidate) => candidate.document.documentId === partlyPaid)).toMatchObject({
      document: { unpaidAmount: 3_000 },
      availableAmount: 3_000,
    });
    expectConsistent(forDebit, 5_000);

    const forCredit = await built(scope, credit);
    expect(idsOf(forCredit)).toEqual([outgoing]);
    expect(forCredit[0].document.direction).toBe('outgoing');
    expectConsistent(forCredit, 5_000);

    for (const id of excluded) expect([...idsOf(forDebit), ...idsOf(forCredit)]).not.toContain(id);
  });

  it('orders by confidence, amount distance, date distance, date, number and id', async () => {
    const scope = await createPaymentScope(env);
    const id = (label: string) => `ord-${randomUUID().slice(0, 8)}-${label}`;
    const near = '2025-05-30';
    // Expected order; each neighbouring pair is decided by the criterion its comment names.
    const expected = [
      { id: id('exact'), amount: 10_000, date: near }, // confidence 70: equal amount, recent
      { id: id('fit-4000'), amount: 6_000, date: near }, // confidence 35 …, amount distance 4,000
      { id: id('fit-5000'), amount: 5_000, date: near }, // … amount distance 5,000
      { id: id('day-1'), amount: 4_000, date: '2025-05-31' }, // … same amount distance, 1 day away
      { id: id('day-5'), amount: 4_000, date: '2025-05-27' }, // … 5 days away
      { id: id('num'), amount: 2_000, date: near, number: 'NUM-A' }, // … same distances, number NUM-A
      { id: id('num'), amount: 2_000, date: near, number: 'NUM-B' }, // … NUM-B
      { id: `${id('same')}-a`, amount: 1_000, date: near, number: 'SAME-1' }, // … same number, id …-a
      { id: '', amount: 1_000, date: near, number: 'SAME-1' }, // … id …-b (set below)
      { id: id('partial'), amount: 20_000, date: near }, // confidence 20: more than the payment
      { id: id('before'), amount: 3_000, date: '2025-03-13' }, // confidence 15, 80 days before …
      { id: id('after'), amount: 3_000, date: '2025-08-20' }, // … 80 days after: the later date last
    ];
    expected[8].id = expected[7].id.replace(/-a$/, '-b');
    await seedDocuments(db(), scope, [...expected].reverse());
    const [payment] = await seedTransactions(db(), scope, [
      { amount: 10_000, date: '2025-06-01', description: 'Payment for goods' },
    ]);

    const candidates = await built(scope, payment);
    expect(idsOf(candidates)).toEqual(expected.map((document) => document.id));
    expect(candidates.map((candidate) => candidate.confidence)).toEqual([
      70, 35, 35, 35, 35, 35, 35, 35, 35, 20, 15, 15,
    ]);
    expect(codesOf(candidates[0])).toEqual(['amount_equal', 'date_distance']);
    expect(codesOf(candidates[9])).toEqual(['amount_partial', 'date_distance']);
    expect(codesOf(candidates[11])).toEqual(['amount_fits', 'dated_after_payment']);
    // The exact-amount document takes the whole payment; the others get nothing.
    expect(candidates.map((candidate) => candidate.suggestedAmount)).toEqual([10_000, ...Array(11).fill(0)]);
    expectConsistent(candidates, 10_000);
  });

  it('explains the confidence: a document number quoted by the bank text scores', async () => {
    const scope = await createPaymentScope(env);
    const [quoted, plain] = await seedDocuments(db(), scope, [
      { amount: 700, number: 'INV-7731', date: '2025-01-31' },
      { amount: 700, number: 'INV-7732', date: '2025-01-31' },
    ]);
    const [payment] = await seedTransactions(db(), scope, [
      { amount: 700, date: '2025-02-01', description: 'Oplata po schetu inv 7731 za tovar' },
    ]);

    const candidates = await built(scope, payment);
    expect(idsOf(candidates)).toEqual([quoted, plain]);
    expect(codesOf(candidates[0])).toEqual(['amount_equal', 'number_in_bank_text', 'date_distance']);
    expect(candidates[0].confidence).toBe(100);
    expect(codesOf(candidates[1])).toEqual(['amount_equal', 'date_distance']);
    expect(candidates[1].confidence).toBe(70);
    expect(candidates[0].reasons.find((reason) => reason.code === 'amount_equal')?.points).toBeGreaterThan(0);
    expectConsistent(candidates, 700);
  });

  it('subtracts reservations of live allocations and releases them on cancel', async () => {
    const scope = await createPaymentScope(env);
    const [large, small] = await seedDocuments(db(), scope, [
      { amount: 5_000, date: '2025-01-30' },
      { amount: 3_000, date: '2025-01-30' },
    ]);
    const [other, payment] = await seedTransactions(db(), scope, [{ amount: 2_000 }, { amount: 5_000 }]);
    const confirm = await scope.accountant
      .rest('post', '/api/payment-allocations/confirm')
      .set(scope.headers)
      .send({
        bankTransactionId: other,
        allocationMethod: 'Manual',
        idempotencyKey: 'other-payment',
        lines: [{ documentId: large, allocatedAmount: 2_000 }],
      });
    expect(confirm.status).toBe(201);

    const reserved = await built(scope, payment);
    expect(reserved.find((candidate) => candidate.document.documentId === large)).toMatchObject({
      document: { unpaidAmount: 5_000 },
      reservedAmount: 2_000,
      availableAmount: 3_000,
    });
    expect(reserved.find((candidate) => candidate.document.documentId === small)).toMatchObject({
      reservedAmount: 0,
      availableAmount: 3_000,
    });
    expectConsistent(reserved, 5_000);
    expect(reserved.reduce((total, candidate) => total + candidate.suggestedAmount, 0)).toBe(5_000);
    // The stored list reads back the reservation the build saw.
    expect(comparable((await read(scope, payment)).body)).toEqual(comparable(reserved));

    const cancel = await scope.accountant
      .rest('post', `/api/payment-allocations/${confirm.body.allocationId}/cancel`)
      .set(scope.headers)
      .send({ reason: 'Wrong invoice' });
    expect(cancel.status).toBe(200);
    const released = await built(scope, payment);
    expect(released.find((candidate) => candidate.document.documentId === large)).toMatchObject({
      reservedAmount: 0,
      availableAmount: 5_000,
      suggestedAmount: 5_000,
      reasons: expect.arrayContaining([expect.objectContaining({ code: 'amount_equal' })]),
    });
    expect(released[0].document.documentId).toBe(large);
    expectConsistent(released, 5_000);
  });

  it('persists the list: empty before a build, read back in order, replaced by a rebuild, no allocation', async () => {
    const scope = await createPaymentScope(env);
    const [first, second, third] = await seedDocuments(db(), scope, [
      { amount: 1_200, date: '2025-01-10' },
      { amount: 900, date: '2025-01-20' },
      { amount: 400, date: '2025-01-25' },
    ]);
    const [payment] = await seedTransactions(db(), scope, [{ amount: 1_500 }]);

    const before = await read(scope, payment);
    expect(before.status).toBe(200);
    expect(before.body).toEqual([]);

    const candidates = await built(scope, payment);
    expect(idsOf(candidates).sort()).toEqual([first, second, third].sort());
    const stored = await read(scope, payment);
    expect(stored.status).toBe(200);
    expect(comparable(stored.body)).toEqual(comparable(candidates));
    expect(await allocationCount(payment)).toBe(0);

    // The documents change; the stored list is the old one until a rebuild replaces it.
    await db().query(
      'UPDATE erp_document_snapshots SET is_deleted = true WHERE connection_id = $1 AND external_document_id = $2',
      [scope.connectionId, second],
    );
    const [fourth] = await seedDocuments(db(), scope, [{ amount: 1_500, date: '2025-01-31' }]);
    expect(idsOf((await read(scope, payment)).body)).toEqual(idsOf(candidates));

    const rebuilt = await built(scope, payment);
    expect(idsOf(rebuilt)[0]).toBe(fourth);
    expect(idsOf(rebuilt).sort()).toEqual([first, third, fourth].sort());
    expect(comparable((await read(scope, payment)).body)).toEqual(comparable(rebuilt));
    const [{ rows }] = await db().query(
      'SELECT sum(cardinality(document_ids))::int AS rows FROM payment_candidate_lists WHERE bank_transaction_id = $1',
      [payment],
    );
    expect(rows).toBe(3);
    expect(await allocationCount(payment)).toBe(0);
  });

  it('refuses excluded, unmatched and unknown transactions and organizations without a default connection', async () => {
    const scope = await createPaymentScope(env);
    await seedDocuments(db(), scope, [{ amount: 1_000 }]);
    const [excluded, unmatched] = await seedTransactions(db(), scope, [
      { amount: 1_000, matchStatus: 'Excluded' },
      { amount: 1_000, matchStatus: 'Unmatched' },
    ]);
    const expectError = async (bankTransactionId: string, status: number, code: string) => {
      const response = await build(scope, bankTransactionId);
      expect({ status: response.status, code: response.body.code }).toEqual({ status, code });
    };
    await expectError(excluded, 409, 'counterparty_match_excluded');
    await expectError(unmatched, 409, 'counterparty_match_required');
    await expectError(randomUUID(), 404, 'bank_transaction_not_found');
    await expectError('not-a-uuid', 400, 'validation.failed');
    expect((await read(scope, excluded)).body).toEqual([]);

    const bare = await createPaymentScope(env);
    await db().query('UPDATE erp_connections SET is_default = false WHERE id = $1', [bare.connectionId]);
    const [payment] = await seedTransactions(db(), bare, [{ amount: 1_000 }]);
    const response = await build(bare, payment);
    expect({ status: response.status, code: response.body.code }).toEqual({
      status: 409,
      code: 'erp_default_connection_missing',
    });
  });

  it('lets a Viewer read the list but not build it', async () => {
    const scope = await createPaymentScope(env);
    const [documentId] = await seedDocuments(db(), scope, [{ amount: 800 }]);
    const [payment] = await seedTransactions(db(), scope, [{ amount: 800 }]);
    await built(scope, payment);
    const viewer = await env.clientFor('Viewer', {
      organizationId: scope.organizationId,
      locationId: scope.locationId,
    });

    const denied = await viewer.rest('post', `/api/payment-candidates/build/${payment}`).set(scope.headers);
    expect({ status: denied.status, code: denied.body.code }).toEqual({ status: 403, code: 'forbidden' });
    const list = await viewer.rest('get', `/api/payment-candidates/${payment}`).set(scope.headers);
    expect(list.status).toBe(200);
    expect(idsOf(list.body)).toEqual([documentId]);

    // The same operations over GraphQL: the list, and the denial in the error extensions.
    const read = await viewer
      .graphql('query ($id: String) { paymentCandidates(bankTransactionId: $id) { rank document { documentId } } }', {
        id: payment,
      })
      .set(scope.headers);
    expect(read.body.data.paymentCandidates).toEqual([{ rank: 1, document: { documentId } }]);
    const write = await viewer
      .graphql('mutation ($id: String) { buildPaymentCandidates(bankTransactionId: $id) { rank } }', { id: payment })
      .set(scope.headers);
    expect(write.body.errors?.[0]?.extensions).toMatchObject({ code: 'forbidden', httpStatus: 403 });
  });
});
