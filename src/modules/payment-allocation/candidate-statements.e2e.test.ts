import type { DataSource } from 'typeorm';
import { createPaymentScope, seedTransactions, type PaymentScope } from '../../../test/payment-fixtures';
import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';
import { reportFigure } from '../../../test/run-report';

async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

/**
 * `count` open incoming invoices of `supplierId` in the scope's outlet, set-based: numbers, dates and amounts vary so
 * the scoring has something to order. Plus one deleted invoice and one of no outlet, which the build must leave out.
 */
async function seedOpenInvoices(db: DataSource, scope: PaymentScope, supplierId: string, count: number) {
  await db.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, is_deleted, processing_state_checked_at_utc,
       processing_state_source, revision)
     SELECT $1, $2, $3 || '-' || n, 'INV-' || n, DATE '2025-01-01' + (n % 365), $3, 'incoming',
            'IncomingInvoice', 1000 + n * 7 % 90000, 0, 1000 + n * 7 % 90000, 'RUB', 'Unpaid',
            CASE WHEN n > $4 + 1 THEN NULL ELSE $5::uuid END, true, n = $4 + 1, now(), 'erp_unpaid_batch', 1
       FROM generate_series(1, $4 + 2) AS n`,
    [scope.connectionId, scope.organizationId, supplierId, count, scope.locationId],
  );
}

describe('SQL statements of a candidate build', () => {
  const env = useTestEnvironment();

  it('builds 5,000 candidates in as many statements as 50', async () => {
    const scope = await createPaymentScope(env);
    const db = env.app.dataSource;
    const small = `${scope.supplierId}-s`;
    const large = `${scope.supplierId}-l`;
    await seedOpenInvoices(db, scope, small, 50);
    await seedOpenInvoices(db, scope, large, 5_000);
    const [smallPayment, largePayment] = await seedTransactions(db, scope, [
      { amount: 250_000, counterpartyId: small, description: 'Payment INV-7' },
      { amount: 250_000, counterpartyId: large, description: 'Payment INV-7' },
    ]);

    const build = async (bankTransactionId: string) => {
      const before = await sqlStatements(env);
      const started = performance.now();
      const response = await scope.accountant
        .rest('post', `/api/payment-candidates/build/${bankTransactionId}`)
        .set(scope.headers);
      const milliseconds = performance.now() - started;
      const after = await sqlStatements(env);
      expect(response.status).toBe(200);
      return { statements: after - before, candidates: response.body as Candidate[], milliseconds };
    };

    const few = await build(smallPayment);
    const many = await build(largePayment);

    expect(few.candidates).toHaveLength(50);
    expect(many.candidates).toHaveLength(5_000);
    expect(many.candidates.map((candidate) => candidate.rank)).toEqual(
      Array.from({ length: 5_000 }, (_, index) => index + 1),
    );
    expect(new Set(many.candidates.map((candidate) => candidate.document.documentId)).size).toBe(5_000);
    for (const candidate of many.candidates) {
      expect(candidate.document.supplierId).toBe(large);
      expect(candidate.document.locationId).toBe(scope.locationId);
    }
    // The invoice quoted in the bank text ranks first; suggestions never pass the payment.
    expect(many.candidates[0].document.documentId).toBe(`${large}-7`);
    expect(many.candidates.reduce((total, candidate) => total + candidate.suggestedAmount, 0)).toBe(250_000);
    const [{ stored }] = await db.query(
      'SELECT sum(cardinality(document_ids))::int AS stored FROM payment_candidate_lists WHERE bank_transaction_id = $1',
      [largePayment],
    );
    expect(stored).toBe(5_000);

    // A rebuild replaces the list rather than adding to it, in the same number of statements.
    const again = await build(largePayment);
    expect(again.candidates).toHaveLength(5_000);
    const [{ restored }] = await db.query(
      'SELECT sum(cardinality(document_ids))::int AS restored FROM payment_candidate_lists WHERE bank_transaction_id = $1',
      [largePayment],
    );
    expect(restored).toBe(5_000);

    reportFigure(
      `candidate build statements: 50 → ${few.statements}, 5,000 → ${many.statements} (rebuild ${again.statements}); ` +
        `HTTP time 50 → ${few.milliseconds.toFixed(0)} ms, 5,000 → ${many.milliseconds.toFixed(0)} ms, ` +
        `rebuild ${again.milliseconds.toFixed(0)} ms (timing: see npm run bench:allocate)`,
    );
    expect(many.statements).toBe(few.statements);
    expect(again.statements).toBe(few.statements);
    // The actor, the access check of the transaction (transaction, outlet, organization chain), the transaction's
    // begin and commit, and the build's own three: facts, open documents, one upsert of the list.
    expect(many.statements).toBeLessThanOrEqual(9);
  });
});

interface Candidate {
  rank: number;
  suggestedAmount: number;
  document: { documentId: string; supplierId: string; locationId: string };
}
