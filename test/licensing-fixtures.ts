import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  policyHash,
  type OfferVersionState,
  type SubscriptionStatus,
  type Tariff,
} from '../src/modules/licensing/catalog/catalog-rules';
import type { LicenseStatus } from '../src/modules/licensing/licenses/license-store';
import { DEFAULT_TENANT_ID } from '../src/modules/licensing/tenancy/licensing-tenant';
import type { SignedInClient, TestEnvironment } from './test-environment';

/**
 * Licensing rows seeded by SQL for tests (catalog, subscriptions, licenses), so a test of one licensing action does
 * not depend on the routes of another. Everything lands in the default tenant unless `tenantId` says otherwise.
 */
export interface SeededOffer {
  productId: string;
  offerId: string;
  offerVersionId: string;
  policySnapshotHash: string | null;
}

export async function seedOfferVersion(
  db: DataSource,
  options: {
    tenantId?: string;
    tariffs?: Tariff[];
    sharedSeatPool?: number | null;
    validityDays?: number;
    state?: OfferVersionState;
    productName?: string;
  } = {},
): Promise<SeededOffer> {
  const tenantId = options.tenantId ?? DEFAULT_TENANT_ID;
  const tariffs = options.tariffs ?? [{ code: 'basic', name: 'Basic', seatLimit: 5 }];
  const sharedSeatPool = options.sharedSeatPool === undefined ? 10 : options.sharedSeatPool;
  const validityDays = options.validityDays ?? 365;
  const state = options.state ?? 'Published';
  const [product] = await db.query(
    `INSERT INTO licensing_products (tenant_id, code, name) VALUES ($1, $2, $3) RETURNING id`,
    [tenantId, `p-${randomUUID().slice(0, 12)}`, options.productName ?? 'Seeded product'],
  );
  const [offer] = await db.query(
    `INSERT INTO licensing_offers (tenant_id, product_id, name) VALUES ($1, $2, 'Seeded offer') RETURNING id`,
    [tenantId, product.id],
  );
  const hash = state === 'Draft' ? null : policyHash({ tariffs, sharedSeatPool, validityDays });
  const [version] = await db.query(
    `INSERT INTO licensing_offer_versions (tenant_id, offer_id, version, tariffs, shared_seat_pool, validity_days,
                                           state, policy_snapshot_version, policy_snapshot_hash, published_at_utc)
     VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      tenantId,
      offer.id,
      JSON.stringify(tariffs),
      sharedSeatPool,
      validityDays,
      state,
      hash ? 1 : null,
      hash,
      hash ? new Date() : null,
    ],
  );
  return { productId: product.id, offerId: offer.id, offerVersionId: version.id, policySnapshotHash: hash };
}

export async function seedSubscription(
  db: DataSource,
  options: {
    tenantId?: string;
    customerOrganizationId: string;
    offerVersionId: string;
    tariffCode?: string;
    status?: SubscriptionStatus;
    createdAtUtc?: Date;
  },
): Promise<string> {
  const [row] = await db.query(
    `INSERT INTO licensing_customer_subscriptions
       (tenant_id, customer_organization_id, offer_version_id, tariff_code, status, created_at_utc)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      options.tenantId ?? DEFAULT_TENANT_ID,
      options.customerOrganizationId,
      options.offerVersionId,
      options.tariffCode ?? 'basic',
      options.status ?? 'Active',
      options.createdAtUtc ?? new Date(),
    ],
  );
  return row.id as string;
}

/** A customer organization with an Active subscription on a fresh Published offer version (tariff basic). */
export async function seedCustomerSubscription(
  env: TestEnvironment,
  options: Parameters<typeof seedOfferVersion>[1] = {},
): Promise<{ customerId: string; offer: SeededOffer; subscriptionId: string }> {
  const db = env.app.dataSource;
  const customerId = await env.createOrganization(`Customer ${randomUUID().slice(0, 6)}`);
  const offer = await seedOfferVersion(db, options);
  const subscriptionId = await seedSubscription(db, {
    customerOrganizationId: customerId,
    offerVersionId: offer.offerVersionId,
  });
  return { customerId, offer, subscriptionId };
}

export interface SeededLicense {
  licenseId: string;
  /** The primary key material, or null when seeded without one. */
  keyMaterialRefId: string | null;
}

/**
 * A license row as the store keeps it. Subscription-backed by default (a published offer version and a subscription
 * are seeded for it); `legacy` seeds a row with the given product id (or none) and no subscription, as rows
 * migrated from before the catalog look. Key material is a placeholder hash and mask unless `keyMaterial` is null.
 */
export async function seedLicense(
  db: DataSource,
  options: {
    tenantId?: string;
    customerOrganizationId: string;
    status?: LicenseStatus;
    legacy?: { productId: string | null };
    migrationState?: 'Current' | 'MigrationRequired' | 'Deprecated';
    keyMaterial?: { formatVersion: number; keyHash: string | null; maskedKey: string | null } | null;
    createdAtUtc?: Date;
  },
): Promise<SeededLicense> {
  const tenantId = options.tenantId ?? DEFAULT_TENANT_ID;
  let backing: { productId: string | null; subscriptionId: string | null; offer: SeededOffer | null } = {
    productId: options.legacy?.productId ?? null,
    subscriptionId: null,
    offer: null,
  };
  if (!options.legacy) {
    const offer = await seedOfferVersion(db, { tenantId });
    const subscriptionId = await seedSubscription(db, {
      tenantId,
      customerOrganizationId: options.customerOrganizationId,
      offerVersionId: offer.offerVersionId,
    });
    backing = { productId: offer.productId, subscriptionId, offer };
  }
  const [license] = await db.query(
    `INSERT INTO licensing_licenses (tenant_id, customer_organization_id, product_id, customer_subscription_id,
                                     offer_version_id, tariff_code, policy_snapshot_version, policy_snapshot_hash,
                                     status, issue_mode, migration_state, created_at_utc)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      tenantId,
      options.customerOrganizationId,
      backing.productId,
      backing.subscriptionId,
      backing.offer?.offerVersionId ?? null,
      backing.offer ? 'basic' : null,
      backing.offer ? 1 : null,
      backing.offer?.policySnapshotHash ?? null,
      options.status ?? 'Active',
      options.legacy ? 'Legacy' : 'Subscription',
      options.migrationState ?? 'Current',
      options.createdAtUtc ?? new Date(),
    ],
  );
  if (options.keyMaterial === null) return { licenseId: license.id, keyMaterialRefId: null };
  const material = options.keyMaterial ?? {
    formatVersion: 2,
    keyHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
    maskedKey: 'LK2-*****-*****-*****-*****-*****-0000',
  };
  const [key] = await db.query(
    `INSERT INTO licensing_key_materials (tenant_id, license_id, format_version, key_hash, masked_key, is_primary)
     VALUES ($1, $2, $3, $4, $5, true) RETURNING id`,
    [tenantId, license.id, material.formatVersion, material.keyHash, material.maskedKey],
  );
  return { licenseId: license.id, keyMaterialRefId: key.id };
}

/** A second vendor tenant, for the "another tenant's resource is 404" rule. */
export async function seedTenant(db: DataSource, name = 'Other tenant'): Promise<string> {
  const [row] = await db.query(`INSERT INTO licensing_tenants (name) VALUES ($1) RETURNING id`, [name]);
  return row.id as string;
}

/** The Authorization header of a new service account of `tenantId` (null: the default tenant), made by `admin`. */
export async function serviceAccountBearer(
  env: TestEnvironment,
  admin: SignedInClient,
  tenantId: string | null,
  permissions: string[],
): Promise<string> {
  const account = await admin
    .rest('post', '/api/v1/service-accounts')
    .send({ name: `robot ${randomUUID().slice(0, 6)}`, tenantId, permissions });
  if (account.status !== 201) throw new Error(`service account not created: ${account.status}`);
  const token = await env.http
    .post('/api/v1/service-accounts/token')
    .send({ clientId: account.body.clientId, clientSecret: account.body.clientSecret });
  return `Bearer ${token.body.accessToken as string}`;
}

/**
 * The revealed plaintext keys (also in the compact form a careless log might write) appear in no licensing audit
 * entry, outbox message, idempotency receipt, key material row, log line or audit-log answer.
 */
export async function expectKeysNeverStored(
  env: TestEnvironment,
  reader: SignedInClient,
  revealed: readonly string[],
): Promise<void> {
  const db = env.app.dataSource;
  const stored = JSON.stringify([
    await db.query(`SELECT * FROM audit_log WHERE action LIKE 'license.%'`),
    await db.query(`SELECT * FROM licensing_outbox`),
    await db.query(`SELECT * FROM licensing_idempotency_receipts`),
    await db.query(`SELECT * FROM licensing_key_materials`),
    env.logLines(),
  ]);
  const audits = await reader.rest('get', '/api/audit-log?limit=200');
  const text = `${stored}${JSON.stringify(audits.body)}`;
  for (const key of revealed) {
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.replace(/-/g, ''));
  }
}
