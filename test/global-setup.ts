import 'reflect-metadata';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GlobalConfig } from 'jest';
import { RUN_REPORT_VARIABLE } from './run-report';
import { createTestDatabase, TEST_DATABASE_URLS, type TestDatabase } from './test-database';

declare global {
  var testDatabases: TestDatabase[] | undefined;
}

/**
 * The run's migrated databases. On a PostgreSQL server one database is shared by every worker and the test files
 * keep apart by seeding unique data. The embedded PGlite runs one transaction at a time, so each jest worker gets a
 * PGlite process of its own, and the workers run side by side.
 */
export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const embedded = !process.env.DATABASE_URL;
  const workers = globalConfig.maxWorkers;
  const started = Date.now();
  const databases = await Promise.all(Array.from({ length: embedded ? workers : 1 }, () => createTestDatabase()));
  globalThis.testDatabases = databases;
  process.env[TEST_DATABASE_URLS] = databases.map((database) => database.url).join(',');
  const where = embedded
    ? `${databases.length} embedded PGlite ${databases.length === 1 ? 'database' : 'databases'}, one per worker`
    : `PostgreSQL at ${new URL(process.env.DATABASE_URL!).host}, ${process.env.REDIS_URL ? 'Redis' : 'no Redis'}`;
  console.log(
    `\ntests: ${where}; up to ${workers} workers; migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // What passing tests have to say (figures, why cases are skipped, the REST answers checked against the OpenAPI
  // document) is collected there; the workers inherit the variable, and global-teardown prints it.
  process.env[RUN_REPORT_VARIABLE] = path.join(tmpdir(), `test-run-report-${process.pid}-${Date.now()}.jsonl`);
}
