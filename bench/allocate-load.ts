import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BenchError, type Backend } from './api.bench';

/** The confirm load of bench:allocate over HTTP, and what it costs: /metrics counters, CPU, a profile. */

export interface Confirm {
  transactionId: string;
  body: string;
}

export interface Answer {
  status: number;
  code: string | null;
  ms: number;
}

/** Every confirm once, `clients` in flight at any time. */
export async function drive(
  agent: Agent,
  baseUrl: string,
  headers: Record<string, string>,
  confirms: Confirm[],
  clients: number,
): Promise<Answer[]> {
  const answers: Answer[] = new Array(confirms.length);
  let next = 0;
  const client = async () => {
    for (let index = next++; index < confirms.length; index = next++) {
      const started = performance.now();
      const { status, text } = await send(
        agent,
        baseUrl,
        '/api/payment-allocations/confirm',
        headers,
        confirms[index].body,
      );
      const ms = performance.now() - started;
      answers[index] = {
        status,
        ms,
        code: status === 201 ? null : ((safeJson(text) as { code?: string })?.code ?? null),
      };
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return answers;
}

export function send(
  agent: Agent,
  baseUrl: string,
  urlPath: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${urlPath}`,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * CPU µs per request of the same client loop against a bare node:http server in this process answering a fixed 201:
 * the part of this process's CPU per confirm that is the load generator and plain HTTP, not the service.
 */
export async function loadGeneratorCpu(
  headers: Record<string, string>,
  confirms: Confirm[],
  clients: number,
): Promise<number> {
  const reply = JSON.stringify({ allocationId: randomUUID(), status: 'NeedsReview', message: 'x'.repeat(44) });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(201, { 'Content-Type': 'application/json' }).end(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  try {
    const cpu = process.cpuUsage();
    await drive(agent, `http://127.0.0.1:${port}`, headers, confirms, clients);
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / confirms.length;
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** SQL statements and serialization retries (by SQLSTATE) the application has counted so far. */
export async function readMetrics(baseUrl: string, token: string) {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new BenchError(`GET /metrics answered ${response.status}`);
  const statements = /^db_statements_total (\d+)$/m.exec(text);
  const retriesByState = Object.fromEntries(
    [...text.matchAll(/^db_transaction_retries_total\{sqlstate="(\w+)"\} (\d+)$/gm)].map((m) => [m[1], Number(m[2])]),
  );
  if (!statements || Object.keys(retriesByState).length === 0)
    throw new BenchError('GET /metrics has no db_statements_total or db_transaction_retries_total');
  const retries = Object.values(retriesByState).reduce((total, count) => total + count, 0);
  return { statements: Number(statements[1]), retries, retriesByState };
}

/** A record rather than an interface, so `difference` can subtract two readings. */
export type CpuTicks = Record<'database' | 'machineBusy' | 'machineTotal', number>;

/**
 * CPU ticks (user + system) of the local PostgreSQL backends of the bench database (/proc; their process titles
 * name it), and of the whole machine; null for PGlite or a remote server. Other processes share this machine (tests
 * of other checkouts), so the report says how busy it was besides the bench.
 */
export function cpuTicks(backend: Backend): CpuTicks | null {
  if (!backend.databaseUrl) return null;
  const url = new URL(backend.databaseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return null;
  const title = ` ${url.pathname.slice(1)} `;
  let database = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(title)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      database += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const machine = machineTicks();
  return { database, machineBusy: machine.busy, machineTotal: machine.total };
}

/** Busy and total ticks of the whole machine (`cpu  user nice system idle iowait irq softirq steal …`). */
export function machineTicks(): { busy: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** Ticks to µs: CLK_TCK is 100 on Linux. */
export const TICK_MICROS = 10_000;

/** BENCH_PROFILE: the V8 CPU profile of what runs until stop(), written as a .cpuprofile file there. */
export async function startProfile(): Promise<{ stop(): Promise<void> }> {
  const directory = process.env.BENCH_PROFILE;
  if (!directory) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `allocate-confirms-${Date.now()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile of the confirm run: ${file}`);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
