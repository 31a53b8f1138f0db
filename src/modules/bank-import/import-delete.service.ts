import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.service';
import type { BankFileStorage } from './bank-file-storage';
import type { DeleteBankImportInput } from './dto/delete-import.input';
import { loadAuthorizedImport } from './import-access';

/**
 * Hard delete of an import (document 01, import delete rules 1–4). Everything hanging off the import goes by
 * foreign-key cascade with its row, so the same file may be uploaded again; the stored original is removed once
 * the delete has committed (a rolled-back delete must keep its file).
 */
export class ImportDeleteService {
  constructor(
    private readonly storage: BankFileStorage,
    private readonly audit: AuditService,
  ) {}

  async delete(ctx: RequestContext, importId: string, input: DeleteBankImportInput): Promise<boolean> {
    const storageKey = await inTransaction(ctx.dataSource, async () => {
      const row = await loadAuthorizedImport(ctx, importId, 'location.bank_statements.upload', { lock: true });
      const reason = input.reason?.trim();
      if (!reason) throw new DomainError('import_delete_reason_required');
      await assertNoLiveAllocations(ctx, row.id);
      await ctx.em.query('DELETE FROM bank_imports WHERE id = $1', [row.id]);
      await this.audit.record(ctx, {
        action: 'Delete',
        entityType: 'BankStatementImport',
        entityId: row.id,
        organizationId: row.organizationId,
        locationId: row.locationId,
        message: 'Bank statement import deleted',
        details: {
          importId: row.id,
          organizationId: row.organizationId,
          locationId: row.locationId,
          status: row.status,
          transactionCount: row.transactionCount,
          fileRemoved: row.storageKey !== null && row.fileRemovedAtUtc === null,
          reason,
        },
      });
      return row.storageKey;
    });
    if (storageKey) await this.storage.remove(storageKey);
    return true;
  }
}

/**
 * Import delete rule 3: 409 bank_import_has_allocations while any transaction of the import has an allocation that
 * is not Cancelled. Allocations arrive with their own migration; until the `payment_allocations` table exists no
 * allocation can exist, so the check asks the catalog first instead of failing on a missing relation.
 */
export async function assertNoLiveAllocations(ctx: RequestContext, importId: string): Promise<void> {
  const [{ present }] = await ctx.em.query(`SELECT to_regclass('payment_allocations') IS NOT NULL AS present`);
  if (!present) return;
  const [{ live }] = await ctx.em.query(
    `SELECT EXISTS (
       SELECT 1 FROM payment_allocations a JOIN bank_transactions t ON t.id = a.bank_transaction_id
        WHERE t.import_id = $1 AND a.status <> 'Cancelled') AS live`,
    [importId],
  );
  if (live) throw new DomainError('bank_import_has_allocations');
}
