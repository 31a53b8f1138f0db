import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { MigrationInterface } from 'typeorm';

type MigrationClass = new () => MigrationInterface;

/** `<timestamp>-<name>.ts` here, `.js` once compiled: the files are the list, so a new migration is one new file. */
const MIGRATION_FILE = /^(\d{13})-[a-z0-9-]+\.(ts|js)$/;

/**
 * Every migration of this folder in timestamp order. Each file exports one class whose name ends in the file's
 * timestamp, so the order TypeORM records is the order of the files.
 */
function loadMigrations(): MigrationClass[] {
  return readdirSync(__dirname)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const timestamp = MIGRATION_FILE.exec(file)![1];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = Object.values(require(path.join(__dirname, file)) as Record<string, unknown>);
      const migration = exported.find(
        (value): value is MigrationClass => typeof value === 'function' && value.name.endsWith(timestamp),
      );
      if (exported.length !== 1 || !migration) {
        throw new Error(`migrations/${file} must export exactly one migration class named …${timestamp}`);
      }
      return migration;
    });
}

export const migrations = loadMigrations();
