import {
  organizationOf,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
  type Sample,
} from '../../../test/authorization-matrix.fixture';

/** The write-off target of every matrix setting, listed by the stored reference copy of the organization's connection. */
const ACCOUNT = { id: 'matrix-tolerance-account', code: '51', name: 'Matrix tolerance account' };
const ARTICLE = { id: 'matrix-tolerance-article', code: 'CF-8', name: 'Matrix small differences' };

/**
 * The organization's default connection, created on first use at an address nothing listens on, with the matrix
 * write-off target added to its stored copies: with the accounting system unreachable, a set checks against them.
 */
async function connectionOf(fixture: MatrixFixture, organizationId: string): Promise<void> {
  const db = fixture.env.app.dataSource;
  const [found] = await db.query(
    'SELECT id FROM erp_connections WHERE organization_id = $1 AND is_default AND deleted_at_utc IS NULL',
    [organizationId],
  );
  const connectionId: string =
    found?.id ??
    (await fixture.env.createErpConnection(organizationId, {
      baseUrl: 'http://127.0.0.1:9',
      login: 'matrix',
      password: 'matrix-password',
    }));
  for (const [kind, item] of [
    ['accounts', ACCOUNT],
    ['cash-flow-articles', ARTICLE],
  ] as const)
    await db.query(
      `INSERT INTO erp_reference_snapshots (connection_id, kind, items) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (connection_id, kind) DO UPDATE
         SET items = CASE WHEN erp_reference_snapshots.items @> EXCLUDED.items THEN erp_reference_snapshots.items
                          ELSE erp_reference_snapshots.items || EXCLUDED.items END`,
      [connectionId, kind, JSON.stringify([item])],
    );
}

const byOrganization: Sample = async (fixture: MatrixFixture, placement: Placement) => ({
  params: { id: organizationOf(fixture, placement) },
});

/**
 * Both routes name the targeted organization in the path; a set writes the same setting every time (the same content
 * again is answered unchanged), its target listed by the organization's default connection.
 */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/organizations/{id}/payment-tolerance': byOrganization,
  'PUT /api/organizations/{id}/payment-tolerance': async (fixture, placement) => {
    await connectionOf(fixture, organizationOf(fixture, placement));
    return {
      ...(await byOrganization(fixture, placement)),
      body: { amount: 500, percent: 0.5, writeOffAccountId: ACCOUNT.id, writeOffCashFlowArticleId: ARTICLE.id },
    };
  },
};
