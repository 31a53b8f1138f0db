import type { RequestContext } from '../../platform/context/request-context';
import { containsPattern } from '../../platform/database/like-pattern';
import { validationFailed } from '../../platform/errors/domain-error';
import { pageWindow, type Page } from '../../platform/graphql/paging';
import type { BankTransactionDto } from '../bank-import/dto/bank-transaction.dto';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from '../bank-import/bank-import.module';
import { MATCH_STATUSES, type MatchStatus } from './counterparty-matcher';
import type { CounterpartyMatchFilterArgs } from './dto/counterparty-match.input';

/**
 * GET /api/counterparty-matches: the transactions of the context outlet with their match state and explanation,
 * newest transaction date first, then in statement order. The matching queue is `status: [Unmatched, LowConfidence]`.
 */
export class CounterpartyMatchReadService {
  async list(ctx: RequestContext, args: CounterpartyMatchFilterArgs): Promise<Page<BankTransactionDto>> {
    const { organizationId, locationId } = ctx.activeContext;
    const { offset, limit } = pageWindow(args);
    const search = args.search?.trim();
    const pattern = search ? containsPattern(search) : null;
    // The outlet and date range use ix_bank_transactions_outlet_date; the total is counted over the same filter in
    // the same statement, also when the page is past the end.
    const filter = `
      t.organization_id = $1 AND t.location_id = $2
      AND ($3::varchar[] IS NULL OR t.match_status = ANY($3::varchar[]))
      AND ($4::uuid IS NULL OR t.import_id = $4::uuid)
      AND ($5::date IS NULL OR t.transaction_date >= $5::date)
      AND ($6::date IS NULL OR t.transaction_date <= $6::date)
      AND ($7::text IS NULL OR t.counterparty_name ILIKE $7 OR t.description ILIKE $7 OR t.bank_reference ILIKE $7
           OR t.matched_counterparty_name ILIKE $7)`;
    const rows: (TransactionRow & { total_count: number })[] = await ctx.em.query(
      `WITH page AS (
         SELECT ${TRANSACTION_COLUMNS}, t.statement_index, t.sequence
           FROM bank_transactions t WHERE ${filter}
          ORDER BY t.transaction_date DESC, t.import_id, t.statement_index, t.sequence, t.id OFFSET $8 LIMIT $9)
       SELECT (SELECT count(*)::int FROM bank_transactions t WHERE ${filter}) AS total_count, page.*
         FROM (SELECT 1) one LEFT JOIN page ON true
        ORDER BY page.transaction_date DESC, page.import_id, page.statement_index, page.sequence, page.id`,
      [
        organizationId,
        locationId,
        statusesOf(args.status),
        args.importId ?? null,
        args.dateFrom ?? null,
        args.dateTo ?? null,
        pattern,
        offset,
        limit,
      ],
    );
    return {
      items: rows.filter((row) => row.id !== null).map(toTransactionDto),
      totalCount: rows[0]?.total_count ?? 0,
      page: args.page,
      pageSize: args.pageSize,
    };
  }
}

/** The status filter: items may be comma lists (REST `?status=Unmatched,LowConfidence`); none means every status. */
function statusesOf(given: string[] | null | undefined): string[] | null {
  if (!given) return null;
  const statuses = given
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  if (statuses.some((status) => !MATCH_STATUSES.includes(status as MatchStatus))) {
    throw validationFailed({ status: ['invalid'] });
  }
  return statuses.length > 0 ? [...new Set(statuses)] : null;
}
