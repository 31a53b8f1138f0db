import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';

/** Longer than any composition: it waits for the accounting system's reference lists at most once. */
const LEASE_SECONDS = 60;
/** How long a second call waits for the first to finish before it gives up with concurrency.conflict. */
const WAIT_MS = 30_000;
const POLL_MS = 25;

/** The caller composes now, holding the lease; or a call with this key already queued, naming what it created. */
export type ApprovalClaim =
  { kind: 'owner'; id: string; token: string } | { kind: 'done'; allocationId: string | null; postingId: string };

interface ApprovalRow {
  id: string;
  mine: boolean;
  completed: boolean;
  expired: boolean;
  allocation_id: string | null;
  posting_id: string | null;
}

/**
 * One approve-and-queue per transaction at a time, and one per key ever (work_item_approvals): the caller inserts
 * the lease row, or waits while another call holds it, then answers that call's result. A lease left by a caller
 * that died is taken over by its own key (the composition resumes from what exists) and cleared for any other key.
 */
export async function claimApproval(
  ctx: RequestContext,
  item: { bankTransactionId: string; organizationId: string; locationId: string },
  idempotencyKey: string,
): Promise<ApprovalClaim> {
  const actor = await ctx.requireActor();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const token = randomUUID();
    const inserted: { id: string }[] = await ctx.em.query(
      `INSERT INTO work_item_approvals (organization_id, location_id, bank_transaction_id, idempotency_key,
         lease_token, lease_expires_at_utc, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        item.organizationId,
        item.locationId,
        item.bankTransactionId,
        idempotencyKey,
        token,
        LEASE_SECONDS,
        actor.userId,
      ],
    );
    if (inserted.length) return { kind: 'owner', id: inserted[0].id, token };
    const rows: ApprovalRow[] = await ctx.em.query(
      `SELECT id, idempotency_key = $2 AS mine, completed_at_utc IS NOT NULL AS completed,
              lease_expires_at_utc < now() AS expired, allocation_id, posting_id
         FROM work_item_approvals
        WHERE bank_transaction_id = $1 AND (idempotency_key = $2 OR completed_at_utc IS NULL)`,
      [item.bankTransactionId, idempotencyKey],
    );
    const own = rows.find((row) => row.mine);
    if (own?.completed) return { kind: 'done', allocationId: own.allocation_id, postingId: own.posting_id! };
    const abandoned = rows.find((row) => !row.completed && row.expired);
    if (abandoned?.mine) {
      const taken: unknown[] = await ctx.em.query(
        `UPDATE work_item_approvals SET lease_token = $2, lease_expires_at_utc = now() + make_interval(secs => $3)
          WHERE id = $1 AND completed_at_utc IS NULL AND lease_expires_at_utc < now() RETURNING id`,
        [abandoned.id, token, LEASE_SECONDS],
      );
      if (taken.length) return { kind: 'owner', id: abandoned.id, token };
    } else if (abandoned) {
      await ctx.em.query(
        `DELETE FROM work_item_approvals WHERE id = $1 AND completed_at_utc IS NULL AND lease_expires_at_utc < now()`,
        [abandoned.id],
      );
    }
    if (rows.length && !abandoned) {
      if (Date.now() > deadline) {
        throw new DomainError('concurrency.conflict', {
          details: 'Another approve-and-queue of this transaction is still running; retry.',
          params: { bankTransactionId: item.bankTransactionId },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/**
 * Ends the owner's lease: a call that queued a posting stays as the key's record, so replays map that posting; any
 * other end (nothing changed, or stopped before queueing) removes it, and the same key may then try again.
 */
export async function finishApproval(
  ctx: RequestContext,
  claim: { id: string; token: string },
  created: { allocationId: string | null; postingId: string | null },
): Promise<void> {
  if (created.postingId) {
    await ctx.em.query(
      `UPDATE work_item_approvals SET completed_at_utc = now(), allocation_id = $3, posting_id = $4
        WHERE id = $1 AND lease_token = $2`,
      [claim.id, claim.token, created.allocationId, created.postingId],
    );
  } else {
    await ctx.em.query(`DELETE FROM work_item_approvals WHERE id = $1 AND lease_token = $2`, [claim.id, claim.token]);
  }
}
