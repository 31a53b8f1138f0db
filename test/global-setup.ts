import 'reflect-metadata';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TALLY_FILE_VARIABLE } from './openapi-response-validation';
import { createTestDatabase, type TestDatabase } from './test-database';

declare global {
  var testDatabase: TestDatabase | undefined;
}

/** One migrated database for the whole run; test files share it and keep apart by seeding unique data. */
export default async function globalSetup(): Promise<void> {
  const database = await createTestDatabase();
  globalThis.testDatabase = database;
  process.env.TEST_DATABASE_URL = database.url;
  // Each test environment appends its count of REST answers checked against the OpenAPI document (the workers
  // inherit the variable); global-teardown sums them.
  process.env[TALLY_FILE_VARIABLE] = path.join(
    tmpdir(),
    `openapi-response-validation-${process.pid}-${Date.now()}.jsonl`,
  );
}
