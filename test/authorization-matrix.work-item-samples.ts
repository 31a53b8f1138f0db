import {
  contextHeaders,
  insertMatrixImport,
  type MatrixFixture,
  type Placement,
  type Sample,
} from './authorization-matrix.samples';

/**
 * The accountant work queue reads: both are Outlet-required, so every case sends the context of the targeted
 * outlet; the single item is a fresh matched transaction of that outlet (a NeedsPreparation item).
 */
export function workItemSamples(): Record<string, Sample> {
  return {
    'GET /api/accountant-work-items': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
    'GET /api/accountant-work-items/{bankTransactionId}': async (fixture, placement) => ({
      params: { bankTransactionId: await workItemTransactionIn(fixture, placement) },
      headers: contextHeaders(fixture, placement),
    }),
  };
}

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
