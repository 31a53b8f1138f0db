import type { RequestContext } from '../../platform/context/request-context';
import { sqlFailureOf } from '../../platform/database/sql-state';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import type { BankFileStore } from './bank-file-store';
import type { DeleteBankImportInput } from './dto/delete-import.input';
import { loadImport } from './import-access';

/**
 * Hard delete of an import (docs/bank-imports.md §Import delete). While any of its transactions is held by a payment
 * allocation (`bank_transaction_holds`, placed by confirm and removed by cancel) the delete is 409
 * `bank_import_has_allocations`; cancelled allocations do not count. Everything hanging off the import, cancelled
 * allocations included, goes by foreign-key cascade with its row, so the same file may be uploaded again; the stored
 * original is removed once the delete has committed (a rolled-back delete must keep its file).
 */
export class ImportDeleteService {
  constructor(
    private readonly storage: BankFileStore,
    private readonly audit: AuditService,
  ) {}

  async delete(ctx: RequestContext, importId: string, input: DeleteBankImportInput): Promise<boolean> {
    // The transaction is the service's own (not @Transactional) so the file is removed only after the commit. A hold
    // placed by a confirm that commits after the check below still stops the delete: its key restricts the cascade.
    const storageKey = await inTransaction(ctx.dataSource, async () => {
      const row = await loadImport(ctx, importId, { lock: true });
      const reason = input.reason?.trim();
      if (!reason) throw new DomainError('import_delete_reason_required');
      await assertNoLiveAllocation(ctx, row.id);
      await ctx.em.query('DELETE FROM bank_imports WHERE id = $1', [row.id]).catch((error) => {
        if (sqlFailureOf(error).constraint === HOLD_KEY)
          throw new DomainError('bank_import_has_allocations', { params: { importId: row.id } });
        throw error;
      });
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

/** The key by which a hold restricts the delete of its transaction. */
const HOLD_KEY = 'bank_transaction_holds_bank_transaction_id_fkey';

/** 409 while a transaction of the import is held by a payment allocation. */
async function assertNoLiveAllocation(ctx: RequestContext, importId: string): Promise<void> {
  const [allocated] = await ctx.em.query(
    `SELECT 1 FROM bank_transaction_holds h JOIN bank_transactions t ON t.id = h.bank_transaction_id
      WHERE t.import_id = $1 LIMIT 1`,
    [importId],
  );
  if (allocated) throw new DomainError('bank_import_has_allocations', { params: { importId } });
}
