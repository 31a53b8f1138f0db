import type { RequestContext } from '../../platform/context/request-context';
import { containsPattern } from '../../platform/database/like-pattern';
import { pageWindow, type PageArgs } from '../../platform/graphql/paging';
import type { ErpConnectionStore } from '../erp-connection/erp-connection.module';
import type { ErpSupplier } from '../erp-connector/erp-connector.module';
import { asClientError } from '../erp-connector/erp-connector.module';
import type {
  CounterpartyArgs,
  DebtArgs,
  ErpCounterpartyDto,
  ErpCounterpartyPage,
  ErpDebtPage,
  ErpDocumentSyncRunDto,
  ErpDocumentSyncRunPage,
  ErpSupplierSyncRunPage,
  SupplierSyncRunArgs,
} from './dto/erp-sync.dto';
import { DOCUMENT_RUN_COLUMNS } from './document-sync.service';
import { SUPPLIER_RUN_COLUMNS } from './supplier-sync.service';

const DEBT_COLUMNS = `d.external_document_id AS "documentId", d.connection_id AS "connectionId",
  d.organization_id AS "organizationId", d.location_id AS "locationId", d.document_number AS "documentNumber",
  to_char(d.document_date, 'YYYY-MM-DD') AS "documentDate", d.supplier_external_id AS "supplierId",
  s.name AS "supplierName", d.direction, d.document_type AS "documentType", d.amount,
  d.paid_amount AS "paidAmount", d.unpaid_amount AS "unpaidAmount", d.currency,
  d.payment_status AS "paymentStatus", d.processing_state_checked_at_utc AS "processingStateCheckedAtUtc",
  d.processing_state_source AS "processingStateSource"`;

/**
 * Reads over the sync results (docs/erp-sync.md): run histories newest first, counterparties from the supplier snapshot
 * with the live catalog fallback, and open debts from the document snapshots. Only live (not soft-deleted) connections
 * count. Filters narrow the organization the guard checked: a connection of another organization gives an empty page.
 */
export class ErpSnapshotReadService {
  constructor(private readonly connections: ErpConnectionStore) {}

  async supplierRuns(ctx: RequestContext, args: SupplierSyncRunArgs): Promise<ErpSupplierSyncRunPage> {
    const { organizationId } = ctx.activeContext;
    const where = `r.organization_id = $1 AND ($2::uuid IS NULL OR r.connection_id = $2::uuid)`;
    return this.page(
      ctx,
      args,
      `SELECT count(*)::int AS total FROM erp_supplier_sync_runs r WHERE ${where}`,
      `SELECT ${SUPPLIER_RUN_COLUMNS} FROM erp_supplier_sync_runs r WHERE ${where}
       ORDER BY r.started_at_utc DESC, r.id DESC`,
      [organizationId, args.connectionId ?? null],
    );
  }

  /** Legacy history: the organization's default connection; no default connection gives an empty page. */
  async defaultDocumentRuns(ctx: RequestContext, args: PageArgs): Promise<ErpDocumentSyncRunPage> {
    const { organizationId } = ctx.activeContext;
    const connection = await this.connections.findDefault(ctx, organizationId);
    if (!connection) return { items: [], totalCount: 0, page: args.page, pageSize: args.pageSize };
    return this.documentRunsOf(ctx, connection.id, args);
  }

  /** The history of a connection its access declaration checked, newest first. */
  documentRunsOf(ctx: RequestContext, connectionId: string, args: PageArgs): Promise<ErpDocumentSyncRunPage> {
    return this.page<ErpDocumentSyncRunDto>(
      ctx,
      args,
      'SELECT count(*)::int AS total FROM erp_document_sync_runs WHERE connection_id = $1',
      `SELECT ${DOCUMENT_RUN_COLUMNS} FROM erp_document_sync_runs WHERE connection_id = $1
       ORDER BY started_at_utc DESC, id DESC`,
      [connectionId],
    );
  }

  /**
   * Suppliers from the snapshot of the organization's live connections, by name. When that snapshot holds no row
   * at all, the catalog is read live from the chosen (or else the default) connection and marked fromSnapshot
   * false; without a connection the page is empty, and a failure of the accounting system is its client error
   * (`asClientError`: erp_unavailable when unreachable).
   */
  async counterparties(ctx: RequestContext, args: CounterpartyArgs): Promise<ErpCounterpartyPage> {
    const { organizationId } = ctx.activeContext;
    const scope = `s.organization_id = $1 AND ($2::uuid IS NULL OR s.connection_id = $2::uuid)
      AND EXISTS (SELECT 1 FROM erp_connections c WHERE c.id = s.connection_id AND c.deleted_at_utc IS NULL)`;
    const filter = `${scope} AND ($3::boolean OR NOT s.is_deleted)
      AND ($4::text IS NULL OR s.name ILIKE $4 OR s.tax_id LIKE $4)`;
    const search = args.search?.trim() || null;
    const [{ present }]: { present: boolean }[] = await ctx.em.query(
      `SELECT EXISTS (SELECT 1 FROM erp_supplier_snapshots s WHERE ${scope}) AS present`,
      [organizationId, args.connectionId ?? null],
    );
    if (!present) return this.liveCatalog(ctx, organizationId, args, search);
    return this.page<ErpCounterpartyDto>(
      ctx,
      args,
      `SELECT count(*)::int AS total FROM erp_supplier_snapshots s WHERE ${filter}`,
      `SELECT s.external_id AS id, s.connection_id AS "connectionId", s.name, s.tax_id AS "taxId",
              s.is_deleted AS "isDeleted", true AS "fromSnapshot", s.synced_at_utc AS "syncedAtUtc"
         FROM erp_supplier_snapshots s WHERE ${filter}
        ORDER BY s.name, s.external_id, s.connection_id`,
      [organizationId, args.connectionId ?? null, args.includeDeleted, search && containsPattern(search)],
    );
  }

  private async liveCatalog(
    ctx: RequestContext,
    organizationId: string,
    args: CounterpartyArgs,
    search: string | null,
  ): Promise<ErpCounterpartyPage> {
    const empty = { items: [], totalCount: 0, page: args.page, pageSize: args.pageSize };
    const connection = args.connectionId
      ? await this.connections.findLive(ctx, organizationId, args.connectionId)
      : await this.connections.findDefault(ctx, organizationId);
    if (!connection) return empty;
    let suppliers: ErpSupplier[];
    try {
      suppliers = (await this.connections.withConnector(ctx, connection, (connector) => connector.listSuppliers()))
        .suppliers;
    } catch (error) {
      throw asClientError(error);
    }
    const needle = search?.toLowerCase() ?? null;
    const matching = suppliers
      .filter((supplier) => args.includeDeleted || !supplier.isDeleted)
      .filter((s) => !needle || s.name.toLowerCase().includes(needle) || (s.taxId ?? '').includes(needle))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    const { offset, limit } = pageWindow(args);
    return {
      items: matching.slice(offset, offset + limit).map((supplier) => ({
        id: supplier.id,
        connectionId: null,
        name: supplier.name,
        taxId: supplier.taxId,
        isDeleted: supplier.isDeleted,
        fromSnapshot: false,
        syncedAtUtc: null,
      })),
      totalCount: matching.length,
      page: args.page,
      pageSize: args.pageSize,
    };
  }

  /** Processed, not deleted snapshots with something unpaid, oldest document first. */
  async debts(ctx: RequestContext, args: DebtArgs): Promise<ErpDebtPage> {
    const { organizationId } = ctx.activeContext;
    const where = `d.organization_id = $1 AND d.is_processed AND NOT d.is_deleted AND d.unpaid_amount > 0
      AND ($2::uuid IS NULL OR d.location_id = $2::uuid) AND ($3::text IS NULL OR d.supplier_external_id = $3)
      AND ($4::uuid IS NULL OR d.connection_id = $4::uuid) AND ($5::text IS NULL OR d.direction = $5)
      AND EXISTS (SELECT 1 FROM erp_connections c WHERE c.id = d.connection_id AND c.deleted_at_utc IS NULL)`;
    return this.page(
      ctx,
      args,
      `SELECT count(*)::int AS total FROM erp_document_snapshots d WHERE ${where}`,
      `SELECT ${DEBT_COLUMNS} FROM erp_document_snapshots d
         LEFT JOIN erp_supplier_snapshots s
           ON s.connection_id = d.connection_id AND s.external_id = d.supplier_external_id
        WHERE ${where}
        ORDER BY d.document_date, d.document_number, d.external_document_id`,
      [
        organizationId,
        args.locationId ?? null,
        args.supplierId ?? null,
        args.connectionId ?? null,
        args.direction ?? null,
      ],
    );
  }

  /** A count and, when the page is not past the end, the page itself (the item query gets LIMIT and OFFSET). */
  private async page<T>(
    ctx: RequestContext,
    args: PageArgs,
    countSql: string,
    itemsSql: string,
    params: unknown[],
  ): Promise<{ items: T[]; totalCount: number; page: number; pageSize: number }> {
    const [{ total }]: { total: number }[] = await ctx.em.query(countSql, params);
    const { offset, limit } = pageWindow(args);
    const items: T[] =
      total > offset
        ? await ctx.em.query(`${itemsSql} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
            ...params,
            limit,
            offset,
          ])
        : [];
    return { items, totalCount: total, page: args.page, pageSize: args.pageSize };
  }
}
