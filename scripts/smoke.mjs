// Smoke test on the embedded defaults, as a newcomer's machine runs the service: `npm start` with no build yet (it
// builds) and then again (it does not), each timed to a healthy /api/health, a real process on a fresh DATA_DIR with
// no DATABASE_URL and no REDIS_URL, sign-in over REST and GraphQL, a restart that keeps the data, then the sign-in
// and error-contract suites on the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const email = 'smoke-admin@example.test';
const password = 'smoke-admin-password-1';
const dataDir = mkdtempSync(path.join(tmpdir(), 'recon-smoke-'));
const env = { ...process.env, DATA_DIR: dataDir, BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password };
delete env.DATABASE_URL;
delete env.REDIS_URL;
let passed = 0;
let failed = 0;
let running = null;

function check(name, condition) {
  if (condition) passed += 1;
  else failed += 1;
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${name}`);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `npm start` as a newcomer runs it; answers the process and the seconds until /api/health answered 200. */
async function startService(port, timeoutSeconds = 60) {
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs', 'main'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running = child;
  const deadline = started + timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return { child, seconds: (Date.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`service did not become healthy within ${timeoutSeconds} s`);
}

/** SIGTERM; answers the exit code (0 when the API, the posting worker and the jobs stopped cleanly). */
async function stopService(child) {
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

const json = (response) => response.json();

async function main() {
  // As on a fresh clone: no build yet, so the first `npm start` builds (and says so), the second finds it up to date.
  rmSync('dist', { recursive: true, force: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = await startService(port, 300);
  let service = first.child;
  console.log(`     first start (build included): healthy after ${first.seconds.toFixed(1)} s`);
  const health = await fetch(`${base}/api/health`).then(json);
  check('health answers ok on the embedded database and the in-process store', health.status === 'ok');

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = await login.json();
  check('the bootstrap administrator signs in over REST', login.status === 200 && session.tokenType === 'Bearer');
  const me = await fetch(`${base}/api/auth/me`, { headers: { Authorization: `Bearer ${session.accessToken}` } }).then(
    json,
  );
  check('me shows the platform MegaAdmin assignment', me.roleAssignments?.[0]?.roleCode === 'MegaAdmin');
  const graphql = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  }).then(json);
  check('me over GraphQL', graphql.data?.me?.email === email);
  const ide = await fetch(`${base}/graphql`, { headers: { Accept: 'text/html' } });
  check('GraphiQL is served at GET /graphql', ide.status === 200 && (await ide.text()).includes('graphiql.min.js'));
  const openApi = await fetch(`${base}/api/openapi.json`).then(json);
  check('the OpenAPI document is served', openApi.openapi === '3.1.0');

  check('SIGTERM stops the service and its in-process workers cleanly (exit 0)', (await stopService(service)) === 0);
  const second = await startService(port);
  service = second.child;
  console.log(`     second start: healthy after ${second.seconds.toFixed(1)} s`);
  check('a second start skips the build and is healthy within 5 s', second.seconds < 5);
  const refreshed = await fetch(`${base}/api/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: session.refreshToken }),
  });
  check('after a restart the data and the signing key persist (refresh works)', refreshed.status === 200);
  await stopService(service);

  const suites = ['src/modules/auth', 'test/error-contract', 'src/modules/health', 'src/modules/erp-posting'];
  const jest = spawnSync('npx', ['jest', ...suites], { stdio: 'inherit', env });
  check('sign-in, error-contract, health and posting suites on the embedded database', jest.status === 0);
}

main()
  .catch((error) => {
    failed += 1;
    console.error(error);
  })
  .finally(() => {
    // Never leave a service behind, whatever failed.
    if (running && running.exitCode === null) running.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`\nsmoke: ${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  });
