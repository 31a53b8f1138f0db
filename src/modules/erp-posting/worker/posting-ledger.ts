import { randomUUID } from 'node:crypto';
import type { SqlRunner } from '../../../platform/database/prepared-query';
import type { EventBus } from '../../../platform/events/event-bus';
import { publishPostingStatusChanged } from '../../../platform/events/topics';
import type { ErpUnpaidState } from '../../erp-connector/erp-connector.module';
import { BOOKED_POSTING_STATUSES } from '../../erp-sync/erp-sync.module';
import type { ClaimedPosting } from './posting-claims';

/** A claim's lease was taken over: this worker must stop working on the posting and change nothing more. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

export interface AttemptRecord {
  kind: 'write' | 'readback';
  /** The write attempt `sending` answered; readbacks are numbered after the posting's last one. */
  number?: number;
  outcome: string;
  errorCode?: string | null;
  ms: number;
}

/** A posting column's new value: a parameter, or an SQL expression of the row's own columns. */
type ColumnValue = { value: unknown } | { sql: string };

/** Everything one step of the worker changes, committed as one statement fenced by the claim's lease token. */
export interface PostingTransition {
  status?: string;
  set?: Record<string, ColumnValue>;
  /** Finishes the write attempt `number`, and/or records a readback attempt. */
  attempts?: AttemptRecord[];
  allocationStatus?: string;
  /** Opens a critical or warning anomaly (one open per code), or resolves the posting's open ones. */
  anomaly?: { open: { code: string; severity: 'critical' | 'warning'; message: string } } | { resolve: string };
  outboxProcessed?: boolean;
  /**
   * Reconciled: give back the reservations and store what the accounting system now says of the documents, or,
   * from a server that says nothing of them (`byLines`), add the lines this payment booked to what they had paid.
   */
  reconciled?: { documents: ErpUnpaidState[] } | { byLines: true };
  /** Hands the posting back: next due time (null: nothing more to do) and no lease. */
  release?: { nextRunAtUtc: Date | null };
}

export const value = (v: unknown): ColumnValue => ({ value: v });
export const sql = (expression: string): ColumnValue => ({ sql: expression });

/** The worker's writes to one claimed posting; each is one statement, so each step commits whole or not at all. */
export class PostingLedger {
  /** The posting's status as this claim last wrote it, for the status events. */
  private status: string;

  constructor(
    private readonly sql: SqlRunner,
    private readonly claim: ClaimedPosting,
    private readonly workerId: string,
    private readonly leaseSeconds: number,
    /** Where status changes are announced; the worker may run in another process than the subscribers' API. */
    private readonly events: EventBus | null = null,
  ) {
    this.status = claim.status;
  }

  /**
   * Commits the intent to write before the request leaves: a new write attempt `Sending`, `attemptCount` + 1,
   * `unconfirmed_send_at_utc` set and the lease extended. A worker that dies after this leaves the marker that makes
   * the next one read back first. Answers the attempt number.
   */
  async sending(): Promise<number> {
    const [row] = await this.sql<{ attemptNumber: number }>(
      `WITH p AS (
         UPDATE erp_payment_postings
            SET attempt_count = attempt_count + 1, last_attempt_at_utc = clock_timestamp(),
                unconfirmed_send_at_utc = clock_timestamp(), updated_at_utc = now(),
                worker_lease_expires_at_utc = clock_timestamp() + make_interval(secs => $3)
          WHERE id = $1 AND lease_token = $2
         RETURNING id, attempt_count)
       INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, outcome, worker_id)
       SELECT id, attempt_count, 'write', 'Sending', $4 FROM p
       RETURNING attempt_number AS "attemptNumber"`,
      [this.claim.id, this.claim.leaseToken, this.leaseSeconds, this.workerId],
    );
    if (!row) throw new LeaseLostError(`Lease of posting ${this.claim.id} was taken over`);
    return row.attemptNumber;
  }

  async apply(transition: PostingTransition): Promise<void> {
    const params: unknown[] = [this.claim.id, this.claim.leaseToken];
    const param = (v: unknown) => `$${params.push(v)}`;
    const sets: string[] = ['updated_at_utc = now()'];
    if (transition.status) sets.push(`status = ${param(transition.status)}`, 'row_version = row_version + 1');
    for (const [column, change] of Object.entries(transition.set ?? {})) {
      sets.push(`${column} = ${'sql' in change ? change.sql : param(change.value)}`);
    }
    const anomalyId = randomUUID();
    const anomaly = transition.anomaly;
    if (anomaly && 'open' in anomaly)
      sets.push(`open_anomaly_id = COALESCE(open_anomaly_id, ${param(anomalyId)}::uuid)`);
    if (anomaly && 'resolve' in anomaly) sets.push('open_anomaly_id = NULL');
    if (transition.release) {
      sets.push(
        `next_run_at_utc = ${param(transition.release.nextRunAtUtc)}::timestamptz`,
        'worker_id = NULL',
        'lease_token = NULL',
        'worker_lease_expires_at_utc = NULL',
      );
    }
    const steps: string[] = [
      `p AS (UPDATE erp_payment_postings SET ${sets.join(', ')} WHERE id = $1 AND lease_token = $2
             RETURNING id, payment_allocation_id, erp_connection_id, organization_id, location_id, bank_transaction_id,
                       open_anomaly_id)`,
    ];
    (transition.attempts ?? []).forEach((attempt, index) => {
      if (attempt.kind === 'write') {
        steps.push(`att${index} AS (UPDATE erp_posting_attempts SET outcome = ${param(attempt.outcome)},
            error_code = ${param(attempt.errorCode ?? null)}, finished_at_utc = clock_timestamp(),
            duration_ms = ${param(attempt.ms)}
          WHERE posting_id IN (SELECT id FROM p) AND kind = 'write' AND attempt_number = ${param(attempt.number)})`);
      } else {
        steps.push(`att${index} AS (INSERT INTO erp_posting_attempts (posting_id, attempt_number, kind, started_at_utc,
            finished_at_utc, outcome, error_code, duration_ms, worker_id)
          SELECT id, (SELECT COALESCE(max(attempt_number), 0) + 1 FROM erp_posting_attempts
                       WHERE posting_id = p.id AND kind = 'readback'), 'readback',
                 clock_timestamp() - make_interval(secs => ${param(attempt.ms / 1000)}), clock_timestamp(),
                 ${param(attempt.outcome)}, ${param(attempt.errorCode ?? null)}, ${param(attempt.ms)},
                 ${param(this.workerId)}
            FROM p)`);
      }
    });
    if (transition.allocationStatus) {
      steps.push(`al AS (UPDATE payment_allocations SET status = ${param(transition.allocationStatus)},
          updated_at_utc = now(), row_version = row_version + 1
        WHERE id IN (SELECT payment_allocation_id FROM p) AND status <> ${param(transition.allocationStatus)})`);
    }
    if (anomaly && 'open' in anomaly) {
      steps.push(`an AS (INSERT INTO payment_anomalies (id, organization_id, location_id, posting_id,
          bank_transaction_id, code, severity, status, message)
        SELECT open_anomaly_id, organization_id, location_id, id, bank_transaction_id, ${param(anomaly.open.code)},
               ${param(anomaly.open.severity)}, 'Open', ${param(anomaly.open.message)}
          FROM p WHERE open_anomaly_id = ${param(anomalyId)}::uuid)`);
    }
    if (anomaly && 'resolve' in anomaly) {
      steps.push(`an AS (UPDATE payment_anomalies SET status = 'Resolved', resolved_at_utc = now(),
          message = left(message || ' Resolved: ' || ${param(anomaly.resolve)}, 500)
        WHERE posting_id IN (SELECT id FROM p) AND status = 'Open')`);
    }
    if (transition.outboxProcessed) {
      steps.push(`ob AS (UPDATE erp_posting_outbox SET processed_at_utc = now()
        WHERE posting_id IN (SELECT id FROM p))`);
    }
    if (transition.reconciled) {
      steps.push(`res AS (UPDATE payment_document_reservations r
          SET reserved_amount = r.reserved_amount - l.allocated_amount - l.write_off_amount
         FROM payment_allocation_lines l
        WHERE l.allocation_id IN (SELECT payment_allocation_id FROM p)
          AND r.connection_id = l.connection_id AND r.document_id = l.document_id)`);
    }
    if (transition.reconciled && 'byLines' in transition.reconciled) {
      // Reckoned as a document sync does, from every booked posting of the document (this one included, whatever
      // status the statement's snapshot shows it in) and what the supplier's balance showed paid outside: adding
      // this payment's lines to the stored amount would count it twice after a sync that saw it booked already.
      steps.push(`snap AS (UPDATE erp_document_snapshots d
          SET paid_amount = LEAST(d.amount, d.paid_outside_amount + s.paid),
              unpaid_amount = GREATEST(d.amount - d.paid_outside_amount - s.paid, 0),
              payment_status = CASE WHEN d.paid_outside_amount + s.paid <= 0 THEN 'Unpaid'
                                    WHEN d.amount - d.paid_outside_amount - s.paid <= 0 THEN 'Paid'
                                    ELSE 'PartiallyPaid' END,
              synced_at_utc = now()
         FROM (SELECT l.connection_id, l.document_id,
                      (SELECT COALESCE(sum(b.allocated_amount + b.write_off_amount), 0)
                         FROM payment_allocation_lines b
                         JOIN erp_payment_postings bp ON bp.payment_allocation_id = b.allocation_id
                        WHERE b.connection_id = l.connection_id AND b.document_id = l.document_id
                          AND (bp.id = $1 OR bp.status = ANY(${param([...BOOKED_POSTING_STATUSES])}::varchar[])))
                        AS paid
                 FROM payment_allocation_lines l
                WHERE l.allocation_id IN (SELECT payment_allocation_id FROM p)) s
        WHERE d.connection_id = s.connection_id AND d.external_document_id = s.document_id)`);
    } else if (transition.reconciled) {
      // By primary key: the planner guesses 100 rows for the recordset and would scan a small snapshot table.
      const documentIds = transition.reconciled.documents.map((document) => document.documentId);
      steps.push(`snap AS (UPDATE erp_document_snapshots d
          SET paid_amount = s."paidAmount", unpaid_amount = s."unpaidAmount", payment_status = s."paymentStatus",
              revision = s.revision, synced_at_utc = now()
         FROM jsonb_to_recordset(${param(JSON.stringify(transition.reconciled.documents))}::jsonb)
              AS s("documentId" text, "paidAmount" bigint, "unpaidAmount" bigint, "paymentStatus" text, revision bigint)
        WHERE d.connection_id = ${param(this.claim.connectionId)}::uuid
          AND d.external_document_id = ANY(${param(documentIds)}::varchar[])
          AND d.external_document_id = s."documentId"
          -- A readback older than what the snapshot holds (another payment's, committed meanwhile) must not take
          -- paid amounts back: the allocations of the next payments are measured against them.
          AND s.revision >= d.revision)`);
    }
    const [row] = await this.sql<{ fenced: number }>(
      `WITH ${steps.join(',\n')} SELECT count(*)::int AS fenced FROM p`,
      params,
    );
    if (row.fenced === 0) throw new LeaseLostError(`Lease of posting ${this.claim.id} was taken over`);
    if (transition.status && transition.status !== this.status) {
      // Each step is its own committed statement (no transaction is open here), so the event goes out now.
      if (this.events) {
        publishPostingStatusChanged(this.events, {
          postingId: this.claim.id,
          organizationId: this.claim.organizationId,
          locationId: this.claim.locationId,
          paymentAllocationId: this.claim.allocationId,
          bankTransactionId: this.claim.bankTransactionId,
          previousStatus: this.status,
          status: transition.status,
        });
      }
      this.status = transition.status;
    }
  }
}
