import type { RequestContext } from '../../platform/context/request-context';

/**
 * What the bot needs to queue a payment: the work queue's approve-and-queue (docs/work-items.md §Approve-and-queue),
 * wired by the application when it exists. `ctx` acts for the linked user with the linked outlet as its validated
 * active context; the bot has already checked `payment.confirm` there and that the item is ReadyForApproval. The
 * idempotency key is derived from the provider's update id, so a redelivered update replays instead of queueing
 * twice.
 */
export interface MessengerPostingPort {
  approveAndQueue(
    ctx: RequestContext,
    bankTransactionId: string,
    idempotencyKey: string,
  ): Promise<{ outcome: string; message: string }>;
}
