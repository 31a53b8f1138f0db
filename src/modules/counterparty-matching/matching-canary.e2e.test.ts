import { randomInt } from 'node:crypto';
import type { Response } from 'supertest';
import { csvStatement } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

/** A 20-digit account number no other test uses: found anywhere, it leaked. */
const plantedAccount = () => `40702810${String(randomInt(10 ** 11, 10 ** 12 - 1))}7`;

/**
 * The data-safety rule over counterparty matching: full account numbers planted in a statement (the statement's own and
 * the counterparties') never appear in any response of the matching routes, in the audit entries their mutations write,
 * or in a log line — over REST and GraphQL.
 */
describe('canary: counterparty matching never shows full account numbers', () => {
  const env = useTestEnvironment();
  const statementAccount = plantedAccount();
  const counterpartyAccount = plantedAccount();
  const responses: { label: string; response: Response }[] = [];
  let organizationId: string;
  let admin: SignedInClient;

  const record = async (label: string, pending: PromiseLike<Response>): Promise<Response> => {
    const response = await pending;
    responses.push({ label, response });
    return response;
  };

  beforeAll(async () => {
    organizationId = await env.createOrganization();
    const outlet = await env.createLocation(organizationId);
    admin = await env.clientFor('OrganizationAdmin', { organizationId });
    const context = { 'X-Organization-Id': organizationId, 'X-Location-Id': outlet };
    const statement = csvStatement(
      ['ООО Канарейка', 'ООО Канарейка Плюс', 'ИП Щеглов'].map((counterpartyName) => ({
        counterpartyName,
        counterpartyAccount,
      })),
      statementAccount,
    );
    const upload = await record(
      'upload',
      admin
        .rest('post', `/api/bank-statements/import?organizationId=${organizationId}&locationId=${outlet}`)
        .attach('file', statement, 'canary.csv'),
    );
    const list = await record('matches', admin.rest('get', '/api/counterparty-matches').set(context));
    const [first, second, third] = (list.body.items as { id: string }[]).sort((a, b) => a.id.localeCompare(b.id));
    const rule = { pattern: 'Канарейка', erpCounterpartyId: 'sup-canary', erpCounterpartyName: 'ООО Канарейка' };

    await record(
      'preview',
      admin.rest('post', '/api/counterparties/rules/conflict-preview').send({ organizationId, ...rule }),
    );
    await record(
      'rule from match',
      admin.rest('post', '/api/counterparties/rules').send({ bankTransactionId: first!.id, ...rule }),
    );
    const match = { bankTransactionId: second!.id, erpCounterpartyId: 'sup-x', erpCounterpartyName: 'Supplier X' };
    await record('match', admin.rest('post', '/api/counterparty-matches').send(match));
    await record(
      'revert',
      admin.rest('post', '/api/counterparty-matches/revert').send({ bankTransactionId: second!.id }),
    );
    await record(
      'exclude',
      admin
        .rest('post', '/api/counterparty-matches/exclude')
        .send({ bankTransactionId: third!.id, reason: 'Own transfer' }),
    );
    await record(
      'unexclude',
      admin.rest('post', '/api/counterparty-matches/unexclude').send({ bankTransactionId: third!.id }),
    );
    await record('rules', admin.rest('get', `/api/counterparties/rules?organizationId=${organizationId}`));
    await record('active rules', admin.rest('get', `/api/counterparties?organizationId=${organizationId}`));
    await record('name matches', admin.rest('get', '/api/name-matches').set(context));
    await record('name match summary', admin.rest('get', '/api/name-matches/summary').set(context));
    await record(
      'transactions',
      admin.rest('get', `/api/bank-statements/imports/${upload.body.importId}/transactions`),
    );
    await record(
      'graphql',
      admin
        .graphql(
          `{ counterpartyMatches(page: 1, pageSize: 100) {
             items { id counterpartyAccountMasked matchReason matchSignals { kind value counterpartyName } matchedRule { pattern } }
           }
           nameMatches { items { normalizedName counterpartyName suggestion { counterpartyName } } }
           nameMatchSummary { totalTransactions distinctNames } }`,
        )
        .set(context),
    );
  });

  it('drove every matching route successfully', () => {
    for (const { label, response } of responses)
      expect({
        label,
        status: response.status,
        graphqlErrors: label === 'graphql' ? response.body.errors : undefined,
      }).toEqual({
        label,
        status: label === 'upload' ? 202 : label === 'rule from match' ? 201 : 200,
        graphqlErrors: undefined,
      });
  });

  it('shows only masked account numbers in responses, audit entries and logs', async () => {
    const audit: { text: string }[] = await env.app.dataSource.query(
      `SELECT concat_ws(' ', action, entity_type, message, details_json::text) AS text FROM audit_log
        WHERE organization_id = $1`,
      [organizationId],
    );
    expect(audit.map((row) => row.text).join('\n')).toMatch(/Match|Exclude|Create/);
    const places = [
      ...responses.map(({ label, response }) => ({ label, text: response.text })),
      ...audit.map((row, index) => ({ label: `audit ${index}`, text: row.text })),
      { label: 'log', text: env.logLines().join('\n') },
    ];
    for (const { label, text } of places) {
      expect({ label, leaked: text.includes(statementAccount) }).toEqual({ label, leaked: false });
      expect({ label, leaked: text.includes(counterpartyAccount) }).toEqual({ label, leaked: false });
    }
    expect(responses.find(({ label }) => label === 'transactions')!.response.text).toContain(
      `****${counterpartyAccount.slice(-4)}`,
    );
  });
});
