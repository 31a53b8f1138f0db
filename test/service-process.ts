import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository root: the service is started from its TypeScript source there. */
const ROOT = path.resolve(__dirname, '..');
const LISTENING = 'payment reconciliation service listening';

/** Processes not yet ended: killed when the test process exits, however it exits, so none outlives its run. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * One `src/main.ts` process on the embedded defaults (no DATABASE_URL, no REDIS_URL, a fresh DATA_DIR), as
 * `npm start` runs it, on an ephemeral port; its output is kept whole for assertions.
 */
export class ServiceProcess {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'recon-service-'));
  /** Resolves with the bound port once the service logged that it listens. */
  readonly ready: Promise<number>;
  /** Resolves when the process has ended, however. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private readonly child: ChildProcess;
  private text = '';

  constructor(overrides: Record<string, string> = {}) {
    this.child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'info',
        ...overrides,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(this.child);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        running.delete(this.child);
        resolve({ code, signal, at: Date.now() });
      });
    });
    this.ready = new Promise<number>((resolve, reject) => {
      const take = (chunk: Buffer) => {
        this.text += chunk.toString('utf8');
        const line = this.lines().find((entry) => entry.msg === LISTENING);
        if (line) resolve(Number(line.port));
      };
      this.child.stdout!.on('data', take);
      this.child.stderr!.on('data', take);
      void this.exited.then(({ code }) =>
        reject(new Error(`service exited with ${code} before listening:\n${this.text}`)),
      );
    });
    this.ready.catch(() => undefined);
  }

  /** Every JSON log line so far (other output is left out). */
  lines(): Record<string, unknown>[] {
    return this.text.split('\n').flatMap((line) => {
      if (!line.startsWith('{') || !line.endsWith('}')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }

  /** Resolves once a log line with this message appeared (polling; fails after `timeoutMs`). */
  async logged(message: string, timeoutMs = 10_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines().find((entry) => entry.msg === message);
      if (line) return line;
      if (Date.now() > deadline) throw new Error(`no "${message}" in the service log:\n${this.text}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** The last resort of an `afterAll`: the process is gone and its data directory removed. */
  async dispose(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
