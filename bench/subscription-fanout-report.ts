import { quantile } from './bench-scope';
import type { Subscriber } from './subscription-fanout-clients';

/** What bench:fanout computes from the subscribers' receipts and the postings' commit times, and prints. */

export interface PhaseResult {
  label: string;
  subscribers: number;
  events: number;
  expected: number;
  received: number;
  duplicates: number;
  leaked: number;
  otherStatuses: number;
  errors: string[];
  /** ms from reconciled_at_utc to arrival, ascending. */
  fromCommit: number[];
  /** ms from the event's changedAtUtc to arrival, ascending. */
  fromChangedAt: number[];
  /** SQL statements both API processes sent during the phase's events. */
  sqlStatements: number;
  /** CPU ms of both API processes during the phase's events. */
  apiCpuMillis: number;
  /** CPU ms of this process (the subscribers) during the phase's events. */
  clientCpuMillis: number;
  seconds: number;
}

export const TARGET_P99_MS = 200;

/**
 * Deliveries against what should have arrived: every Reconciled posting of the phase, once to each subscriber of
 * its outlet. `committedAt` is each posting's reconciled_at_utc in epoch ms.
 */
export function collect(
  label: string,
  subscribers: Subscriber[],
  committedAt: Map<string, { at: number; locationId: string }>,
  extra: Pick<PhaseResult, 'sqlStatements' | 'apiCpuMillis' | 'clientCpuMillis' | 'seconds'>,
): PhaseResult {
  const perOutlet = new Map<string, number>();
  for (const subscriber of subscribers)
    perOutlet.set(subscriber.spec.locationId, (perOutlet.get(subscriber.spec.locationId) ?? 0) + 1);
  let expected = 0;
  for (const { locationId } of committedAt.values()) expected += perOutlet.get(locationId) ?? 0;
  const fromCommit: number[] = [];
  const fromChangedAt: number[] = [];
  for (const subscriber of subscribers) {
    for (const [postingId, arrived] of subscriber.reconciled) {
      const commit = committedAt.get(postingId);
      if (!commit) continue;
      fromCommit.push(arrived - commit.at);
      fromChangedAt.push(arrived - subscriber.changedAt.get(postingId)!);
    }
  }
  const sum = (pick: (subscriber: Subscriber) => number) => subscribers.reduce((n, s) => n + pick(s), 0);
  return {
    label,
    subscribers: subscribers.length,
    events: committedAt.size,
    expected,
    received: fromCommit.length,
    duplicates: sum((s) => s.duplicates),
    leaked: sum((s) => s.leaked),
    otherStatuses: sum((s) => s.otherStatuses),
    errors: subscribers.flatMap((s) => (s.error ? [s.error] : [])),
    fromCommit: fromCommit.sort((a, b) => a - b),
    fromChangedAt: fromChangedAt.sort((a, b) => a - b),
    ...extra,
  };
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number) => format(value, 1);
const spread = (sorted: number[]) =>
  sorted.length === 0
    ? 'none'
    : `p50 ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}, p99 ${ms(quantile(sorted, 0.99))}, ` +
      `max ${ms(sorted.at(-1)!)} ms`;

export function complete(phase: PhaseResult): boolean {
  return (
    phase.received === phase.expected &&
    phase.duplicates === 0 &&
    phase.leaked === 0 &&
    phase.otherStatuses === 0 &&
    phase.errors.length === 0
  );
}

export function printPhase(phase: PhaseResult): void {
  console.log(
    `${phase.label}: ${format(phase.events)} events over ${phase.seconds.toFixed(1)} s; deliveries ` +
      `${format(phase.received)} of ${format(phase.expected)} expected (${phase.duplicates} twice, ${phase.leaked} of ` +
      `another outlet, ${phase.otherStatuses} of another status, ${phase.errors.length} subscriptions ended with an ` +
      `error)`,
  );
  console.log(`      from commit:      ${spread(phase.fromCommit)}`);
  console.log(`      from changedAtUtc: ${spread(phase.fromChangedAt)}`);
  const deliveries = Math.max(1, phase.received);
  console.log(
    `      API processes: ${format(phase.sqlStatements / Math.max(1, phase.events), 1)} SQL statements per event ` +
      `(${format(phase.sqlStatements / deliveries, 2)} per delivery), CPU ${format((phase.apiCpuMillis * 1000) / deliveries)} ` +
      `µs per delivery (${format(phase.apiCpuMillis / 1000 / phase.seconds, 2)} cores busy); the subscribers ` +
      `(this process) ${format((phase.clientCpuMillis * 1000) / deliveries)} µs per delivery ` +
      `(${format(phase.clientCpuMillis / 1000 / phase.seconds, 2)} cores)`,
  );
  for (const error of phase.errors.slice(0, 3)) console.log(`      subscription error: ${error}`);
}

export interface Memory {
  /** KiB per API process: warmed up with no subscription, then holding its share of the 1,000. */
  idle: number[];
  subscribed: number[];
  subscriptions: number;
}

export function printMemory(memory: Memory): void {
  const deltas = memory.subscribed.map((kib, index) => kib - memory.idle[index]);
  const perThousand = (deltas.reduce((a, b) => a + b, 0) / 1024 / memory.subscriptions) * 1000;
  console.log(
    `RSS (VmRSS): ` +
      memory.idle
        .map(
          (kib, index) =>
            `API ${index + 1} ${format(kib / 1024, 1)} MiB idle → ${format(memory.subscribed[index] / 1024, 1)} MiB ` +
            `with ${format(memory.subscriptions / memory.idle.length)} subscriptions`,
        )
        .join('; ') +
      `; ${format(perThousand, 1)} MiB per 1,000 subscriptions`,
  );
}

/**
 * PASS/FAIL lines; answers whether all passed. Without `judgeLatency` (the smoke size) the p99 lines are printed but
 * only the deliveries decide.
 */
export function printVerdicts(phases: PhaseResult[], judgeLatency: boolean): boolean {
  let ok = true;
  for (const phase of phases) {
    const p99 = quantile(phase.fromCommit, 0.99);
    const passed = p99 < TARGET_P99_MS;
    if (judgeLatency) ok &&= passed;
    console.log(
      `${passed ? 'PASS' : 'FAIL'}  ${phase.label}: delivery p99 < ${TARGET_P99_MS} ms from commit (${ms(p99)})` +
        (judgeLatency ? '' : ' (not judged at the smoke size)'),
    );
  }
  const whole = phases.every(complete);
  ok &&= whole;
  console.log(
    `${whole ? 'PASS' : 'FAIL'}  every expected delivery arrived, once, to its outlet's subscribers only (` +
      phases.map((phase) => `${format(phase.received)}/${format(phase.expected)}`).join(', ') +
      ')',
  );
  return ok;
}
