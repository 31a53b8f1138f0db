import type { RequestContext } from '../../platform/context/request-context';
import { pageWindow } from '../../platform/graphql/paging';
import { reachOf } from '../access/access.module';
import { AUDIT_COLUMNS, AUDIT_ORDER, auditLogSelection, type AuditRow } from './audit-log-query';
import type { AuditLogArgs } from './dto/audit-log.args';
import type { AuditLogEntry, AuditLogEntryPage } from './dto/audit-log-entry.type';

/**
 * The audit log list (docs/access.md, "Audit log"): newest first, at most two statements per request (count and page)
 * whatever the scope. Scope and filters are `auditLogSelection`'s, shared with the exports.
 */
export class AuditLogService {
  async list(ctx: RequestContext, args: AuditLogArgs): Promise<AuditLogEntryPage> {
    // The assignments that grant audit.view are the scope of the list.
    const scope = reachOf(await ctx.requireActor(), 'audit.view');
    const { cte, where, params } = auditLogSelection(scope, args);
    const [{ total }]: { total: number }[] = await ctx.em.query(
      `${cte} SELECT count(*)::int AS total FROM audit_log a ${where}`,
      params,
    );
    const { offset, limit } = pageWindow(args);
    const rows: AuditRow[] =
      total > offset
        ? await ctx.em.query(
            `${cte}
             SELECT ${AUDIT_COLUMNS}
               FROM audit_log a ${where}
              ${AUDIT_ORDER}
              LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
            [...params, limit, offset],
          )
        : [];
    return { items: rows.map(toEntry), totalCount: total, page: args.page, pageSize: args.pageSize };
  }
}

function toEntry(row: AuditRow): AuditLogEntry {
  return {
    ...row,
    // Serialized as the CSV export writes the column, so both transports and the file carry the same text.
    detailsJson: row.detailsJson === null ? null : JSON.stringify(row.detailsJson),
    details: row.detailsJson,
  };
}
