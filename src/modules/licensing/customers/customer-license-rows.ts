import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../../platform/database/entity-columns';
import { codeKeySql } from '../licensing-code';
import { LicenseKeyMaterial } from '../licenses/license-key-material.entity';
import { isLicenseStatus, LICENSE_STATUSES } from '../licenses/license-store';
import { License } from '../licenses/license.entity';
import type { CustomerLicenseDto, CustomerLicenseTableRowDto } from './dto/customer-license.dto';

/**
 * The license rows of one customer, shared by the aggregate and the table
 * (docs/licensing.md, "Customers: discovery, aggregate and license table"). One statement for the page and one for the
 * count, whatever the page size: product, primary key material and tariff come by join, so no row costs a statement of
 * its own. Every join carries the tenant, so a product of another tenant with the same id reads as CatalogNotFound,
 * never as someone else's name. A tariff code matches without regard to case (licensing-code.ts): a legacy row may
 * spell it otherwise than the version does.
 */
const LICENSE_ROWS_FROM = `
    FROM licensing_licenses l
    LEFT JOIN licensing_products p ON p.tenant_id = l.tenant_id AND p.id = l.product_id
    LEFT JOIN licensing_key_materials k ON k.tenant_id = l.tenant_id AND k.license_id = l.id AND k.is_primary
    LEFT JOIN licensing_offer_versions v ON v.tenant_id = l.tenant_id AND v.id = l.offer_version_id
    LEFT JOIN LATERAL (
      SELECT t->>'name' AS name FROM jsonb_array_elements(v.tariffs) t
       WHERE ${codeKeySql(`t->>'code'`)} = ${codeKeySql('l.tariff_code')} LIMIT 1
    ) tariff ON true
   WHERE l.tenant_id = $1 AND l.customer_organization_id = $2`;

/** The license's own columns that the aggregate and the table show or decide on. */
const LICENSE_PROPERTIES = [
  'id',
  'status',
  'productId',
  'createdAtUtc',
  'customerOrganizationId',
  'customerSubscriptionId',
  'offerVersionId',
  'issueMode',
  'migrationState',
  'notes',
  'tariffCode',
  'validUntilUtc',
] as const satisfies readonly PropertyOf<License>[];

/** Of the primary key material (left join): its format and mask, never its hash. */
const KEY_PROPERTIES = ['formatVersion', 'maskedKey'] as const satisfies readonly PropertyOf<LicenseKeyMaterial>[];

const LICENSE_ROW_COLUMNS = `${selectColumns(License, 'l', LICENSE_PROPERTIES, { as: 'column' })},
       p.id AS catalog_product_id, p.name AS product_name, k.id AS key_material_id,
       ${selectColumns(LicenseKeyMaterial, 'k', KEY_PROPERTIES, { as: 'column' })}, tariff.name AS tariff_name`;

/** The v2 mask in its one fixed shape: `LK2-`, five groups of five `*`, four Crockford check characters. */
const V2_MASK = /^LK2(-\*{5}){5}-[0-9A-HJKMNP-TV-Z]{4}$/;
const ISSUE_MODES = new Set(['Subscription', 'Legacy']);
const MIGRATION_STATES = new Set(['Current', 'MigrationRequired', 'Deprecated']);

/**
 * What a row must be for the reads to state it (SQL of `licenseRowOf`'s checks; the mask pattern is the parameter
 * after the filter's): a known status, issue mode and migration state, and a primary v2 mask of the pinned shape.
 */
function soundRowSql(maskParameter: number): string {
  return `l.status IN (${LICENSE_STATUSES.map((status) => `'${status}'`).join(', ')})
    AND l.issue_mode IN ('Subscription', 'Legacy') AND l.migration_state IN ('Current', 'MigrationRequired', 'Deprecated')
    AND (k.id IS NULL OR k.format_version <> 2 OR k.masked_key IS NULL OR k.masked_key ~ $${maskParameter})`;
}

type KeyRow = SnakeRow<Pick<LicenseKeyMaterial, (typeof KEY_PROPERTIES)[number]>>;

/** A row of `LICENSE_ROW_COLUMNS`: the joined product, key material and tariff are null where the join found none. */
type StoredLicenseRow = SnakeRow<Pick<License, (typeof LICENSE_PROPERTIES)[number]>> & {
  [K in keyof KeyRow]: KeyRow[K] | null;
} & {
  catalog_product_id: string | null;
  product_name: string | null;
  key_material_id: string | null;
  tariff_name: string | null;
};

export interface LicenseFilter {
  status?: string | null;
  productId?: string | null;
}

export interface LicenseRowsPage {
  rows: StoredLicenseRow[];
  totalCount: number;
  /** A license of the filtered set that breaks the read contract, or null. */
  brokenLicenseId: string | null;
}

/** A page of the customer's licenses, newest first with the license id as tie-break. */
export async function readLicenseRows(
  ctx: RequestContext,
  tenantId: string,
  organizationId: string,
  page: { offset: number; limit: number },
  filter: LicenseFilter = {},
): Promise<LicenseRowsPage> {
  const parameters: unknown[] = [tenantId, organizationId];
  let where = '';
  if (filter.status) {
    parameters.push(filter.status);
    where += ` AND l.status = $${parameters.length}`;
  }
  if (filter.productId) {
    parameters.push(filter.productId);
    where += ` AND l.product_id = $${parameters.length}`;
  }
  // The count also checks the whole filtered set, not only the page: one row the contract cannot state refuses
  // every page of it (set integrity), at no extra statement.
  const [{ count, broken_id: brokenLicenseId }] = await ctx.em.query(
    `SELECT count(*)::int AS count, (array_agg(l.id ORDER BY l.id) FILTER (WHERE NOT (${soundRowSql(parameters.length + 1)})))[1] AS broken_id
       FROM licensing_licenses l
       LEFT JOIN licensing_key_materials k ON k.tenant_id = l.tenant_id AND k.license_id = l.id AND k.is_primary
      WHERE l.tenant_id = $1 AND l.customer_organization_id = $2${where}`,
    [...parameters, V2_MASK.source],
  );
  const rows: StoredLicenseRow[] = await ctx.em.query(
    `SELECT ${LICENSE_ROW_COLUMNS} ${LICENSE_ROWS_FROM}${where}
      ORDER BY l.created_at_utc DESC, l.id
     OFFSET $${parameters.length + 1} LIMIT $${parameters.length + 2}`,
    [...parameters, page.offset, page.limit],
  );
  return { rows, totalCount: count, brokenLicenseId };
}

/** A stored row that breaks the read contract; the caller refuses the whole answer (no partial data). */
export class BrokenLicenseRow extends Error {
  constructor(
    readonly licenseId: string,
    readonly problem: string,
  ) {
    super(`license ${licenseId}: ${problem}`);
  }
}

/**
 * The row as the aggregate shows it. Refuses (BrokenLicenseRow) what the contract cannot state: an unknown status,
 * issue mode or migration state, and a v2 mask that is not the pinned shape, which might be a key stored by mistake
 * in the mask column and must never be shown.
 */
export function licenseRowOf(row: StoredLicenseRow): CustomerLicenseDto {
  if (!isLicenseStatus(row.status)) throw new BrokenLicenseRow(row.id, 'unknown status');
  if (!ISSUE_MODES.has(row.issue_mode)) throw new BrokenLicenseRow(row.id, 'unknown issue mode');
  if (!MIGRATION_STATES.has(row.migration_state)) throw new BrokenLicenseRow(row.id, 'unknown migration state');
  const productResolution =
    row.product_id === null ? 'MissingIdentity' : row.catalog_product_id === null ? 'CatalogNotFound' : 'Resolved';
  return {
    licenseId: row.id,
    status: row.status,
    productResolution,
    productName: productResolution === 'Resolved' ? row.product_name : null,
    keyMaterialRefId: row.key_material_id,
    ...maskOf(row),
    createdAtUtc: row.created_at_utc,
    customerOrganizationId: row.customer_organization_id,
    assignedCustomerId: row.customer_organization_id,
    productId: row.product_id,
    customerSubscriptionId: row.customer_subscription_id,
    offerVersionId: row.offer_version_id,
    issueMode: row.issue_mode,
    migrationState: row.migration_state,
    notes: row.notes,
  };
}

function maskOf(row: StoredLicenseRow): { maskedKey: string | null; keyMaskStatus: string } {
  if (row.key_material_id === null) return { maskedKey: null, keyMaskStatus: 'NoKeyMaterial' };
  // Earlier formats had no pinned mask: nothing of them is shown.
  if (row.format_version !== 2) return { maskedKey: null, keyMaskStatus: 'LegacyFormat' };
  if (row.masked_key === null) return { maskedKey: null, keyMaskStatus: 'MaskMissing' };
  if (!V2_MASK.test(row.masked_key)) throw new BrokenLicenseRow(row.id, 'stored mask is not a v2 mask');
  return { maskedKey: row.masked_key, keyMaskStatus: 'Available' };
}

/** The table row: the aggregate's row plus tariff, renewal, devices (not tracked) and usage (not reported). */
export function licenseTableRowOf(row: StoredLicenseRow, now: Date): CustomerLicenseTableRowDto {
  return {
    ...licenseRowOf(row),
    tariffCode: row.tariff_code,
    tariffName: row.tariff_name,
    validUntilUtc: row.valid_until_utc,
    renewalStatus:
      row.valid_until_utc === null ? 'NoExpiry' : row.valid_until_utc.getTime() > now.getTime() ? 'Current' : 'Expired',
    devicesStatus: 'Unavailable',
    deviceCount: null,
    usageStatus: 'Unavailable',
  };
}
