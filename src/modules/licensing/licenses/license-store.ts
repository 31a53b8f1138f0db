import type { RequestContext } from '../../../platform/context/request-context';
import { codeKeySql } from '../licensing-code';

/**
 * The vocabulary of the license store (docs/licensing.md, "Licenses: states"; migration 1765200000000), shared by the
 * issue, action, rotation and customer reads so they count seats and name states the same way.
 */
export const LICENSE_STATUSES = ['Draft', 'Active', 'Suspended', 'Revoked', 'Archived'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** Statuses that hold a seat: revoke frees the seat, not the subscription. */
export const SEAT_HOLDING_STATUSES: readonly LicenseStatus[] = ['Draft', 'Active', 'Suspended'];

export function isLicenseStatus(value: unknown): value is LicenseStatus {
  return typeof value === 'string' && (LICENSE_STATUSES as readonly string[]).includes(value);
}

/**
 * The subscriptions of one customer with their effective issuable seats, the one place seats are counted (for discovery
 * and for issue alike): `$1` tenant, `$2` customer organization. A subscription qualifies while Trialing or Active,
 * pinned to a Published or Retired version and not occupied by any license, ever. `effective_issuable` is the smaller
 * of the tariff's remaining seats and the version's remaining shared pool, counting the customer's seat-holding
 * licenses of the version (of the tariff, for the tariff limit); a null limit or pool, or a tariff the version lacks,
 * is 0 (fails closed: PostgreSQL's LEAST would skip the null and read it as unlimited). Tariff codes match without
 * regard to case, as everywhere a code is compared (licensing-code.ts). Callers add their own filters and ordering on
 * the columns it returns.
 */
export const ISSUABLE_SUBSCRIPTIONS_SQL = `
  SELECT s.id AS subscription_id, s.customer_organization_id, s.offer_version_id, s.tariff_code, s.status,
         s.row_version AS subscription_row_version, s.created_at_utc AS subscription_created_at_utc,
         v.offer_id, o.product_id, p.name AS product_name, p.code AS product_code, o.name AS offer_name,
         v.version AS offer_version_number, v.state AS offer_version_state, v.validity_days,
         v.policy_snapshot_version, v.policy_snapshot_hash, tariff.name AS tariff_name,
         tariff.seat_limit, v.shared_seat_pool,
         CASE WHEN tariff.seat_limit IS NULL OR v.shared_seat_pool IS NULL THEN 0
              ELSE GREATEST(0, LEAST(tariff.seat_limit - used.tariff_seats, v.shared_seat_pool - used.pool_seats))
         END AS effective_issuable
    FROM licensing_customer_subscriptions s
    JOIN licensing_offer_versions v ON v.tenant_id = s.tenant_id AND v.id = s.offer_version_id
    JOIN licensing_offers o ON o.tenant_id = v.tenant_id AND o.id = v.offer_id
    JOIN licensing_products p ON p.tenant_id = o.tenant_id AND p.id = o.product_id
    LEFT JOIN LATERAL (
      SELECT t->>'name' AS name, (t->>'seatLimit')::int AS seat_limit
        FROM jsonb_array_elements(v.tariffs) t WHERE ${codeKeySql(`t->>'code'`)} = ${codeKeySql('s.tariff_code')} LIMIT 1
    ) tariff ON true
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE ${codeKeySql('l.tariff_code')} = ${codeKeySql('s.tariff_code')})::int AS tariff_seats,
             count(*)::int AS pool_seats
        FROM licensing_licenses l
       WHERE l.tenant_id = s.tenant_id AND l.customer_organization_id = s.customer_organization_id
         AND l.offer_version_id = s.offer_version_id AND l.status IN ('Draft', 'Active', 'Suspended')
    ) used
   WHERE s.tenant_id = $1 AND s.customer_organization_id = $2
     AND s.status IN ('Trialing', 'Active') AND v.state IN ('Published', 'Retired')
     AND NOT EXISTS (SELECT 1 FROM licensing_licenses occupied WHERE occupied.customer_subscription_id = s.id)`;

/** A customer is an organization of any level, by the same id, with its status. */
export interface LicensingCustomer {
  id: string;
  name: string;
  status: 'Active' | 'Suspended' | 'Archived';
}

/**
 * The customer a path names, or null when no organization has the id. `lock` takes a key-share lock, so the
 * customer's status cannot change under an issue or rotation deciding on it.
 */
export async function findCustomer(
  ctx: RequestContext,
  organizationId: string,
  options: { lock?: boolean } = {},
): Promise<LicensingCustomer | null> {
  const [row] = await ctx.em.query(
    `SELECT id, name, status FROM organizations WHERE id = $1${options.lock ? ' FOR SHARE' : ''}`,
    [organizationId],
  );
  return row ?? null;
}
