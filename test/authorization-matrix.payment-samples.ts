import { randomUUID } from 'node:crypto';
import {
  insertMatrixImport,
  contextHeaders,
  type MatrixFixture,
  type Placement,
  type Sample,
} from './authorization-matrix.samples';

/**
 * Payment candidates and allocations: each case on its own matched transaction of 100 RUB in the targeted outlet,
 * whose organization has a default connection and an open invoice of the matrix supplier in that outlet; the
 * allocation cases act on a fresh allocation of such a transaction.
 */
export function paymentSamples(): Record<string, Sample> {
  const transaction = (fixture: MatrixFixture, placement: Placement) => matchedTransactionIn(fixture, placement);
  const byTransaction: Sample = async (fixture, placement) => ({
    params: { bankTransactionId: (await transaction(fixture, placement)).transactionId },
  });
  const byAllocation: Sample = async (fixture, placement) => ({
    params: { id: await allocationIn(fixture, placement) },
  });
  return {
    'POST /api/payment-candidates/build/{bankTransactionId}': byTransaction,
    'GET /api/payment-candidates/{bankTransactionId}': byTransaction,
    'GET /api/payment-allocations': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
    'POST /api/payment-allocations/preview': async (fixture, placement) => ({
      body: {
        bankTransactionId: (await transaction(fixture, placement)).transactionId,
        allocationMethod: 'AutomaticFifo',
        lines: [],
      },
    }),
    'POST /api/payment-allocations/confirm': async (fixture, placement) => {
      const { transactionId, documentId } = await transaction(fixture, placement);
      return {
        body: {
          bankTransactionId: transactionId,
          allocationMethod: 'Manual',
          idempotencyKey: randomUUID(),
          lines: [{ documentId, allocatedAmount: 100 }],
        },
      };
    },
    'GET /api/payment-allocations/{id}': byAllocation,
    'POST /api/payment-allocations/{id}/approve': byAllocation,
    'POST /api/payment-allocations/{id}/cancel': async (fixture, placement) => ({
      params: { id: await allocationIn(fixture, placement) },
      body: { reason: 'Paid twice by mistake' },
    }),
  };
}

/** The default connection of an organization, created on first use. */
async function defaultConnectionOf(fixture: MatrixFixture, organizationId: string): Promise<string> {
  const [found] = await fixture.env.app.dataSource.query(
    'SELECT id FROM erp_connections WHERE organization_id = $1 AND is_default AND deleted_at_utc IS NULL',
    [organizationId],
  );
  if (found) return found.id as string;
  return fixture.env.createErpConnection(organizationId, {
    baseUrl: 'http://127.0.0.1:9',
    login: 'matrix',
    password: 'matrix-password',
  });
}

/** A Debit of 100 RUB matched to the matrix supplier, and its open invoice on the default connection, in the outlet. */
export async function matchedTransactionIn(
  fixture: MatrixFixture,
  placement: Placement,
): Promise<{ transactionId: string; documentId: string }> {
  const db = fixture.env.app.dataSource;
  const importId = await insertMatrixImport(fixture, placement);
  const [transaction] = await db.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                    transaction_date, direction, amount, currency, match_status, match_reason,
                                    matched_counterparty_id, matched_counterparty_name)
     SELECT id, organization_id, location_id, 0, 0, '2026-11-01', 'Debit', 100, 'RUB', 'ManualMatched', 'manual',
            'matrix-supplier', 'Matrix supplier'
       FROM bank_imports WHERE id = $1
     RETURNING id, organization_id, location_id`,
    [importId],
  );
  const connectionId = await defaultConnectionOf(fixture, transaction.organization_id);
  const documentId = `matrix-${randomUUID()}`;
  await db.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, revision)
     VALUES ($1, $2, $3, 'M-1', '2026-10-01', 'matrix-supplier', 'incoming', 'IncomingInvoice', 100, 0, 100, 'RUB',
             'Unpaid', $4, true, 1)`,
    [connectionId, transaction.organization_id, documentId, transaction.location_id],
  );
  return { transactionId: transaction.id, documentId };
}

/** A NeedsReview allocation of a fresh matched transaction, inserted as confirm would leave it. */
async function allocationIn(fixture: MatrixFixture, placement: Placement): Promise<string> {
  const { transactionId } = await matchedTransactionIn(fixture, placement);
  const [allocation] = await fixture.env.app.dataSource.query(
    `INSERT INTO payment_allocations (organization_id, location_id, bank_transaction_id, erp_connection_id,
       erp_counterparty_id, status, allocation_method, currency, total_amount, allocated_amount,
       document_settlement_amount, unallocated_payment_amount, invoice_debt_remaining, idempotency_key)
     SELECT t.organization_id, t.location_id, t.id, c.id, 'matrix-supplier', 'NeedsReview', 'Manual', 'RUB', 100, 100,
            100, 0, 0, 'matrix'
       FROM bank_transactions t
       JOIN erp_connections c ON c.organization_id = t.organization_id AND c.is_default AND c.deleted_at_utc IS NULL
      WHERE t.id = $1
     RETURNING id`,
    [transactionId],
  );
  return allocation.id as string;
}
