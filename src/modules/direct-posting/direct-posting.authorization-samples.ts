import { randomUUID } from 'node:crypto';
import {
  organizationOf,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
  type Sample,
} from '../../../test/authorization-matrix.fixture';

/** The write target of every matrix rule, listed by the stored reference copy of the organization's connection. */
const ACCOUNT = { id: 'matrix-direct-account', code: '51', name: 'Matrix direct account' };
const ARTICLE = { id: 'matrix-direct-article', code: 'CF-9', name: 'Matrix bank fees' };

const CONTENT = {
  name: 'Matrix bank fees',
  direction: 'Debit',
  purposeContains: 'matrix fee',
  accountId: ACCOUNT.id,
  cashFlowArticleId: ARTICLE.id,
};

/**
 * The organization's default connection, created on first use at an address nothing listens on, with the matrix
 * write target added to its stored copies: with the accounting system unreachable, rule writes check against them.
 */
async function connectionOf(fixture: MatrixFixture, organizationId: string): Promise<string> {
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
  return connectionId;
}

/** A fresh rule of the targeted organization. */
async function ruleIn(fixture: MatrixFixture, placement: Placement, isActive: boolean): Promise<string> {
  const organizationId = organizationOf(fixture, placement);
  const connectionId = await connectionOf(fixture, organizationId);
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO direct_posting_rules (organization_id, name, direction, purpose_contains, erp_connection_id,
                                       account_id, account_name, cash_flow_article_id, cash_flow_article_name,
                                       is_active)
     VALUES ($1, $2, 'Debit', 'matrix fee', $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      organizationId,
      `Matrix rule ${randomUUID().slice(0, 8)}`,
      connectionId,
      ACCOUNT.id,
      ACCOUNT.name,
      ARTICLE.id,
      ARTICLE.name,
      isActive,
    ],
  );
  return row.id as string;
}

const inOrganization: Sample = async (fixture, placement) => ({
  headers: { 'X-Organization-Id': organizationOf(fixture, placement) },
});
const byRule =
  (isActive: boolean): Sample =>
  async (fixture, placement) => ({ params: { id: await ruleIn(fixture, placement, isActive) }, body: {} });

/**
 * Rule reads and the unsaved preview name the targeted organization in X-Organization-Id; every write acts on a
 * fresh rule (or creates one) in the targeted organization, whose default connection lists the matrix write target.
 */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/direct-posting-rules': inOrganization,
  'POST /api/direct-posting-rules': async (fixture, placement) => {
    await connectionOf(fixture, organizationOf(fixture, placement));
    return { ...(await inOrganization(fixture, placement)), body: CONTENT };
  },
  'POST /api/direct-posting-rules/preview': async (fixture, placement) => ({
    ...(await inOrganization(fixture, placement)),
    body: { direction: 'Debit', purposeContains: 'matrix fee' },
  }),
  'GET /api/direct-posting-rules/{id}': async (fixture, placement) => ({
    params: { id: await ruleIn(fixture, placement, true) },
  }),
  'PUT /api/direct-posting-rules/{id}': async (fixture, placement) => ({
    params: { id: await ruleIn(fixture, placement, true) },
    body: { ...CONTENT, name: 'Matrix bank fees, renamed', expectedRowVersion: 1 },
  }),
  'GET /api/direct-posting-rules/{id}/preview': async (fixture, placement) => ({
    params: { id: await ruleIn(fixture, placement, true) },
  }),
  'POST /api/direct-posting-rules/{id}/activate': byRule(false),
  'POST /api/direct-posting-rules/{id}/deactivate': byRule(true),
};
