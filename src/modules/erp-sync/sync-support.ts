import type { EntityManager } from 'typeorm';
import { bulkInsert, type BulkValue } from '../../platform/database/bulk-insert';
import { ErpConnectorError, outcomeOf } from '../erp-connector/erp-connector.module';

/**
 * Upserts `rows` into `table` through a temporary staging table: one bulk load (COPY where the server supports it)
 * and one `INSERT … SELECT … ON CONFLICT (…) DO UPDATE` of every other column. Once per table and transaction (the
 * staging table lives until the commit). `table` and the column names are code constants, never input. With
 * `revision`, a stored row newer than the one loaded (changed by someone else meanwhile) is left as it is.
 */
export async function upsertThroughStaging(
  em: EntityManager,
  table: string,
  columns: readonly string[],
  conflict: readonly string[],
  rows: BulkValue[][],
  options: { revision?: string } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const staging = `${table}_staging`;
  await em.query(`CREATE TEMP TABLE ${staging} (LIKE ${table} INCLUDING DEFAULTS) ON COMMIT DROP`);
  await bulkInsert(em, staging, columns, rows);
  const list = columns.join(', ');
  const updates = columns
    .filter((column) => !conflict.includes(column))
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ');
  await em.query(
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM ${staging}
     ON CONFLICT (${conflict.join(', ')}) DO UPDATE SET ${updates}` +
      (options.revision ? ` WHERE ${table}.${options.revision} <= EXCLUDED.${options.revision}` : ''),
  );
}

/** What a failed run stores: `error_code` and the `errorMessage` it answers. */
export interface RunFailure {
  code: string;
  message: string;
}

/**
 * The failure a run stores, from fixed texts only: a connector failure as `<operation>: <kind>: <fixed message>`
 * with the code of the one mapping (`outcomeOf`), never the remote's own words; anything else (a database error
 * while storing) as `internal_error` without its text, which the error answer logs under the trace id.
 */
export function runFailure(error: unknown): RunFailure {
  if (error instanceof ErpConnectorError) {
    const outcome = outcomeOf(error);
    return { code: outcome.code, message: `${error.operation}: ${error.kind}: ${outcome.message}` };
  }
  return { code: 'internal_error', message: 'Unexpected failure; see the service log with the trace id.' };
}

/** Runs `work` over `items` with at most `limit` calls in flight; the first failure rejects. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Rows of an `UPDATE … RETURNING`: TypeORM's PostgreSQL driver answers `[rows, affectedCount]` for updates. */
export function updatedRows<T>(result: unknown): T[] {
  const [rows] = result as [T[], number];
  return rows;
}
