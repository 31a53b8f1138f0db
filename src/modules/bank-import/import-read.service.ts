import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { pageWindow, type Page, type PageArgs } from '../../platform/graphql/paging';
import { REACH_CTE } from '../access/access.module';
import type { BankImportDto, BankTransactionFilterArgs } from './dto/bank-import.dto';
import type { BankTransactionDto } from './dto/bank-transaction.dto';
import type {
  BankStatementImportHealthSummaryDto,
  BankStatementImportQualityReportDto,
  BankStatementQualitySummaryDto,
  SupportedBankFormatDto,
} from './dto/import-quality.dto';
import {
  IMPORT_COLUMNS,
  importRowLoader,
  toImportDto,
  toTransactionDto,
  transactionPageKey,
  transactionPageLoader,
  transactionRowLoader,
  type ImportRow,
} from './import-loaders';
import { STATEMENT_PARSERS } from './parsing/parser-registry';
import { bothSidesReached, candidateReachParams } from './duplicate-candidates.service';

const IMPORT_STATUSES = ['Parsed', 'SuccessWithWarnings', 'Failed', 'UnsupportedFormat'] as const;

/**
 * Read models of bank statement imports and transactions. Only masked account columns are selected; storage keys never
 * leave the service. A call about one import or transaction is checked on the resource's outlet, and a header context
 * that does not contain it is `not_found`, revealing nothing (docs/access.md §Access declarations and the guard).
 */
export class ImportReadService {
  /** Imports of the context outlet, newest first. */
  async list(ctx: RequestContext, args: PageArgs): Promise<Page<BankImportDto>> {
    const { organizationId, locationId } = ctx.activeContext;
    const { offset, limit } = pageWindow(args);
    // One statement for the page and its total, also when the page is past the end.
    const rows: (ImportRow & { total_count: number })[] = await ctx.em.query(
      `WITH page AS (
         SELECT ${IMPORT_COLUMNS} FROM bank_imports i
          WHERE i.organization_id = $1 AND i.location_id = $2
          ORDER BY i.created_at_utc DESC, i.id DESC OFFSET $3 LIMIT $4)
       SELECT (SELECT count(*)::int FROM bank_imports WHERE organization_id = $1 AND location_id = $2) AS total_count, page.*
         FROM (SELECT 1) one LEFT JOIN page ON true
        ORDER BY page.created_at_utc DESC, page.id DESC`,
      [organizationId, locationId, offset, limit],
    );
    const items = rows.filter((row) => row.id !== null);
    // Nested fields of the listed imports need no reload.
    const loader = ctx.loader(importRowLoader);
    for (const row of items) loader.prime(row.id, row);
    return {
      items: items.map(toImportDto),
      totalCount: rows[0]?.total_count ?? 0,
      page: args.page,
      pageSize: args.pageSize,
    };
  }

  async get(ctx: RequestContext, id: string): Promise<BankImportDto> {
    return toImportDto(await this.importRow(ctx, id));
  }

  /** The transactions page of an import already authorized (its access declaration or parent field); batched. */
  transactionsOf(
    ctx: RequestContext,
    importId: string,
    args: BankTransactionFilterArgs,
  ): Promise<Page<BankTransactionDto>> {
    return ctx.loader(transactionPageLoader).load(transactionPageKey(importId, args));
  }

  async transaction(ctx: RequestContext, id: string): Promise<BankTransactionDto> {
    return toTransactionDto(await found(ctx.loader(transactionRowLoader).load(id)));
  }

  async qualityReport(ctx: RequestContext, id: string): Promise<BankStatementImportQualityReportDto> {
    return toQualityReport(await this.importRow(ctx, id));
  }

  /** Quality counters of the context outlet in one statement. */
  async qualitySummary(ctx: RequestContext): Promise<BankStatementQualitySummaryDto> {
    const { organizationId, locationId } = ctx.activeContext;
    const [row] = await ctx.em.query(
      `SELECT COALESCE(jsonb_object_agg(s.status, s.n) FILTER (WHERE s.status IS NOT NULL), '{}'::jsonb) AS by_status,
              COALESCE(sum(s.review), 0)::int AS needing_review, COALESCE(sum(s.overridden), 0)::int AS overridden,
              COALESCE(sum(s.warned), 0)::int AS warned,
              (sum(s.parse_sum) / NULLIF(sum(s.parse_n), 0))::float8 AS avg_parse,
              (sum(s.detect_sum) / NULLIF(sum(s.detect_n), 0))::float8 AS avg_detect
         FROM (SELECT status, count(*)::int AS n,
                      count(*) FILTER (WHERE balance_matches = false AND NOT balance_review_overridden) AS review,
                      count(*) FILTER (WHERE balance_review_overridden) AS overridden,
                      count(*) FILTER (WHERE jsonb_array_length(warnings) > 0) AS warned,
                      sum(parse_confidence) AS parse_sum, count(parse_confidence) AS parse_n,
                      sum(detection_confidence) AS detect_sum, count(detection_confidence) AS detect_n
                 FROM bank_imports WHERE organization_id = $1 AND location_id = $2 GROUP BY status) s`,
      [organizationId, locationId],
    );
    const byStatus = row.by_status as Record<string, number>;
    return {
      organizationId,
      locationId: locationId!,
      totalImports: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      importsByStatus: IMPORT_STATUSES.map((status) => ({ status, count: byStatus[status] ?? 0 })),
      importsNeedingReview: row.needing_review,
      reviewOverriddenCount: row.overridden,
      importsWithWarnings: row.warned,
      averageParseConfidence: row.avg_parse,
      averageDetectionConfidence: row.avg_detect,
    };
  }

  /**
   * BankStatementImportHealthSummaryDto of the context outlet: counters only, in one statement. Duplicate candidates
   * whose earlier side is at an outlet the caller does not reach are not counted, as they are not listed.
   */
  async healthSummary(ctx: RequestContext): Promise<BankStatementImportHealthSummaryDto> {
    const { organizationId, locationId } = ctx.activeContext;
    const [row] = await ctx.em.query(
      `${REACH_CTE}, imports AS (SELECT * FROM bank_imports WHERE organization_id = $4 AND location_id = $5)
       SELECT (SELECT count(*)::int FROM imports) AS total,
              (SELECT count(*)::int FROM imports WHERE status IN ('Parsed', 'SuccessWithWarnings')) AS successful,
              (SELECT count(*)::int FROM imports WHERE status = 'Failed') AS failed,
              (SELECT count(*)::int FROM imports WHERE status = 'UnsupportedFormat') AS unsupported,
              (SELECT count(*)::int FROM imports WHERE balance_matches = false AND NOT balance_review_overridden) AS review,
              (SELECT COALESCE(avg(parse_confidence), 0)::float8 FROM imports) AS avg_parse,
              (SELECT max(created_at_utc) FROM imports WHERE status IN ('Parsed', 'SuccessWithWarnings')) AS last_success,
              (SELECT max(created_at_utc) FROM imports WHERE status = 'Failed') AS last_failed,
              (SELECT count(*)::int FROM bank_transactions
                WHERE organization_id = $4 AND location_id = $5 AND match_status IN ('Unmatched', 'LowConfidence')) AS unmatched,
              (SELECT count(*)::int FROM bank_duplicate_candidates c
                 JOIN bank_transactions t ON t.id = c.transaction_id
                 JOIN bank_transactions o ON o.id = c.duplicate_of_transaction_id
                WHERE c.organization_id = $4 AND c.location_id = $5 AND c.status = 'Open'
                  AND ${bothSidesReached('t', 'o')}) AS open_duplicates,
              (SELECT COALESCE(jsonb_agg(f ORDER BY f."formatCode", f."bankCode"), '[]'::jsonb) FROM (
                 SELECT bank_code AS "bankCode", format_code AS "formatCode", count(*)::int AS "importCount",
                        count(*) FILTER (WHERE status IN ('Parsed', 'SuccessWithWarnings'))::int AS "successfulImports",
                        count(*) FILTER (WHERE status = 'Failed')::int AS "failedImports",
                        COALESCE(avg(parse_confidence), 0)::float8 AS "averageParseConfidence"
                   FROM imports WHERE format_code IS NOT NULL GROUP BY bank_code, format_code) f) AS by_format`,
      [...(await candidateReachParams(ctx)), organizationId, locationId],
    );
    return {
      totalImports: row.total,
      successfulImports: row.successful,
      failedImports: row.failed,
      unsupportedFormatCount: row.unsupported,
      importsNeedingReview: row.review,
      duplicateCandidateCount: row.open_duplicates,
      unmatchedTransactionCount: row.unmatched,
      averageParseConfidence: row.avg_parse,
      lastSuccessfulImportAtUtc: row.last_success ? new Date(row.last_success) : null,
      lastFailedImportAtUtc: row.last_failed ? new Date(row.last_failed) : null,
      importsByBankFormat: row.by_format,
    };
  }

  supportedBanks(): SupportedBankFormatDto[] {
    return STATEMENT_PARSERS.map((parser) => ({
      // Every parser reads its format generically; bank dialects would add their own codes.
      bankCode: 'generic',
      formatCode: parser.formatCode,
      displayName: parser.displayName,
      fileExtensions: [...parser.fileExtensions],
      version: parser.formatVersions.join(', '),
    }));
  }

  /** The import its access declaration checked, from the request's loader cache. */
  private importRow(ctx: RequestContext, id: string): Promise<ImportRow> {
    return found(ctx.loader(importRowLoader).load(id));
  }
}

function toQualityReport(row: ImportRow): BankStatementImportQualityReportDto {
  const statements = (row.statements ?? []).map((statement) => ({
    accountNumberMasked: statement.accountNumberMasked ?? null,
    currency: statement.currency ?? null,
    periodFrom: statement.periodFrom ?? null,
    periodTo: statement.periodTo ?? null,
    openingBalance: statement.openingBalance ?? null,
    closingBalance: statement.closingBalance ?? null,
    creditsTotal: statement.credits ?? 0,
    debitsTotal: statement.debits ?? 0,
    transactionCount: statement.transactionCount ?? 0,
    balanceMatches: statement.balanceMatches ?? null,
  }));
  return {
    importId: row.id,
    status: row.status,
    balanceMatches: row.balance_matches,
    balanceReviewOverridden: row.balance_review_overridden,
    reviewOverrideReason: row.review_override_reason,
    reviewOverriddenByUserId: row.review_overridden_by_user_id,
    reviewOverriddenAtUtc: row.review_overridden_at_utc,
    parseConfidence: row.parse_confidence,
    detectionConfidence: row.detection_confidence,
    warnings: row.warnings ?? [],
    openingBalance: row.opening_balance,
    closingBalance: row.closing_balance,
    creditsTotal: totalOf(statements.map((statement) => statement.creditsTotal)),
    debitsTotal: totalOf(statements.map((statement) => statement.debitsTotal)),
    statements,
    formatCode: row.format_code,
    bankCode: row.bank_code,
    parserVersion: row.parser_version,
    rowVersion: row.row_version,
  };
}

/** A row that passed its access check; gone only when deleted concurrently. */
async function found<T>(row: Promise<T | null>): Promise<T> {
  const value = await row;
  if (!value) throw new DomainError('not_found');
  return value;
}

/** A total of amounts in minor units: beyond the safe integer range it fails the request rather than being rounded. */
function totalOf(amounts: number[]): number {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('A total of amounts is outside the safe integer range.');
  return total;
}
