import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf } from '../../../platform/database/entity-columns';
import type { AuditRecord } from '../../audit/audit.module';
import { License } from '../licenses/license.entity';
import { tenantRowColumns, type TenantRow } from '../licensing-rows';
import { ACTION_EVENT, ACTION_TARGET, type LicenseAction } from './license-action-rules';
import { LicenseTerminalAction } from './license-terminal-action.entity';

/**
 * The SQL of the terminal license actions. Every statement is bound to the caller's tenant; a set of licenses costs
 * the same number of statements as one (lock, apply, audit).
 */
const LOCKED_PROPERTIES = [
  'id',
  'customerOrganizationId',
  'productId',
  'status',
] as const satisfies readonly PropertyOf<License>[];

/** What an action decides on and announces of a license it locked. */
export type LockedLicense = Pick<License, (typeof LOCKED_PROPERTIES)[number]>;

const LOCKED_COLUMNS = selectColumns(License, null, LOCKED_PROPERTIES);

/** A license's action as stored: everything but the tenant the statements filter on. */
export type StoredAction = TenantRow<LicenseTerminalAction>;

const ACTION_COLUMNS = tenantRowColumns(LicenseTerminalAction);

/** What applying an action stamps on each action row; the rest is the request's. */
const APPLIED_PROPERTIES = [
  'operationId',
  'licenseId',
  'fromStatus',
  'completedAtUtc',
] as const satisfies readonly PropertyOf<LicenseTerminalAction>[];
const APPLIED_RETURNING = selectColumns(LicenseTerminalAction, null, APPLIED_PROPERTIES, { as: 'column' });
const APPLIED_COLUMNS = selectColumns(LicenseTerminalAction, null, APPLIED_PROPERTIES);

/**
 * Locks the tenant's licenses among `ids` and answers them by id. Rows are locked in id order (the LockRows step runs
 * above the sort), so two calls over overlapping sets cannot deadlock on each other.
 */
export async function lockLicenses(
  ctx: RequestContext,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, LockedLicense>> {
  const rows: LockedLicense[] = await ctx.em.query(
    `SELECT ${LOCKED_COLUMNS}
         FROM licensing_licenses
        WHERE tenant_id = $1 AND id = ANY($2::uuid[])
        ORDER BY id
          FOR UPDATE`,
    [tenantId, ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The license's action of this kind (read under its row lock, so no action can be added meanwhile). A license is
 * revoked at most once and archived at most once (no transition leads back), so this is the one it had, if any.
 */
export async function actionOf(
  ctx: RequestContext,
  tenantId: string,
  licenseId: string,
  action: LicenseAction,
): Promise<StoredAction | null> {
  const [row]: StoredAction[] = await ctx.em.query(
    `SELECT ${ACTION_COLUMNS}
       FROM licensing_license_actions
      WHERE tenant_id = $1 AND license_id = $2 AND action = $3
      ORDER BY completed_at_utc DESC, operation_id DESC
      LIMIT 1`,
    [tenantId, licenseId, action],
  );
  return row ?? null;
}

/** What a call asks of an action; `expectedStatus` is null for the global routes, which carry no precondition. */
export type ActionRequest = Pick<StoredAction, 'action' | 'expectedStatus' | 'reasonCode' | 'reasonDetail'>;

/**
 * Applies one action to locked licenses in one statement: the status change (row version + 1), one action row each
 * and one outbox message each, all stamped with the same instant. `clock_timestamp()` rather than `now()`: the
 * instant is taken after the row lock, so a license's actions are ordered as they were applied even when a later
 * transaction started earlier. The outbox payload names ids, statuses and the reason code only: never key material,
 * hashes or the free-text reason detail. The `status = from_status` guard makes a stale `licenses` argument apply
 * nothing rather than the wrong transition.
 */
export async function applyAction(
  ctx: RequestContext,
  tenantId: string,
  licenses: readonly LockedLicense[],
  request: ActionRequest,
): Promise<StoredAction[]> {
  if (licenses.length === 0) return [];
  const toStatus = ACTION_TARGET[request.action];
  const rows: Pick<StoredAction, (typeof APPLIED_PROPERTIES)[number]>[] = await ctx.em.query(
    `WITH source AS (
         SELECT * FROM unnest($2::uuid[], $3::text[]) AS s(id, from_status)
       ), updated AS (
         UPDATE licensing_licenses l
            SET status = $4, row_version = l.row_version + 1, updated_at_utc = clock_timestamp()
           FROM source s
          WHERE l.tenant_id = $1 AND l.id = s.id AND l.status = s.from_status
         RETURNING l.id, l.customer_organization_id, l.product_id, s.from_status, l.updated_at_utc
       ), acted AS (
         INSERT INTO licensing_license_actions
           (tenant_id, license_id, action, from_status, to_status, expected_status, reason_code, reason_detail,
            completed_at_utc)
         SELECT $1, u.id, $5, u.from_status, $4, $6, $7, $8, u.updated_at_utc FROM updated u
         RETURNING ${APPLIED_RETURNING}
       ), announced AS (
         INSERT INTO licensing_outbox (tenant_id, license_id, message_type, payload)
         SELECT $1, a.license_id, $9, jsonb_build_object(
                  'licenseId', a.license_id,
                  'customerOrganizationId', u.customer_organization_id,
                  'productId', u.product_id,
                  'operationId', a.operation_id,
                  'fromStatus', a.from_status,
                  'toStatus', $4::text,
                  'reasonCode', $7::text,
                  'occurredAtUtc', to_char(a.completed_at_utc AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           FROM acted a JOIN updated u ON u.id = a.license_id
       )
       SELECT ${APPLIED_COLUMNS} FROM acted`,
    [
      tenantId,
      licenses.map((license) => license.id),
      licenses.map((license) => license.status),
      toStatus,
      request.action,
      request.expectedStatus,
      request.reasonCode,
      request.reasonDetail,
      ACTION_EVENT[request.action],
    ],
  );
  if (rows.length !== licenses.length) {
    // The rows were locked and checked by the caller; anything else is a wiring fault, never a partial success.
    throw new Error(`applyAction changed ${rows.length} of ${licenses.length} locked licenses`);
  }
  return rows.map((row) => ({ ...row, ...request, toStatus }));
}

/**
 * One audit entry per applied action (`license.revoked` / `license.archived`, organization = the customer, actor =
 * the caller). The free-text reason detail is not copied: it stays in the action row.
 */
export function auditRecordsOf(
  applied: readonly StoredAction[],
  licenses: ReadonlyMap<string, LockedLicense>,
): AuditRecord[] {
  return applied.map((entry) => ({
    action: ACTION_EVENT[entry.action],
    entityType: 'License',
    entityId: entry.licenseId,
    organizationId: licenses.get(entry.licenseId)!.customerOrganizationId,
    message: `License ${entry.fromStatus} → ${entry.toStatus} (${entry.reasonCode})`,
    details: {
      operationId: entry.operationId,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      reasonCode: entry.reasonCode,
    },
  }));
}
