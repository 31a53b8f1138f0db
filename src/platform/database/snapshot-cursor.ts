import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource, QueryRunner } from 'typeorm';
import { inTransactionOn } from './transaction';

export interface CursorStatement {
  sql: string;
  params: unknown[];
}

/**
 * Rows per FETCH (pg-query-stream's own batch size). Measured on the audit CSV (`npm run bench:audit-export`): at 100
 * the server's peak RSS stayed within 2 MB of its level before the export for 10,000, 100,000 and 300,000 entries;
 * at 200 and more the larger chunks lived long enough to raise it by 10–30 MB, growing with the export. On the
 * embedded database other requests run between two FETCHes, so a small batch also keeps their wait short.
 */
const FETCH_ROWS = 100;

/**
 * A statement's result held by the database as a cursor WITH HOLD on a connection of its own, with its row count
 * known before the first row is read.
 *
 * A download must record its audit entry (with the row count) before its first byte, yet the rows must be the ones
 * counted. Declaring the cursor in a REPEATABLE READ transaction and committing materializes the result in the
 * database (a tuplestore, spilling to disk past work_mem), taken from one snapshot; `rowCount` is then a MOVE over
 * that result, not a second run of the query, and an entry written afterwards (the export's own) is not in it.
 * Reading it afterwards takes no transaction at all: every FETCH is a statement of its own. That matters twice over:
 * no transaction stays open while a slow client reads, and on the embedded PGlite, which runs one transaction at a
 * time for every connection, other requests keep running between the FETCHes of a download.
 *
 * The cursor belongs to its session, so the connection stays with the cursor until `close`, which must always run.
 * On PGlite every connection shares the one session, hence the random cursor name.
 */
export class SnapshotCursor<Row> {
  private closed = false;

  private constructor(
    private readonly runner: QueryRunner,
    private readonly name: string,
    /** The rows the cursor holds. */
    readonly rowCount: number,
  ) {}

  /**
   * Opens `statement` as a held cursor. `sameSnapshot` runs first, in the same transaction (through `ctx.em`, which is
   * the cursor's connection there), for figures that must agree with the rows, such as an uncapped total.
   */
  static async open<Row, T = undefined>(
    dataSource: DataSource,
    statement: CursorStatement,
    sameSnapshot?: () => Promise<T>,
  ): Promise<{ cursor: SnapshotCursor<Row>; sameSnapshot: T }> {
    const runner = dataSource.createQueryRunner();
    const name = `download_${randomBytes(8).toString('hex')}`;
    let declared = false;
    try {
      const read = await inTransactionOn(
        runner,
        async () => {
          const value = sameSnapshot ? await sameSnapshot() : (undefined as T);
          await runner.query(`DECLARE ${name} SCROLL CURSOR WITH HOLD FOR ${statement.sql}`, statement.params);
          return value;
        },
        'REPEATABLE READ',
      );
      declared = true;
      const moved = await runner.query(`MOVE FORWARD ALL IN ${name}`, undefined, true);
      await runner.query(`MOVE ABSOLUTE 0 IN ${name}`);
      return { cursor: new SnapshotCursor<Row>(runner, name, moved.affected ?? 0), sameSnapshot: read };
    } catch (error) {
      if (declared) await runner.query(`CLOSE ${name}`).catch(() => undefined);
      await runner.release();
      throw error;
    }
  }

  /**
   * Runs `fn` in a transaction on the cursor's connection (`ctx.em` is that connection inside), so a download that
   * holds one connection never waits for a second one from the pool to write its audit entry.
   */
  inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('the cursor is closed');
    return inTransactionOn(this.runner, fn);
  }

  /**
   * The rows in the statement's order, a FETCH at a time; stops early once the cursor is closed. Each FETCH is read
   * as a stream (pg-query-stream, which ends its exchange with a Sync when done) rather than as one query result:
   * measured on 100,000 audit rows, reading plain results raised the heap by 60–80 MB before a major collection
   * reclaimed it, the streams by about 10 MB, at the same speed.
   */
  async *batches(): AsyncGenerator<Row[]> {
    while (!this.closed) {
      const rows: Row[] = [];
      const stream = (await this.runner.stream(`FETCH FORWARD ${FETCH_ROWS} FROM ${this.name}`)) as Readable;
      for await (const row of stream) rows.push(row as Row);
      if (rows.length > 0) yield rows;
      if (rows.length < FETCH_ROWS) return;
    }
  }

  /** Drops the cursor and hands its connection back; runs once, never throws. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.runner.query(`CLOSE ${this.name}`);
    } catch {
      // On a server a broken connection took the cursor with its session; PGlite keeps it until the database closes.
    } finally {
      await this.runner.release().catch(() => undefined);
    }
  }
}
