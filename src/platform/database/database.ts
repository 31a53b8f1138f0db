import path from 'node:path';
import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations';
import type { Logger } from '../logging/logger';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { prepareHotStatements } from './hot-statements';
import { databaseTypeParsers } from './int8-type-parser';
import { SnakeNamingStrategy } from './snake-naming-strategy';
import { SqlStatementLogger } from './sql-statement-logger';

export interface DatabaseOptions {
  url: string | null;
  dataDir: string;
  poolSize: number;
  migrationsRun: boolean;
  /** The entities the feature modules contribute. */
  entities: readonly EntityClass[];
}

/** A TypeORM entity class. */
export type EntityClass = abstract new (...args: never[]) => object;

export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Connections of the service to its embedded database. It runs one transaction at a time anyway, but a download holds
 * a connection (its cursor's session) while its client reads, so two slow downloads must not take the whole pool.
 */
const EMBEDDED_POOL_SIZE = 4;

/** Serializes migrations when several processes start against one database. */
const MIGRATION_LOCK_KEY = 4_242_001;

export async function openDatabase(options: DatabaseOptions, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let url = options.url;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(options.dataDir, 'pgdata'), logger);
    url = embedded.url;
  }
  const dataSource = createDataSource(
    url,
    // The embedded server serves one connection's extended-protocol exchange at a time (EmbeddedBackendQueue), so
    // more connections only wait in turn; the tests run the embedded database with two.
    embedded ? Math.min(options.poolSize, EMBEDDED_POOL_SIZE) : options.poolSize,
    logger,
    options.entities,
    { jitOff: embedded === null },
  );
  try {
    await dataSource.initialize();
    if (options.migrationsRun) await runMigrations(dataSource);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.close();
    throw error;
  }
  return {
    dataSource,
    embedded: embedded !== null,
    async close() {
      await dataSource.destroy();
      await embedded?.close();
    },
  };
}

export function createDataSource(
  url: string,
  poolSize: number,
  logger: Logger,
  entities: readonly EntityClass[],
  session: { jitOff?: boolean } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...entities],
    migrations,
    namingStrategy: new SnakeNamingStrategy(),
    logger: new SqlStatementLogger(logger),
    logging: true,
    maxQueryExecutionTime: 1000,
    poolSize,
    // gen_random_uuid() is built into PostgreSQL 13+ and PGlite; the schema belongs to the migrations.
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    // Per pool rather than pg's process-wide parsers: int8 arrives as a checked number wherever this data source reads.
    extra: {
      connectionTimeoutMillis: 10_000,
      types: databaseTypeParsers(),
      // The service's statements are short; on a large outlet a whole-outlet work-item filter is estimated past the
      // JIT threshold and would pay a compile far longer than its run. PGlite has no JIT (and no startup options).
      ...(session.jitOff ? { options: '-c jit=off' } : {}),
      onConnect: prepareHotStatements,
    },
  });
}

export async function runMigrations(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
