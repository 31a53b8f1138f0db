import type { RequestContext } from '../../platform/context/request-context';
import type { BulkValue } from '../../platform/database/bulk-insert';
import { columnOf, selectColumns, type PropertyOf } from '../../platform/database/entity-columns';
import { inTransaction } from '../../platform/database/transaction';
import { validationFailed } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import type { ErpConnectionRecord, ErpConnectionStore } from '../erp-connection/erp-connection.module';
import {
  ErpConnectorError,
  ErpNotSupportedError,
  type ErpConnector,
  type ErpDocument,
  type ErpUnpaidState,
} from '../erp-connector/erp-connector.module';
import type { DocumentSyncArgs, ErpDocumentSyncRunDto } from './dto/erp-sync.dto';
import { ErpDocumentSnapshot } from './erp-document-snapshot.entity';
import { ErpDocumentSyncRun } from './erp-document-sync-run.entity';
import { keepRunAlive } from './sync-run-lease';
import { localUnpaidStates, type LocalUnpaidState } from './local-unpaid';
import { chunks, forEachLimited, runFailure, updatedRows, upsertThroughStaging, type RunFailure } from './sync-support';

/** A local outgoing snapshot checked this recently, with the same revision and change time, is reused. */
export const SNAPSHOT_FRESH_MINUTES = 15;
/** Document ids per batch unpaid call. */
export const UNPAID_BATCH_SIZE = 500;
/** Default period: this many days back from `to` (today, UTC). */
const DEFAULT_PERIOD_DAYS = 365;
export const BATCH_CONCURRENCY = 4;
const PER_DOCUMENT_CONCURRENCY = 8;

export const DOCUMENT_RUN_COLUMNS = selectColumns(ErpDocumentSyncRun, null, [
  'id',
  'connectionId',
  'organizationId',
  'status',
  'forceRefresh',
  'periodFrom',
  'periodTo',
  'startedAtUtc',
  'finishedAtUtc',
  'syncMode',
  'rpcList',
  'rpcUnpaidBatch',
  'rpcUnpaidSum',
  'rpcGetDocument',
  'rpcAccounts',
  'rpcTotal',
  'unpaidBatchCount',
  'listCount',
  'snapshotReuseCount',
  'fallbackReason',
  'documentCount',
  'upsertedCount',
  'unresolvedLocationCount',
  'errorMessage',
  'rpcStores',
  'rpcBalance',
  'paidOutsideCount',
]);

/** Columns of a snapshot row, in the order `snapshotRow` produces them. */
const SNAPSHOT_COLUMNS = (
  [
    'connectionId',
    'organizationId',
    'externalDocumentId',
    'documentNumber',
    'documentDate',
    'supplierExternalId',
    'direction',
    'documentType',
    'amount',
    'paidAmount',
    'unpaidAmount',
    'currency',
    'paymentStatus',
    'storeCode',
    'locationId',
    'isProcessed',
    'isDeleted',
    'processingStateCheckedAtUtc',
    'processingStateSource',
    'revision',
    'modifiedAtUtc',
    'syncedAtUtc',
    'paidOutsideAmount',
    'unpayableReason',
  ] as const satisfies readonly PropertyOf<ErpDocumentSnapshot>[]
).map((property) => columnOf(ErpDocumentSnapshot, property));

interface Telemetry {
  syncMode: 'batch' | 'hybrid' | 'fallback' | 'local' | null;
  rpcList: number;
  rpcStores: number;
  rpcBalance: number;
  rpcUnpaidBatch: number;
  rpcUnpaidSum: number;
  rpcGetDocument: number;
  /** Always 0: the bulk sync never reads accounts (docs/erp-sync.md §Document sync). */
  rpcAccounts: number;
  unpaidBatchCount: number;
  listCount: number;
  snapshotReuseCount: number;
  fallbackReason: string | null;
  documentCount: number;
  upsertedCount: number;
  unresolvedLocationCount: number;
  paidOutsideCount: number;
}

/** What a run read from the server: the documents, and either their unpaid states or the suppliers' balances. */
interface Fetched {
  documents: ErpDocument[];
  answers: Map<string, UnpaidAnswer>;
  /** For a dialect without unpaid states: what each supplier is owed (null when the balance could not be read). */
  computed?: { payable: Map<string, number> | null };
}

/** Where a document's unpaid state came from; `undefined` state: not asked (deleted in the list). */
interface UnpaidAnswer {
  state: ErpUnpaidState | null;
  source: 'erp_unpaid_batch' | 'erp_unpaid_sum';
}

/**
 * Document sync (docs/erp-sync.md §Document sync). Lists the period's documents per direction, reuses fresh unchanged
 * outgoing snapshots unless `forceRefresh`, asks the unpaid state of the rest in batches of UNPAID_BATCH_SIZE (per
 * document when the server lacks the batch call or leaves ids out), resolves outlets by storeCode in one query and
 * writes all snapshots with one COPY into a staging table and one upsert. Remote calls run outside any transaction; the
 * snapshots, the finished run and its audit entry commit together. Whatever fails, the run is finished as Failed in a
 * transaction of its own, keeping the counters reached; a connector failure is answered like any finished run, anything
 * else as the error it is. While running, the run's lease is renewed.
 */
export class DocumentSyncService {
  constructor(
    private readonly connections: ErpConnectionStore,
    private readonly audit: AuditService,
  ) {}

  async sync(ctx: RequestContext, args: DocumentSyncArgs): Promise<ErpDocumentSyncRunDto> {
    const { from, to } = period(args);
    const { connection, runId } = await inTransaction(ctx.dataSource, async () => {
      const connection = await this.connections.load(ctx, args.connectionId);
      const [run]: { id: string }[] = await ctx.em.query(
        `INSERT INTO erp_document_sync_runs (connection_id, organization_id, status, force_refresh, period_from, period_to)
         VALUES ($1, $2, 'Running', $3, $4, $5) RETURNING id`,
        [connection.id, connection.organizationId, args.forceRefresh, from, to],
      );
      return { connection, runId: run.id };
    });

    const telemetry: Telemetry = {
      syncMode: null,
      rpcList: 0,
      rpcStores: 0,
      rpcBalance: 0,
      rpcUnpaidBatch: 0,
      rpcUnpaidSum: 0,
      rpcGetDocument: 0,
      rpcAccounts: 0,
      unpaidBatchCount: 0,
      listCount: 0,
      snapshotReuseCount: 0,
      fallbackReason: null,
      documentCount: 0,
      upsertedCount: 0,
      unresolvedLocationCount: 0,
      paidOutsideCount: 0,
    };
    const lease = keepRunAlive(ctx.dataSource, 'erp_document_sync_runs', runId);
    try {
      const fetched = await this.fetch(ctx, connection, { from, to, forceRefresh: args.forceRefresh }, telemetry);
      return await inTransaction(ctx.dataSource, async () => {
        await this.writeSnapshots(ctx, connection, fetched, telemetry);
        return this.finish(ctx, runId, 'Succeeded', telemetry, null);
      });
    } catch (error) {
      // The storing transaction, if it ran, rolled back: nothing was written.
      telemetry.upsertedCount = 0;
      const run = await this.finish(ctx, runId, 'Failed', telemetry, runFailure(error));
      if (error instanceof ErpConnectorError) return run;
      throw error;
    } finally {
      lease.stop();
    }
  }

  private async fetch(
    ctx: RequestContext,
    connection: ErpConnectionRecord,
    query: { from: string; to: string; forceRefresh: boolean },
    telemetry: Telemetry,
  ): Promise<Fetched> {
    return this.connections.withConnector(ctx, connection, async (connector) => {
      if (!connector.capabilities.unpaidState) return fetchForLocalUnpaid(connector, query, telemetry);
      const listed = new Map<string, ErpDocument>();
      for (const direction of ['incoming', 'outgoing'] as const) {
        telemetry.rpcList += 1;
        const documents = await connector.listDocuments({ from: query.from, to: query.to, direction });
        telemetry.listCount += documents.length;
        for (const document of documents) listed.set(document.id, document);
      }
      telemetry.documentCount = listed.size;
      const reused = query.forceRefresh ? new Set<string>() : await this.reusable(ctx, connection.id, listed);
      telemetry.snapshotReuseCount = reused.size;
      const documents = [...listed.values()].filter((document) => !reused.has(document.id));
      const needState = documents.filter((document) => !document.isDeleted).map((document) => document.id);
      const answers = await unpaidStates(connector, needState, telemetry);
      return { documents, answers };
    });
  }

  /** Outgoing documents whose snapshot was checked within the window and has the listed revision and change time. */
  private async reusable(
    ctx: RequestContext,
    connectionId: string,
    listed: Map<string, ErpDocument>,
  ): Promise<Set<string>> {
    const outgoing = [...listed.values()].filter((document) => document.direction === 'outgoing');
    if (outgoing.length === 0) return new Set();
    const rows: { id: string; revision: number; modifiedAt: Date | null }[] = await ctx.em.query(
      `SELECT external_document_id AS id, revision, modified_at_utc AS "modifiedAt" FROM erp_document_snapshots
       WHERE connection_id = $1 AND direction = 'outgoing' AND external_document_id = ANY($2::text[])
         AND processing_state_source IN ('erp_unpaid_batch', 'erp_unpaid_sum')
         AND processing_state_checked_at_utc >= now() - make_interval(mins => $3)`,
      [connectionId, outgoing.map((document) => document.id), SNAPSHOT_FRESH_MINUTES],
    );
    const reused = new Set<string>();
    for (const row of rows) {
      const document = listed.get(row.id)!;
      const sameTime = row.modifiedAt !== null && row.modifiedAt.getTime() === Date.parse(document.modifiedAt);
      if (row.revision === document.revision && sameTime && !document.isDeleted) reused.add(row.id);
    }
    return reused;
  }

  private async writeSnapshots(
    ctx: RequestContext,
    connection: ErpConnectionRecord,
    { documents, answers, computed }: Fetched,
    telemetry: Telemetry,
  ): Promise<void> {
    if (documents.length === 0) return;
    // Computed in the storing transaction, from the postings as they are when the snapshots are written.
    const local = computed ? await localUnpaidStates(ctx.em, connection.id, documents, computed.payable) : null;
    const locations: { id: string; code: string }[] = await ctx.em.query(
      'SELECT id, lower(code) AS code FROM locations WHERE organization_id = $1',
      [connection.organizationId],
    );
    const outletByCode = new Map(locations.map((location) => [location.code, location.id]));
    const now = new Date().toISOString();
    const rows: BulkValue[][] = documents.map((document) => {
      const locationId = document.storeCode ? (outletByCode.get(document.storeCode.toLowerCase()) ?? null) : null;
      if (locationId === null) telemetry.unresolvedLocationCount += 1;
      const state = local?.listed.get(document.id);
      if (state && state.paidOutsideAmount > 0) telemetry.paidOutsideCount += 1;
      const figures = state ? localFigures(document, state) : serverFigures(document, answers.get(document.id));
      return snapshotRow(connection, document, figures, locationId, now);
    });
    // A reconciliation may have stored a newer paid amount while this run read the server: it is kept.
    await upsertThroughStaging(
      ctx.em,
      'erp_document_snapshots',
      SNAPSHOT_COLUMNS,
      ['connection_id', 'external_document_id'],
      rows,
      { revision: 'revision' },
    );
    telemetry.upsertedCount = rows.length;
    if (local) telemetry.paidOutsideCount += await rewriteStoredStates(ctx, connection.id, local.stored);
  }

  private async finish(
    ctx: RequestContext,
    runId: string,
    status: 'Succeeded' | 'Failed',
    t: Telemetry,
    failure: RunFailure | null,
  ): Promise<ErpDocumentSyncRunDto> {
    return inTransaction(ctx.dataSource, async () => {
      const rpcTotal =
        t.rpcList + t.rpcUnpaidBatch + t.rpcUnpaidSum + t.rpcGetDocument + t.rpcAccounts + t.rpcStores + t.rpcBalance;
      const [run] = updatedRows<ErpDocumentSyncRunDto>(
        await ctx.em.query(
          `UPDATE erp_document_sync_runs SET status = $2, finished_at_utc = clock_timestamp(), sync_mode = $3,
                rpc_list = $4, rpc_unpaid_batch = $5, rpc_unpaid_sum = $6, rpc_get_document = $7, rpc_accounts = $8,
                rpc_total = $9, unpaid_batch_count = $10, list_count = $11, snapshot_reuse_count = $12,
                fallback_reason = $13, document_count = $14, upserted_count = $15, unresolved_location_count = $16,
                error_code = $17, error_message = $18, rpc_stores = $19, rpc_balance = $20, paid_outside_count = $21
         WHERE id = $1 RETURNING ${DOCUMENT_RUN_COLUMNS}`,
          [
            runId,
            status,
            t.syncMode,
            t.rpcList,
            t.rpcUnpaidBatch,
            t.rpcUnpaidSum,
            t.rpcGetDocument,
            t.rpcAccounts,
            rpcTotal,
            t.unpaidBatchCount,
            t.listCount,
            t.snapshotReuseCount,
            t.fallbackReason,
            t.documentCount,
            t.upsertedCount,
            t.unresolvedLocationCount,
            failure?.code ?? null,
            failure?.message ?? null,
            t.rpcStores,
            t.rpcBalance,
            t.paidOutsideCount,
          ],
        ),
      );
      await this.audit.record(ctx, {
        action: 'Sync',
        entityType: 'ErpDocumentSyncRun',
        entityId: run.id,
        organizationId: run.organizationId,
        message: status === 'Succeeded' ? 'Accounting documents synced' : 'Accounting document sync failed',
        details: {
          connectionId: run.connectionId,
          status,
          syncMode: run.syncMode,
          documentCount: run.documentCount,
          upsertedCount: run.upsertedCount,
          snapshotReuseCount: run.snapshotReuseCount,
          rpcTotal: run.rpcTotal,
        },
      });
      return run;
    });
  }
}

/** The period of a run: `to` defaults to today (UTC), `from` to DEFAULT_PERIOD_DAYS before `to`. */
function period(args: DocumentSyncArgs): { from: string; to: string } {
  const to = args.to ?? new Date().toISOString().slice(0, 10);
  const toDate = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(toDate.getTime())) throw validationFailed({ to: ['invalid_date'] });
  const from = args.from ?? new Date(toDate.getTime() - DEFAULT_PERIOD_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (Number.isNaN(new Date(`${from}T00:00:00Z`).getTime())) throw validationFailed({ from: ['invalid_date'] });
  if (from > to) throw validationFailed({ to: ['before_from'] }, 'to must not be before from.');
  return { from, to };
}

/**
 * Unpaid state of `ids`: batches of UNPAID_BATCH_SIZE (the first alone, to learn whether the server has the call),
 * then per-document calls for ids a batch left out or a failed batch held, or for all of them when the batch call
 * is not supported. Mode: batch (no per-document call), fallback (no batch answered), hybrid (both).
 */
async function unpaidStates(
  connector: ErpConnector,
  ids: readonly string[],
  t: Telemetry,
): Promise<Map<string, UnpaidAnswer>> {
  const answers = new Map<string, UnpaidAnswer>();
  const perDocument: string[] = [];
  let supported = true;
  const runBatch = async (batch: string[]) => {
    if (!supported) {
      perDocument.push(...batch);
      return;
    }
    t.rpcUnpaidBatch += 1;
    try {
      const states = await connector.getUnpaidBatch(batch);
      for (const state of states) answers.set(state.documentId, { state, source: 'erp_unpaid_batch' });
      t.unpaidBatchCount += states.length;
      const missing = batch.filter((id) => !answers.has(id));
      if (missing.length > 0) t.fallbackReason ??= 'unpaid_batch_missing_documents';
      perDocument.push(...missing);
    } catch (error) {
      if (error instanceof ErpNotSupportedError) {
        supported = false;
        t.fallbackReason = 'unpaid_batch_not_supported';
      } else if (error instanceof ErpConnectorError && error.kind !== 'auth') {
        t.fallbackReason ??= 'unpaid_batch_failed';
      } else {
        throw error;
      }
      perDocument.push(...batch);
    }
  };
  const [first, ...rest] = chunks(ids, UNPAID_BATCH_SIZE);
  if (first) await runBatch(first);
  await forEachLimited(rest, BATCH_CONCURRENCY, runBatch);
  await forEachLimited(perDocument, PER_DOCUMENT_CONCURRENCY, async (id) => {
    t.rpcUnpaidSum += 1;
    answers.set(id, { state: await connector.getUnpaidSum(id), source: 'erp_unpaid_sum' });
  });
  t.syncMode = perDocument.length === 0 ? 'batch' : t.unpaidBatchCount > 0 ? 'hybrid' : 'fallback';
  return answers;
}

/** What a snapshot row says of a document's amounts and state, from the server's answer or the service's own. */
interface SnapshotFigures {
  amount: number;
  paidAmount: number;
  unpaidAmount: number;
  paymentStatus: string | null;
  isProcessed: boolean | null;
  isDeleted: boolean;
  source: string;
  paidOutsideAmount: number;
}

/**
 * Figures from the server. The unpaid answer decides amounts and processing state; a document the list shows deleted
 * is stored from the list; a document the server no longer knows when asked is stored deleted with an unknown
 * processing state.
 */
function serverFigures(document: ErpDocument, answer: UnpaidAnswer | undefined): SnapshotFigures {
  const state = answer?.state;
  const amount = state?.amount ?? document.amount;
  const paidAmount = state?.paidAmount ?? document.paidAmount;
  return {
    amount,
    paidAmount,
    unpaidAmount: state ? state.unpaidAmount : Math.max(amount - paidAmount, 0),
    paymentStatus: state?.paymentStatus ?? document.paymentStatus,
    isProcessed: state === null ? null : (state?.isProcessed ?? document.isProcessed),
    isDeleted: state === null ? true : (state?.isDeleted ?? document.isDeleted),
    source: answer === undefined ? 'erp_list' : state === null ? 'erp_not_found' : answer.source,
    paidOutsideAmount: 0,
  };
}

/** Figures of a dialect without unpaid states: amounts from this service's postings and the supplier's balance. */
function localFigures(document: ErpDocument, state: LocalUnpaidState): SnapshotFigures {
  return {
    amount: document.amount,
    paidAmount: state.paidAmount,
    unpaidAmount: state.unpaidAmount,
    paymentStatus: state.paymentStatus,
    isProcessed: document.isProcessed,
    isDeleted: document.isDeleted,
    source: LOCAL_SOURCE,
    paidOutsideAmount: state.paidOutsideAmount,
  };
}

/** One snapshot row, in the order of `SNAPSHOT_COLUMNS`. */
function snapshotRow(
  connection: ErpConnectionRecord,
  document: ErpDocument,
  figures: SnapshotFigures,
  locationId: string | null,
  now: string,
): BulkValue[] {
  return [
    connection.id,
    connection.organizationId,
    document.id,
    document.number,
    document.date,
    document.supplierId,
    document.direction,
    document.documentType,
    figures.amount,
    figures.paidAmount,
    figures.unpaidAmount,
    document.currency,
    figures.paymentStatus,
    document.storeCode,
    locationId,
    figures.isProcessed === null ? null : String(figures.isProcessed),
    String(figures.isDeleted),
    now,
    figures.source,
    document.revision,
    document.modifiedAt,
    now,
    figures.paidOutsideAmount,
    document.unpayableReason ?? null,
  ];
}

/** `processing_state_source` of a snapshot whose amounts the service computed (the server answers none). */
const LOCAL_SOURCE = 'local_postings';

/**
 * A dialect without unpaid states: the documents month by month (the connector sends one request per month and
 * direction), the stores behind their codes, and what each supplier of an incoming document is owed. A balance
 * the server cannot give leaves the unpaid amounts unbounded and says so; it does not fail the run.
 */
async function fetchForLocalUnpaid(
  connector: ErpConnector,
  query: { from: string; to: string },
  t: Telemetry,
): Promise<Fetched> {
  const listed = new Map<string, ErpDocument>();
  for (const direction of ['incoming', 'outgoing'] as const) {
    const documents = await connector.listDocuments({ from: query.from, to: query.to, direction });
    t.listCount += documents.length;
    for (const document of documents) listed.set(document.id, document);
  }
  const documents = [...listed.values()];
  t.documentCount = documents.length;
  t.syncMode = 'local';
  t.fallbackReason = 'unpaid_state_not_supported';
  const suppliers = [
    ...new Set(
      documents.flatMap((document) =>
        document.direction === 'incoming' && document.supplierId ? [document.supplierId] : [],
      ),
    ),
  ];
  let payable: Map<string, number> | null = new Map();
  if (suppliers.length > 0) {
    try {
      const balances = await connector.supplierBalances(suppliers);
      payable = new Map(balances.map((balance) => [balance.supplierId, balance.payable]));
    } catch (error) {
      if (!(error instanceof ErpConnectorError) || error.kind === 'auth') throw error;
      payable = null;
      t.fallbackReason = 'unpaid_state_not_supported; supplier_balance_unavailable';
    }
  }
  const counts = connector.requestCounts?.() ?? {};
  t.rpcList = counts.listDocuments ?? 2;
  t.rpcStores = counts.listStores ?? 0;
  t.rpcBalance = counts.supplierBalances ?? (suppliers.length > 0 ? 1 : 0);
  return { documents, answers: new Map(), computed: { payable } };
}

/** The new state of stored open invoices the supplier bound moved; answers how many now carry a paid-outside part. */
async function rewriteStoredStates(
  ctx: RequestContext,
  connectionId: string,
  states: Map<string, LocalUnpaidState>,
): Promise<number> {
  if (states.size === 0) return 0;
  const rows = [...states].map(([documentId, state]) => ({ documentId, ...state }));
  await ctx.em.query(
    `UPDATE erp_document_snapshots d
        SET paid_amount = s."paidAmount", unpaid_amount = s."unpaidAmount", payment_status = s."paymentStatus",
            paid_outside_amount = s."paidOutsideAmount", processing_state_checked_at_utc = now()
       FROM jsonb_to_recordset($2::jsonb) AS s("documentId" text, "paidAmount" bigint, "unpaidAmount" bigint,
            "paymentStatus" text, "paidOutsideAmount" bigint)
      WHERE d.connection_id = $1 AND d.external_document_id = s."documentId"`,
    [connectionId, JSON.stringify(rows)],
  );
  return rows.filter((row) => row.paidOutsideAmount > 0).length;
}
