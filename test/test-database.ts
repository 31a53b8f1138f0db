import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource, runMigrations } from '../src/platform/database/database';
import { createLogger } from '../src/platform/logging/logger';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A freshly migrated database: a new database on the server of DATABASE_URL, or an embedded PGlite in a process of
 * its own when DATABASE_URL is not set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const logger = createLogger('silent');
  const serverUrl = process.env.DATABASE_URL;
  let url: string;
  let drop: () => Promise<void>;
  if (serverUrl) {
    const name = `recon_test_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    ({ url, drop } = await startEmbeddedDatabaseProcess());
  }
  // One connection holds the migration lock; migrations use no entities.
  const dataSource = createDataSource(url, 2, logger, []);
  await dataSource.initialize();
  await runMigrations(dataSource);
  await dataSource.destroy();
  return { url, drop };
}

/** test/embedded-database-process.ts as a child process, run from its TypeScript source. */
function startEmbeddedDatabaseProcess(): Promise<TestDatabase> {
  const child = fork(path.join(__dirname, 'embedded-database-process.ts'), [], {
    execArgv: ['-r', '@swc-node/register'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const drop = async () => {
    if (child.connected) child.send('close');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ url: message.url, drop }));
    child.once('exit', (code) => reject(new Error(`the embedded database process exited with ${code}`)));
  });
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The variable global-setup hands the workers their databases in: one URL per jest worker, comma-separated. */
export const TEST_DATABASE_URLS = 'TEST_DATABASE_URLS';

/**
 * The database of this jest worker: each worker has its own when the run has several (the embedded run starts one
 * per worker), so the test files of one database run one after another.
 */
export function testDatabaseUrl(): string {
  const urls = (process.env[TEST_DATABASE_URLS] ?? '').split(',').filter(Boolean);
  if (urls.length === 0) throw new Error(`${TEST_DATABASE_URLS} is not set: the tests run through jest's global setup`);
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return urls[(worker - 1) % urls.length];
}
