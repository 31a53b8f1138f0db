import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { BenchError, freePort } from './api.bench';

/**
 * The processes of bench:postings (the simulator and the posting workers, each `node` on the built service), and
 * what /proc says about them and about the PostgreSQL backends: CPU ticks and resident memory.
 */

const ROOT = path.resolve(__dirname, '..');
const WORKER_ENTRY = path.join(ROOT, 'dist/src/worker.js');
const SIMULATOR_ENTRY = path.join(ROOT, 'dist/src/erp-simulator/main.js');
const START_TIMEOUT_MS = 30_000;
/** The application_name every connection of a bench worker carries (pg reads PGAPPNAME), to tell its backends. */
export const WORKER_APP_PREFIX = 'posting-bench-worker';

export interface Child {
  name: string;
  child: ChildProcess;
  pid: number;
  logFile: string;
}

const running = new Set<ChildProcess>();
// Never leave a worker or the simulator behind, however the bench ends.
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** `node <entry>` with its output in `<logDir>/<name>.log`; killed if still running when this process exits. */
export function start(name: string, entry: string, env: NodeJS.ProcessEnv, logDir: string, nodeArgs: string[]): Child {
  const logFile = path.join(logDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [...nodeArgs, entry], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  } finally {
    closeSync(log);
  }
  if (child.pid === undefined) throw new BenchError(`${name} did not start`);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { name, child, pid: child.pid, logFile };
}

/** SIGTERM (the process closes its connections and sessions, and writes a --cpu-prof profile), SIGKILL after 15 s. */
export async function stop(process_: Child): Promise<void> {
  const { child } = process_;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export interface Simulator extends Child {
  baseUrl: string;
}

/**
 * `npm run erp:simulator` as a child process on a free loopback port, once its control API answers; `fixture` names
 * the JSON file of its start data (the demo data without); `settings` adds to its environment (its dialect, say).
 */
export async function startSimulator(
  logDir: string,
  fixture?: string,
  settings: Record<string, string> = {},
): Promise<Simulator> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ERP_SIMULATOR_PORT: String(port),
    ERP_SIMULATOR_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.ERP_SIMULATOR_FIXTURE;
  delete env.ERP_SIMULATOR_DIALECT;
  Object.assign(env, settings);
  if (fixture) env.ERP_SIMULATOR_FIXTURE = fixture;
  const simulator = { ...start('simulator', SIMULATOR_ENTRY, env, logDir, []), baseUrl: `http://127.0.0.1:${port}` };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (simulator.child.exitCode !== null) throw new BenchError(`simulator exited at start; see ${simulator.logFile}`);
    const ok = await fetch(`${simulator.baseUrl}/__control/sessions`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return simulator;
    await sleep(50);
  }
  throw new BenchError(`simulator did not answer within ${START_TIMEOUT_MS / 1000} s; see ${simulator.logFile}`);
}

/**
 * `count` posting workers (`npm run worker`), started together; resolves once each holds its LISTEN connection,
 * so a notification sent afterwards reaches all of them.
 */
export async function startWorkers(
  db: DataSource,
  count: number,
  env: NodeJS.ProcessEnv,
  logDir: string,
  tag: string,
): Promise<Child[]> {
  const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const workers = Array.from({ length: count }, (_, index) => {
    const name = `${WORKER_APP_PREFIX}-${tag}-${index + 1}`;
    return start(name, WORKER_ENTRY, { ...env, PGAPPNAME: name }, logDir, nodeArgs);
  });
  const names = workers.map((worker) => worker.name);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const dead = workers.find((worker) => worker.child.exitCode !== null);
    if (dead) throw new BenchError(`${dead.name} exited at start; see ${dead.logFile}`);
    const [{ listening }] = await db.query(
      `SELECT count(DISTINCT application_name)::int AS listening FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ANY($1) AND query ILIKE 'LISTEN %'`,
      [names],
    );
    if (listening === count) return workers;
    await sleep(50);
  }
  throw new BenchError(`workers did not LISTEN within ${START_TIMEOUT_MS / 1000} s; see ${workers[0].logFile}`);
}

// ---- /proc ---------------------------------------------------------------------------------------------------------

/** Ticks to µs: CLK_TCK is 100 on Linux. */
export const TICK_MICROS = 10_000;

/** utime + stime of a process (all its threads), in ticks; 0 once it is gone. */
export function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** VmRSS in KiB; 0 once the process is gone. */
export function rssKiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export const CORES = readFileSync('/proc/stat', 'utf8')
  .split('\n')
  .filter((line) => /^cpu\d+ /.test(line)).length;

/**
 * CPU ticks of the bench database's backends by pid, split by who they serve: the workers (their application_name)
 * or this process. Only readable for a PostgreSQL on this machine; null otherwise.
 */
export async function backendTicks(db: DataSource): Promise<Map<number, { worker: boolean; ticks: number }> | null> {
  const host = new URL((db.options as { url?: string }).url ?? 'postgres://x').hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) return null;
  const rows: { pid: number; app: string }[] = await db.query(
    `SELECT pid, application_name AS app FROM pg_stat_activity WHERE datname = current_database()`,
  );
  const readable = new Set(readdirSync('/proc'));
  const ticks = new Map<number, { worker: boolean; ticks: number }>();
  for (const { pid, app } of rows) {
    if (!readable.has(String(pid))) return null; // another machine or container after all
    ticks.set(pid, { worker: app.startsWith(WORKER_APP_PREFIX), ticks: processTicks(pid) });
  }
  return ticks;
}

/**
 * Backend CPU between two readings, in ticks. A backend that connected in between counts whole (its life is inside
 * the window); one that disconnected in between is lost, which the workers' pools do not do while they run.
 */
export function backendDelta(
  before: Map<number, { worker: boolean; ticks: number }> | null,
  after: Map<number, { worker: boolean; ticks: number }> | null,
): { worker: number; other: number } | null {
  if (!before || !after) return null;
  const delta = { worker: 0, other: 0 };
  for (const [pid, { worker, ticks }] of after) {
    const used = ticks - (before.get(pid)?.ticks ?? 0);
    if (worker) delta.worker += used;
    else delta.other += used;
  }
  return delta;
}

/** RSS of a set of processes, sampled every `everyMs` until stopped: first, peak and last reading of each. */
export function sampleRss(pids: number[], everyMs = 100) {
  const first = pids.map(rssKiB);
  const peak = [...first];
  let last = [...first];
  const sample = () => {
    last = pids.map(rssKiB);
    last.forEach((value, index) => (peak[index] = Math.max(peak[index], value)));
  };
  const timer = setInterval(sample, everyMs);
  return {
    /** The current reading of each. */
    read(): number[] {
      sample();
      return [...last];
    },
    stop(): { first: number[]; peak: number[]; last: number[] } {
      clearInterval(timer);
      sample();
      return { first, peak, last };
    },
  };
}
