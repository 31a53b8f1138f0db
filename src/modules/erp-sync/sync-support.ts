import type { EntityManager } from 'typeorm';
import { ErpConnectorError } from '../erp-connector/erp-connector';

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 65_535;

export type RowValue = string | number | boolean | null;

/**
 * Multi-row `INSERT … ON CONFLICT (…) DO UPDATE` of as many rows per statement as the parameter limit allows (one
 * statement for any realistic supplier catalog). `table` and the column names are code constants, never input.
 */
export async function upsertRows(
  em: EntityManager,
  table: string,
  columns: readonly string[],
  conflict: readonly string[],
  rows: readonly RowValue[][],
): Promise<void> {
  const updates = columns.filter((column) => !conflict.includes(column));
  const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = batch.map(
      (_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    );
    await em.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}
       ON CONFLICT (${conflict.join(', ')}) DO UPDATE SET ${updates.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
      batch.flat(),
    );
  }
}

/**
 * The error message a run stores and answers: connector messages are written by the connector and never carry
 * credentials, tokens or URLs (erp-connector.errors.ts); anything else is summarized without its text.
 */
export function safeFailureMessage(error: unknown): string {
  if (error instanceof ErpConnectorError) return `${error.operation}: ${error.kind}: ${error.message}`.slice(0, 500);
  return 'Unexpected failure; see the service log with the trace id.';
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
