import { setTimeout as sleep } from 'node:timers/promises';
import type { Client as PgClient } from 'pg';
import type { Fleet, FleetMember } from './scale-drill-fleet';

/**
 * What goes wrong during the drill's day: the accounting system misbehaves all day (a fault on the write or the
 * readback every 1.5 s, each bounded by a count), and two processes crash, the API process once a third of the
 * payments are approved and the worker at 60 % (when it holds a claim, if it comes to hold one within 5 s).
 */
const FAULTS = [
  { mode: 'unavailable', count: 2 },
  { mode: 'error', count: 1 },
  { mode: 'timeout-after-commit', count: 1 },
  { mode: 'latency', count: 5, latencyMs: 400 },
] as const;
const CRASH_AT = [0.33, 0.6];
const DOWN_MS = 1_500;

export interface ChaosFigures {
  faults: number;
  kills: { name: string; pid: number; atMs: number; downMs: number; claimsHeld: number }[];
}

export function startChaos(input: {
  fleet: Fleet;
  db: PgClient;
  erpBaseUrl: string;
  /** The API process and the worker that die, in that order. */
  victims: FleetMember[];
  started: number;
  /** The share of the day's payments done so far. */
  progress: () => number;
}): { stop(): Promise<ChaosFigures> } {
  const { fleet, db, erpBaseUrl, victims, started, progress } = input;
  const figures: ChaosFigures = { faults: 0, kills: [] };
  let over = false;

  const faults = (async () => {
    for (let turn = 0; !over; turn += 1) {
      const operation = turn % 3 === 2 ? 'readbackPayment' : 'writePayment';
      await setFault(erpBaseUrl, { operation, ...FAULTS[turn % FAULTS.length] });
      figures.faults += 1;
      await sleep(1_500);
    }
  })();
  const crashes = (async () => {
    for (const [index, victim] of victims.entries()) {
      while (!over && progress() < CRASH_AT[index]) await sleep(50);
      if (over) return;
      let held = 0;
      for (const until = Date.now() + 5_000; victim.kind === 'worker' && held === 0 && Date.now() < until;) {
        held = await claimsHeldBy(db, victim.process.pid);
        if (held === 0) await sleep(20);
      }
      const atMs = Date.now() - started;
      const pid = victim.process.pid ?? -1;
      await fleet.kill(victim);
      await sleep(DOWN_MS);
      await fleet.restart(victim);
      figures.kills.push({ name: victim.name, pid, atMs, downMs: Date.now() - started - atMs, claimsHeld: held });
    }
  })();

  return {
    async stop() {
      over = true;
      await Promise.all([faults, crashes]);
      await setFault(erpBaseUrl, { operation: 'writePayment', mode: 'none', count: 0 });
      await setFault(erpBaseUrl, { operation: 'readbackPayment', mode: 'none', count: 0 });
      return figures;
    },
  };
}

/** Postings whose live lease belongs to the worker process `pid` (a worker id names its pid). */
async function claimsHeldBy(db: PgClient, pid: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM erp_payment_postings
      WHERE worker_id LIKE '%:' || $1 || ':%' AND lease_token IS NOT NULL AND worker_lease_expires_at_utc > now()`,
    [String(pid)],
  );
  return rows[0].n;
}

async function setFault(erpBaseUrl: string, fault: Record<string, unknown>): Promise<void> {
  await fetch(`${erpBaseUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
}
