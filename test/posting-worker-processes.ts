import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository root: the worker is started from its TypeScript source there, as `npm run worker` would. */
const ROOT = path.resolve(__dirname, '..');

/** The log line a posting worker writes once its loop runs; it carries the worker's id. */
const STARTED = 'posting worker started';

/**
 * The environment of a worker process against `databaseUrl` with the test's short timings; `overrides` replaces
 * any of them. Only what the worker reads is passed, so nothing of the jest process (its own DATABASE_URL, Redis)
 * leaks into the child.
 */
export function postingWorkerEnv(
  databaseUrl: string,
  encryptionKey: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '6',
    MIGRATIONS_RUN: 'false',
    // Both keys set: the worker must decrypt the connections the test's application stored, and must not write a
    // secrets file of its own under DATA_DIR.
    ENCRYPTION_KEY: encryptionKey,
    JWT_SECRET: 'worker-process-signing-secret-0123456789abcdef',
    DATA_DIR: path.join(tmpdir(), 'recon-worker-processes'),
    ERP_ALLOW_LOOPBACK: 'true',
    ERP_TIMEOUT_MS: '800',
    POSTING_LEASE_SECONDS: '2',
    POSTING_OUTCOME_SETTLE_MS: '2000',
    POSTING_POLL_MS: '100',
    POSTING_RETRY_BASE_MS: '100',
    POSTING_RETRY_CAP_MS: '1000',
    POSTING_MAX_TRANSIENT_FAILURES: '5',
    POSTING_MAX_READBACKS: '10',
    POSTING_WORKER_CONCURRENCY: '4',
    // The background jobs run once at start and then not again during a test.
    WORKER_INTERVAL_SECONDS: '3600',
    LOG_LEVEL: 'info',
    ...overrides,
  };
}

/** Processes not yet ended: killed when the test process exits, however it exits, so none outlives its run. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** One `src/worker.ts` child process, its output kept whole for assertions. */
export class WorkerProcess {
  readonly pid: number;
  /** Resolves once the posting worker logged its start; rejects if the process ended before. */
  readonly ready: Promise<void>;
  /** Resolves when the process has ended, however. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;
  private text = '';
  private started = false;
  private ended = false;
  private id: string | null = null;

  constructor(
    readonly name: string,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/worker.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (this.child.pid === undefined) throw new Error(`${name}: the worker process did not start`);
    this.pid = this.child.pid;
    running.add(this.child);
    let markReady: () => void = () => undefined;
    let failReady: (error: Error) => void = () => undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    // Nobody may be waiting for readiness of a process that is killed while it boots.
    this.ready.catch(() => undefined);
    const take = (chunk: Buffer) => {
      this.text += chunk.toString('utf8');
      if (this.started) return;
      // Only a whole line is parsed: a chunk may end in the middle of one.
      const line = this.text.split('\n').find((candidate) => candidate.includes(STARTED) && candidate.endsWith('}'));
      if (line === undefined) return;
      this.started = true;
      this.id = (JSON.parse(line) as { workerId?: string }).workerId ?? null;
      markReady();
    };
    this.child.stdout!.on('data', take);
    this.child.stderr!.on('data', take);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.ended = true;
        running.delete(this.child);
        failReady(new Error(`${name} (pid ${this.pid}) ended before its posting worker started:\n${this.text}`));
        resolve({ code, signal });
      });
    });
  }

  /** Everything the process wrote to stdout and stderr so far. */
  get output(): string {
    return this.text;
  }

  /** The posting worker's id (`host:pid:random`, as in `worker_id` columns) once it started. */
  get workerId(): string | null {
    return this.id;
  }

  /** Started and not ended: a kill now lands in the worker's loop, not in its boot. */
  get working(): boolean {
    return this.started && !this.ended;
  }

  /** Sends the signal and waits for the end; SIGKILL gives the worker no chance to release anything. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.ended) this.child.kill(signal);
    await this.exited;
  }

  /** SIGTERM (the worker finishes the postings in hand), then SIGKILL if it has not ended within `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.ended) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/**
 * A fixed number of worker slots, each running one process at a time: a killed one is replaced by a fresh process
 * in its slot. Every process ever started is kept, so the logs of the dead can be searched too.
 */
export class WorkerFleet {
  private readonly slots: WorkerProcess[] = [];
  private readonly history: WorkerProcess[] = [];

  constructor(private readonly env: Record<string, string>) {}

  /** Starts `count` workers and waits until each posting worker is running. */
  async start(count: number): Promise<void> {
    for (let slot = 0; slot < count; slot += 1) this.spawnInto(slot);
    await Promise.all(this.slots.map((worker) => worker.ready));
  }

  /** The processes now in their slots. */
  get current(): readonly WorkerProcess[] {
    return this.slots;
  }

  /** Every process started, in order. */
  get all(): readonly WorkerProcess[] {
    return this.history;
  }

  /** SIGKILLs the process of the slot and starts a new one there (not waiting for it to boot); answers the dead one. */
  async killAndRestart(slot: number): Promise<WorkerProcess> {
    const victim = this.slots[slot];
    await victim.kill('SIGKILL');
    this.spawnInto(slot);
    return victim;
  }

  /** Every log line of every process, parsed (lines that are not JSON are kept as `{ raw }`). */
  logLines(): Record<string, unknown>[] {
    return this.history.flatMap((worker) =>
      worker.output
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          try {
            return { process: worker.name, ...(JSON.parse(line) as Record<string, unknown>) };
          } catch {
            return { process: worker.name, raw: line };
          }
        }),
    );
  }

  /** Stops the live processes gracefully (SIGTERM); the fleet can be started again afterwards. */
  async stop(): Promise<void> {
    await Promise.all(this.slots.map((worker) => worker.stop()));
    this.slots.length = 0;
  }

  /** The last resort of an `afterAll`: nothing started by a test may outlive it. */
  async killAll(): Promise<void> {
    await Promise.all(this.history.map((worker) => worker.kill('SIGKILL')));
    this.slots.length = 0;
  }

  private spawnInto(slot: number): void {
    const worker = new WorkerProcess(`worker-${slot}.${this.history.length}`, this.env);
    this.slots[slot] = worker;
    this.history.push(worker);
  }
}
