import { randomUUID } from 'node:crypto';
import { seedLicense, seedTenant } from '../../../../test/licensing-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../../test/test-environment';
import type { LicenseStatus } from '../licenses/license-store';

const NOT_FOUND = 'customer_license_actions.not_found';
const NOT_ALLOWED = 'customer_license_actions.transition_not_allowed';

/** The global single revoke, the bulk revoke and the disabled legacy create routes (docs/licensing.md). */
describe('global and bulk license revoke, legacy create cutover', () => {
  const env = useTestEnvironment();
  let manager: SignedInClient;
  let customerId: string;

  const db = () => env.app.dataSource;
  const seed = async (status: LicenseStatus = 'Active', tenantId?: string) =>
    (await seedLicense(db(), { customerOrganizationId: customerId, status, tenantId })).licenseId;
  const statusOf = async (licenseId: string) =>
    (await db().query(`SELECT status FROM licensing_licenses WHERE id = $1`, [licenseId]))[0].status;
  const counts = async (licenseId: string) => {
    const [row] = await db().query(
      `SELECT (SELECT count(*)::int FROM licensing_license_actions WHERE license_id = $1) AS actions,
              (SELECT count(*)::int FROM licensing_outbox WHERE license_id = $1) AS outbox,
              (SELECT count(*)::int FROM audit_log WHERE entity_id = $1::text AND action = 'license.revoked') AS audit`,
      [licenseId],
    );
    return row;
  };
  const revoke = (licenseId: string, body: object) =>
    manager.rest('post', `/api/v1/licenses/${licenseId}/revoke`).send(body);
  const bulk = (body: object) => manager.rest('post', '/api/v1/licenses/bulk/revoke').send(body);

  beforeAll(async () => {
    manager = await env.clientFor('MegaManager');
    customerId = await env.createOrganization(`Global customer ${randomUUID().slice(0, 6)}`);
  });

  describe('global single revoke', () => {
    it('revokes with the v1 envelope; a repeat and an Archived license are 409; revokedByActorId is ignored', async () => {
      const licenseId = await seed('Suspended');
      const someoneElse = randomUUID();
      const first = await revoke(licenseId, {
        reasonCode: 'global',
        reasonDetail: 'why',
        revokedByActorId: someoneElse,
      });
      expect({ status: first.status, body: first.body }).toEqual({
        status: 200,
        body: { licenseId, status: 'Revoked' },
      });
      const repeat = await revoke(licenseId, { reasonCode: 'global', reasonDetail: 'why' });
      expect({ status: repeat.status, code: repeat.body.code }).toEqual({ status: 409, code: NOT_ALLOWED });
      expect(await counts(licenseId)).toEqual({ actions: 1, outbox: 1, audit: 1 });

      const [audit] = await db().query(
        `SELECT user_id, organization_id, details_json FROM audit_log WHERE entity_id = $1 AND action = 'license.revoked'`,
        [licenseId],
      );
      expect(audit.user_id).toBe(manager.user.id);
      expect(audit.organization_id).toBe(customerId);
      expect(JSON.stringify(audit)).not.toContain(someoneElse);
      const [action] = await db().query(
        `SELECT expected_status, reason_code, reason_detail FROM licensing_license_actions WHERE license_id = $1`,
        [licenseId],
      );
      expect(action).toEqual({ expected_status: null, reason_code: 'global', reason_detail: 'why' });
      const [message] = await db().query(`SELECT message_type, payload FROM licensing_outbox WHERE license_id = $1`, [
        licenseId,
      ]);
      expect(message.message_type).toBe('license.revoked');
      expect(message.payload).toMatchObject({ licenseId, fromStatus: 'Suspended', toStatus: 'Revoked' });
      expect(JSON.stringify(message.payload)).not.toContain('why');

      const archived = await seed('Archived');
      const refused = await revoke(archived, { reasonCode: 'global' });
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: NOT_ALLOWED });
      expect(await counts(archived)).toEqual({ actions: 0, outbox: 0, audit: 0 });
    });

    it('works over GraphQL and answers 404 for a missing or foreign license, 400 for a bad body', async () => {
      const licenseId = await seed('Draft');
      const mutation = `mutation($l: UUID!, $i: GlobalLicenseRevokeInput!) { revokeLicense(licenseId: $l, input: $i) {
        licenseId status } }`;
      const ok = await manager.graphql(mutation, { l: licenseId, i: { reasonCode: 'gql', revokedByActorId: 'x' } });
      expect(ok.body.data.revokeLicense).toEqual({ licenseId, status: 'Revoked' });
      const again = await manager.graphql(mutation, { l: licenseId, i: { reasonCode: 'gql' } });
      expect(again.body.errors[0].extensions).toMatchObject({ code: NOT_ALLOWED, httpStatus: 409 });

      const foreign = await seed('Active', await seedTenant(db(), `Tenant ${randomUUID().slice(0, 6)}`));
      for (const id of [randomUUID(), foreign]) {
        const missing = await revoke(id, { reasonCode: 'x' });
        expect({ status: missing.status, code: missing.body.code }).toEqual({ status: 404, code: NOT_FOUND });
      }
      expect(await statusOf(foreign)).toBe('Active');
      const unknown = await revoke(await seed(), { reasonCode: 'x', expectedStatus: 'Active' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        code: 'customer_license_actions.invalid_request',
        fieldErrors: { expectedStatus: ['unknown'] },
      });
    });
  });

  describe('bulk revoke', () => {
    it('answers a mixed list in request order with one transaction of writes', async () => {
      const active = await seed('Active');
      const draft = await seed('Draft');
      const revoked = await seed('Revoked');
      const archived = await seed('Archived');
      const missing = randomUUID();
      const foreign = await seed('Active', await seedTenant(db(), `Tenant ${randomUUID().slice(0, 6)}`));
      const response = await bulk({
        licenseIds: [archived, active, missing, revoked, draft, foreign, active],
        reasonCode: 'bulk',
      });
      expect(response.status).toBe(200);
      expect(response.body.items).toEqual([
        { licenseId: archived, succeeded: false, alreadyApplied: false, errorCode: NOT_ALLOWED },
        { licenseId: active, succeeded: true, alreadyApplied: false, errorCode: null },
        { licenseId: missing, succeeded: false, alreadyApplied: false, errorCode: NOT_FOUND },
        { licenseId: revoked, succeeded: true, alreadyApplied: true, errorCode: null },
        { licenseId: draft, succeeded: true, alreadyApplied: false, errorCode: null },
        { licenseId: foreign, succeeded: false, alreadyApplied: false, errorCode: NOT_FOUND },
        // A repeated id is revoked once; its later occurrence reports the first one's effect as already applied.
        { licenseId: active, succeeded: true, alreadyApplied: true, errorCode: null },
      ]);
      for (const id of [active, draft]) {
        expect(await statusOf(id)).toBe('Revoked');
        expect(await counts(id)).toEqual({ actions: 1, outbox: 1, audit: 1 });
      }
      for (const id of [revoked, archived, foreign])
        expect(await counts(id)).toEqual({ actions: 0, outbox: 0, audit: 0 });
      expect(await statusOf(archived)).toBe('Archived');
      expect(await statusOf(foreign)).toBe('Active');

      // Bounded: the same number of statements for one id as for many.
      const statementsOf = async (ids: string[]) => {
        const response = await bulk({ licenseIds: ids, reasonCode: 'count' });
        expect(response.status).toBe(200);
        const traceId = response.headers['x-trace-id'];
        // The access log line is written when the response finishes, which may be just after the client has it.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const entry = env
            .logLines()
            .map((line) => JSON.parse(line))
            .find((line) => line.traceId === traceId && typeof line.sqlStatements === 'number');
          if (entry) return entry.sqlStatements as number;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error(`no access log line for ${traceId}`);
      };
      const one = await statementsOf([await seed()]);
      const many = await statementsOf(await Promise.all(Array.from({ length: 20 }, () => seed())));
      expect(many).toBe(one);
      // Actor, BEGIN, lock, apply (update + action + outbox), audit, COMMIT.
      expect(one).toBeLessThanOrEqual(6);
    });

    it('validates the list: 1–100 uuids, strict body; GraphQL alike', async () => {
      const cases: Array<[object, string]> = [
        [{ licenseIds: [], reasonCode: 'x' }, 'licenseIds'],
        [{ licenseIds: Array.from({ length: 101 }, () => randomUUID()), reasonCode: 'x' }, 'licenseIds'],
        [{ licenseIds: ['nope'], reasonCode: 'x' }, 'licenseIds.0'],
        [{ licenseIds: [randomUUID()], reasonCode: 'x', reasonDetail: 'no such member' }, 'reasonDetail'],
        [{ licenseIds: [randomUUID()], reasonCode: '' }, 'reasonCode'],
      ];
      for (const [body, field] of cases) {
        const response = await bulk(body);
        expect({ status: response.status, code: response.body.code }).toEqual({
          status: 400,
          code: 'customer_license_actions.invalid_request',
        });
        expect(Object.keys(response.body.fieldErrors)).toContain(field);
      }
      const viaGraphql = await manager.graphql(
        `mutation($i: BulkLicenseRevokeInput!) { bulkRevokeLicenses(input: $i) { items { licenseId } } }`,
        { i: { licenseIds: [], reasonCode: 'x' } },
      );
      expect(viaGraphql.body.errors[0].extensions.code).toBe('validation.failed');
      const licenseId = await seed();
      const ok = await manager.graphql(
        `mutation($i: BulkLicenseRevokeInput!) { bulkRevokeLicenses(input: $i) { items { licenseId succeeded } } }`,
        { i: { licenseIds: [licenseId], reasonCode: 'x' } },
      );
      expect(ok.body.data.bulkRevokeLicenses.items).toEqual([{ licenseId, succeeded: true }]);
    });

    it('serializes overlapping concurrent bulk revokes without deadlock: each license revoked once', async () => {
      const ids = await Promise.all(Array.from({ length: 12 }, () => seed()));
      const reversed = [...ids].reverse();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) => bulk({ licenseIds: n % 2 ? ids : reversed, reasonCode: 'overlap' })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      for (const id of ids) expect(await counts(id)).toEqual({ actions: 1, outbox: 1, audit: 1 });
      const fresh = answers.flatMap((answer) =>
        answer.body.items.filter((item: { alreadyApplied: boolean }) => !item.alreadyApplied),
      );
      expect(fresh).toHaveLength(ids.length);
    });
  });

  describe('legacy create routes', () => {
    const replacement = 'POST /api/v1/licenses/subscription-issues';

    it.each(['/api/v1/licenses', '/api/v1/licenses/bulk/create'])('%s answers 410 after access', async (path) => {
      const gone = await manager.rest('post', path).send({ productId: randomUUID(), anything: [1, 2] });
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({
        code: 'license_legacy_compatibility_disabled',
        params: { replacement },
        correlationId: expect.any(String),
      });
      // The body is not read at all: not even malformed JSON changes the answer.
      const malformed = await manager.rest('post', path).set('Content-Type', 'application/json').send('{"a":1,"a":');
      expect(malformed.status).toBe(410);

      const anonymous = await env.http.post(path).send({});
      expect({ status: anonymous.status, code: anonymous.body.code }).toEqual({ status: 401, code: 'unauthorized' });
      const organizationId = await env.createOrganization(`Org ${randomUUID().slice(0, 6)}`);
      const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
      const denied = await orgAdmin.rest('post', path).send({});
      expect({ status: denied.status, code: denied.body.code }).toEqual({ status: 403, code: 'forbidden' });
    });

    it('is modelled as deprecated GraphQL mutations answering the same error', async () => {
      for (const field of ['legacyCreateLicense', 'legacyBulkCreateLicenses']) {
        const response = await manager.graphql(`mutation { ${field} }`);
        expect(response.body.errors[0].extensions).toMatchObject({
          code: 'license_legacy_compatibility_disabled',
          httpStatus: 410,
          params: { replacement },
        });
        const viewer = await env.clientFor('Viewer', { organizationId: customerId });
        const denied = await viewer.graphql(`mutation { ${field} }`);
        expect(denied.body.errors[0].extensions.code).toBe('forbidden');
      }
      const introspection = await manager.graphql(
        `{ __type(name: "Mutation") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }`,
      );
      const legacy = introspection.body.data.__type.fields.filter((f: { name: string }) => f.name.startsWith('legacy'));
      expect(legacy).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'legacyCreateLicense', isDeprecated: true }),
          expect.objectContaining({ name: 'legacyBulkCreateLicenses', isDeprecated: true }),
        ]),
      );
    });
  });
});
