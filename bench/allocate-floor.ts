import { performance } from 'node:perf_hooks';
import type { Application } from '../src/app';
import { inTransaction } from '../src/platform/database/transaction';
import type { Scope } from './allocate-seed';
import { BenchError } from './api.bench';

/** What bench:allocate checks after its confirm run, and the floors it compares the run with. */

const FLOOR_TABLES = { allocations: 'bench_allocate_floor_allocations', lines: 'bench_allocate_floor_lines' };

/**
 * Over-allocation in SQL: documents whose live lines exceed their unpaid amount, and documents whose reservation
 * differs from the sum of their live lines. Both must be 0.
 */
export async function auditAllocations(app: Application, scope: Scope) {
  const [row] = await app.dataSource.query(
    `WITH live AS (
       SELECT l.document_id, sum(l.allocated_amount) AS lines
         FROM payment_allocation_lines l JOIN payment_allocations a ON a.id = l.allocation_id
        WHERE l.connection_id = $1 AND a.status NOT IN ('Cancelled', 'Reconciled')
        GROUP BY l.document_id)
     SELECT count(*) FILTER (WHERE COALESCE(live.lines, 0) > d.unpaid_amount)::int AS "overAllocated",
            count(*) FILTER (WHERE COALESCE(live.lines, 0) <> COALESCE(r.reserved_amount, 0))::int AS "reservationDrift",
            count(*) FILTER (WHERE live.lines > 0)::int AS "documentsPaid",
            (SELECT count(*)::int FROM payment_allocations WHERE organization_id = $2) AS allocations
       FROM erp_document_snapshots d
       LEFT JOIN live ON live.document_id = d.external_document_id
       LEFT JOIN payment_document_reservations r
         ON r.connection_id = d.connection_id AND r.document_id = d.external_document_id
      WHERE d.connection_id = $1`,
    [scope.connectionId, scope.organizationId],
  );
  return row as { overAllocated: number; reservationDrift: number; documentsPaid: number; allocations: number };
}

/**
 * The measured run's allocations and lines written again into scratch copies of their tables (same columns, checks
 * and indexes, no foreign keys): once set-based in one transaction, once as one autocommit statement per allocation
 * from `clients` concurrent callers over the application's pool.
 */
export async function floors(app: Application, scope: Scope, created: number, clients: number) {
  const db = app.dataSource;
  const { allocations, lines } = FLOOR_TABLES;
  await dropFloorTables(app);
  await db.query(`CREATE TABLE ${allocations} (LIKE payment_allocations INCLUDING ALL)`);
  await db.query(`CREATE TABLE ${lines} (LIKE payment_allocation_lines INCLUDING ALL)`);
  const measured = `SELECT * FROM payment_allocations WHERE organization_id = $1 AND erp_counterparty_id = 'sup-bench'`;
  const setStarted = performance.now();
  const [{ count }] = await inTransaction(db, async (manager) => {
    await manager.query(`INSERT INTO ${allocations} ${measured}`, [scope.organizationId]);
    return manager.query(
      `WITH copied AS (INSERT INTO ${lines} SELECT l.* FROM payment_allocation_lines l JOIN (${measured}) a
                         ON a.id = l.allocation_id RETURNING 1)
       SELECT count(*)::int AS count FROM copied`,
      [scope.organizationId],
    );
  });
  const setSeconds = (performance.now() - setStarted) / 1000;
  await db.query(`TRUNCATE ${lines}, ${allocations}`);
  const ids: string[] = (await db.query(`SELECT id FROM (${measured}) a`, [scope.organizationId])).map(
    (row: { id: string }) => row.id,
  );
  if (ids.length !== created)
    throw new BenchError(`${ids.length} measured allocations stored, ${created} answered 201`);
  let next = 0;
  const rowStarted = performance.now();
  const caller = async () => {
    for (let index = next++; index < ids.length; index = next++)
      await db.query(
        `WITH a AS (INSERT INTO ${allocations} SELECT * FROM payment_allocations WHERE id = $1)
         INSERT INTO ${lines} SELECT * FROM payment_allocation_lines WHERE allocation_id = $1`,
        [ids[index]],
      );
  };
  await Promise.all(Array.from({ length: clients }, caller));
  const rowSeconds = (performance.now() - rowStarted) / 1000;
  return { allocations: ids.length, lines: count as number, setSeconds, rowSeconds };
}

export async function dropFloorTables(app: Application): Promise<void> {
  await app.dataSource.query(`DROP TABLE IF EXISTS ${FLOOR_TABLES.lines}, ${FLOOR_TABLES.allocations}`);
}
