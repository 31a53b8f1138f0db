import { createPaymentScope, type PaymentScope } from '../../../test/payment-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';
import { parseCsv, seedPostings } from '../../../test/evidence-fixtures';
import { reportFigure } from '../../../test/run-report';

const PATH = '/api/reports/reconciliation-evidence/export.csv';

/** Wall time and the server process's peak RSS above its level before the request (the server runs in-process). */
async function measured(scope: PaymentScope): Promise<{ rows: number; ms: number; peakRssDeltaMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const started = performance.now();
  const response = await scope.accountant.rest('get', PATH).expect(200);
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { rows: parseCsv(response.text).length - 1, ms, peakRssDeltaMb: (peak - before) / 2 ** 20 };
}

describe('reconciliation evidence export cap', () => {
  const env = useTestEnvironment();
  let large: PaymentScope;
  let small: PaymentScope;

  beforeAll(async () => {
    large = await createPaymentScope(env);
    small = await createPaymentScope(env);
    // 2,501 postings of 2 lines: 5,002 rows in reach, 2 over the cap.
    await seedPostings(env.app.dataSource, large, { status: 'Reconciled', documentNumbers: ['A-1', 'A-2'] }, 2501);
    await seedPostings(env.app.dataSource, small, { status: 'Reconciled', documentNumbers: ['B-1', 'B-2'] }, 250);
  }, 120_000);

  it('stops at 5,000 rows, newest posting first, and says so in the audit entry', async () => {
    const response = await large.accountant.rest('get', PATH).expect(200);
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toHaveLength(47);
    expect(rows).toHaveLength(5000);
    const [{ total }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS total FROM erp_payment_postings p
         JOIN payment_allocation_lines l ON l.allocation_id = p.payment_allocation_id WHERE p.organization_id = $1`,
      [large.organizationId],
    );
    expect(total).toBe(5002);
    const [entry] = await env.app.dataSource.query(
      `SELECT details_json FROM audit_log WHERE user_id = $1 AND action = 'Export'`,
      [large.accountant.user.id],
    );
    expect(entry.details_json).toEqual({ format: 'csv', rowCount: 5000, rowCap: 5000, filters: {} });
  });

  it('measures 500 against 5,000 rows (memory stays flat when streamed)', async () => {
    await measured(small); // warm-up: plans, the first connection of the runner
    const figures = { 500: await measured(small), 5000: await measured(large) };
    expect(figures[500].rows).toBe(500);
    expect(figures[5000].rows).toBe(5000);
    reportFigure(
      `reconciliation export: ` +
        Object.entries(figures)
          .map(([n, f]) => `${n} rows ${f.ms.toFixed(0)} ms, peak RSS +${f.peakRssDeltaMb.toFixed(1)} MB`)
          .join('; '),
    );
  });
});
