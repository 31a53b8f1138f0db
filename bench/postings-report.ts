import type { FloorResult } from './postings-floor';
import { CORES } from './postings-procs';

/** What bench:postings prints: per round, the pickup, the floors, and the targets. */

/** KiB: after the warm-up, after the measured drain, the highest sample, after the repeat drain. */
interface Memory {
  first: number;
  afterFirst: number;
  peak: number;
  last: number;
}

/** One drain: `postings` approved in one commit and settled; times in seconds after that commit. */
export interface DrainMeasure {
  /** The approve commit, epoch seconds (database clock). */
  approvedAt: number;
  /** The scan of erp_document_snapshots in the plan of the worker's reconcile statement at the start. */
  plan: string;
  snapshots: number;
  /** From just before the approve to the bench seeing every posting settled. */
  wallSeconds: number;
  /** Writing transactions of the whole server per posting (transaction ids taken). */
  transactionsPerPosting: number;
  /** WAL of the whole server per posting. */
  walBytesPerPosting: number;
  postings: number;
  reconciled: number;
  lastReconciled: number;
  firstClaim: number;
  claimToReconciledMs: number[];
  statuses: string;
  written: number;
  lastWritten: number;
  writeMs: number[];
  attempts: string;
  cpu: {
    workersMicros: number;
    simulatorMicros: number;
    workerBackendsMicros: number | null;
    otherBackendsMicros: number | null;
    machineBusyCores: number;
    otherCores: number;
  };
}

export interface DrainRound {
  workers: number;
  seedSeconds: number;
  /** The measured drain, then the same again on the same workers with fresh postings. */
  drains: DrainMeasure[];
  payments: {
    /** Seconds after the first drain's approve commit, the simulator's clock (ms). */
    lastApplied: number;
    total: number;
    expected: number;
    keys: number;
    doubleWritten: number;
    missing: number;
    mismatched: number;
  };
  /** Sessions open at the simulator after the first drain, all workers still running. */
  sessions: number;
  /** KiB. */
  rss: { workers: Memory[]; simulator: Memory };
}

export interface Pickup {
  samples: number;
  /** Sorted. */
  pickupMs: number[];
  settledMs: number[];
}

const TARGETS = { postingsPerSecond: 1_000, atWorkers: 4, pickupP99Ms: 50 };
/** RSS counts as flat when no worker grew by more than this over the repeat drain (after a first one). */
const RSS_GROWTH = { mib: 16, share: 0.15 };

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mib = (kib: number) => format(kib / 1024);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

const reconciledPerSecond = (drain: DrainMeasure) => drain.reconciled / drain.lastReconciled;

function printDrain(drain: DrainMeasure, index: number, lastApplied: number | null): void {
  const n = drain.postings;
  const { cpu } = drain;
  console.log(
    `    drain ${index + 1}: ${format(drain.written / drain.lastWritten)} written/s, ` +
      `${format(reconciledPerSecond(drain))} reconciled/s (` +
      (lastApplied === null ? '' : `last payment applied by the simulator ${lastApplied.toFixed(2)} s, `) +
      `last write recorded ${drain.lastWritten.toFixed(2)} s, last reconciliation ` +
      `${drain.lastReconciled.toFixed(2)} s after the approve commit; first claim after ` +
      `${(drain.firstClaim * 1000).toFixed(1)} ms); snapshot update: ${drain.plan} of erp_document_snapshots ` +
      `(${format(drain.snapshots)} rows)`,
  );
  console.log(
    `      ${format(drain.written)} written, ${format(drain.reconciled)} reconciled; statuses: ${drain.statuses}; ` +
      `attempts: ${drain.attempts}`,
  );
  console.log(
    `      per posting: claim → reconciled p50 ${drain.claimToReconciledMs[0].toFixed(1)} ms, ` +
      `p99 ${drain.claimToReconciledMs[1].toFixed(1)} ms; the write call p50 ${drain.writeMs[0].toFixed(0)} ms, ` +
      `p99 ${drain.writeMs[1].toFixed(0)} ms; whole server: ${drain.transactionsPerPosting.toFixed(2)} writing ` +
      `transactions, ${format(drain.walBytesPerPosting / 1024, 1)} KiB of WAL`,
  );
  const backends =
    cpu.workerBackendsMicros === null
      ? 'PostgreSQL n/a'
      : `PostgreSQL backends ${format(cpu.workerBackendsMicros / n)} (+ ${format(cpu.otherBackendsMicros! / n)} ` +
        `for this bench's approve and progress polls)`;
  const total = cpu.workersMicros + cpu.simulatorMicros + (cpu.workerBackendsMicros ?? 0);
  console.log(
    `      CPU µs per posting: workers ${format(cpu.workersMicros / n)}, simulator ` +
      `${format(cpu.simulatorMicros / n)}, ${backends}; together ${format(total / n)} ` +
      `(= ${format(1e6 / (total / n))} postings/s per fully busy core); machine ` +
      `${cpu.machineBusyCores.toFixed(2)} of ${CORES} cores busy over ${drain.wallSeconds.toFixed(1)} s, ` +
      `${cpu.otherCores.toFixed(2)} of them by other processes`,
  );
}

function rssGrew(memory: Memory): boolean {
  const growth = memory.last - memory.afterFirst;
  return growth > Math.max(RSS_GROWTH.mib * 1024, RSS_GROWTH.share * memory.afterFirst);
}

/** Prints the report; answers whether every posting was written exactly once (the targets are only reported). */
export function printReport(report: {
  database: string;
  concurrency: number;
  poolSize: string;
  pollMs: string;
  postings: number;
  warmup: number;
  rounds: DrainRound[];
  pickup: Pickup;
  floors: FloorResult[];
  seconds: number;
  smoke: boolean;
}): boolean {
  const { rounds, pickup, floors, postings } = report;
  console.log(
    `\nPosting worker — ${report.database}; ${CORES} cores; per worker: concurrency ` +
      `${report.concurrency}, database pool ${report.poolSize}, poll ${report.pollMs} ms; ` +
      `measured in ${format(report.seconds)} s${report.smoke ? ' (smoke size)' : ''}`,
  );
  console.log(
    `(a) drains of ${format(postings)} approved postings (1–2 documents each, approved in one commit), twice on ` +
      `the same workers after ${format(report.warmup)} warm-up postings; simulator in its own process`,
  );
  for (const round of rounds) {
    const { payments } = round;
    const plural = round.workers > 1 ? 's' : '';
    console.log(
      `  ${round.workers} worker${plural} (seeded in ${round.seedSeconds.toFixed(1)} s); simulator: ` +
        `${format(payments.total)} payments under ${format(payments.keys)} keys for ${format(payments.expected)} ` +
        `postings (warm-up and both drains): ${payments.doubleWritten} keys written twice, ${payments.missing} ` +
        `postings without a payment, ${payments.mismatched} storing another payment's id; ${round.sessions} sessions ` +
        `open for ${round.workers} worker${plural}`,
    );
    round.drains.forEach((drain, index) => printDrain(drain, index, index === 0 ? payments.lastApplied : null));
    const memory = (m: Memory) => `${mib(m.first)} → ${mib(m.afterFirst)} → ${mib(m.last)} (peak ${mib(m.peak)})`;
    console.log(
      `      RSS MiB after warm-up → after drain 1 → after drain 2: ` +
        round.rss.workers.map((m, index) => `worker ${index + 1} ${memory(m)}`).join('; ') +
        `; simulator (keeps every payment) ${memory(round.rss.simulator)}`,
    );
  }
  const p = (sorted: number[], q: number) => percentile(sorted, q).toFixed(1);
  console.log(
    `(b) pickup at low load, 1 idle worker, ${pickup.samples} single approves 20–60 ms apart: approve commit → ` +
      `claimed p50 ${p(pickup.pickupMs, 50)} ms, p90 ${p(pickup.pickupMs, 90)} ms, p99 ${p(pickup.pickupMs, 99)} ms, ` +
      `max ${pickup.pickupMs.at(-1)!.toFixed(1)} ms; → reconciled p50 ${p(pickup.settledMs, 50)} ms, ` +
      `p99 ${p(pickup.settledMs, 99)} ms`,
  );
  console.log(`(c) floor: the simulator alone, through HttpErpConnector from one process`);
  for (const floor of floors) {
    console.log(
      `      ${floor.label}: ${format(floor.calls / floor.seconds)}/s, p50 ${p(floor.latencies, 50)} ms, ` +
        `p99 ${p(floor.latencies, 99)} ms; CPU µs each: simulator ${format(floor.simulatorMicros)}, ` +
        `callers ${format(floor.selfMicros)}`,
    );
  }
  console.log('');
  const most = rounds.find((round) => round.workers === TARGETS.atWorkers) ?? rounds.at(-1)!;
  const rates = most.drains.map(reconciledPerSecond);
  console.log(
    `${verdict(Math.min(...rates) >= TARGETS.postingsPerSecond && most.workers >= TARGETS.atWorkers)}  ≥ ` +
      `${format(TARGETS.postingsPerSecond)} postings/s reconciled with ${TARGETS.atWorkers} workers ` +
      `(${rates.map((rate) => format(rate)).join(' and ')} with ${most.workers})`,
  );
  const pickupP99 = percentile(pickup.pickupMs, 99);
  console.log(
    `${verdict(pickupP99 < TARGETS.pickupP99Ms)}  pickup p99 < ${TARGETS.pickupP99Ms} ms (${pickupP99.toFixed(1)})`,
  );
  const doubles = rounds.reduce((total, round) => total + round.payments.doubleWritten, 0);
  const exact = rounds.every(
    (round) =>
      round.payments.doubleWritten === 0 &&
      round.payments.missing === 0 &&
      round.payments.mismatched === 0 &&
      round.payments.total === round.payments.expected,
  );
  console.log(
    `${verdict(exact)}  0 double writes (${doubles} keys written twice; payments = postings in every round: ` +
      `${rounds.every((round) => round.payments.total === round.payments.expected)})`,
  );
  const sessions = rounds.map((round) => `${round.sessions} for ${round.workers}`).join(', ');
  console.log(
    `${verdict(rounds.every((round) => round.sessions <= round.workers))}  one accounting-system session per worker ` +
      `(open sessions for workers: ${sessions})`,
  );
  const grew = rounds.flatMap((round) => round.rss.workers).filter(rssGrew).length;
  const growth = Math.max(
    ...rounds.flatMap((round) => round.rss.workers.map((memory) => memory.last - memory.afterFirst)),
  );
  console.log(
    `${verdict(grew === 0)}  worker RSS flat: the repeat drain grows no worker by more than ${RSS_GROWTH.mib} MiB or ` +
      `${RSS_GROWTH.share * 100} % (largest ${mib(growth)} MiB)`,
  );
  return exact;
}
