import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../platform/database/entity-columns';
import { containsPattern } from '../../platform/database/like-pattern';
import type { RequestContext } from '../../platform/context/request-context';
import { pageWindow, type Page } from '../../platform/graphql/paging';
import type { BankImportDto, BankTransactionFilterArgs } from './dto/bank-import.dto';
import type { BankTransactionDto } from './dto/bank-transaction.dto';
import { BankImport } from './bank-import.entity';
import { BankTransaction } from './bank-transaction.entity';

/**
 * Read columns of an import. Deliberately no `accountNumber` and no `storageKey`: full account numbers and storage
 * paths never leave the service (docs/bank-imports.md §Upload and processing); `file_available` is derived here.
 */
const IMPORT_PROPERTIES = [
  'id',
  'organizationId',
  'locationId',
  'status',
  'bankCode',
  'formatCode',
  'parserVersion',
  'detectionConfidence',
  'parseConfidence',
  'warnings',
  'fileName',
  'fileSizeBytes',
  'contentType',
  'currency',
  'accountNumberMasked',
  'periodFrom',
  'periodTo',
  'openingBalance',
  'closingBalance',
  'statements',
  'transactionCount',
  'balanceMatches',
  'balanceReviewOverridden',
  'reviewOverrideReason',
  'reviewOverriddenByUserId',
  'reviewOverriddenAtUtc',
  'createdAtUtc',
  'createdByUserId',
  'rowVersion',
] as const satisfies readonly PropertyOf<BankImport>[];

export const IMPORT_COLUMNS = `${selectColumns(BankImport, 'i', IMPORT_PROPERTIES, { as: 'column' })},
  (i.storage_key IS NOT NULL AND i.file_removed_at_utc IS NULL
    AND (i.file_expires_at_utc IS NULL OR i.file_expires_at_utc > now())) AS file_available`;

/** Read columns of a transaction: the counterparty account only masked, no statement account number. */
const TRANSACTION_PROPERTIES = [
  'id',
  'importId',
  'organizationId',
  'locationId',
  'transactionDate',
  'direction',
  'amount',
  'currency',
  'counterpartyName',
  'counterpartyTaxId',
  'counterpartyAccountMasked',
  'description',
  'bankReference',
  'matchStatus',
  'matchedCounterpartyId',
  'matchedCounterpartyName',
  'matchReason',
  'matchSignals',
  'matchedRuleId',
  'matchDecidedByUserId',
  'matchDecidedAtUtc',
  'rowVersion',
] as const satisfies readonly PropertyOf<BankTransaction>[];

export const TRANSACTION_COLUMNS = selectColumns(BankTransaction, 't', TRANSACTION_PROPERTIES, { as: 'column' });

/** An import as selected by `IMPORT_COLUMNS`. */
export type ImportRow = SnakeRow<Pick<BankImport, (typeof IMPORT_PROPERTIES)[number]>> & { file_available: boolean };

/** A transaction as selected by `TRANSACTION_COLUMNS`. */
export type TransactionRow = SnakeRow<Pick<BankTransaction, (typeof TRANSACTION_PROPERTIES)[number]>>;

/** Imports by id, any number per request in one statement. */
export const importRowLoader = defineLoader<string, ImportRow | null>(async (ctx, ids) => {
  const rows: ImportRow[] = await ctx.em.query(
    `SELECT ${IMPORT_COLUMNS} FROM bank_imports i WHERE i.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/** Transactions by id in one statement per batch. */
export const transactionRowLoader = defineLoader<string, TransactionRow | null>(async (ctx, ids) => {
  const rows: TransactionRow[] = await ctx.em.query(
    `SELECT ${TRANSACTION_COLUMNS} FROM bank_transactions t WHERE t.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/** Page and filters of one import's transactions; the key of the page loader. */
export type TransactionQuery = Pick<
  BankTransactionFilterArgs,
  'page' | 'pageSize' | 'direction' | 'matchStatus' | 'fromDate' | 'toDate' | 'search'
>;

/** `importId` + normalized filters as a string key, so equal requests share one batch entry. */
export function transactionPageKey(importId: string, query: TransactionQuery): string {
  return JSON.stringify([
    importId,
    query.page,
    query.pageSize,
    query.direction ?? null,
    query.matchStatus ?? null,
    query.fromDate ?? null,
    query.toDate ?? null,
    query.search?.trim() || null,
  ]);
}

/**
 * Pages of the transactions of many imports: one statement per distinct page-and-filter combination (one for a
 * list of imports asking the same page), numbering rows per import in statement order.
 */
export const transactionPageLoader = defineLoader<string, Page<BankTransactionDto>>(async (ctx, keys) => {
  const groups = new Map<string, { importIds: string[]; query: TransactionQuery }>();
  for (const key of keys) {
    const [importId, page, pageSize, direction, matchStatus, fromDate, toDate, search] = JSON.parse(key) as [
      string,
      number,
      number,
      ...(string | null)[],
    ];
    const query = { page, pageSize, direction, matchStatus, fromDate, toDate, search };
    const groupKey = JSON.stringify(query);
    const group = groups.get(groupKey) ?? { importIds: [], query };
    group.importIds.push(importId);
    groups.set(groupKey, group);
  }
  const results = new Map<string, Page<BankTransactionDto>>();
  await Promise.all(
    [...groups.values()].map(async ({ importIds, query }) => {
      const pages = await transactionPages(ctx, importIds, query);
      for (const importId of importIds) results.set(transactionPageKey(importId, query), pages.get(importId)!);
    }),
  );
  return keys.map((key) => results.get(key)!);
});

async function transactionPages(
  ctx: RequestContext,
  importIds: string[],
  query: TransactionQuery,
): Promise<Map<string, Page<BankTransactionDto>>> {
  const { offset, limit } = pageWindow(query);
  const search = query.search ? containsPattern(query.search) : null;
  const rows: (TransactionRow & { page_import_id: string; total_count: number })[] = await ctx.em.query(
    `WITH filtered AS (
       SELECT ${TRANSACTION_COLUMNS},
              row_number() OVER (PARTITION BY t.import_id ORDER BY t.statement_index, t.sequence, t.id) AS rn
         FROM bank_transactions t
        WHERE t.import_id = ANY($1::uuid[])
          AND ($2::varchar IS NULL OR t.direction = $2)
          AND ($3::varchar IS NULL OR t.match_status = $3)
          AND ($4::date IS NULL OR t.transaction_date >= $4::date)
          AND ($5::date IS NULL OR t.transaction_date <= $5::date)
          AND ($6::text IS NULL OR t.counterparty_name ILIKE $6 OR t.description ILIKE $6)),
     counts AS (SELECT import_id, count(*)::int AS total_count FROM filtered GROUP BY import_id)
     SELECT c.import_id AS page_import_id, c.total_count, f.*
       FROM counts c
       LEFT JOIN filtered f ON f.import_id = c.import_id AND f.rn > $7 AND f.rn <= $8
      ORDER BY c.import_id, f.rn`,
    [
      importIds,
      query.direction ?? null,
      query.matchStatus ?? null,
      query.fromDate ?? null,
      query.toDate ?? null,
      search,
      offset,
      offset + limit,
    ],
  );
  const pages = new Map<string, Page<BankTransactionDto>>(
    importIds.map((id) => [id, { items: [], totalCount: 0, page: query.page, pageSize: query.pageSize }]),
  );
  for (const row of rows) {
    const page = pages.get(row.page_import_id)!;
    page.totalCount = row.total_count;
    if (row.id) page.items.push(toTransactionDto(row));
  }
  return pages;
}

export function toImportDto(row: ImportRow): BankImportDto {
  return {
    id: row.id,
    organizationId: row.organization_id,
    locationId: row.location_id,
    status: row.status,
    bankCode: row.bank_code,
    formatCode: row.format_code,
    fileName: row.file_name,
    fileSizeBytes: row.file_size_bytes,
    contentType: row.content_type,
    currency: row.currency,
    accountNumberMasked: row.account_number_masked,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    openingBalance: row.opening_balance,
    closingBalance: row.closing_balance,
    transactionCount: row.transaction_count,
    parseConfidence: row.parse_confidence,
    balanceMatches: row.balance_matches,
    balanceReviewOverridden: row.balance_review_overridden,
    fileAvailable: row.file_available,
    createdAtUtc: row.created_at_utc,
    createdByUserId: row.created_by_user_id,
    rowVersion: row.row_version,
  };
}

export function toTransactionDto(row: TransactionRow): BankTransactionDto {
  return {
    id: row.id,
    importId: row.import_id,
    organizationId: row.organization_id,
    locationId: row.location_id,
    transactionDate: row.transaction_date,
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    counterpartyName: row.counterparty_name,
    counterpartyTaxId: row.counterparty_tax_id,
    counterpartyAccountMasked: row.counterparty_account_masked,
    description: row.description,
    bankReference: row.bank_reference,
    matchStatus: row.match_status,
    matchedCounterpartyId: row.matched_counterparty_id,
    matchedCounterpartyName: row.matched_counterparty_name,
    matchReason: row.match_reason,
    matchSignals: row.match_signals,
    matchedRuleId: row.matched_rule_id,
    matchDecidedByUserId: row.match_decided_by_user_id,
    matchDecidedAtUtc: row.match_decided_at_utc,
    rowVersion: row.row_version,
  };
}
