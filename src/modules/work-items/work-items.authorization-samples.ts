import {
  contextHeaders,
  insertMatrixImport,
  matchedTransactionIn,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
} from '../../../test/authorization-matrix.fixture';

/**
 * The accountant work queue: every route is Outlet-required, so every case sends the context of the targeted
 * outlet. The reads take a fresh matched transaction of that outlet (a NeedsPreparation item); prepare,
 * approve-and-queue and the payment run take one with an open invoice of its supplier, whose organization has a
 * default connection. An allowed approve-and-queue answers 200 whatever its outcome (here NeedsAttention: the
 * outlet has no write target to suggest), so no case writes to an accounting system.
 */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/accountant-work-items': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
  'GET /api/accountant-work-items/{bankTransactionId}': async (fixture, placement) => ({
    params: { bankTransactionId: await workItemTransactionIn(fixture, placement) },
    headers: contextHeaders(fixture, placement),
  }),
  'POST /api/accountant-work-items/{bankTransactionId}/prepare': async (fixture, placement) => ({
    params: { bankTransactionId: (await matchedTransactionIn(fixture, placement)).transactionId },
    headers: contextHeaders(fixture, placement),
    body: { idempotencyKey: 'matrix' },
  }),
  'POST /api/accountant-work-items/{bankTransactionId}/approve-and-queue': async (fixture, placement) => ({
    params: { bankTransactionId: (await matchedTransactionIn(fixture, placement)).transactionId },
    headers: contextHeaders(fixture, placement),
    body: { idempotencyKey: 'matrix' },
  }),
  'POST /api/accountant-payment-runs/preview': async (fixture, placement) => ({
    headers: contextHeaders(fixture, placement),
    body: {},
  }),
  'POST /api/accountant-payment-runs/approve': async (fixture, placement) => ({
    headers: contextHeaders(fixture, placement),
    body: {
      correlationId: 'matrix-run',
      items: [{ bankTransactionId: (await matchedTransactionIn(fixture, placement)).transactionId }],
    },
  }),
};

async function workItemTransactionIn(fixture: MatrixFixture, placement: Placement): Promise<string> {
  const importId = await insertMatrixImport(fixture, placement);
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                    transaction_date, direction, amount, currency, match_status, match_reason,
                                    matched_counterparty_id, matched_counterparty_name)
     SELECT id, organization_id, location_id, 0, 0, '2026-11-01', 'Debit', 100, 'RUB', 'ManualMatched', 'manual',
            'matrix-supplier', 'Matrix supplier'
       FROM bank_imports WHERE id = $1
     RETURNING id`,
    [importId],
  );
  return row.id as string;
}
