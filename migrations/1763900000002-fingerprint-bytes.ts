import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transaction fingerprints as their 32 raw bytes instead of 64 hex characters, in a hash index of their own: they are
 * only ever looked up by equality, and random keys made the B-tree on (organization, fingerprint) the most expensive
 * part of a bulk import (lookups still filter by organization; a fingerprint is shared by at most a few rows).
 */
export class FingerprintBytes1763900000002 implements MigrationInterface {
  name = 'FingerprintBytes1763900000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_bank_transactions_fingerprint`);
    await queryRunner.query(
      `ALTER TABLE bank_transactions ALTER COLUMN fingerprint TYPE bytea USING decode(fingerprint, 'hex')`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_fingerprint ON bank_transactions USING hash (fingerprint) WHERE fingerprint IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_bank_transactions_fingerprint`);
    await queryRunner.query(
      `ALTER TABLE bank_transactions ALTER COLUMN fingerprint TYPE char(64) USING encode(fingerprint, 'hex')`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_bank_transactions_fingerprint ON bank_transactions (organization_id, fingerprint) WHERE fingerprint IS NOT NULL`,
    );
  }
}
