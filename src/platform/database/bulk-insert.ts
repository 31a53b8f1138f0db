import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource, EntityManager } from 'typeorm';
import { recordSqlStatement } from '../context/request-scope';
import { metrics } from '../http/metrics';

export type BulkValue = string | number | null;

/**
 * Rows are produced in small chunks, a couple at a time: the event loop then turns often enough to keep the socket to
 * the database full while a streaming source (a parser) is still producing, and both sides work in parallel.
 */
const ROWS_PER_COPY_CHUNK = 250;
const CHUNKS_AHEAD = 2;
/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 65_535;

const copySupport = new WeakMap<DataSource, boolean>();

/**
 * Bulk load inside the surrounding transaction: `COPY … FROM STDIN` (one statement, streamed as CSV) where the
 * server supports it, else multi-row INSERTs of as many rows as the parameter limit allows. The embedded PGlite
 * socket server does not relay the COPY sub-protocol. `table` and `columns` are code constants, never input.
 */
export async function bulkInsert(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  rows: Iterable<BulkValue[]>,
): Promise<void> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('bulkInsert must run inside a transaction');
  if (await supportsCopy(manager)) {
    const client = (await runner.connect()) as PoolClient;
    countStatement();
    await pipeline(
      Readable.from(csvChunks(rows), { highWaterMark: CHUNKS_AHEAD }),
      client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`)),
    );
    return;
  }
  const rowsPerStatement = Math.floor(MAX_PARAMETERS / columns.length);
  let batch: BulkValue[][] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === rowsPerStatement) {
      await insertValues(manager, table, columns, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insertValues(manager, table, columns, batch);
}

/**
 * Asked on the transaction's own connection (on PGlite any other connection would wait) until one probe answers;
 * only that answer is kept. A probe that fails (a dropped connection) fails its own call and is asked again on the
 * next, and callers that probe at the same time each wait for their own answer, not for another transaction's.
 */
async function supportsCopy(manager: EntityManager): Promise<boolean> {
  const known = copySupport.get(manager.connection);
  if (known !== undefined) return known;
  const [row]: { version: string }[] = await manager.query('SELECT version() AS version');
  const support = !row.version.includes('PGlite');
  copySupport.set(manager.connection, support);
  return support;
}

async function insertValues(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  batch: BulkValue[][],
): Promise<void> {
  const placeholders = batch.map(
    (_, rowIndex) => `(${columns.map((__, column) => `$${rowIndex * columns.length + column + 1}`).join(', ')})`,
  );
  await manager.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders.join(', ')}`, batch.flat());
}

function countStatement(): void {
  // COPY goes through the raw client, past TypeORM's logger that counts every other statement.
  metrics.sqlStatements += 1;
  recordSqlStatement();
}

function* csvChunks(rows: Iterable<BulkValue[]>): Generator<string> {
  let chunk = '';
  let count = 0;
  for (const row of rows) {
    for (let column = 0; column < row.length; column++)
      chunk += column ? `,${csvField(row[column])}` : csvField(row[column]);
    chunk += '\n';
    if (++count === ROWS_PER_COPY_CHUNK) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  if (chunk) yield chunk;
}

/** In COPY's CSV format an unquoted empty field is NULL and a quoted one is an empty string. */
function csvField(value: BulkValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return value.includes('"') ? `"${value.replace(/"/g, '""')}"` : `"${value}"`;
}
