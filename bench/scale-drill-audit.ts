import type { Client as PgClient } from 'pg';
import type { Gap, ReceivedEvent } from './scale-drill-client';
import type { DayLedger } from './scale-drill-day';

/**
 * The end-of-day accounts: what the clients were told against what PostgreSQL and the accounting system hold.
 * A double is a posting the simulator applied more than once (or an allocation, an import made twice); lost work is
 * anything a client was told succeeded that is missing, unfinished or unpaid, and anything the service holds that no
 * client knows of.
 */
export interface AuditFigures {
  postings: number;
  statuses: Record<string, number>;
  payments: number;
  doubles: { payments: number; allocations: number; imports: number; foreignPayments: number };
  lost: {
    postingsMissing: number;
    notReconciled: number;
    reconciledUnpaid: number;
    importsMissing: number;
    untracked: number;
    rentNotMatchedByRule: number;
    originalsNotIntact: number;
  };
}

export interface PostingRow {
  id: string;
  status: string;
  key: string;
  reconciledAt: Date | null;
  /** The worker of the posting's last attempt: the one that committed its last status. */
  lastWorkerId: string | null;
}

/** What PostgreSQL and the accounting system hold at the end of the day. */
export interface DayFacts {
  postings: PostingRow[];
  /** Idempotency keys of the payments the simulator applied, one entry per payment. */
  paymentKeys: string[];
  /** Bank transactions with more than one live allocation; (outlet, file digest) pairs imported more than once. */
  doubleAllocations: number;
  doubleImports: number;
  importIds: string[];
  /** Rent lines whose match does not name the landlord of the rule. */
  rentNotMatchedByRule: number;
  /**
   * Postings more than one worker process worked on (a retry elsewhere, or taken over after a crash), and those whose write went
   * unanswered and a readback then found applied (so it was not sent again).
   */
  recovery: { takenOver: number; foundByReadback: number };
}

export async function readFacts(
  db: PgClient,
  erpBaseUrl: string,
  rent: { taxId: string; landlord: string },
): Promise<DayFacts> {
  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0].n;
  const { rows: postings } = await db.query<PostingRow>(
    `SELECT p.id, p.status, p.idempotency_key AS key, p.reconciled_at_utc AS "reconciledAt",
            (SELECT a.worker_id FROM erp_posting_attempts a WHERE a.posting_id = p.id
              ORDER BY a.started_at_utc DESC LIMIT 1) AS "lastWorkerId"
       FROM erp_payment_postings p`,
  );
  const payments = (await (await fetch(`${erpBaseUrl}/__control/payments`)).json()) as { idempotencyKey: string }[];
  // A write without its answer: the worker died with it in hand (Sending) or it timed out (OutcomeUnknown).
  const { rows: recovery } = await db.query<{ takenOver: number; foundByReadback: number }>(
    `SELECT count(*) FILTER (WHERE workers > 1)::int AS "takenOver",
            count(*) FILTER (WHERE unanswered AND found)::int AS "foundByReadback"
       FROM (SELECT count(DISTINCT worker_id) AS workers,
                    bool_or(kind = 'write' AND outcome IN ('Sending', 'OutcomeUnknown')) AS unanswered,
                    bool_or(kind = 'readback' AND outcome = 'Found') AS found
               FROM erp_posting_attempts GROUP BY posting_id) attempts`,
  );
  return {
    postings,
    recovery: recovery[0],
    paymentKeys: payments.map((payment) => payment.idempotencyKey),
    doubleAllocations: await count(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM payment_allocations WHERE status <> 'Cancelled'
        GROUP BY bank_transaction_id HAVING count(*) > 1) doubles`,
    ),
    doubleImports: await count(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM bank_imports
        GROUP BY location_id, file_sha256 HAVING count(*) > 1) doubles`,
    ),
    importIds: (await db.query<{ id: string }>(`SELECT id FROM bank_imports`)).rows.map((row) => row.id),
    // Rent lines imported before the rule were rematched by it, later ones matched at import: all must name it.
    rentNotMatchedByRule: await count(
      `SELECT count(*)::int AS n FROM bank_transactions
        WHERE counterparty_tax_id = $1 AND matched_counterparty_id IS DISTINCT FROM $2`,
      [rent.taxId, rent.landlord],
    ),
  };
}

/** The judgement, from the facts and what the clients were told; pure, so its own tests can show it has teeth. */
export function judgeDay(
  facts: DayFacts,
  ledger: Pick<DayLedger, 'approvedPostings' | 'imports' | 'originals'>,
): AuditFigures {
  const { postings } = facts;
  const paidTimes = new Map<string, number>();
  for (const key of facts.paymentKeys) paidTimes.set(key, (paidTimes.get(key) ?? 0) + 1);
  const byId = new Map(postings.map((posting) => [posting.id, posting]));
  const keys = new Set(postings.map((posting) => posting.key));
  const told = new Set(ledger.approvedPostings.map((posting) => posting.postingId));
  const importIds = new Set(facts.importIds);
  const statuses: Record<string, number> = {};
  for (const posting of postings) statuses[posting.status] = (statuses[posting.status] ?? 0) + 1;
  return {
    postings: postings.length,
    statuses,
    payments: facts.paymentKeys.length,
    doubles: {
      payments: postings.filter((posting) => (paidTimes.get(posting.key) ?? 0) > 1).length,
      allocations: facts.doubleAllocations,
      imports: facts.doubleImports,
      foreignPayments: [...paidTimes.keys()].filter((key) => !keys.has(key)).length,
    },
    lost: {
      postingsMissing: [...told].filter((id) => !byId.has(id)).length,
      notReconciled: [...told].filter((id) => byId.has(id) && byId.get(id)!.status !== 'Reconciled').length,
      reconciledUnpaid: postings.filter((posting) => posting.status === 'Reconciled' && !paidTimes.has(posting.key))
        .length,
      importsMissing: new Set(ledger.imports.map((entry) => entry.importId).filter((id) => !importIds.has(id))).size,
      untracked: postings.filter((posting) => !told.has(posting.id)).length,
      rentNotMatchedByRule: facts.rentNotMatchedByRule,
      originalsNotIntact: ledger.originals.filter((intact) => !intact).length,
    },
  };
}

export async function reconciledCount(db: PgClient, ids: string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM erp_payment_postings WHERE id = ANY($1) AND status = 'Reconciled'`,
    [ids],
  );
  return rows[0].n;
}

/** Evidence rows the CSV of an outlet must hold: one per line of its reconciled postings. */
export async function expectedEvidenceRows(db: PgClient, locationId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_allocation_lines l
       JOIN erp_payment_postings p ON p.payment_allocation_id = l.allocation_id
      WHERE p.location_id = $1 AND p.status = 'Reconciled'`,
    [locationId],
  );
  return rows[0].n;
}

/** Statuses only a worker process sets: an event of one reached its subscriber through Redis from another process. */
const WORKER_STATUSES = new Set(['Posted', 'ReadbackPending', 'WriteOutcomeUnknown', 'RetryScheduled', 'Reconciled']);

/**
 * After a reconnection graphql-ws subscribes again; until the server has the subscription on the bus, events pass
 * it by. An event this close after a tab's reconnection counts as missed while reconnecting.
 */
const RESUBSCRIBE_MS = 1_000;

/**
 * Events are published after their change commits, by the process that committed it. A worker killed between its
 * commit and its publish takes the event with it: a change that worker committed this shortly before its kill, and
 * nobody announced, is counted as lost with its publisher rather than as a failure (a reconnecting client reads the
 * current state). The change is still held to exactly once by the audit.
 */
const PUBLISH_MS = 2_000;

/** A killed worker process: the pid its worker ids name, and when it died (epoch ms). */
export interface KilledWorker {
  pid: number;
  at: number;
}

export function eventFigures(
  subscribers: { locationId: string; received: ReceivedEvent[]; gaps: Gap[] }[],
  reconciled: { postingId: string; locationId: string; reconciledAt: number; lastWorkerId: string | null }[],
  killedWorkers: KilledWorker[] = [],
) {
  const all = subscribers.flatMap((subscriber) => subscriber.received);
  const leaks = subscribers.reduce(
    (sum, subscriber) => sum + subscriber.received.filter((event) => event.locationId !== subscriber.locationId).length,
    0,
  );
  // A posting's Reconciled change counts as seen when at least one tab of its outlet received it.
  const seen = new Set(
    all.filter((event) => event.status === 'Reconciled').map((event) => `${event.locationId}/${event.postingId}`),
  );
  const missed = reconciled.filter((posting) => !seen.has(`${posting.locationId}/${posting.postingId}`));
  // Missed for a good reason: when it happened, no tab of the outlet had a connection (or had just got one back).
  const offline = (at: number, gaps: Gap[]) =>
    gaps.some((gap) => gap.from <= at && at <= (gap.to ?? Infinity) + RESUBSCRIBE_MS);
  const publisherKilled = (posting: (typeof reconciled)[number]) =>
    killedWorkers.some(
      (worker) =>
        posting.lastWorkerId?.includes(`:${worker.pid}:`) &&
        posting.reconciledAt <= worker.at &&
        worker.at - posting.reconciledAt <= PUBLISH_MS,
    );
  const unexplained = missed.filter((posting) => !publisherKilled(posting));
  const missedWhileConnected = unexplained.filter(
    (posting) =>
      !subscribers
        .filter((subscriber) => subscriber.locationId === posting.locationId)
        .every((subscriber) => offline(posting.reconciledAt, subscriber.gaps)),
  ).length;
  const delays = all
    .filter((event) => WORKER_STATUSES.has(event.status))
    .map((event) => event.receivedAt - Date.parse(event.changedAtUtc))
    .sort((a, b) => a - b);
  const at = (q: number) => (delays.length ? delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] : 0);
  return {
    delivered: all.length,
    fromWorkerProcesses: delays.length,
    leaks,
    reconciledAnnounced: reconciled.length - missed.length,
    missedWhileReconnecting: unexplained.length - missedWhileConnected,
    missedWithKilledPublisher: missed.length - unexplained.length,
    missedWhileConnected,
    delayMs: { p50: at(0.5), p99: at(0.99), max: delays.at(-1) ?? 0 },
  };
}
