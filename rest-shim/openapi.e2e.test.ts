import { useTestEnvironment } from '../test/test-environment';
import { routeAccess } from './route-access';
import { composedRestSurface } from './route-table';

describe('GET /api/openapi.json', () => {
  const env = useTestEnvironment();

  it('documents every route of the modules as OpenAPI 3.1, with bodies, success and error responses', async () => {
    const response = await env.http.get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toBe('3.1.0');
    for (const route of composedRestSurface().routes) {
      const operation = document.paths[route.path]?.[route.method];
      expect(operation).toBeDefined();
      expect(operation.responses['500'].content['application/json'].schema.$ref).toBe(
        '#/components/schemas/ErrorResponse',
      );
      // Who may call it: the operation's own access declaration, never a copy in the route table.
      expect(operation['x-access']).toEqual(routeAccess(env.app.schema, route));
      expect(operation.description).toMatch(/^(Public|Any signed-in user|Permissions? `)/);
    }
    expect(document.paths['/api/organizations/{id}'].get['x-access']).toEqual({
      kind: 'permission',
      permission: 'organization.view',
      scope: 'organization',
    });
    // The streamed download is documented with its declaration like the routes of the table.
    const download = document.paths['/api/bank-statements/imports/{id}/file'].get;
    expect(download['x-access']).toMatchObject({ permission: 'bankFiles.download', scope: 'resource' });
    expect(Object.keys(download.responses).sort()).toEqual(['200', '400', '401', '403', '404', '500', '503']);
    // The original file keeps the type it was uploaded with; the exports say what they send.
    expect(Object.keys(download.responses['200'].content)).toEqual(['*/*']);
    expect(download.operationId).toBe('downloadBankImportFile');
    const auditCsv = document.paths['/api/audit-log/export.csv'].get;
    expect(Object.keys(auditCsv.responses['200'].content)).toEqual(['text/csv']);
    expect(auditCsv.parameters.filter((p: { in: string }) => p.in === 'path')).toEqual([]);
    expect(auditCsv.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['organizationId', 'fromUtc', 'toUtc', 'action', 'userEmail', 'entityType', 'entityId']),
    );
    expect(Object.keys(document.paths['/api/audit-log/export.pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
    const evidenceCsv = document.paths['/api/reports/reconciliation-evidence/export.csv'].get;
    expect(evidenceCsv.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['postingId', 'allocationId', 'bankTransactionId', 'status', 'fromUtc', 'toUtc']),
    );
    expect(document.paths['/api/messenger/webhook'].post.operationId).toBe('handleMessengerUpdate');
    expect(document.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
    const login = document.paths['/api/auth/login'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/LoginInput');
    expect(document.components.schemas.LoginInput.required).toEqual(['email', 'password']);
    expect(login.responses['200'].content['application/json'].schema.required).toEqual(
      expect.arrayContaining([
        'accessToken',
        'refreshToken',
        'tokenType',
        'accessTokenExpiresAtUtc',
        'refreshTokenExpiresAtUtc',
        'user',
      ]),
    );
    expect(login.responses['429']).toBeDefined();
    expect(document.paths['/api/auth/logout'].post.responses['204']).toEqual({ description: 'No Content' });
    // Health picks 503 for its own body; the store failures every operation can meet do not replace it.
    const health = document.paths['/api/health'].get.responses;
    expect(Object.keys(health).sort()).toEqual(['200', '500', '503']);
    expect(health['503'].content).toEqual(health['200'].content);
    // A success status chosen by the result documents each choice with the result body, not an error body.
    const createRule = document.paths['/api/counterparties/rules'].post.responses;
    expect(Object.keys(createRule).sort()).toEqual(['200', '201', '400', '401', '403', '404', '413', '500', '503']);
    expect(createRule['200'].content).toEqual(createRule['201'].content);
    expect(createRule['201'].content['application/json'].schema.properties).toHaveProperty('alreadyExists');
    expect(document.components.schemas.ErrorResponse.properties.code.enum).toContain('invalid_credentials');
    // Operations that select through fragments are documented with the fragment's fields.
    const override = document.paths['/api/bank-statements/imports/{id}/quality-review/override'].post;
    expect(Object.keys(override.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['importId', 'balanceReviewOverridden', 'statements', 'rowVersion']),
    );
  });

  it('derives each operation’s error statuses from its access declaration, its inputs and its own codes', async () => {
    const document = (await env.http.get('/api/openapi.json')).body;
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, item]) => Object.entries(item).map(([method, operation]) => ({ where: `${method} ${path}`, operation })),
    );
    for (const { where, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      const access = operation['x-access'];
      const parameters = operation.parameters ?? [];
      const expected = [
        ...(access.kind !== 'public' ? ['401'] : []),
        ...(access.kind === 'permission' || access.kind === 'authenticated' ? ['403'] : []),
        ...(access.resource ? ['404'] : []),
        ...(parameters.some((p) => p.in === 'path' || p.in === 'query') ? ['400'] : []),
        ...(operation.requestBody?.content['application/json'] ? ['400', '413'] : []),
        '500',
      ];
      expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(expected) });
      expect(operation.operationId).toEqual(expect.any(String));
      // Every error status is an ErrorResponse; health's 503 is its own body (it picks 503 for an unhealthy answer).
      const errorStatuses = statuses.filter((s) => Number(s) >= 400 && !(where === 'get /api/health' && s === '503'));
      for (const status of errorStatuses) {
        expect({ where, status, schema: operation.responses[status].content?.['application/json']?.schema }).toEqual({
          where,
          status,
          schema: { $ref: '#/components/schemas/ErrorResponse' },
        });
      }
    }
    // Conflicts the services raise are documented with their codes.
    const confirm = document.paths['/api/payment-allocations/confirm'].post.responses;
    expect(confirm['409'].description).toContain('`allocation.already_in_flight`');
    expect(document.paths['/api/erp/connections/{id}'].get.responses['409'].description).toContain('`workflow.locked`');
    expect(document.paths['/api/platform/users/{targetUserId}'].put.responses['409'].description).toContain(
      '`last_mega_admin`',
    );
  });

  it('documents the body a route answers where it is not the root field’s selection as it stands', async () => {
    const document = (await env.http.get('/api/openapi.json')).body;
    // Confirm selects `created` only to choose 201 or 200; the body is {allocationId, status, message}.
    const confirm = document.paths['/api/payment-allocations/confirm'].post.responses;
    for (const status of ['200', '201']) {
      expect(confirm[status].content['application/json'].schema.required).toEqual([
        'allocationId',
        'status',
        'message',
      ]);
    }
    // The attempts route answers the posting's attempts, a bare array.
    const attempts = document.paths['/api/erp/postings/{id}/attempts'].get.responses['200'];
    expect(attempts.content['application/json'].schema.type).toBe('array');
  });
});

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  'x-access': { kind: string; resource?: unknown };
}
