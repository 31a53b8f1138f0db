import type { RequestContext } from '../../platform/context/request-context';
import { validationFailed } from '../../platform/errors/domain-error';
import { pageWindow } from '../../platform/graphql/paging';
import { reachOf, REACH_CTE } from '../access/access-guard';
import type { AuditLogArgs } from './dto/audit-log.args';
import type { AuditLogEntry, AuditLogEntryPage } from './dto/audit-log-entry.type';

interface AuditRow {
  id: string;
  created_at_utc: Date;
  organization_id: string | null;
  location_id: string | null;
  user_id: string | null;
  user_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  message: string;
  details_json: Record<string, unknown>;
}

/**
 * The audit log list (document 02 §Reports and audit): newest first, at most two statements per request (count and page)
 * whatever the scope. Filters only narrow the caller's scope, so a foreign organization or outlet filter gives an
 * empty page rather than an error that would reveal whether it exists.
 */
export class AuditLogService {
  async list(ctx: RequestContext, args: AuditLogArgs): Promise<AuditLogEntryPage> {
    if (args.fromUtc && args.toUtc && args.fromUtc > args.toUtc)
      throw validationFailed({ toUtc: ['before_from_utc'] }, 'toUtc must not be before fromUtc.');
    // The assignments that grant audit.view are the scope of the list.
    const scope = reachOf(await ctx.requireActor(), 'audit.view');
    const params: unknown[] = [];
    const conditions: string[] = [];
    let reach = '';
    if (!scope.platform) {
      // Organization assignments reach their organization and every descendant; outlet assignments their outlet.
      params.push(scope.organizationIds, scope.locationIds);
      reach = REACH_CTE;
      conditions.push('(a.organization_id IN (SELECT id FROM reach) OR a.location_id = ANY($2::uuid[]))');
    }
    const filter = (sql: (placeholder: string) => string, value: unknown) => {
      if (value === undefined || value === null) return;
      params.push(value);
      conditions.push(sql(`$${params.length}`));
    };
    filter((p) => `a.organization_id = ${p}::uuid`, args.organizationId);
    filter((p) => `a.location_id = ${p}::uuid`, args.locationId);
    filter((p) => `a.created_at_utc >= ${p}::timestamptz`, args.fromUtc);
    filter((p) => `a.created_at_utc < ${p}::timestamptz`, args.toUtc);
    filter((p) => `a.action = ${p}`, args.action);
    filter((p) => `lower(a.user_email) = lower(${p})`, args.userEmail);
    filter((p) => `a.entity_type = ${p}`, args.entityType);
    filter((p) => `a.entity_id = ${p}`, args.entityId);

    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ total }]: { total: number }[] = await ctx.em.query(
      `${reach} SELECT count(*)::int AS total FROM audit_log a ${where}`,
      params,
    );
    const { offset, limit } = pageWindow(args);
    const rows: AuditRow[] =
      total > offset
        ? await ctx.em.query(
            `${reach}
             SELECT a.id, a.created_at_utc, a.organization_id, a.location_id, a.user_id, a.user_email, a.action,
                    a.entity_type, a.entity_id, a.message, a.details_json
               FROM audit_log a ${where}
              ORDER BY a.created_at_utc DESC, a.id DESC
              LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
            [...params, limit, offset],
          )
        : [];
    return { items: rows.map(toEntry), totalCount: total, page: args.page, pageSize: args.pageSize };
  }
}

function toEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    createdAtUtc: row.created_at_utc,
    organizationId: row.organization_id,
    locationId: row.location_id,
    userId: row.user_id,
    userEmail: row.user_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    message: row.message,
    detailsJson: row.details_json,
  };
}
