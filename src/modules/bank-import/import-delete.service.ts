import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.service';
import type { BankFileStorage } from './bank-file-storage';
import type { DeleteBankImportInput } from './dto/delete-import.input';
import { loadImport } from './import-access';

/**
 * Hard delete of an import (document 01, import delete rules 1–4; the 409 for live allocations comes with the
 * allocation module, which owns that table). Everything hanging off the import goes by foreign-key cascade with its
 * row, so the same file may be uploaded again; the stored original is removed once the delete has committed (a
 * rolled-back delete must keep its file).
 */
export class ImportDeleteService {
  constructor(
    private readonly storage: BankFileStorage,
    private readonly audit: AuditService,
  ) {}

  async delete(ctx: RequestContext, importId: string, input: DeleteBankImportInput): Promise<boolean> {
    const storageKey = await inTransaction(ctx.dataSource, async () => {
      const row = await loadImport(ctx, importId, { lock: true });
      const reason = input.reason?.trim();
      if (!reason) throw new DomainError('import_delete_reason_required');
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
