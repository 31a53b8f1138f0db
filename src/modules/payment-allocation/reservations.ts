import type { RequestContext } from '../../platform/context/request-context';

/** Gives back what an allocation's lines reserved (cancel; later, reconciliation). */
export async function releaseReservations(ctx: RequestContext, allocationId: string): Promise<void> {
  await ctx.em.query(
    `UPDATE payment_document_reservations r SET reserved_amount = r.reserved_amount - l.allocated_amount
       FROM payment_allocation_lines l
      WHERE l.allocation_id = $1 AND r.connection_id = l.connection_id AND r.document_id = l.document_id`,
    [allocationId],
  );
}
