import type { RequestContext } from '../../platform/context/request-context';
import { selectColumns } from '../../platform/database/entity-columns';
import { hotStatement } from '../../platform/database/hot-statements';
import { ErpDocumentSnapshot } from '../erp-sync/erp-sync.module';
import type { PaymentBlockCode, PaymentTolerance } from './allocation-plan';
import {
  DOCUMENT_DIRECTION_OF,
  DOCUMENT_STATE_PROPERTIES,
  type DocumentState,
  type PaymentSubject,
} from './payment-documents';

/** Snapshot columns as DocumentState, with the reservation of the document (`r`) joined. */
export const DOCUMENT_STATE_COLUMNS = `d.external_document_id AS "documentId", d.supplier_external_id AS "supplierId",
  ${selectColumns(ErpDocumentSnapshot, 'd', DOCUMENT_STATE_PROPERTIES)}, COALESCE(r.reserved_amount, 0) AS "reservedAmount"`;

const WITH_RESERVATION = `erp_document_snapshots d
  LEFT JOIN payment_document_reservations r
    ON r.connection_id = d.connection_id AND r.document_id = d.external_document_id`;

const PAYMENT_COLUMNS = `t.id, t.organization_id, t.location_id, t.direction, t.amount, t.currency,
  to_char(t.transaction_date, 'YYYY-MM-DD') AS transaction_date, t.match_status, t.matched_counterparty_id,
  concat_ws(' ', t.description, t.bank_reference) AS bank_text,
  (SELECT c.id FROM erp_connections c
    WHERE c.organization_id = t.organization_id AND c.is_default AND c.deleted_at_utc IS NULL) AS connection_id`;

/** The payment's side of the rules and the connection its documents are looked up in. */
export interface LockedPayment {
  payment: PaymentSubject;
  /** The organization's live default connection; null when there is none. */
  connectionId: string | null;
}

/** What decides whether the payment may be allocated at all, besides its own fields. */
export interface PaymentFacts extends LockedPayment {
  /** The allocation of the transaction other than Cancelled (the one holding it), if any. */
  liveAllocation: { id: string; status: string } | null;
  /** The allocation already confirmed with the idempotency key asked about, if any. */
  replay: { id: string; status: string } | null;
  /** The organization's tolerance when it is on and set for the default connection; else null. */
  tolerance: PaymentTolerance | null;
}

/**
 * The organization's tolerance while on, with its connection (payment_tolerances, docs/payment-tolerance.md), as the
 * column `tolerance` of a statement over bank transactions `t`; `toleranceOf` reads it.
 */
export const TOLERANCE_COLUMN = `(SELECT jsonb_build_object('connectionId', tl.erp_connection_id, 'amount', tl.amount,
    'basisPoints', tl.percent_basis_points, 'target', jsonb_build_object(
      'accountId', tl.write_off_account_id, 'accountName', tl.write_off_account_name,
      'cashFlowArticleId', tl.write_off_cash_flow_article_id,
      'cashFlowArticleName', tl.write_off_cash_flow_article_name))
    FROM payment_tolerances tl
   WHERE tl.organization_id = t.organization_id AND (tl.amount IS NOT NULL OR tl.percent_basis_points IS NOT NULL))
  AS tolerance`;

const FACTS = `SELECT ${PAYMENT_COLUMNS}, a.id AS live_allocation_id, a.status AS live_allocation_status,
           k.id AS replay_id, k.status AS replay_status, ${TOLERANCE_COLUMN}
      FROM bank_transactions t
      LEFT JOIN bank_transaction_holds h ON h.bank_transaction_id = t.id
      LEFT JOIN payment_allocations a ON a.id = h.allocation_id
      LEFT JOIN payment_allocations k ON k.bank_transaction_id = t.id AND k.idempotency_key = $2
     WHERE t.id = $1`;

const PAYMENT_FACTS = hotStatement(FACTS);

const PAYMENT_FACTS_WITH_RESERVATION_ROWS = hotStatement(`WITH facts AS (${FACTS}),
     reservation_rows AS (
       INSERT INTO payment_document_reservations (connection_id, document_id, reserved_amount)
       SELECT d.connection_id, d.external_document_id, 0
         FROM facts f
         CROSS JOIN unnest($3::varchar[]) AS w(document_id)
         JOIN erp_document_snapshots d
           ON d.connection_id = f.connection_id AND d.external_document_id = w.document_id
        WHERE f.live_allocation_id IS NULL AND f.replay_id IS NULL
       ON CONFLICT DO NOTHING)
     SELECT * FROM facts`);

/**
 * The transaction, its default connection, its live allocation and the allocation of an idempotency key. With
 * `reservationRowsFor`, the same statement also creates the missing (zero) reservation rows of those documents of the
 * default connection, unless the payment is already allocated: a confirm then only updates reservation rows inside its
 * serializable transaction, and the insert into the key's index page happens outside it.
 */
export async function loadPaymentFacts(
  ctx: RequestContext,
  bankTransactionId: string,
  idempotencyKey: string | null,
  reservationRowsFor: string[] = [],
): Promise<PaymentFacts | null> {
  const [row] =
    reservationRowsFor.length === 0
      ? await ctx.em.query(PAYMENT_FACTS, [bankTransactionId, idempotencyKey])
      : await ctx.em.query(PAYMENT_FACTS_WITH_RESERVATION_ROWS, [
          bankTransactionId,
          idempotencyKey,
          reservationRowsFor,
        ]);
  if (!row) return null;
  const locked = lockedPaymentOf(row);
  return {
    ...locked,
    liveAllocation: row.live_allocation_id ? { id: row.live_allocation_id, status: row.live_allocation_status } : null,
    replay: row.replay_id ? { id: row.replay_id, status: row.replay_status } : null,
    tolerance: toleranceOf(row.tolerance, locked.connectionId),
  };
}

/** The `tolerance` column of TOLERANCE_COLUMN as the tolerance that applies on the payment's default connection. */
export function toleranceOf(
  column: (PaymentTolerance & { connectionId: string }) | null,
  connectionId: string | null,
): PaymentTolerance | null {
  // Set for another connection than today's default, its target names nothing there: differences stay open.
  if (!column || column.connectionId !== connectionId) return null;
  return { amount: column.amount, basisPoints: column.basisPoints, target: column.target };
}

/**
 * Why the payment cannot be allocated at all, whatever the lines: excluded, no matched supplier, no default connection
 * to look documents up in, or (unless `allowAllocated`, as for candidates) an allocation other than Cancelled.
 */
export function paymentBlockOf(
  facts: Pick<PaymentFacts, 'payment' | 'connectionId' | 'liveAllocation'>,
  allowAllocated = false,
): PaymentBlockCode | null {
  if (facts.payment.matchStatus === 'Excluded') return 'counterparty_match_excluded';
  if (!facts.payment.counterpartyId) return 'counterparty_match_required';
  if (!facts.connectionId) return 'erp_default_connection_missing';
  if (facts.liveAllocation && !allowAllocated) return 'allocation.already_in_flight';
  return null;
}

/**
 * SQL: the documents `d` named by the varchar[] `ids` of the connection `connection`, with their reservations `r`.
 * Each id is looked up by the whole primary key (a LATERAL subquery with LIMIT 1 keeps the planner from scanning the
 * connection's documents and filtering): inside a serializable confirm, a scan would lock whole pages and make
 * confirms of other documents on those pages conflict with this one.
 */
function namedDocuments(ids: string, connection: string): string {
  return `unnest(${ids}::varchar[]) AS w(document_id)
    JOIN LATERAL (SELECT * FROM erp_document_snapshots s
                   WHERE s.connection_id = ${connection} AND s.external_document_id = w.document_id LIMIT 1) d ON true
    LEFT JOIN LATERAL (SELECT x.reserved_amount FROM payment_document_reservations x
                        WHERE x.connection_id = ${connection} AND x.document_id = w.document_id LIMIT 1) r ON true`;
}

const LOCK_PAYMENT_WITH_DOCUMENTS = hotStatement(
  `WITH payment AS (SELECT ${PAYMENT_COLUMNS} FROM bank_transactions t WHERE t.id = $1 FOR SHARE)
     SELECT p.id, p.organization_id, p.location_id, p.transaction_date, p.match_status, p.matched_counterparty_id,
            p.bank_text, p.connection_id, p.direction AS payment_direction, p.amount AS payment_amount,
            p.currency AS payment_currency, ${DOCUMENT_STATE_COLUMNS}
       FROM payment p
       LEFT JOIN (${namedDocuments('$2', '(SELECT connection_id FROM payment)')}) ON true`,
);

/**
 * The transaction read FOR SHARE inside the confirm's transaction, with the named documents of its default connection
 * and their reservations, in one statement: a concurrent match decision (which locks the row FOR UPDATE) waits for
 * the confirm or makes it fail to serialize, so an allocation is never saved for a supplier the transaction no longer
 * has. Reads nothing else that concurrent confirms write.
 *
 * The transaction runs with sequential scans off (`CONFIRM_SETTINGS`): a sequential scan takes a predicate lock on
 * its whole table, which every concurrent confirm's write would then hit, and on small or freshly loaded tables the
 * planner prefers one. The documents are looked up by key (`namedDocuments`), so index lookups lock only what they read.
 */
export async function lockPayment(
  ctx: RequestContext,
  bankTransactionId: string,
  documentIds: string[],
): Promise<(LockedPayment & { documents: Map<string, DocumentState> }) | null> {
  const rows: Record<string, never>[] = await ctx.em.query(LOCK_PAYMENT_WITH_DOCUMENTS, [
    bankTransactionId,
    documentIds,
  ]);
  if (rows.length === 0) return null;
  const documents = new Map<string, DocumentState>();
  for (const row of rows) if (row.documentId !== null) documents.set(row.documentId, documentStateOf(row));
  // The document's direction, amount and currency share their names with the payment's: these came aliased.
  const [first] = rows;
  const payment = {
    ...first,
    direction: first.payment_direction,
    amount: first.payment_amount,
    currency: first.payment_currency,
  };
  return { ...lockedPaymentOf(payment), documents };
}

const DOCUMENT_STATE_KEYS = ['documentId', 'supplierId', ...DOCUMENT_STATE_PROPERTIES, 'reservedAmount'] as const;

function documentStateOf(row: Record<string, unknown>): DocumentState {
  return Object.fromEntries(DOCUMENT_STATE_KEYS.map((key) => [key, row[key]])) as unknown as DocumentState;
}

/** The transaction-local settings of a confirm's serializable transaction (see `lockPayment`). */
export const CONFIRM_SETTINGS = { enable_seqscan: 'off' } as const;

/** A row of PAYMENT_COLUMNS as the payment the rules see and its connection. */
export function lockedPaymentOf(row: Record<string, never>): LockedPayment {
  return {
    payment: {
      id: row.id,
      organizationId: row.organization_id,
      locationId: row.location_id,
      direction: row.direction,
      amount: row.amount,
      currency: row.currency,
      transactionDate: row.transaction_date,
      matchStatus: row.match_status,
      counterpartyId: row.matched_counterparty_id,
      bankText: row.bank_text,
    },
    connectionId: row.connection_id,
  };
}

/** The named documents of a connection, with their reservations, by document id (`namedDocuments`). */
export async function loadDocuments(
  ctx: RequestContext,
  connectionId: string,
  documentIds: string[],
): Promise<Map<string, DocumentState>> {
  if (documentIds.length === 0) return new Map();
  const rows: DocumentState[] = await ctx.em.query(
    `SELECT ${DOCUMENT_STATE_COLUMNS} FROM ${namedDocuments('$2', '$1')}`,
    [connectionId, documentIds],
  );
  return new Map(rows.map((row) => [row.documentId, row]));
}

const OPEN_DOCUMENTS_OF_PAYMENT = `d.connection_id = $1 AND d.organization_id = $2 AND d.location_id = $3
  AND d.supplier_external_id = $4 AND d.direction = $5 AND d.currency = $6
  AND d.is_processed AND NOT d.is_deleted AND d.unpaid_amount > 0`;

function openDocumentParams(payment: PaymentSubject, connectionId: string) {
  return [
    connectionId,
    payment.organizationId,
    payment.locationId,
    payment.counterpartyId,
    DOCUMENT_DIRECTION_OF[payment.direction],
    payment.currency,
  ];
}

/** What OPEN_DOCUMENTS_OF_PAYMENT fixes: the same for every open document of one payment, so not read per row. */
const FIXED_BY_FILTER = [
  'connectionId',
  'organizationId',
  'locationId',
  'direction',
  'currency',
  'isProcessed',
  'isDeleted',
] as const satisfies readonly (typeof DOCUMENT_STATE_PROPERTIES)[number][];

const OPEN_DOCUMENT_COLUMNS = `d.external_document_id AS "documentId", ${selectColumns(
  ErpDocumentSnapshot,
  'd',
  DOCUMENT_STATE_PROPERTIES.filter((property) => !(FIXED_BY_FILTER as readonly string[]).includes(property)),
)}, COALESCE(r.reserved_amount, 0) AS "reservedAmount"`;

/**
 * The payable documents of the payment's supplier in its outlet, direction and currency with something unpaid
 * (the supplier's open-documents index serves it), oldest first. A supplier may have thousands: the columns the
 * filter fixes are filled in here rather than sent and parsed once per row.
 */
export async function loadOpenDocuments(
  ctx: RequestContext,
  payment: PaymentSubject,
  connectionId: string,
): Promise<DocumentState[]> {
  const rows: Omit<DocumentState, (typeof FIXED_BY_FILTER)[number] | 'supplierId'>[] = await ctx.em.query(
    `SELECT ${OPEN_DOCUMENT_COLUMNS} FROM ${WITH_RESERVATION} WHERE ${OPEN_DOCUMENTS_OF_PAYMENT}
      ORDER BY d.document_date, d.document_number, d.external_document_id`,
    openDocumentParams(payment, connectionId),
  );
  const direction = DOCUMENT_DIRECTION_OF[payment.direction];
  // Object.assign onto a literal, not a spread of two objects: V8 builds that one in dictionary mode, ~60× slower.
  return rows.map((row) =>
    Object.assign(
      {
        supplierId: payment.counterpartyId!,
        connectionId,
        organizationId: payment.organizationId,
        locationId: payment.locationId,
        direction,
        currency: payment.currency,
        isProcessed: true,
        isDeleted: false,
      },
      row,
    ),
  );
}

/** What the payment's other open documents (not among `exceptIds`) could still take, summed in SQL. */
export async function availableElsewhere(
  ctx: RequestContext,
  payment: PaymentSubject,
  connectionId: string,
  exceptIds: string[],
): Promise<number> {
  const [row] = await ctx.em.query(
    `SELECT COALESCE(sum(GREATEST(d.unpaid_amount - COALESCE(r.reserved_amount, 0), 0)), 0)::bigint AS available
       FROM ${WITH_RESERVATION}
      WHERE ${OPEN_DOCUMENTS_OF_PAYMENT} AND d.external_document_id <> ALL($7::varchar[])`,
    [...openDocumentParams(payment, connectionId), exceptIds],
  );
  return row.available;
}
