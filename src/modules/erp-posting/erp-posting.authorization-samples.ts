import { randomUUID } from 'node:crypto';
import {
  contextHeaders,
  insertMatrixImport,
  matchedTransactionIn,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
  type Sample,
} from '../../../test/authorization-matrix.fixture';

/** The write target every matrix posting is given, and that the connection's stored reference copy lists. */
const ACCOUNT = { id: 'matrix-account', code: '51', name: 'Matrix settlement account' };
const ARTICLE = { id: 'matrix-article', code: 'CF-1', name: 'Matrix supplier payments' };

/** The allocation status that goes with a posting in a given status, as the workflow leaves them. */
const ALLOCATION_STATUS_OF: Record<PostingStatus, string> = {
  ApprovalRequired: 'PostingQueued',
  Failed: 'Failed',
  Posted: 'Posted',
};

type PostingStatus = 'ApprovalRequired' | 'Failed' | 'Posted';

const byAllocation: Sample = async (fixture, placement) => ({
  params: { allocationId: await approvedAllocationIn(fixture, placement) },
});
const byPosting =
  (status: PostingStatus, withTarget = true): Sample =>
  async (fixture, placement) => ({
    params: { id: await postingIn(fixture, placement, status, withTarget) },
    body: {},
  });
const byDirectLine: Sample = async (fixture, placement) => ({
  params: { bankTransactionId: await directLineIn(fixture, placement) },
});
const read: Sample = async (fixture, placement) => ({
  params: { id: await postingIn(fixture, placement, 'ApprovalRequired', true) },
});

/**
 * Posting preview, queue and the posting workflow: each case on its own Approved allocation of 100 RUB paying one
 * open invoice in full in the targeted outlet (the import's balance adds up, so queue has nothing to refuse), and
 * the posting cases on a posting of such an allocation in the status the operation accepts. The connection is the
 * organization's default, whose address nothing listens on: the write target is checked against its stored copy,
 * and dry-run answers with a failed live gate. The direct posting cases each act on a fresh bank line its own rule
 * takes.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/erp/postings/preview/{allocationId}': byAllocation,
  'POST /api/erp/postings/queue/{allocationId}': async (fixture, placement) => ({
    ...(await byAllocation(fixture, placement)),
    body: {},
  }),
  'GET /api/erp/direct-postings/preview/{bankTransactionId}': byDirectLine,
  'POST /api/erp/direct-postings/queue/{bankTransactionId}': async (fixture, placement) => ({
    ...(await byDirectLine(fixture, placement)),
    body: {},
  }),
  'GET /api/erp/postings': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
  'GET /api/erp/postings/{id}': read,
  'POST /api/erp/postings/{id}/approve': byPosting('ApprovalRequired'),
  'POST /api/erp/postings/{id}/reject': async (fixture, placement) => ({
    params: { id: await postingIn(fixture, placement, 'ApprovalRequired', true) },
    body: { reason: 'Matrix withdrawal' },
  }),
  'POST /api/erp/postings/{id}/retry': byPosting('Failed'),
  'POST /api/erp/postings/{id}/reconcile': byPosting('Posted'),
  'PUT /api/erp/postings/{id}/write-target': async (fixture, placement) => {
    const id = await postingIn(fixture, placement, 'ApprovalRequired', false);
    return { params: { id }, body: { accountId: ACCOUNT.id, cashFlowArticleId: ARTICLE.id } };
  },
  'POST /api/erp/postings/{id}/dry-run': read,
  'GET /api/erp/postings/{id}/preflight': read,
  'GET /api/erp/postings/{id}/attempts': read,
  'GET /api/erp/postings/{id}/evidence': read,
};

/**
 * An allocation as confirm and approve leave it, paying the open invoice of a fresh matched transaction in full:
 * Approved, with its line and hold, on the connection of the invoice's snapshot. Its import's balance is made to add
 * up, so no balance review blocks the queue.
 */
async function approvedAllocationIn(fixture: MatrixFixture, placement: Placement): Promise<string> {
  const { transactionId, documentId } = await matchedTransactionIn(fixture, placement);
  const [row] = await fixture.env.app.dataSource.query(
    `WITH allocation AS (
       INSERT INTO payment_allocations (organization_id, location_id, bank_transaction_id, erp_connection_id,
         erp_counterparty_id, status, allocation_method, currency, total_amount, allocated_amount,
         document_settlement_amount, unallocated_payment_amount, invoice_debt_remaining, idempotency_key,
         approved_at_utc)
       SELECT t.organization_id, t.location_id, t.id, d.connection_id, t.matched_counterparty_id, 'Approved', 'Manual',
              'RUB', 100, 100, 100, 0, 0, 'matrix', now()
         FROM bank_transactions t
         JOIN erp_document_snapshots d ON d.external_document_id = $2 AND d.organization_id = t.organization_id
        WHERE t.id = $1
       RETURNING id, bank_transaction_id, erp_connection_id),
     line AS (
       INSERT INTO payment_allocation_lines (allocation_id, bank_transaction_id, connection_id, document_id,
         document_number, document_type, document_amount, allocated_amount, is_partial_payment, is_overpayment,
         payment_status_before, expected_payment_status_after, unpaid_amount_before, expected_unpaid_amount_after,
         sequence)
       SELECT id, bank_transaction_id, erp_connection_id, $2, 'M-1', 'IncomingInvoice', 100, 100, false, false,
              'Unpaid', 'Paid', 100, 0, 0
         FROM allocation),
     hold AS (
       INSERT INTO bank_transaction_holds (bank_transaction_id, allocation_id)
       SELECT bank_transaction_id, id FROM allocation),
     balanced AS (
       UPDATE bank_imports SET balance_matches = true
        WHERE id = (SELECT import_id FROM bank_transactions WHERE id = $1))
     SELECT id FROM allocation`,
    [transactionId, documentId],
  );
  return row.id as string;
}

/**
 * A fresh Debit of 100 RUB, alone in an import whose balance adds up, with a tax id of its own, and an active direct
 * posting rule of its organization taking exactly that line (by the tax id) on the default connection: queueing it
 * has nothing to refuse.
 */
async function directLineIn(fixture: MatrixFixture, placement: Placement): Promise<string> {
  const db = fixture.env.app.dataSource;
  const importId = await insertMatrixImport(fixture, placement);
  const taxId = String(Date.now()) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const [line] = await db.query(
    `WITH balanced AS (UPDATE bank_imports SET balance_matches = true WHERE id = $1)
     INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                    transaction_date, direction, amount, currency, match_status, match_reason,
                                    counterparty_tax_id)
     SELECT id, organization_id, location_id, 0, 0, '2026-11-01', 'Debit', 100, 'RUB', 'Unmatched', 'no_evidence', $2
       FROM bank_imports WHERE id = $1
     RETURNING id, organization_id`,
    [importId, taxId],
  );
  const [found] = await db.query(
    'SELECT id FROM erp_connections WHERE organization_id = $1 AND is_default AND deleted_at_utc IS NULL',
    [line.organization_id],
  );
  const connectionId: string =
    found?.id ??
    (await fixture.env.createErpConnection(line.organization_id as string, {
      baseUrl: 'http://127.0.0.1:9',
      login: 'matrix',
      password: 'matrix-password',
    }));
  await db.query(
    `INSERT INTO direct_posting_rules (organization_id, name, direction, counterparty_tax_id, erp_connection_id,
                                       account_id, account_name, cash_flow_article_id, cash_flow_article_name)
     VALUES ($1, $2, 'Debit', $2, $3, $4, $5, $6, $7)`,
    [line.organization_id, taxId, connectionId, ACCOUNT.id, ACCOUNT.name, ARTICLE.id, ARTICLE.name],
  );
  return line.id as string;
}

/**
 * A posting of a fresh Approved allocation in the given status, with its outbox row, as queue and the worker leave
 * it. With a write target, the target is also in the stored reference copy of the posting's connection.
 */
async function postingIn(
  fixture: MatrixFixture,
  placement: Placement,
  status: PostingStatus,
  withTarget: boolean,
): Promise<string> {
  const allocationId = await approvedAllocationIn(fixture, placement);
  const postingId = randomUUID();
  const [row] = await fixture.env.app.dataSource.query(
    `WITH posting AS (
       INSERT INTO erp_payment_postings (id, organization_id, location_id, payment_allocation_id, bank_transaction_id,
         erp_connection_id, status, posting_type, direction, supplier_external_id, currency, total_amount,
         posting_date, account_id, account_name, cash_flow_article_id, cash_flow_article_name, request_hash,
         idempotency_key, attempt_count, posted_at_utc, external_payment_id)
       SELECT $1::uuid, a.organization_id, a.location_id, a.id, a.bank_transaction_id, a.erp_connection_id, $3::varchar,
              'SupplierPayment', 'incoming', a.erp_counterparty_id, a.currency, a.total_amount, '2026-11-01',
              $5::varchar, $6::varchar, $7::varchar, $8::varchar, encode(sha256(a.id::text::bytea), 'hex'),
              'recon-posting-' || $1::uuid, CASE WHEN $3::varchar = 'ApprovalRequired' THEN 0 ELSE 1 END,
              CASE WHEN $3::varchar = 'Posted' THEN now() END,
              CASE WHEN $3::varchar = 'Posted' THEN 'matrix-payment-' || $1::uuid END
         FROM payment_allocations a WHERE a.id = $2
       RETURNING id, payment_allocation_id, erp_connection_id),
     outbox AS (
       INSERT INTO erp_posting_outbox (posting_id, message_type, payload)
       SELECT id, 'erp.payment_posting.requested', jsonb_build_object('postingId', id, 'allocationId', $2::uuid)
         FROM posting),
     moved AS (
       UPDATE payment_allocations SET status = $4, row_version = row_version + 1 WHERE id = $2)
     SELECT id, erp_connection_id AS "connectionId" FROM posting`,
    [
      postingId,
      allocationId,
      status,
      ALLOCATION_STATUS_OF[status],
      withTarget ? ACCOUNT.id : null,
      withTarget ? ACCOUNT.name : null,
      withTarget ? ARTICLE.id : null,
      withTarget ? ARTICLE.name : null,
    ],
  );
  await storeReferenceCopy(fixture, row.connectionId as string);
  return row.id as string;
}

/**
 * Adds the matrix write target to the connection's stored copies of its accounts and cash-flow articles, keeping
 * what other cases stored there: with the accounting system unreachable, write-target checks ids against them.
 */
async function storeReferenceCopy(fixture: MatrixFixture, connectionId: string): Promise<void> {
  for (const [kind, item] of [
    ['accounts', ACCOUNT],
    ['cash-flow-articles', ARTICLE],
  ] as const)
    await fixture.env.app.dataSource.query(
      `INSERT INTO erp_reference_snapshots (connection_id, kind, items) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (connection_id, kind) DO UPDATE
         SET items = CASE WHEN erp_reference_snapshots.items @> EXCLUDED.items THEN erp_reference_snapshots.items
                          ELSE erp_reference_snapshots.items || EXCLUDED.items END`,
      [connectionId, kind, JSON.stringify([item])],
    );
}
