import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client as PgClient } from 'pg';
import { BenchError, freePort } from './api.bench';
import { start, type Child } from './postings-procs';

/**
 * The drill's processes: API processes (`dist/src/main.js` with WORKER_ENABLED=false, each on a port of its own
 * that a restart binds again) and worker processes (`dist/src/worker.js`), all on one PostgreSQL database, one
 * Redis, one bucket and one set of keys, as a hosted deployment runs them. SIGKILL is the crash; start again is the
 * orchestrator's restart.
 */
const ROOT = path.resolve(__dirname, '..');
const API_ENTRY = path.join(ROOT, 'dist/src/main.js');
const WORKER_ENTRY = path.join(ROOT, 'dist/src/worker.js');
const START_TIMEOUT_MS = 60_000;
export const DRILL_ADMIN = { email: 'drill-admin@example.com', password: 'drill-admin-password-0123456789' };

export interface FleetMember {
  name: string;
  kind: 'api' | 'worker';
  port: number | null;
  process: Child;
  starts: number;
}

export class Fleet {
  readonly members: FleetMember[] = [];
  /** Every process started, restarts included, for the logs and their error lines. */
  readonly started: Child[] = [];
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    settings: {
      databaseUrl: string;
      redisUrl: string;
      dataDir: string;
      storage: Record<string, string>;
      /** Settings of the accounting-system connectors (ERP_…) beside the drill's own. */
      erp?: Record<string, string>;
    },
    private readonly logDir: string,
    private readonly db: PgClient,
  ) {
    this.env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      DATA_DIR: settings.dataDir,
      KEY_VALUE_PREFIX: `drill:${randomBytes(6).toString('hex')}:`,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      BOOTSTRAP_ADMIN_EMAIL: DRILL_ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: DRILL_ADMIN.password,
      ERP_ALLOW_LOOPBACK: 'true',
      // A write the simulator holds open is given up after 2 s and read back; a dead worker's claims come free
      // after 5 s (the lease must outlast two timeouts); retries back off from 100 ms to 1 s.
      ERP_TIMEOUT_MS: '2000',
      POSTING_LEASE_SECONDS: '5',
      POSTING_RETRY_BASE_MS: '100',
      POSTING_RETRY_CAP_MS: '1000',
      POSTING_OUTCOME_SETTLE_MS: '2000',
      POSTING_MAX_TRANSIENT_FAILURES: '30',
      SHUTDOWN_GRACE_SECONDS: '5',
      ...settings.erp,
      ...settings.storage,
    };
  }

  async startApi(name: string): Promise<FleetMember> {
    const member: FleetMember = {
      name,
      kind: 'api',
      port: await freePort(),
      process: undefined as never,
      starts: 0,
    };
    this.members.push(member);
    await this.launch(member);
    return member;
  }

  async startWorker(name: string): Promise<FleetMember> {
    const member: FleetMember = { name, kind: 'worker', port: null, process: undefined as never, starts: 0 };
    this.members.push(member);
    await this.launch(member);
    return member;
  }

  /** The crash: SIGKILL, nothing flushed, nothing released; answers once the process is gone. */
  async kill(member: FleetMember): Promise<void> {
    const { child } = member.process;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  /** Starts the member again (same port for an API process) and waits until it serves. */
  restart(member: FleetMember): Promise<void> {
    return this.launch(member);
  }

  /** SIGTERM to everything still running: the graceful path, bounded by SHUTDOWN_GRACE_SECONDS. */
  async stopAll(): Promise<{ name: string; code: number | null; signal: string | null }[]> {
    return Promise.all(
      this.members.map(async ({ name, process: { child } }) => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGTERM');
          await exited;
        }
        return { name, code: child.exitCode, signal: child.signalCode };
      }),
    );
  }

  /** Log lines at level error or worse, across every process started. */
  errorLines(): string[] {
    return this.started.flatMap((started) =>
      readFileSync(started.logFile, 'utf8')
        .split('\n')
        .filter((line) => {
          try {
            return Number((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
          } catch {
            return false;
          }
        }),
    );
  }

  private async launch(member: FleetMember): Promise<void> {
    member.starts += 1;
    const label = `${member.name}-${member.starts}`;
    const env =
      member.kind === 'api'
        ? { ...this.env, PORT: String(member.port), WORKER_ENABLED: 'false', PGAPPNAME: label }
        : { ...this.env, PGAPPNAME: label };
    member.process = start(label, member.kind === 'api' ? API_ENTRY : WORKER_ENTRY, env, this.logDir, []);
    this.started.push(member.process);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const { child, logFile } = member.process;
      if (child.exitCode !== null) throw new BenchError(`${label} exited at start; see ${logFile}`);
      if (await this.serving(member, label)) return;
      await sleep(100);
    }
    throw new BenchError(`${label} did not start within ${START_TIMEOUT_MS / 1000} s`);
  }

  /** An API process answers its health check; a worker holds its LISTEN connection. */
  private async serving(member: FleetMember, label: string): Promise<boolean> {
    if (member.kind === 'api') {
      return fetch(`http://127.0.0.1:${member.port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
    }
    const { rows } = await this.db.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1
          AND query ILIKE 'LISTEN %'`,
      [label],
    );
    return rows.length > 0;
  }
}
