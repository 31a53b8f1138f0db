import { randomUUID } from 'node:crypto';
import {
  contextHeaders,
  insertMatrixTransaction,
  organizationOf,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
  type Sample,
} from '../../../test/authorization-matrix.fixture';

/** A Debit of the targeted outlet, alone in a fresh import, in a match status the operation accepts. */
const transactionIn = (fixture: MatrixFixture, placement: Placement, status: string) =>
  insertMatrixTransaction(fixture, placement, 'Debit', status);

/** A fresh rule of the targeted organization with a unique pattern. */
const ruleIn = async (fixture: MatrixFixture, placement: Placement, isActive: boolean) => {
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                     erp_counterparty_name, is_active)
     VALUES ($1, $2::varchar, lower($2::varchar), 'matrix-supplier', 'Matrix supplier', $3) RETURNING id`,
    [organizationOf(fixture, placement), `matrix ${randomUUID().replace(/\W/g, '')}`, isActive],
  );
  return { params: { id: row.id as string } };
};

/** A Pending suggestion of the targeted organization, with a unique key and pattern. */
const suggestionIn = async (fixture: MatrixFixture, placement: Placement) => {
  const unique = randomUUID().replace(/\W/g, '');
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO counterparty_rule_suggestions (organization_id, key_kind, key_hash, key_display, pattern,
                                                normalized_pattern, erp_counterparty_id, erp_counterparty_name,
                                                manual_transaction_ids)
     VALUES ($1, 'Name', encode(sha256($2::bytea), 'hex'), $2, $2, $2, 'matrix-supplier', 'Matrix supplier', '{}')
     RETURNING id`,
    [organizationOf(fixture, placement), `matrix ${unique}`],
  );
  return { params: { id: row.id as string } };
};

const inContext: Sample = async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) });
const inOrganization: Sample = async (fixture, placement) => ({
  headers: { 'X-Organization-Id': organizationOf(fixture, placement) },
});

/**
 * Manual decisions act on their own transaction in the targeted outlet; name matches read the context outlet;
 * counterparty rule reads name the targeted organization in X-Organization-Id, and rule writes act on a fresh rule
 * (or a fresh transaction for the create from a match) of the targeted organization, with a unique pattern.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/counterparty-matches': async (fixture, placement) => ({
    body: {
      bankTransactionId: await transactionIn(fixture, placement, 'Unmatched'),
      erpCounterpartyId: 'supplier-1',
      erpCounterpartyName: 'Supplier One',
    },
  }),
  'POST /api/counterparty-matches/revert': async (fixture, placement) => ({
    body: { bankTransactionId: await transactionIn(fixture, placement, 'ManualMatched') },
  }),
  'POST /api/counterparty-matches/exclude': async (fixture, placement) => ({
    body: { bankTransactionId: await transactionIn(fixture, placement, 'Unmatched') },
  }),
  'POST /api/counterparty-matches/unexclude': async (fixture, placement) => ({
    body: { bankTransactionId: await transactionIn(fixture, placement, 'Excluded') },
  }),
  'POST /api/counterparty-matches/apply-to-similar': async (fixture, placement) => {
    const bankTransactionId = await transactionIn(fixture, placement, 'Unmatched');
    await fixture.env.app.dataSource.query(
      `UPDATE bank_transactions SET counterparty_name = 'Matrix payee', counterparty_name_normalized = 'matrix payee'
        WHERE id = $1`,
      [bankTransactionId],
    );
    return { body: { bankTransactionId, decision: 'Exclude' } };
  },
  'GET /api/counterparty-matches': inContext,
  'GET /api/counterparty-rule-suggestions': inOrganization,
  'POST /api/counterparty-rule-suggestions/{id}/accept': suggestionIn,
  'POST /api/counterparty-rule-suggestions/{id}/reject': suggestionIn,
  'GET /api/name-matches/summary': inContext,
  'GET /api/name-matches': inContext,
  'GET /api/counterparties': inOrganization,
  'GET /api/counterparties/rules': inOrganization,
  'POST /api/counterparties/rules': async (fixture, placement) => ({
    body: {
      bankTransactionId: await insertMatrixTransaction(fixture, placement, 'Debit'),
      pattern: `Matrix ${randomUUID()}`,
      erpCounterpartyId: 'matrix-supplier',
      erpCounterpartyName: 'Matrix supplier',
    },
    successStatus: 201,
  }),
  'PUT /api/counterparties/rules/{id}': async (fixture, placement) => ({
    ...(await ruleIn(fixture, placement, true)),
    body: { pattern: `Matrix ${randomUUID()}` },
  }),
  'POST /api/counterparties/rules/{id}/deactivate': (fixture, placement) => ruleIn(fixture, placement, true),
  'POST /api/counterparties/rules/{id}/activate': (fixture, placement) => ruleIn(fixture, placement, false),
  'POST /api/counterparties/rules/conflict-preview': async (fixture, placement) => ({
    body: { organizationId: organizationOf(fixture, placement), pattern: 'Matrix supplier' },
  }),
};
