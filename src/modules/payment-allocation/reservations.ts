import type { EntityManager } from 'typeorm';

/** Gives back what an allocation's lines reserved: at cancel, and when its posting is reconciled. */
export async function releaseReservations(em: EntityManager, allocationId: string): Promise<void> {
  await em.query(
    `UPDATE payment_document_reservations r SET reserved_amount = r.reserved_amount - l.allocated_amount
       FROM payment_allocation_lines l
      WHERE l.allocation_id = $1 AND r.connection_id = l.connection_id AND r.document_id = l.document_id`,
    [allocationId],
  );
}
