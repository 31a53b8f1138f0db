import type { EntityManager } from 'typeorm';
import type { ErpDocument, ErpPaymentStatus } from '../erp-connector/erp-connector.module';

/** Posting statuses in which this service's payment is known to be booked on the server. */
export const BOOKED_POSTING_STATUSES = ['Posted', 'ReadbackPending', 'Reconciled'] as const;

/** What the service holds a document's payment state to be, where the server has no paid amount per document. */
export interface LocalUnpaidState {
  paidAmount: number;
  unpaidAmount: number;
  paymentStatus: ErpPaymentStatus;
  /** The part of the amount the supplier's balance shows paid outside this service (0 when none). */
  paidOutsideAmount: number;
}

/** An open document of the connection stored before, outside the documents being synced now. */
interface StoredOpenDocument {
  id: string;
  date: string;
  number: string;
  supplierId: string;
  amount: number;
}

/**
 * What this service's booked postings paid on each of `documentIds` (absent: nothing). Call in the transaction that
 * stores the result: the postings of the documents are locked FOR SHARE first, so a worker that books or reconciles
 * one of them meanwhile waits for the commit and then reckons from the stored result, instead of the result, reckoned
 * before its change, overwriting the snapshot it has just written.
 */
export async function paidByService(
  em: EntityManager,
  connectionId: string,
  documentIds: readonly string[],
): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  await em.query(
    `SELECT p.id FROM erp_payment_postings p
      WHERE p.payment_allocation_id IN (SELECT l.allocation_id FROM payment_allocation_lines l
                                         WHERE l.connection_id = $1 AND l.document_id = ANY($2::varchar[]))
      FOR SHARE OF p`,
    [connectionId, [...documentIds]],
  );
  const rows: { documentId: string; paid: number }[] = await em.query(
    `SELECT l.document_id AS "documentId", sum(l.allocated_amount + l.write_off_amount)::bigint AS paid
       FROM payment_allocation_lines l
       JOIN erp_payment_postings p ON p.payment_allocation_id = l.allocation_id
      WHERE l.connection_id = $1 AND l.document_id = ANY($2::varchar[]) AND p.status = ANY($3::varchar[])
      GROUP BY l.document_id`,
    [connectionId, [...documentIds], [...BOOKED_POSTING_STATUSES]],
  );
  return new Map(rows.map((row) => [row.documentId, row.paid]));
}

/**
 * The unpaid state of documents from a server that answers none per document (IikoServer): a document's unpaid
 * amount is its amount less what this service's booked postings paid on it. The supplier's payable balance on the
 * server bounds what its open invoices may still be owed in sum; when the sum is larger, the supplier was paid
 * outside this service, and the difference comes off its oldest open invoices first (`paidOutsideAmount`), which
 * candidates then name. `payable` holds the suppliers the server was asked about; one asked about and absent is
 * owed nothing. `documents` are those being synced; the supplier's other open invoices stored before take part in
 * the bound too and are answered in `stored` with their new state, for the caller to write.
 */
export async function localUnpaidStates(
  em: EntityManager,
  connectionId: string,
  documents: readonly ErpDocument[],
  payable: Map<string, number> | null,
): Promise<{ listed: Map<string, LocalUnpaidState>; stored: Map<string, LocalUnpaidState> }> {
  const listedIds = new Set(documents.map((document) => document.id));
  const suppliers = [...new Set(documents.flatMap((document) => (document.supplierId ? [document.supplierId] : [])))];
  const storedOpen: StoredOpenDocument[] =
    payable === null || suppliers.length === 0
      ? []
      : (
          await em.query(
            `SELECT external_document_id AS id, to_char(document_date, 'YYYY-MM-DD') AS date,
                    document_number AS number, supplier_external_id AS "supplierId", amount
               FROM erp_document_snapshots
              WHERE connection_id = $1 AND supplier_external_id = ANY($2::varchar[]) AND direction = 'incoming'
                AND is_processed AND NOT is_deleted AND unpayable_reason IS NULL`,
            [connectionId, suppliers],
          )
        ).filter((row: StoredOpenDocument) => !listedIds.has(row.id));
  const paid = await paidByService(em, connectionId, [...listedIds, ...storedOpen.map((row) => row.id)]);

  const stateOf = (amount: number, id: string): LocalUnpaidState => {
    const paidAmount = Math.min(paid.get(id) ?? 0, amount);
    return { ...withStatus(amount, paidAmount), paidOutsideAmount: 0 };
  };
  const listed = new Map(documents.map((document) => [document.id, stateOf(document.amount, document.id)]));
  const stored = new Map(storedOpen.map((row) => [row.id, stateOf(row.amount, row.id)]));
  if (payable === null) return { listed, stored };

  // The bound, per supplier: its open incoming invoices, oldest first.
  const open = [
    ...documents
      .filter((document) => document.direction === 'incoming' && document.isProcessed && !document.isDeleted)
      .filter((document) => document.supplierId !== null && !document.unpayableReason)
      .map((document) => ({
        id: document.id,
        date: document.date,
        number: document.number,
        supplierId: document.supplierId!,
        amount: document.amount,
        state: listed.get(document.id)!,
      })),
    ...storedOpen.map((row) => ({ ...row, state: stored.get(row.id)! })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number) || a.id.localeCompare(b.id));
  const bySupplier = new Map<string, typeof open>();
  for (const document of open)
    bySupplier.set(document.supplierId, [...(bySupplier.get(document.supplierId) ?? []), document]);
  for (const [supplierId, invoices] of bySupplier) {
    const owed = invoices.reduce((sum, invoice) => sum + invoice.state.unpaidAmount, 0);
    let outside = owed - (payable.get(supplierId) ?? 0);
    for (const invoice of invoices) {
      if (outside <= 0) break;
      const absorbed = Math.min(invoice.state.unpaidAmount, outside);
      if (absorbed === 0) continue;
      outside -= absorbed;
      const paidAmount = invoice.state.paidAmount + absorbed;
      Object.assign(invoice.state, withStatus(invoice.amount, paidAmount), {
        paidOutsideAmount: invoice.state.paidOutsideAmount + absorbed,
      });
    }
  }
  return { listed, stored };
}

function withStatus(amount: number, paidAmount: number): Omit<LocalUnpaidState, 'paidOutsideAmount'> {
  const unpaidAmount = Math.max(amount - paidAmount, 0);
  const paymentStatus: ErpPaymentStatus = paidAmount === 0 ? 'Unpaid' : unpaidAmount === 0 ? 'Paid' : 'PartiallyPaid';
  return { paidAmount, unpaidAmount, paymentStatus };
}
