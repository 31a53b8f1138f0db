import 'reflect-metadata';
import { createTestDatabase, type TestDatabase } from './test-database';

declare global {
  var testDatabase: TestDatabase | undefined;
}

/** One migrated database for the whole run; test files share it and keep apart by seeding unique data. */
export default async function globalSetup(): Promise<void> {
  const database = await createTestDatabase();
  globalThis.testDatabase = database;
  process.env.TEST_DATABASE_URL = database.url;
}
