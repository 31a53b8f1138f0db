import type { SqlRunner } from '../../../platform/database/prepared-query';
import type { EventBus } from '../../../platform/events/event-bus';
import type { Logger } from '../../../platform/logging/logger';
import {
  ErpConnectorError,
  ErpRejectedError,
  outcomeOf,
  type ErpAppliedPayment,
  type ErpConnector,
  type ErpUnpaidState,
} from '../../erp-connector/erp-connector.module';
import { directPaymentOf, paymentOf, readbackOf } from './payment-writes';
import type { ClaimedPosting } from './posting-claims';
import { PostingLedger, sql, value, type PostingTransition } from './posting-ledger';
import { backoffMs, settledAt, type PostingPolicy } from './posting-retry-policy';
import type { ConnectorPool } from './connector-pool';

/** Statuses in which the payment is known to have been written. */
const WRITTEN = new Set(['Posted', 'ReadbackPending']);
/** Statuses the worker sends a write in. */
const SENDABLE = new Set(['Queued', 'RetryScheduled']);
/** Statuses the worker has anything to do in; a claim of any other just hands the posting back. */
const RUNNABLE = new Set([...WRITTEN, ...SENDABLE, 'WriteOutcomeUnknown', 'Failed']);

const MESSAGES = {
  write_outcome_unknown:
    'The accounting system did not answer a payment write: it may have been applied. Nothing is sent again until a ' +
    'readback settles it.',
  posted_payment_missing: 'A payment the accounting system confirmed is no longer found by its idempotency key.',
  duplicate_payment_detected: 'The accounting system holds more than one payment under the idempotency key.',
  readback_not_reflected: 'The payment is written but the documents do not show it yet; reconcile to check again.',
  rejected: 'The accounting system refused the payment.',
  write_off_rejected:
    'The accounting system booked the payment but refused its write-off: correct the write-off target there, then ' +
    'retry the posting; the retry books the write-off only.',
  target: 'The posting has no write target.',
  connection: 'The accounting-system connection was deleted.',
} as const;

/** What one claimed posting ended as, for the worker's counters and the benchmark. */
export type ExecutionOutcome = 'reconciled' | 'pending' | 'unknown' | 'retry' | 'failed' | 'idle';

/**
 * Runs one claimed posting through its states (docs/postings.md §Statuses, §Exactly once). The rule that keeps writes
 * exactly once: a write goes out only (a) the first time, with nothing unconfirmed, or (b) after a readback by the
 * idempotency key found no payment, and for a write sent without an answer, only once `outcomeSettleMs` has passed
 * since it was sent. Every write is preceded by a committed `Sending` attempt, so a worker that dies anywhere leaves
 * that evidence.
 */
export class PostingExecution {
  constructor(
    private readonly deps: {
      sql: SqlRunner;
      connectors: ConnectorPool;
      policy: PostingPolicy;
      logger: Logger;
      workerId: string;
      events: EventBus | null;
    },
  ) {}

  async run(claim: ClaimedPosting): Promise<ExecutionOutcome> {
    const ledger = new PostingLedger(
      this.deps.sql,
      claim,
      this.deps.workerId,
      this.deps.policy.leaseSeconds,
      this.deps.events,
    );
    if (!RUNNABLE.has(claim.status) || (claim.status === 'Failed' && !claim.forceReadback)) {
      await ledger.apply({ release: { nextRunAtUtc: null } });
      return 'idle';
    }
    const connector = await this.deps.connectors.get(claim.connectionId);
    if (!connector) {
      const failed = this.failed('workflow.locked', MESSAGES.connection);
      const notSent = {
        kind: 'write' as const,
        number: 1,
        outcome: 'FailedBeforeSend',
        errorCode: 'workflow.locked',
        ms: 0,
      };
      await ledger.apply(
        claim.sendingAttempt
          ? { ...failed, attempts: [notSent], set: { ...failed.set, unconfirmed_send_at_utc: value(null) } }
          : failed,
      );
      return 'failed';
    }
    if (claim.sendingAttempt) return this.send(claim, connector, ledger, 1);
    let status = claim.status;
    const mustReadBack =
      claim.forceReadback ||
      claim.takenOver ||
      claim.attemptCount > 0 ||
      claim.unconfirmedSendAtUtc !== null ||
      !SENDABLE.has(status);
    if (mustReadBack) {
      const read = await this.readBack(claim, connector, ledger, status);
      if ('settled' in read) return read.settled;
      status = read.next;
    }
    if (!SENDABLE.has(status)) {
      await ledger.apply({ release: { nextRunAtUtc: null } });
      return 'idle';
    }
    return this.send(claim, connector, ledger);
  }

  /** Sends the write; `marked` is the attempt the claim already committed as Sending, if it did. */
  private async send(
    claim: ClaimedPosting,
    connector: ErpConnector,
    ledger: PostingLedger,
    marked?: number,
  ): Promise<ExecutionOutcome> {
    if (!claim.accountId || !claim.cashFlowArticleId) {
      await ledger.apply(this.failed('posting_write_target_required', MESSAGES.target));
      return 'failed';
    }
    const attempt = marked ?? (await ledger.sending());
    const started = performance.now();
    let payment: ErpAppliedPayment;
    try {
      payment =
        claim.ruleId === null
          ? await connector.writePayment(paymentOf(claim), claim.idempotencyKey)
          : await connector.writeDirectPayment(directPaymentOf(claim), claim.idempotencyKey);
    } catch (error) {
      if (!(error instanceof ErpConnectorError)) throw error;
      return this.writeFailed(claim, ledger, attempt, error, performance.now() - started);
    }
    const write = { kind: 'write' as const, number: attempt, outcome: 'Succeeded', ms: elapsed(started) };
    const written: PostingTransition = {
      attempts: [write],
      set: {
        external_payment_id: value(payment.id),
        posted_at_utc: sql('COALESCE(posted_at_utc, clock_timestamp())'),
        unconfirmed_send_at_utc: value(null),
        transient_failure_count: value(0),
        next_retry_at_utc: value(null),
        error_code: value(null),
        error_message: value(null),
      },
    };
    // The write answered: reconcile in the same claim, and commit the write and its readback together.
    // undefined: the documents could not be read now; null: the server keeps no state of them.
    const documents = await this.documentsOf(claim, connector).catch(() => undefined);
    if (documents === null) return this.readBackWritten(claim, connector, ledger, written);
    if (documents !== undefined && reflects(claim, documents)) {
      await ledger.apply(merge(written, this.reconciled(claim, documents, 'Found', 0)));
      return 'reconciled';
    }
    await ledger.apply(merge(written, this.notReflected(claim)));
    return 'pending';
  }

  /**
   * A server without document states shows a payment only as the payment itself, so the readback right after the
   * write looks it up by its key. A server that shows bookings late (`readbackVisibleAfterMs`) may not have it yet:
   * the posting waits as ReadbackPending and is read back once it may show, which a failed readback does as well.
   */
  private async readBackWritten(
    claim: ClaimedPosting,
    connector: ErpConnector,
    ledger: PostingLedger,
    written: PostingTransition,
  ): Promise<ExecutionOutcome> {
    const started = performance.now();
    let payments: ErpAppliedPayment[] | null;
    let errorCode: string | null = null;
    try {
      payments = await connector.readbackPayments(readbackOf(claim));
    } catch (error) {
      if (!(error instanceof ErpConnectorError)) throw error;
      payments = null;
      errorCode = outcomeOf(error).code;
    }
    const ms = elapsed(started);
    if (payments !== null && payments.length > 0) {
      const reconciled = this.reconciled(claim, null, 'Found', ms);
      await ledger.apply(
        merge(written, {
          ...reconciled,
          set: { ...reconciled.set, external_payment_id: value(payments[0].id) },
          ...(payments.length > 1 ? { anomaly: this.duplicate(claim, payments.length) } : {}),
        }),
      );
      return 'reconciled';
    }
    const visibleAt = new Date(Date.now() + connector.capabilities.readbackVisibleAfterMs);
    const pending = this.notReflected(claim, ms, {
      outcome: payments === null ? 'Failed' : 'Absent',
      errorCode,
      notBefore: visibleAt,
    });
    await ledger.apply(merge(written, pending));
    return 'pending';
  }

  private async writeFailed(
    claim: ClaimedPosting,
    ledger: PostingLedger,
    attempt: number,
    error: ErpConnectorError,
    ms: number,
  ): Promise<ExecutionOutcome> {
    const code = outcomeOf(error).code;
    const write = { kind: 'write' as const, number: attempt, ms: Math.round(ms) };
    if (error.kind === 'outcome-unknown') {
      // Logs the fixed diagnostic `write_outcome_unknown` that operators search for; never the payload.
      this.deps.logger.warn(
        { postingId: claim.id, diagnostic: 'write_outcome_unknown', attempt },
        'payment write outcome unknown',
      );
      await ledger.apply({
        status: 'WriteOutcomeUnknown',
        attempts: [{ ...write, outcome: 'OutcomeUnknown', errorCode: 'write_outcome_unknown' }],
        set: { error_code: value('write_outcome_unknown'), error_message: value(MESSAGES.write_outcome_unknown) },
        anomaly: {
          open: { code: 'write_outcome_unknown', severity: 'critical', message: MESSAGES.write_outcome_unknown },
        },
        release: { nextRunAtUtc: this.readbackAfter(1) },
      });
      return 'unknown';
    }
    if (error.kind === 'auth') this.deps.connectors.evict(claim.connectionId);
    const rejected =
      error.kind === 'rejected' || error.kind === 'not-supported' || error.kind === 'address-not-allowed';
    const failures = claim.transientFailureCount + 1;
    const outcome = rejected ? 'Rejected' : 'FailedBeforeSend';
    const attemptDone = { ...write, outcome, errorCode: code };
    if (rejected || failures >= this.deps.policy.maxTransientFailures) {
      // Half a payment is on the server (its write-off refused after it, on a dialect that books them apart): the
      // message says so, and a retry books the write-off only (the readback before it finds the payment incomplete).
      const halfBooked = error instanceof ErpRejectedError && error.code === 'write_off_rejected';
      const message = halfBooked
        ? MESSAGES.write_off_rejected
        : rejected
          ? MESSAGES.rejected
          : outcomeOf(error).message;
      const failed = this.failed(code, message);
      await ledger.apply({
        ...failed,
        attempts: [attemptDone],
        set: { ...failed.set, unconfirmed_send_at_utc: value(null), transient_failure_count: value(failures) },
      });
      return 'failed';
    }
    const nextRetry = new Date(Date.now() + backoffMs(this.deps.policy, failures));
    await ledger.apply({
      status: 'RetryScheduled',
      attempts: [attemptDone],
      set: {
        unconfirmed_send_at_utc: value(null),
        transient_failure_count: value(failures),
        next_retry_at_utc: value(nextRetry),
        error_code: value(code),
        error_message: value(outcomeOf(error).message),
      },
      release: { nextRunAtUtc: nextRetry },
    });
    return 'retry';
  }

  /**
   * Reads the payment back by its idempotency key. Settles the posting (the claim is over) or answers the status to
   * go on with when the readback proved that nothing was written.
   */
  private async readBack(
    claim: ClaimedPosting,
    connector: ErpConnector,
    ledger: PostingLedger,
    status: string,
  ): Promise<{ settled: ExecutionOutcome } | { next: string }> {
    const started = performance.now();
    let payments: ErpAppliedPayment[];
    let documents: ErpUnpaidState[] | null = null;
    try {
      [payments, documents] = await Promise.all([
        connector.readbackPayments(readbackOf(claim)),
        this.documentsOf(claim, connector),
      ]);
    } catch (error) {
      if (!(error instanceof ErpConnectorError)) throw error;
      const code = outcomeOf(error).code;
      await ledger.apply({
        attempts: [{ kind: 'readback', outcome: 'Failed', errorCode: code, ms: elapsed(started) }],
        set: readbackCounted(),
        release: { nextRunAtUtc: this.readbackAfter(claim.reconciliationAttemptCount + 1) },
      });
      return { settled: 'pending' };
    }
    const ms = elapsed(started);
    if (payments.length > 0) {
      const found = { external_payment_id: value(payments[0].id) };
      const duplicate = payments.length > 1 ? this.duplicate(claim, payments.length) : undefined;
      const transition = reflects(claim, documents)
        ? this.reconciled(claim, documents, 'Found', ms)
        : this.notReflected(claim, ms);
      await ledger.apply({
        ...transition,
        set: { ...transition.set, ...found, posted_at_utc: sql('COALESCE(posted_at_utc, clock_timestamp())') },
        ...(duplicate ? { anomaly: duplicate } : {}),
      });
      return { settled: transition.status === 'Reconciled' ? 'reconciled' : 'pending' };
    }
    const absent = [{ kind: 'readback' as const, outcome: 'Absent', ms }];
    const visibleAt =
      claim.postedAtUtc === null
        ? null
        : new Date(claim.postedAtUtc.getTime() + connector.capabilities.readbackVisibleAfterMs);
    if (WRITTEN.has(status) && visibleAt !== null && visibleAt.getTime() > Date.now()) {
      // Written, and the server may not show it yet: an empty readback proves nothing before it may.
      await ledger.apply(this.notReflected(claim, ms, { outcome: 'Absent', notBefore: visibleAt }));
      return { settled: 'pending' };
    }
    if (WRITTEN.has(status)) {
      await ledger.apply({
        status: 'ReadbackPending',
        attempts: absent,
        set: { ...readbackCounted(), force_readback: value(false) },
        anomaly: {
          open: { code: 'posted_payment_missing', severity: 'critical', message: MESSAGES.posted_payment_missing },
        },
        release: { nextRunAtUtc: null },
      });
      return { settled: 'unknown' };
    }
    const settles = settledAt(
      this.deps.policy,
      claim.unconfirmedSendAtUtc,
      connector.capabilities.readbackVisibleAfterMs,
    );
    if (settles !== null && settles.getTime() > Date.now()) {
      // Sent without an answer, too recently for an empty readback to prove anything: wait, never re-send.
      await ledger.apply({
        status: 'WriteOutcomeUnknown',
        attempts: absent,
        set: { ...readbackCounted(), error_code: value('write_outcome_unknown') },
        anomaly: {
          open: { code: 'write_outcome_unknown', severity: 'critical', message: MESSAGES.write_outcome_unknown },
        },
        release: { nextRunAtUtc: settles },
      });
      return { settled: 'unknown' };
    }
    const proven: PostingTransition = {
      attempts: absent,
      set: { ...readbackCounted(), unconfirmed_send_at_utc: value(null), force_readback: value(false) },
      anomaly: { resolve: 'a readback proved the payment absent.' },
    };
    if (status === 'Failed') {
      await ledger.apply({ ...proven, release: { nextRunAtUtc: null } });
      return { settled: 'failed' };
    }
    const next = status === 'WriteOutcomeUnknown' ? 'RetryScheduled' : status;
    await ledger.apply({ ...proven, status: next === status ? undefined : next });
    return { next };
  }

  private reconciled(
    claim: ClaimedPosting,
    documents: ErpUnpaidState[] | null,
    outcome: string,
    ms: number,
  ): PostingTransition {
    return {
      status: 'Reconciled',
      attempts: [{ kind: 'readback', outcome, ms }],
      set: {
        ...readbackCounted(),
        reconciled_at_utc: sql('clock_timestamp()'),
        unconfirmed_send_at_utc: value(null),
        force_readback: value(false),
        error_code: value(null),
        error_message: value(null),
      },
      allocationStatus: 'Reconciled',
      anomaly: claim.openAnomalyId ? { resolve: 'the payment was found and reconciled.' } : undefined,
      outboxProcessed: true,
      reconciled: documents === null ? { byLines: true } : { documents },
      release: { nextRunAtUtc: null },
    };
  }

  /**
   * Written but not yet on the documents: read back again later, until the readback budget is spent. `notBefore`:
   * the server may not show the payment before then, so the next readback waits for it and an empty one before it
   * spends no budget.
   */
  private notReflected(
    claim: ClaimedPosting,
    ms = 0,
    readback: { outcome?: string; errorCode?: string | null; notBefore?: Date } = {},
  ): PostingTransition {
    const readbacks = claim.reconciliationAttemptCount + 1;
    const early = readback.notBefore !== undefined && readback.notBefore.getTime() > Date.now();
    const exhausted = !early && readbacks >= this.deps.policy.maxReadbacks;
    const after = this.readbackAfter(readbacks);
    const next = exhausted
      ? null
      : early && readback.notBefore!.getTime() > after.getTime()
        ? readback.notBefore!
        : after;
    return {
      status: 'ReadbackPending',
      attempts: [
        { kind: 'readback', outcome: readback.outcome ?? 'NotReflected', errorCode: readback.errorCode ?? null, ms },
      ],
      set: {
        ...readbackCounted(),
        unconfirmed_send_at_utc: value(null),
        force_readback: value(false),
        next_reconciliation_at_utc: value(next),
      },
      allocationStatus: 'Posted',
      ...(exhausted
        ? {
            anomaly: {
              open: { code: 'readback_not_reflected', severity: 'warning', message: MESSAGES.readback_not_reflected },
            },
          }
        : {}),
      release: { nextRunAtUtc: next },
    };
  }

  /** More than one payment under the key: the rules were broken somewhere; a person must look. */
  private duplicate(claim: ClaimedPosting, payments: number) {
    this.deps.logger.error({ postingId: claim.id, payments }, 'duplicate payment');
    return {
      open: { code: 'duplicate_payment_detected', severity: 'critical', message: MESSAGES.duplicate_payment_detected },
    } as const;
  }

  private failed(code: string, message: string): PostingTransition {
    return {
      status: 'Failed',
      set: { error_code: value(code), error_message: value(message), force_readback: value(false) },
      allocationStatus: 'Failed',
      outboxProcessed: true,
      release: { nextRunAtUtc: null },
    };
  }

  private readbackAfter(readbacks: number): Date {
    return new Date(Date.now() + backoffMs(this.deps.policy, readbacks));
  }

  /**
   * The documents' unpaid state now, in one call where the server has the batch read; null from a server without
   * unpaid states (IikoServer), which cannot show a payment on the documents: there the payment found booked is the
   * proof, and the snapshots take the lines it paid.
   */
  private async documentsOf(claim: ClaimedPosting, connector: ErpConnector): Promise<ErpUnpaidState[] | null> {
    // A direct posting pays no document: as on a server without unpaid states, the payment found is the proof.
    if (!connector.capabilities.unpaidState || claim.ruleId !== null) return null;
    const ids = claim.items.map((item) => item.documentId);
    try {
      return await connector.getUnpaidBatch(ids);
    } catch (error) {
      if (!(error instanceof ErpConnectorError) || error.kind !== 'not-supported') throw error;
      const states = await Promise.all(ids.map((id) => connector.getUnpaidSum(id)));
      return states.filter((state): state is ErpUnpaidState => state !== null);
    }
  }
}

/**
 * Every document shows the payment: what it still owes is at most what the allocation expected after it. Without
 * document states (null: the server has none), the payment itself, found or just written, is all there is to see.
 */
function reflects(claim: ClaimedPosting, documents: ErpUnpaidState[] | null): boolean {
  if (documents === null) return true;
  const byId = new Map(documents.map((document) => [document.documentId, document]));
  return claim.items.every((item) => {
    const document = byId.get(item.documentId);
    return document !== undefined && document.unpaidAmount <= item.expectedUnpaidAfter;
  });
}

function readbackCounted() {
  return { reconciliation_attempt_count: sql('reconciliation_attempt_count + 1') };
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/** The write's own changes folded into the readback transition that follows it in the same claim. */
function merge(write: PostingTransition, readback: PostingTransition): PostingTransition {
  return {
    ...readback,
    set: { ...write.set, ...readback.set },
    attempts: [...(write.attempts ?? []), ...(readback.attempts ?? [])],
  };
}
