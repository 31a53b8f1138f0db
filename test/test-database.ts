import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource, runMigrations } from '../src/platform/database/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/platform/database/embedded-postgres';
import { createLogger } from '../src/platform/logging/logger';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A freshly migrated database for one test run: a new database on the server of DATABASE_URL, or an embedded
 * PGlite in a temporary directory when DATABASE_URL is not set.
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
    const directory = await mkdtemp(path.join(tmpdir(), 'recon-pglite-'));
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres(directory, logger);
    url = embedded.url;
    drop = async () => {
      await embedded.close();
      await rm(directory, { recursive: true, force: true });
    };
  }
  // One connection holds the migration lock; migrations use no entities.
  const dataSource = createDataSource(url, 2, logger, []);
  await dataSource.initialize();
  await runMigrations(dataSource);
  await dataSource.destroy();
  return { url, drop };
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
