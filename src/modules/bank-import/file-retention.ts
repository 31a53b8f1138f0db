import type { DataSource } from 'typeorm';
import { inTransaction } from '../../platform/database/transaction';
import type { BankFileStore } from './bank-file-store';

/** Rows claimed per round: small enough to keep locks short, large enough to drain a backlog quickly. */
export const RETENTION_BATCH_SIZE = 500;

export interface RetentionResult {
  /** Imports whose original file was removed and marked in this run. */
  removed: number;
  rounds: number;
}

/**
 * Retention of original bank files (docs/api.md §Original bank files): files past `file_expires_at_utc` are deleted
 * from storage and their import is marked with `file_removed_at_utc`; the import and its parsed transactions stay. Rows
 * are claimed with FOR UPDATE SKIP LOCKED, so any number of workers can run this at once, each taking different rows.
 * The file goes before the commit that marks it: if the commit fails the row is claimed again later and the
 * already-missing file is simply marked, so an expired file can never outlive its mark.
 */
export class BankFileRetention {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BankFileStore,
  ) {}

  async run(options: { batchSize?: number; shouldStop?: () => boolean } = {}): Promise<RetentionResult> {
    const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
    const result: RetentionResult = { removed: 0, rounds: 0 };
    while (!options.shouldStop?.()) {
      const count = await this.round(batchSize);
      result.rounds += 1;
      result.removed += count;
      if (count < batchSize) break;
    }
    return result;
  }

  private round(batchSize: number): Promise<number> {
    return inTransaction(this.dataSource, async (manager) => {
      const rows: { id: string; storage_key: string }[] = await manager.query(
        `SELECT id, storage_key FROM bank_imports
          WHERE file_removed_at_utc IS NULL AND storage_key IS NOT NULL AND file_expires_at_utc <= now()
          ORDER BY file_expires_at_utc
          LIMIT $1
          FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      if (rows.length === 0) return 0;
      for (const row of rows) await this.storage.remove(row.storage_key);
      await manager.query(`UPDATE bank_imports SET file_removed_at_utc = now() WHERE id = ANY($1::uuid[])`, [
        rows.map((row) => row.id),
      ]);
      return rows.length;
    });
  }
}
