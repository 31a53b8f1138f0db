import { createHash, randomBytes } from 'node:crypto';
import type { AuthorizationSamples, MatrixFixture } from '../../../../test/authorization-matrix.fixture';

/**
 * Vendor tenants and service accounts are platform-wide (platform.tenants.manage at platform scope); the token
 * exchange is anonymous. Every case uses a throwaway service account of the default tenant.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/v1/tenants': async () => ({ body: { name: 'Matrix tenant' } }),
  'POST /api/v1/service-accounts': async () => ({
    body: { name: 'Matrix robot', tenantId: null, permissions: ['customers.read'] },
  }),
  'POST /api/v1/service-accounts/token': async (fixture) => {
    const { clientId, clientSecret } = await insertMatrixServiceAccount(fixture);
    return { body: { clientId, clientSecret } };
  },
  'DELETE /api/v1/service-accounts/{id}': async (fixture) => ({
    params: { id: (await insertMatrixServiceAccount(fixture)).id },
  }),
};

async function insertMatrixServiceAccount({ env }: MatrixFixture) {
  const clientId = `sa_${randomBytes(16).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const [row] = await env.app.dataSource.query(
    `INSERT INTO licensing_service_accounts (tenant_id, name, client_id, client_secret_hash, permissions)
     VALUES ('00000000-0000-4000-8000-00000000d1c0', 'Matrix robot', $1, $2, ARRAY['customers.read'])
     RETURNING id`,
    [clientId, createHash('sha256').update(clientSecret, 'utf8').digest()],
  );
  return { id: row.id as string, clientId, clientSecret };
}
