import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { metrics } from '../http/metrics';
import { statementName } from './hot-statements';

/** Runs one statement and answers its rows. */
export type SqlRunner = <T>(text: string, values: unknown[]) => Promise<T[]>;

/**
 * Runs a statement as a named prepared statement on the data source's pool: PostgreSQL parses and plans it once per
 * connection instead of on every call. For the few hot statements of background workers, whose texts are a small
 * fixed set (each distinct text gets one name); counted in /metrics like every statement.
 */
export async function preparedQuery<T>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const name = statementName(text);
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  metrics.sqlStatements += 1;
  const result = await pool.query({ name, text, values });
  return result.rows as T[];
}

/**
 * The runner of a worker's hot statements: prepared on a PostgreSQL server; plain on the embedded database, whose
 * socket bridge was seen mixing up the extended-protocol messages of busy connections.
 */
export function sqlRunner(dataSource: DataSource, prepared: boolean): SqlRunner {
  return prepared
    ? (text, values) => preparedQuery(dataSource, text, values)
    : (text, values) => dataSource.query(text, values);
}
