import type { RequestContext } from '../../platform/context/request-context';
import { columnOf, selectColumns, type PropertyOf } from '../../platform/database/entity-columns';
import { inTransaction } from '../../platform/database/transaction';
import type { AuditService } from '../audit/audit.module';
import type { AutomaticMatchingService } from '../counterparty-matching/counterparty-matching.module';
import type { ErpConnectionRecord, ErpConnectionStore } from '../erp-connection/erp-connection.module';
import { ErpConnectorError, type ErpSupplierPage } from '../erp-connector/erp-connector.module';
import type { ErpSupplierSyncRunDto } from './dto/erp-sync.dto';
import { ErpSupplierSnapshot } from './erp-supplier-snapshot.entity';
import { ErpSupplierSyncRun } from './erp-supplier-sync-run.entity';
import { keepRunAlive } from './sync-run-lease';
import { runFailure, updatedRows, upsertThroughStaging } from './sync-support';

export const SUPPLIER_RUN_COLUMNS = selectColumns(ErpSupplierSyncRun, null, [
  'id',
  'connectionId',
  'organizationId',
  'mode',
  'status',
  'startedAtUtc',
  'finishedAtUtc',
  'revisionFrom',
  'revisionTo',
  'receivedCount',
  'upsertedCount',
  'deletedCount',
  'errorMessage',
]);

const SNAPSHOT_COLUMNS = (
  [
    'connectionId',
    'organizationId',
    'externalId',
    'name',
    'taxId',
    'isDeleted',
    'revision',
    'syncedAtUtc',
  ] as const satisfies readonly PropertyOf<ErpSupplierSnapshot>[]
).map((property) => columnOf(ErpSupplierSnapshot, property));

/**
 * Supplier sync (docs/erp-sync.md §Supplier sync): an incremental catch-up from the revision the last successful run
 * reached, or a full re-read (`full`, or no successful run yet) that also marks suppliers the server no longer lists as
 * deleted. Remote calls run outside any transaction; the snapshot, the finished run and its audit entry commit together
 * with the re-run of automatic counterparty matching over the organization's undecided bank transactions when any
 * supplier changed (new tax ids and names are evidence). Whatever fails, the run is finished as Failed in a transaction
 * of its own (the storing one has rolled back); a connector failure is answered like any finished run, anything else as
 * the error it is. While running, the run's lease is renewed (sync-run-lease.ts).
 */
export class SupplierSyncService {
  constructor(
    private readonly connections: ErpConnectionStore,
    private readonly audit: AuditService,
    private readonly matching: AutomaticMatchingService,
  ) {}

  async sync(ctx: RequestContext, connectionId: string, full: boolean): Promise<ErpSupplierSyncRunDto> {
    const { connection, runId, revisionFrom } = await inTransaction(ctx.dataSource, async () => {
      const connection = await this.connections.load(ctx, connectionId);
      const [last]: { revisionTo: number }[] = await ctx.em.query(
        `SELECT revision_to AS "revisionTo" FROM erp_supplier_sync_runs
         WHERE connection_id = $1 AND status = 'Succeeded' AND revision_to IS NOT NULL
         ORDER BY started_at_utc DESC LIMIT 1`,
        [connection.id],
      );
      const revisionFrom = full || !last ? null : last.revisionTo;
      const [run]: { id: string }[] = await ctx.em.query(
        `INSERT INTO erp_supplier_sync_runs (connection_id, organization_id, mode, status, revision_from)
         VALUES ($1, $2, $3, 'Running', $4) RETURNING id`,
        [connection.id, connection.organizationId, revisionFrom === null ? 'full' : 'incremental', revisionFrom],
      );
      return { connection, runId: run.id, revisionFrom };
    });

    const lease = keepRunAlive(ctx.dataSource, 'erp_supplier_sync_runs', runId);
    try {
      const page = await this.connections.withConnector(ctx, connection, (connector) =>
        connector.listSuppliers(revisionFrom === null ? {} : { revisionFrom }),
      );
      return await inTransaction(ctx.dataSource, () => this.store(ctx, connection, runId, revisionFrom === null, page));
    } catch (error) {
      const run = await this.fail(ctx, runId, error);
      if (error instanceof ErpConnectorError) return run;
      throw error;
    } finally {
      lease.stop();
    }
  }

  private async store(
    ctx: RequestContext,
    connection: ErpConnectionRecord,
    runId: string,
    full: boolean,
    page: ErpSupplierPage,
  ): Promise<ErpSupplierSyncRunDto> {
    const now = new Date().toISOString();
    await upsertThroughStaging(
      ctx.em,
      'erp_supplier_snapshots',
      SNAPSHOT_COLUMNS,
      ['connection_id', 'external_id'],
      page.suppliers.map((supplier) => [
        connection.id,
        connection.organizationId,
        supplier.id,
        supplier.name,
        supplier.taxId,
        String(supplier.isDeleted),
        supplier.revision,
        now,
      ]),
    );
    let deletedCount = 0;
    if (full) {
      const removed = updatedRows(
        await ctx.em.query(
          `UPDATE erp_supplier_snapshots SET is_deleted = true, synced_at_utc = $3
         WHERE connection_id = $1 AND NOT is_deleted AND NOT (external_id = ANY($2::text[]))
         RETURNING external_id`,
          [connection.id, page.suppliers.map((supplier) => supplier.id), now],
        ),
      );
      deletedCount = removed.length;
    }
    const [run] = updatedRows<ErpSupplierSyncRunDto>(
      await ctx.em.query(
        `UPDATE erp_supplier_sync_runs SET status = 'Succeeded', finished_at_utc = clock_timestamp(), revision_to = $2,
              received_count = $3, upserted_count = $3, deleted_count = $4
       WHERE id = $1 RETURNING ${SUPPLIER_RUN_COLUMNS}`,
        [runId, page.revision, page.suppliers.length, deletedCount],
      ),
    );
    const rematch =
      page.suppliers.length > 0 || deletedCount > 0
        ? await this.matching.rematchOrganization(ctx, connection.organizationId)
        : null;
    await this.recordAudit(ctx, run, 'Accounting-system suppliers synced', {
      rematchedTransactionCount: rematch?.changedCount ?? 0,
    });
    return run;
  }

  private fail(ctx: RequestContext, runId: string, error: unknown): Promise<ErpSupplierSyncRunDto> {
    const failure = runFailure(error);
    return inTransaction(ctx.dataSource, async () => {
      const [run] = updatedRows<ErpSupplierSyncRunDto>(
        await ctx.em.query(
          `UPDATE erp_supplier_sync_runs SET status = 'Failed', finished_at_utc = clock_timestamp(), error_code = $2,
                error_message = $3
         WHERE id = $1 RETURNING ${SUPPLIER_RUN_COLUMNS}`,
          [runId, failure.code, failure.message],
        ),
      );
      await this.recordAudit(ctx, run, 'Accounting-system supplier sync failed');
      return run;
    });
  }

  private recordAudit(
    ctx: RequestContext,
    run: ErpSupplierSyncRunDto,
    message: string,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    return this.audit.record(ctx, {
      action: 'Sync',
      entityType: 'ErpSupplierSyncRun',
      entityId: run.id,
      organizationId: run.organizationId,
      message,
      details: {
        connectionId: run.connectionId,
        mode: run.mode,
        status: run.status,
        receivedCount: run.receivedCount,
        upsertedCount: run.upsertedCount,
        deletedCount: run.deletedCount,
        ...extra,
      },
    });
  }
}
