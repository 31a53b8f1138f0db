import { randomUUID } from 'node:crypto';
import {
  contextHeaders,
  matchedTransactionIn,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
  type Sample,
} from '../../../test/authorization-matrix.fixture';

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

const byTransaction: Sample = async (fixture, placement) => ({
  params: { bankTransactionId: (await matchedTransactionIn(fixture, placement)).transactionId },
});
const byAllocation: Sample = async (fixture, placement) => ({
  params: { id: await allocationIn(fixture, placement) },
});

/**
 * Payment candidates and allocations: each case on its own matched transaction of 100 RUB in the targeted outlet,
 * whose organization has a default connection and an open invoice of the matrix supplier in that outlet; the
 * allocation cases act on a fresh allocation of such a transaction.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/payment-candidates/build/{bankTransactionId}': byTransaction,
  'GET /api/payment-candidates/{bankTransactionId}': byTransaction,
  'GET /api/payment-allocations': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
  'POST /api/payment-allocations/preview': async (fixture, placement) => ({
    body: {
      bankTransactionId: (await matchedTransactionIn(fixture, placement)).transactionId,
      allocationMethod: 'AutomaticFifo',
      lines: [],
    },
  }),
  'POST /api/payment-allocations/confirm': async (fixture, placement) => {
    const { transactionId, documentId } = await matchedTransactionIn(fixture, placement);
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
