import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import { containsPattern } from '../../platform/database/like-pattern';
import type { RequestContext } from '../../platform/context/request-context';
import { pageWindow, type Page } from '../../platform/graphql/paging';
import type { BankImportDto, BankTransactionFilterArgs } from './dto/bank-import.dto';
import type { StoredMatchSignal } from './import-matching.port';
import type { BankTransactionDto } from './dto/bank-transaction.dto';

/**
 * Read columns of an import. Deliberately no `account_number` and no `storage_key`: full account numbers and storage
 * paths never leave the service (docs/bank-imports.md §Upload and processing); `file_available` is derived here.
 */
export const IMPORT_COLUMNS = `
  i.id, i.organization_id, i.location_id, i.status, i.bank_code, i.format_code, i.parser_version,
  i.detection_confidence::float8 AS detection_confidence, i.parse_confidence::float8 AS parse_confidence, i.warnings,
  i.file_name, i.file_size_bytes, i.content_type, i.currency, i.account_number_masked,
  to_char(i.period_from, 'YYYY-MM-DD') AS period_from, to_char(i.period_to, 'YYYY-MM-DD') AS period_to,
  i.opening_balance, i.closing_balance, i.statements,
  i.transaction_count, i.balance_matches, i.balance_review_overridden, i.review_override_reason,
  i.review_overridden_by_user_id, i.review_overridden_at_utc, i.created_at_utc, i.created_by_user_id, i.row_version,
  (i.storage_key IS NOT NULL AND i.file_removed_at_utc IS NULL
    AND (i.file_expires_at_utc IS NULL OR i.file_expires_at_utc > now())) AS file_available`;

/** Read columns of a transaction: the counterparty account only masked, no statement account number. */
export const TRANSACTION_COLUMNS = `
  t.id, t.import_id, t.organization_id, t.location_id, to_char(t.transaction_date, 'YYYY-MM-DD') AS transaction_date,
  t.direction, t.amount, t.currency, t.counterparty_name, t.counterparty_tax_id,
  t.counterparty_account_masked, t.description, t.bank_reference, t.match_status, t.matched_counterparty_id,
  t.matched_counterparty_name, t.match_reason, t.match_signals, t.matched_rule_id, t.match_decided_by_user_id,
  t.match_decided_at_utc, t.row_version`;

export interface StatementSummaryJson {
  accountNumberMasked?: string | null;
  currency?: string | null;
  periodFrom?: string | null;
  periodTo?: string | null;
  openingBalance?: number | null;
  closingBalance?: number | null;
  credits?: number;
  debits?: number;
  transactionCount?: number;
  balanceMatches?: boolean | null;
}

export interface ImportRow {
  id: string;
  organization_id: string;
  location_id: string;
  status: string;
  bank_code: string | null;
  format_code: string | null;
  parser_version: string | null;
  detection_confidence: number | null;
  parse_confidence: number | null;
  warnings: string[];
  file_name: string;
  file_size_bytes: number;
  content_type: string | null;
  currency: string | null;
  account_number_masked: string | null;
  period_from: string | null;
  period_to: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  statements: StatementSummaryJson[];
  transaction_count: number;
  balance_matches: boolean | null;
  balance_review_overridden: boolean;
  review_override_reason: string | null;
  review_overridden_by_user_id: string | null;
  review_overridden_at_utc: Date | null;
  created_at_utc: Date;
  created_by_user_id: string | null;
  row_version: number;
  file_available: boolean;
}

export interface TransactionRow {
  id: string;
  import_id: string;
  organization_id: string;
  location_id: string;
  transaction_date: string;
  direction: string;
  amount: number;
  currency: string;
  counterparty_name: string | null;
  counterparty_tax_id: string | null;
  counterparty_account_masked: string | null;
  description: string | null;
  bank_reference: string | null;
  match_status: string;
  matched_counterparty_id: string | null;
  matched_counterparty_name: string | null;
  match_reason: string;
  match_signals: StoredMatchSignal[];
  matched_rule_id: string | null;
  match_decided_by_user_id: string | null;
  match_decided_at_utc: Date | null;
  row_version: number;
}

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
