import { selectColumns, type PropertyOf } from '../../platform/database/entity-columns';
import { validationFailed } from '../../platform/errors/domain-error';
import type { AssignmentReach } from '../access/access.module';
import { reachSelection, type ReachSelection } from '../access/access.module';
import { AuditEntry } from './audit-entry.entity';

/** The filters of the audit log list and its exports (docs/audit-exports.md); every one only narrows. */
export interface AuditLogFilters {
  organizationId?: string | null;
  locationId?: string | null;
  fromUtc?: Date | null;
  toUtc?: Date | null;
  action?: string | null;
  userEmail?: string | null;
  entityType?: string | null;
  entityId?: string | null;
}

export const AUDIT_FILTER_NAMES = [
  'organizationId',
  'locationId',
  'fromUtc',
  'toUtc',
  'action',
  'userEmail',
  'entityType',
  'entityId',
] as const satisfies readonly (keyof AuditLogFilters)[];

/**
 * The scoped selection of audit entries as SQL parts: `${cte} SELECT … FROM audit_log a ${where}`. `params` holds
 * the values of the placeholders in `cte` and `where`; further placeholders start at `params.length + 1`.
 */
export type AuditLogSelection = ReachSelection;

/** The properties of an audit entry that the list and the exports read: all but the trace id. */
const AUDIT_ROW_PROPERTIES = [
  'id',
  'createdAtUtc',
  'organizationId',
  'locationId',
  'userId',
  'userEmail',
  'action',
  'entityType',
  'entityId',
  'message',
  'detailsJson',
] as const satisfies readonly PropertyOf<AuditEntry>[];

/** An audit entry as selected by `AUDIT_COLUMNS`. */
export type AuditRow = Pick<AuditEntry, (typeof AUDIT_ROW_PROPERTIES)[number]>;

export const AUDIT_COLUMNS = selectColumns(AuditEntry, 'a', AUDIT_ROW_PROPERTIES);

/** Newest first; the id breaks ties of one instant so pages and exports are stable. */
export const AUDIT_ORDER = 'ORDER BY a.created_at_utc DESC, a.id DESC';

/**
 * The one place the audit log's scope rules live, for the list and both exports. Outside the platform, organization
 * assignments reach their organization and every descendant, outlet assignments their outlet; platform-level entries
 * (organization null) only show to platform users. Filters are ANDed onto the scope, so a foreign organization or
 * outlet filter selects nothing rather than answering an error that would reveal whether it exists.
 */
export function auditLogSelection(scope: AssignmentReach, filters: AuditLogFilters): AuditLogSelection {
  if (filters.fromUtc && filters.toUtc && filters.fromUtc > filters.toUtc)
    throw validationFailed({ toUtc: ['before_from_utc'] }, 'toUtc must not be before fromUtc.');
  return reachSelection(scope, 'a', (filter) => {
    filter((p) => `a.organization_id = ${p}::uuid`, filters.organizationId);
    filter((p) => `a.location_id = ${p}::uuid`, filters.locationId);
    filter((p) => `a.created_at_utc >= ${p}::timestamptz`, filters.fromUtc);
    filter((p) => `a.created_at_utc < ${p}::timestamptz`, filters.toUtc);
    filter((p) => `a.action = ${p}`, filters.action);
    filter((p) => `lower(a.user_email) = lower(${p})`, filters.userEmail);
    filter((p) => `a.entity_type = ${p}`, filters.entityType);
    filter((p) => `a.entity_id = ${p}`, filters.entityId);
  });
}

/** The filters that were given, as plain JSON (dates as ISO strings), for the Export entry and the PDF header. */
export function appliedFilters(filters: AuditLogFilters): Record<string, string> {
  const applied: Record<string, string> = {};
  for (const name of AUDIT_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === null) continue;
    applied[name] = value instanceof Date ? value.toISOString() : value;
  }
  return applied;
}
