import { exportJWK, generateKeyPair } from 'jose';
import { enrollmentTokenExpiresAt, generateEnrollmentToken, hashEnrollmentToken } from './enrollment-token';
import { enrollmentTokenSecret } from './edge-gateways.service';
import { DEFAULT_TENANT_ID } from '../tenancy/licensing-tenant';
import type { AuthorizationSamples, MatrixFixture } from '../../../../test/authorization-matrix.fixture';

/**
 * Edge gateways are managed at platform scope (edge_gateways.manage) in the default tenant. The key registration is
 * public: every caller, anonymous included, reaches it and is admitted by the enrollment token in the body alone, so
 * each case gets a fresh gateway with a real token, seeded by SQL, and a fresh P-256 key (201).
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/v1/edge-gateways': async () => ({ body: { name: 'Matrix gateway' } }),
  'GET /api/v1/edge-gateways/{id}': async (fixture) => ({ params: { id: (await insertGateway(fixture)).id } }),
  'POST /api/v1/edge-gateways/{gatewayInstanceId}/signing-keys': async (fixture) => {
    const { id, enrollmentToken } = await insertGateway(fixture);
    const { publicKey } = await generateKeyPair('ES256');
    return { params: { gatewayInstanceId: id }, body: { enrollmentToken, jwk: await exportJWK(publicKey) } };
  },
};

/** A PendingEnrollment gateway whose token hash is made with the running service's own secret. */
async function insertGateway({ env }: MatrixFixture): Promise<{ id: string; enrollmentToken: string }> {
  const encryptionKey = env.app.config.encryptionKey;
  if (!encryptionKey) throw new Error('The matrix needs the test environment’s ENCRYPTION_KEY');
  const enrollmentToken = generateEnrollmentToken();
  const [row] = await env.app.dataSource.query(
    `INSERT INTO licensing_edge_gateways (tenant_id, name, enrollment_token_hash, enrollment_token_expires_at_utc)
     VALUES ($1, 'Matrix gateway', $2, $3) RETURNING id`,
    [
      DEFAULT_TENANT_ID,
      hashEnrollmentToken(enrollmentToken, enrollmentTokenSecret(encryptionKey)),
      enrollmentTokenExpiresAt(new Date()),
    ],
  );
  return { id: row.id as string, enrollmentToken };
}
