import type { EntityManager } from 'typeorm';

/** Gives back what an allocation's lines reserved: at cancel, and when its posting is reconciled. */
export async function releaseReservations(em: EntityManager, allocationId: string): Promise<void> {
  await em.query(
    `UPDATE payment_document_reservations r SET reserved_amount = r.reserved_amount - l.allocated_amount - l.write_off_amount
       FROM payment_allocation_lines l
      WHERE l.allocation_id = $1 AND r.connection_id = l.connection_id AND r.document_id = l.document_id`,
    [allocationId],
  );
}

/**
 * Cancels an allocation and gives back what it held: its documents' reservations and its bank transaction's hold, so
 * the transaction can be allocated again. The caller has locked the allocation, or the posting that owns it, and
 * decided that it may be cancelled.
 */
export async function cancelAndRelease(
  em: EntityManager,
  allocationId: string,
  cancel: { userId: string; reason: string },
): Promise<void> {
  await releaseReservations(em, allocationId);
  await em.query(
    `WITH cancelled AS (
       UPDATE payment_allocations SET status = 'Cancelled', cancelled_by_user_id = $2, cancelled_at_utc = now(),
              cancel_reason = $3, updated_at_utc = now(), row_version = row_version + 1
        WHERE id = $1)
     DELETE FROM bank_transaction_holds WHERE allocation_id = $1`,
    [allocationId, cancel.userId, cancel.reason],
  );
}
