// `npm run bench:smoke`: every benchmark once at a tiny size (BENCH_SMOKE=1), one after another, so a bench that no
// longer runs is found by CI rather than by the next person who measures. The benches are the `bench` and `bench:*`
// scripts of package.json (a new one is included without being listed here). Each bench's output goes to a log file
// in a temporary directory; a failing bench's tail is printed. Exits non-zero when any bench failed. Several benches
// need PostgreSQL and Redis: run it with DATABASE_URL and REDIS_URL set, as .ci/run does.
//
// The service is built first when its sources changed (as `npm start` decides), so the first bench that starts the
// built server does not carry the build in its time.
//
//   BENCH_SMOKE_TIMEOUT=180   seconds a bench may take before it is stopped and counted as failed
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, ROOT } from './build.mjs';

const require = createRequire(import.meta.url);
const { checkBuild } = require('./build-stamp.cjs');

const SELF = 'bench:smoke';
const TIMEOUT_SECONDS = Number(process.env.BENCH_SMOKE_TIMEOUT ?? 180);
const TAIL_LINES = 40;
/** After SIGTERM, how long a stopped bench gets to stop its servers before the whole group is killed. */
const GRACE_MS = 10_000;

const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const benches = Object.keys(scripts).filter((name) => (name === 'bench' || name.startsWith('bench:')) && name !== SELF);
const logDir = mkdtempSync(path.join(tmpdir(), 'recon-bench-smoke-'));
const width = Math.max(...benches.map((name) => name.length));
const line = (name, seconds, verdict) =>
  console.log(`${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${verdict}`);

/** The bench running now, as its process group (npm, the bench, the servers it started), for SIGINT and timeouts. */
let current = null;

/** Stops a bench's whole process group: SIGTERM so it can stop its servers, SIGKILL after GRACE_MS. */
function stopGroup(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), GRACE_MS).unref();
}

/** Runs `npm run <name>` with BENCH_SMOKE=1, its output into `logFile`; answers its exit code (null: stopped). */
function run(name, logFile) {
  const log = openSync(logFile, 'w');
  const child = spawn('npm', ['run', name], {
    cwd: ROOT,
    env: { ...process.env, BENCH_SMOKE: '1' },
    stdio: ['ignore', log, log],
    // Its own process group, so a timeout stops the servers and workers the bench started as well.
    detached: true,
  });
  closeSync(log);
  current = child;
  const timer = setTimeout(() => {
    console.log(`${name}: no end after ${TIMEOUT_SECONDS} s, stopping it`);
    stopGroup(child);
  }, TIMEOUT_SECONDS * 1000);
  return new Promise((resolve) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      current = null;
      resolve({ code: null, error: error.message });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      current = null;
      resolve({ code, error: null });
    });
  });
}

function tail(logFile) {
  const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
  return lines
    .slice(-TAIL_LINES)
    .map((text) => `    ${text}`)
    .join('\n');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (current) stopGroup(current);
    console.log(`\n${signal}: stopped; logs in ${logDir}`);
    process.exit(130);
  });
}

const started = Date.now();
const decision = checkBuild(ROOT);
if (decision.build) {
  const buildStarted = Date.now();
  if (!build(ROOT)) {
    console.log('the build failed; no bench was run');
    process.exit(1);
  }
  line('build', (Date.now() - buildStarted) / 1000, `ok (${decision.reason})`);
}
const failed = [];
for (const name of benches) {
  const logFile = path.join(logDir, `${name.replace(/:/g, '-')}.log`);
  const benchStarted = Date.now();
  const { code, error } = await run(name, logFile);
  const seconds = (Date.now() - benchStarted) / 1000;
  // ensureBuilt (bench/api.bench.ts) says so when the sources changed while the benches ran.
  const rebuilt = readFileSync(logFile, 'utf8').includes('building the service') ? ', the build included' : '';
  if (code === 0) {
    line(name, seconds, `ok${rebuilt}`);
    continue;
  }
  failed.push(name);
  line(name, seconds, `FAILED (${error ?? (code === null ? 'stopped' : `exit ${code}`)}${rebuilt})`);
  console.log(`  last lines of ${logFile}:\n${tail(logFile)}`);
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  failed.length === 0
    ? `\nall ${benches.length} benches ran in ${total} s; logs in ${logDir}`
    : `\n${failed.length} of ${benches.length} benches FAILED (${failed.join(', ')}) in ${total} s; logs in ${logDir}`,
);
process.exit(failed.length === 0 ? 0 : 1);
