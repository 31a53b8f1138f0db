import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes of the accountant work queue's list (src/modules/work-items/work-item-queries.ts; measured by
 * bench/work-items.bench.ts on an outlet of 100,000 transactions):
 *
 * - allocations and postings of an outlet by status, and the prepares of an outlet: where the candidates of a state
 *   or reason filter (ReadyForApproval, posting_failed, …) are found without deriving every transaction;
 * - transactions of an outlet by date (replacing ix_bank_transactions_outlet_date, same name and key) and by amount,
 *   each carrying the rest of the list's order (import, statement position, id): a page is read in index order
 *   without the table, so even page 500 of 100 need not sort the outlet;
 * - a trigram index over the texts the search looks in (counterparty, matched supplier, purpose, bank reference),
 *   joined exactly as the list's SEARCH_TEXT joins them; an ILIKE '%…%' over them otherwise reads every transaction
 *   of the outlet. It needs the pg_trgm extension: created here where the server offers it and the role may create
 *   it. The embedded database (PGlite) offers no pg_trgm unless loaded into it, and a server without it or a role
 *   without the right gets no such index; the search stays correct there, only slower on large outlets.
 *
 * Plain CREATE INDEX, inside the migration's transaction: it blocks writes to the table while it builds (seconds for
 * a few hundred thousand transactions). The extension stays on `down`, since other objects may use it by then.
 */
export class WorkItemIndexes1764600000000 implements MigrationInterface {
  name = 'WorkItemIndexes1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX ix_payment_allocations_outlet_status ON payment_allocations (organization_id, location_id, status)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_erp_payment_postings_outlet_status ON erp_payment_postings (organization_id, location_id, status)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_work_item_preparations_outlet ON work_item_preparations (organization_id, location_id)`,
    );
    await queryRunner.query(`DROP INDEX ix_bank_transactions_outlet_date`);
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_outlet_date ON bank_transactions (organization_id, location_id, transaction_date)
         INCLUDE (import_id, statement_index, sequence, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_outlet_amount ON bank_transactions (organization_id, location_id, amount)
         INCLUDE (import_id, statement_index, sequence, id)`,
    );
    const trigramSchema = await ensureTrigrams(queryRunner);
    if (trigramSchema !== null) {
      await queryRunner.query(
        `CREATE INDEX ix_bank_transactions_search ON bank_transactions USING gin ((
           COALESCE(counterparty_name, '') || E'\\n' || COALESCE(matched_counterparty_name, '') || E'\\n' ||
           COALESCE(description, '') || E'\\n' || COALESCE(bank_reference, '')) ${trigramSchema}.gin_trgm_ops)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS ix_bank_transactions_search`);
    await queryRunner.query(`DROP INDEX ix_bank_transactions_outlet_amount`);
    await queryRunner.query(`DROP INDEX ix_bank_transactions_outlet_date`);
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_outlet_date ON bank_transactions (organization_id, location_id, transaction_date)`,
    );
    await queryRunner.query(`DROP INDEX ix_work_item_preparations_outlet`);
    await queryRunner.query(`DROP INDEX ix_erp_payment_postings_outlet_status`);
    await queryRunner.query(`DROP INDEX ix_payment_allocations_outlet_status`);
  }
}

/**
 * The schema pg_trgm is installed in (quoted), creating it when the server offers it; null when it is not there afterwards.
 * Only a missing privilege is tolerated (inside the block, so the migration's transaction goes on): any other
 * failure is a real one.
 */
async function ensureTrigrams(queryRunner: QueryRunner): Promise<string | null> {
  const [{ offered }]: { offered: boolean }[] = await queryRunner.query(
    `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS offered`,
  );
  if (!offered) return null;
  await queryRunner.query(`
    DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (%): the work item search runs without its trigram index', SQLERRM;
    END $$`);
  const [installed]: { schema: string }[] = await queryRunner.query(
    `SELECT quote_ident(n.nspname) AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'`,
  );
  return installed?.schema ?? null;
}
