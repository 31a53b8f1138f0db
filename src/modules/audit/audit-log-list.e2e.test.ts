import { randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient, type TestEnvironment } from '../../../test/test-environment';

async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

const AUDIT_LOG = `query ($entityType: String, $organizationId: UUID, $pageSize: Int) {
  auditLog(entityType: $entityType, organizationId: $organizationId, pageSize: $pageSize) {
    items { id createdAtUtc organizationId locationId userId userEmail action entityType entityId message detailsJson
      details }
    totalCount page pageSize } }`;

describe('GET /api/audit-log', () => {
  const env = useTestEnvironment();
  // Entries of this run only: the database is shared with other suites.
  const entityType = `Probe${randomUUID().slice(0, 8)}`;
  let parent: string;
  let parentOutlet: string;
  let child: string;
  let childOutlet: string;
  let foreign: string;
  let foreignOutlet: string;
  /** Entry id by name: platform, parent, parentOutlet, child, childOutlet, foreign, foreignOutlet. */
  const entries: Record<string, string> = {};

  async function insert(name: string, organizationId: string | null, locationId: string | null, minutesAgo: number) {
    const [row] = await env.app.dataSource.query(
      `INSERT INTO audit_log (created_at_utc, organization_id, location_id, user_id, user_email, action, entity_type, entity_id, message, details_json)
       VALUES (now() - make_interval(mins => $1), $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        minutesAgo,
        organizationId,
        locationId,
        randomUUID(),
        name === 'foreign' ? 'Someone@Example.test' : 'auditor@example.test',
        name.endsWith('Outlet') ? 'Match' : 'Export',
        entityType,
        `entity-${name}`,
        `Entry ${name}`,
        JSON.stringify({ name, rows: 3 }),
      ],
    );
    entries[name] = row.id;
  }

  beforeAll(async () => {
    parent = await env.createOrganization();
    parentOutlet = await env.createLocation(parent);
    child = await env.createChildOrganization(parent);
    childOutlet = await env.createLocation(child);
    foreign = await env.createOrganization();
    foreignOutlet = await env.createLocation(foreign);
    await insert('platform', null, null, 70);
    await insert('parent', parent, null, 60);
    await insert('parentOutlet', parent, parentOutlet, 50);
    await insert('child', child, null, 40);
    await insert('childOutlet', child, childOutlet, 30);
    await insert('foreign', foreign, null, 20);
    await insert('foreignOutlet', foreign, foreignOutlet, 10);
  });

  async function listed(client: SignedInClient, query = ''): Promise<string[]> {
    const response = await client.rest('get', `/api/audit-log?entityType=${entityType}${query}`);
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(response.body.items.length);
    const names = Object.fromEntries(Object.entries(entries).map(([name, id]) => [id, name]));
    return response.body.items.map((item: { id: string }) => names[item.id]);
  }

  it('shows platform users every entry, newest first, platform-level ones included', async () => {
    const client = await env.clientFor('MegaManager');
    expect(await listed(client)).toEqual([
      'foreignOutlet',
      'foreign',
      'childOutlet',
      'child',
      'parentOutlet',
      'parent',
      'platform',
    ]);
    expect(await listed(client, `&organizationId=${foreign}`)).toEqual(['foreignOutlet', 'foreign']);
    expect(await listed(client, `&locationId=${childOutlet}`)).toEqual(['childOutlet']);
  });

  it('shows an organization admin the entries of the organization, its descendants and their outlets', async () => {
    const client = await env.clientFor('OrganizationAdmin', { organizationId: parent });
    expect(await listed(client)).toEqual(['childOutlet', 'child', 'parentOutlet', 'parent']);
    expect(await listed(client, `&organizationId=${child}`)).toEqual(['childOutlet', 'child']);
    // A foreign filter is a safe empty result, not an error.
    expect(await listed(client, `&organizationId=${foreign}`)).toEqual([]);
    expect(await listed(client, `&locationId=${foreignOutlet}`)).toEqual([]);
    expect(await listed(client, `&organizationId=${randomUUID()}`)).toEqual([]);
  });

  it('shows an outlet user only the entries of that outlet', async () => {
    const client = await env.clientFor('Viewer', { organizationId: parent, locationId: parentOutlet });
    expect(await listed(client)).toEqual(['parentOutlet']);
    expect(await listed(client, `&organizationId=${parent}`)).toEqual(['parentOutlet']);
    expect(await listed(client, `&locationId=${childOutlet}`)).toEqual([]);
  });

  it('applies every filter and returns the full entry shape', async () => {
    const client = await env.clientFor('MegaAdmin');
    expect(await listed(client, '&action=Match')).toEqual(['foreignOutlet', 'childOutlet', 'parentOutlet']);
    expect(await listed(client, '&userEmail=someone@EXAMPLE.test')).toEqual(['foreign']);
    expect(await listed(client, '&entityId=entity-child')).toEqual(['child']);
    const [{ created_at_utc: childAt }] = await env.app.dataSource.query(
      'SELECT created_at_utc FROM audit_log WHERE id = $1',
      [entries.child],
    );
    const [{ created_at_utc: foreignAt }] = await env.app.dataSource.query(
      'SELECT created_at_utc FROM audit_log WHERE id = $1',
      [entries.foreign],
    );
    // fromUtc inclusive, toUtc exclusive.
    expect(
      await listed(
        client,
        `&fromUtc=${encodeURIComponent(childAt.toISOString())}&toUtc=${encodeURIComponent(foreignAt.toISOString())}`,
      ),
    ).toEqual(['childOutlet', 'child']);

    const response = await client.rest('get', `/api/audit-log?entityType=${entityType}&entityId=entity-parentOutlet`);
    expect(response.body).toEqual({
      items: [
        {
          id: entries.parentOutlet,
          createdAtUtc: expect.stringMatching(/Z$/),
          organizationId: parent,
          locationId: parentOutlet,
          userId: expect.any(String),
          userEmail: 'auditor@example.test',
          action: 'Match',
          entityType,
          entityId: 'entity-parentOutlet',
          message: 'Entry parentOutlet',
          // The text of a JSON document, as the CSV column; REST carries no parsed `details` beside it.
          detailsJson: '{"name":"parentOutlet","rows":3}',
        },
      ],
      totalCount: 1,
      page: 1,
      pageSize: 20,
    });
  });

  it('pages with a total count over REST and GraphQL', async () => {
    const client = await env.clientFor('MegaAdmin');
    const second = await client.rest('get', `/api/audit-log?entityType=${entityType}&page=2&pageSize=3`);
    expect(second.body.totalCount).toBe(7);
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([
      entries.child,
      entries.parentOutlet,
      entries.parent,
    ]);
    const beyond = await client.rest('get', `/api/audit-log?entityType=${entityType}&page=9&pageSize=3`);
    expect(beyond.body).toEqual({ items: [], totalCount: 7, page: 9, pageSize: 3 });

    const graphql = await client.graphql(AUDIT_LOG, { entityType, organizationId: foreign, pageSize: 1 });
    expect(graphql.body.data.auditLog).toMatchObject({
      items: [
        {
          id: entries.foreignOutlet,
          detailsJson: '{"name":"foreignOutlet","rows":3}',
          details: { name: 'foreignOutlet', rows: 3 },
        },
      ],
      totalCount: 2,
      page: 1,
      pageSize: 1,
    });
  });

  it('types detailsJson as JSON text on both transports and adds the typed details on GraphQL only', async () => {
    const introspection = await env.graphql(`{ __type(name: "AuditLogEntry") { fields { name type { kind name } } } }`);
    const fields = introspection.body.data.__type.fields as { name: string; type: { kind: string; name: string } }[];
    expect(fields.find((field) => field.name === 'detailsJson')?.type).toEqual({ kind: 'SCALAR', name: 'String' });
    expect(fields.find((field) => field.name === 'details')?.type).toEqual({ kind: 'SCALAR', name: 'JSONObject' });

    const openapi = await env.http.get('/api/openapi.json');
    const list = openapi.body.paths['/api/audit-log'].get.responses['200'].content['application/json'].schema;
    const entry = list.properties.items.items;
    expect(entry.properties.detailsJson).toMatchObject({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(entry.properties).not.toHaveProperty('details');

    const client = await env.clientFor('MegaAdmin');
    const rest = await client.rest('get', `/api/audit-log?entityType=${entityType}&pageSize=100`);
    for (const item of rest.body.items) {
      expect(typeof item.detailsJson).toBe('string');
      expect(JSON.parse(item.detailsJson)).toEqual({ name: expect.any(String), rows: 3 });
    }
  });

  it('rejects a page size out of range, a bad id and an inverted time range with validation.failed', async () => {
    const client = await env.clientFor('Accountant', { organizationId: parent });
    for (const query of ['pageSize=0', 'pageSize=101', 'page=0']) {
      const response = await client.rest('get', `/api/audit-log?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation.failed');
      expect(Object.keys(response.body.fieldErrors)).toEqual([query.split('=')[0]]);
    }
    const badId = await client.rest('get', '/api/audit-log?organizationId=nope');
    expect(badId.body).toMatchObject({ code: 'validation.failed', fieldErrors: { organizationId: ['invalid'] } });
    const inverted = await client.rest('get', '/api/audit-log?fromUtc=2026-02-01T00:00:00Z&toUtc=2026-01-01T00:00:00Z');
    expect(inverted.body).toMatchObject({ code: 'validation.failed', fieldErrors: { toUtc: ['before_from_utc'] } });
    const graphql = await client.graphql(AUDIT_LOG, { pageSize: 500 });
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'validation.failed', httpStatus: 400 });
    expect(Object.keys(graphql.body.errors[0].extensions.fieldErrors)).toEqual(['pageSize']);
  });

  it('needs a signed-in user', async () => {
    const response = await env.http.get('/api/audit-log');
    expect(response.status).toBe(401);
  });

  it('costs 3 statements (actor, count, page) whatever the scope', async () => {
    const admin = await env.clientFor('OrganizationAdmin', { organizationId: parent });
    const platform = await env.clientFor('MegaAdmin');
    for (const call of [
      () => admin.rest('get', `/api/audit-log?entityType=${entityType}`),
      () => platform.rest('get', '/api/audit-log?pageSize=100'),
      () => admin.graphql(AUDIT_LOG, { entityType }),
    ]) {
      const before = await sqlStatements(env);
      const response = await call();
      const after = await sqlStatements(env);
      expect(response.status).toBe(200);
      expect(after - before).toBe(3);
    }
  });

  it('lists the ActiveContext entry of a context selection', async () => {
    const client = await env.clientFor('Accountant', { organizationId: child });
    const selected = await client
      .rest('post', '/api/auth/context')
      .send({ organizationId: child, locationId: childOutlet });
    expect(selected.status).toBe(200);
    const response = await client.rest('get', `/api/audit-log?entityType=ActiveContext&userEmail=${client.user.email}`);
    expect(response.body.items).toEqual([
      expect.objectContaining({
        action: 'SelectContext',
        entityType: 'ActiveContext',
        entityId: childOutlet,
        organizationId: child,
        locationId: childOutlet,
        userId: client.user.id,
        detailsJson: expect.any(String),
      }),
    ]);
    expect(JSON.parse(response.body.items[0].detailsJson)).toEqual({ mode: 'Outlet' });
  });
});
