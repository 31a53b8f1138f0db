import { useTestEnvironment } from '../test/test-environment';
import { routeAccess } from './route-access';
import { routeTable } from './route-table';

describe('GET /api/openapi.json', () => {
  const env = useTestEnvironment();

  it('documents every route of the table as OpenAPI 3.1, with bodies, success and error responses', async () => {
    const response = await env.http.get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toBe('3.1.0');
    for (const route of routeTable) {
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
    expect(Object.keys(download.responses).sort()).toEqual(['200', '400', '401', '403', '404', '500']);
    expect(download.responses['200'].content).toHaveProperty('application/octet-stream');
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
    expect(Object.keys(document.paths['/api/health'].get.responses).sort()).toEqual(['200', '500', '503']);
    // A success status chosen by the result documents each choice with the result body, not an error body.
    const createRule = document.paths['/api/counterparties/rules'].post.responses;
    expect(Object.keys(createRule).sort()).toEqual(['200', '201', '400', '401', '403', '404', '500']);
    expect(createRule['200'].content).toEqual(createRule['201'].content);
    expect(createRule['201'].content['application/json'].schema.properties).toHaveProperty('alreadyExists');
    expect(document.components.schemas.ErrorResponse.properties.code.enum).toContain('invalid_credentials');
    // Operations that select through fragments are documented with the fragment's fields.
    const override = document.paths['/api/bank-statements/imports/{id}/quality-review/override'].post;
    expect(Object.keys(override.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['importId', 'balanceReviewOverridden', 'statements', 'rowVersion']),
    );
  });
});
