import type { MigrationInterface, QueryRunner } from 'typeorm';

interface ForeignKey {
  table: string;
  column: string;
  parent: string;
  /** The rule before this migration, restored by `down`. */
  previous: 'CASCADE' | 'SET NULL';
}

/**
 * Deleting an organization (or an outlet) never removes or rewrites business data (00-decisions §5): the hard delete
 * refuses with 409 organization_has_business_data, and these keys make a row its check missed fail the delete
 * instead of vanishing with it. Connections are only ever soft-deleted, so their snapshots and runs restrict too.
 *
 * Cascades that stay, because their rows are owned and carry no business data of their own:
 * - role_assignments.organization_id / location_id: access grants of the scope, meaningless without it;
 * - role_assignments.user_id, refresh_sessions.user_id: a user's grants and sign-in sessions;
 * - organization_quotas.organization_id: the organization's limits, a settings row;
 * - bank_transactions, bank_duplicate_candidates, bank_import_reprocess_previews → bank_imports / bank_transactions:
 *   the import hard delete (document 01, import delete rules) takes the import's own rows with it; the import itself
 *   restricts its organization and outlet, so an organization delete never reaches them.
 */
const RESTRICTED: ForeignKey[] = [
  { table: 'erp_connections', column: 'organization_id', parent: 'organizations', previous: 'CASCADE' },
  { table: 'erp_reference_snapshots', column: 'connection_id', parent: 'erp_connections', previous: 'CASCADE' },
  { table: 'erp_supplier_snapshots', column: 'organization_id', parent: 'organizations', previous: 'CASCADE' },
  { table: 'erp_supplier_snapshots', column: 'connection_id', parent: 'erp_connections', previous: 'CASCADE' },
  { table: 'erp_supplier_sync_runs', column: 'organization_id', parent: 'organizations', previous: 'CASCADE' },
  { table: 'erp_supplier_sync_runs', column: 'connection_id', parent: 'erp_connections', previous: 'CASCADE' },
  { table: 'erp_document_snapshots', column: 'organization_id', parent: 'organizations', previous: 'CASCADE' },
  { table: 'erp_document_snapshots', column: 'connection_id', parent: 'erp_connections', previous: 'CASCADE' },
  // A removed outlet would have silently detached its documents; outlets are not deleted while they have any.
  { table: 'erp_document_snapshots', column: 'location_id', parent: 'locations', previous: 'SET NULL' },
  { table: 'erp_document_sync_runs', column: 'organization_id', parent: 'organizations', previous: 'CASCADE' },
  { table: 'erp_document_sync_runs', column: 'connection_id', parent: 'erp_connections', previous: 'CASCADE' },
  { table: 'counterparty_rules', column: 'organization_id', parent: 'organizations', previous: 'CASCADE' },
];

export class OrganizationDeleteRestrict1764200000100 implements MigrationInterface {
  name = 'OrganizationDeleteRestrict1764200000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const key of RESTRICTED) await queryRunner.query(replaceForeignKey(key, 'RESTRICT'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const key of RESTRICTED) await queryRunner.query(replaceForeignKey(key, key.previous));
  }
}

/** Drops and re-adds the key under PostgreSQL's default name, which the creating migrations left in place. */
function replaceForeignKey({ table, column, parent }: ForeignKey, onDelete: string): string {
  const name = `${table}_${column}_fkey`;
  return `ALTER TABLE ${table} DROP CONSTRAINT ${name},
    ADD CONSTRAINT ${name} FOREIGN KEY (${column}) REFERENCES ${parent} (id) ON DELETE ${onDelete}`;
}
