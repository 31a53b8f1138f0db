import { randomUUID } from 'node:crypto';
import { DEFAULT_TENANT_ID } from '../tenancy/licensing-tenant';
import type { AuthorizationSamples, MatrixFixture } from '../../../../test/authorization-matrix.fixture';

/**
 * The licensing catalog is platform-scoped (catalog.manage) and lives in the default tenant for platform users.
 * Every case builds its own throwaway product, offer and version by SQL, so no case depends on another.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/v1/catalog/products': async () => ({ body: { code: matrixCode(), name: 'Matrix product' } }),
  'GET /api/v1/catalog/products': async () => ({}),
  'POST /api/v1/catalog/offers': async (fixture) => ({
    body: { productId: await insertProduct(fixture), name: 'Matrix offer' },
  }),
  'POST /api/v1/catalog/offer-versions': async (fixture) => ({
    body: {
      offerId: await insertOffer(fixture),
      tariffs: [{ code: 'basic', name: 'Basic', seatLimit: 1 }],
      validityDays: 30,
    },
  }),
  'GET /api/v1/catalog/offer-versions/{id}': async (fixture) => ({
    params: { id: await insertVersion(fixture, 'Draft') },
  }),
  'POST /api/v1/catalog/offer-versions/{id}/publish': async (fixture) => ({
    params: { id: await insertVersion(fixture, 'Draft') },
  }),
  'POST /api/v1/catalog/offer-versions/{id}/retire': async (fixture) => ({
    params: { id: await insertVersion(fixture, 'Published') },
  }),
  'POST /api/v1/catalog/subscriptions': async (fixture) => ({
    body: {
      customerOrganizationId: fixture.own,
      offerVersionId: await insertVersion(fixture, 'Published'),
      tariffCode: 'basic',
      status: 'Active',
    },
  }),
  'GET /api/v1/catalog/subscriptions': async () => ({}),
  'PUT /api/v1/catalog/subscriptions/{id}/status': async (fixture) => {
    const versionId = await insertVersion(fixture, 'Published');
    const [row] = await fixture.env.app.dataSource.query(
      `INSERT INTO licensing_customer_subscriptions
         (tenant_id, customer_organization_id, offer_version_id, tariff_code, status)
       VALUES ($1, $2, $3, 'basic', 'Trialing') RETURNING id`,
      [DEFAULT_TENANT_ID, fixture.own, versionId],
    );
    return { params: { id: row.id as string }, body: { status: 'Active' } };
  },
};

function matrixCode(): string {
  return `matrix-${randomUUID().slice(0, 8)}`;
}

async function insertProduct({ env }: MatrixFixture): Promise<string> {
  const [row] = await env.app.dataSource.query(
    `INSERT INTO licensing_products (tenant_id, code, name) VALUES ($1, $2, 'Matrix product') RETURNING id`,
    [DEFAULT_TENANT_ID, matrixCode()],
  );
  return row.id as string;
}

async function insertOffer(fixture: MatrixFixture): Promise<string> {
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO licensing_offers (tenant_id, product_id, name) VALUES ($1, $2, 'Matrix offer') RETURNING id`,
    [DEFAULT_TENANT_ID, await insertProduct(fixture)],
  );
  return row.id as string;
}

/** A version in the given state; a Published one carries a placeholder snapshot, as the table requires. */
async function insertVersion(fixture: MatrixFixture, state: 'Draft' | 'Published'): Promise<string> {
  const published = state === 'Published';
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO licensing_offer_versions (tenant_id, offer_id, version, tariffs, validity_days, state,
                                           policy_snapshot_version, policy_snapshot_hash, published_at_utc)
     VALUES ($1, $2, 1, $3, 30, $4, $5, $6, $7) RETURNING id`,
    [
      DEFAULT_TENANT_ID,
      await insertOffer(fixture),
      JSON.stringify([{ code: 'basic', name: 'Basic', seatLimit: 1 }]),
      state,
      published ? 1 : null,
      published ? '0'.repeat(64) : null,
      published ? new Date() : null,
    ],
  );
  return row.id as string;
}
