import { AuditService } from '../audit/audit.module';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

function graphqlError(response: { body: { errors?: { extensions: Record<string, unknown> }[] } }) {
  return response.body.errors?.[0]?.extensions;
}

type Setting = { key: string; value: string; source: string; description: string };

function byKey(settings: Setting[]): Record<string, Omit<Setting, 'key' | 'description'>> {
  return Object.fromEntries(settings.map(({ key, value, source }) => [key, { value, source }]));
}

describe('platform settings', () => {
  const env = useTestEnvironment({ BankFiles__RetentionHours: '48' });
  let admin: SignedInClient;

  beforeAll(async () => {
    admin = await env.clientFor('MegaAdmin');
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await env.app.dataSource.query('DELETE FROM platform_settings');
  });

  it('lists every known setting with its value and source: environment or default', async () => {
    const response = await admin.rest('get', '/api/platform/settings');
    expect(response.status).toBe(200);
    expect(response.body.settings.every((setting: Setting) => setting.description.length > 0)).toBe(true);
    expect(byKey(response.body.settings)).toEqual({
      'auth.loginMaxFailuresPerEmail': { value: '5', source: 'default' },
      'bankFiles.retentionHours': { value: '48', source: 'environment' },
      'bankUpload.maxBytes': { value: '20971520', source: 'default' },
      'messenger.postingFromBotEnabled': { value: 'false', source: 'default' },
    });
  });

  it('sets and removes overrides over REST and GraphQL, with an audit entry', async () => {
    const set = await admin
      .rest('put', '/api/platform/settings')
      .send({ settings: { 'bankUpload.maxBytes': '1048576', 'messenger.postingFromBotEnabled': 'true' } });
    expect(set.status).toBe(200);
    expect(byKey(set.body.settings)).toMatchObject({
      'bankUpload.maxBytes': { value: '1048576', source: 'override' },
      'messenger.postingFromBotEnabled': { value: 'true', source: 'override' },
    });
    const [entry] = await env.app.dataSource.query(
      `SELECT action, entity_type, user_id, details_json FROM audit_log WHERE entity_type = 'PlatformSettings' ORDER BY created_at_utc DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ action: 'SettingsUpdate', user_id: admin.user.id });
    expect(entry.details_json).toEqual({
      changes: { 'bankUpload.maxBytes': '1048576', 'messenger.postingFromBotEnabled': 'true' },
    });

    const removed = await admin.graphql(
      `mutation ($input: UpdatePlatformSettingsInput!) {
         updatePlatformSettings(input: $input) { settings { key value source } } }`,
      { input: { settings: { 'bankUpload.maxBytes': null } } },
    );
    expect(byKey(removed.body.data.updatePlatformSettings.settings)).toMatchObject({
      'bankUpload.maxBytes': { value: '20971520', source: 'default' },
      'messenger.postingFromBotEnabled': { value: 'true', source: 'override' },
    });
    const read = await admin.graphql('{ platformSettings { settings { key source } } }');
    expect(read.body.data.platformSettings.settings).toContainEqual({
      key: 'messenger.postingFromBotEnabled',
      source: 'override',
    });
  });

  it('rejects unknown keys and bad values with validation.failed naming the key, changing nothing', async () => {
    const rest = await admin
      .rest('put', '/api/platform/settings')
      .send({ settings: { 'bankUpload.maxBytes': '100', 'no.such.setting': '1', 'bankFiles.retentionHours': 24 } });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({
      code: 'validation.failed',
      fieldErrors: {
        'settings.no.such.setting': ['unknown_setting'],
        'settings.bankFiles.retentionHours': ['invalid'],
      },
    });
    const graphql = await admin.graphql(
      'mutation ($input: UpdatePlatformSettingsInput!) { updatePlatformSettings(input: $input) { settings { key } } }',
      { input: { settings: { 'messenger.postingFromBotEnabled': 'yes' } } },
    );
    expect(graphqlError(graphql)).toMatchObject({
      code: 'validation.failed',
      fieldErrors: { 'settings.messenger.postingFromBotEnabled': ['invalid'] },
    });
    expect(await env.app.dataSource.query('SELECT key FROM platform_settings')).toEqual([]);
    const notAnObject = await admin.rest('put', '/api/platform/settings').send({ settings: 'x' });
    expect(notAnObject.body.code).toBe('validation.failed');
  });

  it('rolls the overrides back when the audit entry cannot be written', async () => {
    jest.spyOn(AuditService.prototype, 'record').mockRejectedValueOnce(new Error('audit store down'));
    const response = await admin
      .rest('put', '/api/platform/settings')
      .send({ settings: { 'bankUpload.maxBytes': '5' } });
    expect(response.status).toBe(500);
    expect(await env.app.dataSource.query('SELECT key FROM platform_settings')).toEqual([]);
  });

  it('lets MegaManager manage settings and forbids organization roles', async () => {
    const manager = await env.clientFor('MegaManager');
    expect((await manager.rest('get', '/api/platform/settings')).status).toBe(200);
    const organizationId = await env.createOrganization();
    const orgAdmin = await env.clientFor('OrganizationAdmin', { organizationId });
    const read = await orgAdmin.rest('get', '/api/platform/settings');
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('forbidden');
    const write = await orgAdmin.rest('put', '/api/platform/settings').send({ settings: {} });
    expect(write.status).toBe(403);
    expect(graphqlError(await orgAdmin.graphql('{ platformSettings { settings { key } } }'))).toMatchObject({
      code: 'forbidden',
    });
    expect((await env.http.get('/api/platform/settings')).status).toBe(401);
  });
});
