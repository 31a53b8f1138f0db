import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { pageWindow } from '../../platform/graphql/paging';
import { decideLocation } from '../access/access.module';
import { loadLocationScope } from '../access/access.module';
import {
  SORT_PATTERN,
  type AccountantWorkItemDto,
  type AccountantWorkItemListArgs,
  type AccountantWorkItemPage,
} from './dto/accountant-work-item.dto';
import { queryWorkItems, type SortColumn, type WorkItemQuery, type WorkItemRow } from './work-item-queries';
import { capabilitiesOf, nextActionOf, type HeldPermissions } from './work-item-rules';

const commaList = (value: string | null | undefined): string[] | null =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : null;

/**
 * The accountant work queue of the context outlet (docs/work-items.md §Derived on read): a projection derived on
 * every read, one statement per list or item (work-item-queries.ts). The access declaration validated the outlet
 * context; nothing outside it is read.
 */
export class WorkItemsService {
  async list(ctx: RequestContext, args: AccountantWorkItemListArgs): Promise<AccountantWorkItemPage> {
    const { organizationId, locationId } = ctx.activeContext;
    const { offset, limit } = pageWindow(args);
    const sort = SORT_PATTERN.exec(args.sort?.trim() ?? '');
    const { totalCount, rows } = await queryWorkItems(ctx, {
      organizationId,
      locationId: locationId!,
      states: commaList(args.state),
      reasons: commaList(args.reason),
      importId: args.importId,
      dateFrom: args.dateFrom,
      dateTo: args.dateTo,
      search: args.search?.trim() || null,
      documentContains: args.documentContains?.trim() || null,
      matchStatuses: commaList(args.matchStatus),
      sort: sort
        ? { column: sort[1] as SortColumn, descending: (sort[2] ?? 'desc').toLowerCase() === 'desc' }
        : { column: 'transactionDate', descending: true },
      offset,
      limit,
    });
    const held = await this.held(ctx, locationId!);
    return { items: rows.map((row) => toItem(row, held)), totalCount, page: args.page, pageSize: args.pageSize };
  }

  /** One item; a transaction of another outlet is as missing as an unknown one. */
  async get(ctx: RequestContext, bankTransactionId: string): Promise<AccountantWorkItemDto> {
    const { organizationId, locationId } = ctx.activeContext;
    const query: WorkItemQuery = {
      organizationId,
      locationId: locationId!,
      bankTransactionIds: [bankTransactionId],
      sort: { column: 'transactionDate', descending: true },
      offset: 0,
      limit: 1,
    };
    const {
      rows: [row],
    } = await queryWorkItems(ctx, query);
    if (!row) throw new DomainError('accountant_work_item.not_found', { params: { bankTransactionId } });
    return toItem(row, await this.held(ctx, locationId!));
  }

  /**
   * That the transaction is one of the context outlet, without deriving its item: for a call that decides on the
   * item only after it holds its lease. Another outlet's transaction is as missing as an unknown one.
   */
  async requireInOutlet(
    ctx: RequestContext,
    bankTransactionId: string,
  ): Promise<{ bankTransactionId: string; organizationId: string; locationId: string }> {
    const { organizationId, locationId } = ctx.activeContext;
    const [found] = await ctx.em.query(
      'SELECT 1 FROM bank_transactions WHERE id = $1 AND organization_id = $2 AND location_id = $3',
      [bankTransactionId, organizationId, locationId],
    );
    if (!found) throw new DomainError('accountant_work_item.not_found', { params: { bankTransactionId } });
    return { bankTransactionId, organizationId, locationId: locationId! };
  }

  /** Items of the context outlet by transaction ids and/or state, first by transaction date; for payment runs. */
  async find(
    ctx: RequestContext,
    filter: { bankTransactionIds?: readonly string[] | null; states?: string[]; importId?: string | null },
    limit: number,
  ): Promise<{ items: AccountantWorkItemDto[]; totalCount: number }> {
    const { organizationId, locationId } = ctx.activeContext;
    const { totalCount, rows } = await queryWorkItems(ctx, {
      organizationId,
      locationId: locationId!,
      bankTransactionIds: filter.bankTransactionIds,
      states: filter.states,
      importId: filter.importId,
      sort: { column: 'transactionDate', descending: false },
      offset: 0,
      limit,
    });
    const held = await this.held(ctx, locationId!);
    return { items: rows.map((row) => toItem(row, held)), totalCount };
  }

  /**
   * The permissions behind the capabilities, decided on the outlet like the guard decides it; the actor and the
   * outlet's scope record were loaded by the context check of this request, so this costs no statement.
   */
  private async held(ctx: RequestContext, locationId: string): Promise<HeldPermissions> {
    const actor = await ctx.requireActor();
    const location = await loadLocationScope(ctx, locationId);
    const holds = (permission: Parameters<typeof decideLocation>[1]) =>
      location !== null && decideLocation(actor, permission, location) === 'allowed';
    return {
      build: holds('payment_candidates.build'),
      confirm: holds('payment.confirm'),
      match: holds('counterparty.match'),
    };
  }
}

function toItem(row: WorkItemRow, held: HeldPermissions): AccountantWorkItemDto {
  return { ...row, nextAction: nextActionOf(row), capabilities: capabilitiesOf(row, held) };
}
