import type request from 'supertest';
import { OpenApiResponseValidator } from './openapi-response-validation';

const ERROR = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } };

const document = {
  openapi: '3.1.0',
  paths: {
    '/api/items/{id}': {
      get: {
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { id: { type: 'string', format: 'uuid' }, amount: { type: 'integer' } },
                  required: ['id', 'amount'],
                  additionalProperties: false,
                },
              },
            },
          },
          404: ERROR,
        },
      },
      delete: { responses: { 204: { description: 'No Content' } } },
    },
    '/api/items/export.csv': { get: { responses: { 200: { content: { 'text/csv': {} } } } } },
    '/api/files/{id}': { get: { responses: { 200: { content: { '*/*': {} } } } } },
  },
  components: {
    schemas: {
      ErrorResponse: {
        type: 'object',
        properties: { code: { type: 'string' }, traceId: { type: 'string' } },
        required: ['code', 'traceId'],
      },
    },
  },
};

function answer(status: number, contentType: string | undefined, text: string): request.Response {
  return {
    status,
    headers: contentType ? { 'content-type': contentType } : {},
    text,
    body: {},
  } as unknown as request.Response;
}

const json = (status: number, body: unknown) => answer(status, 'application/json; charset=utf-8', JSON.stringify(body));
const ID = '9b2f1c9e-4a53-4c6e-9a39-3f1e8d0c2b11';

describe('OpenApiResponseValidator', () => {
  const validator = new OpenApiResponseValidator(document);

  it('accepts an answer the document declares, status, content type and body', () => {
    expect(validator.check('get', `/api/items/${ID}`, json(200, { id: ID, amount: 5 }))).toBeNull();
    expect(validator.check('get', `/api/items/${ID}`, json(404, { code: 'not_found', traceId: 't' }))).toBeNull();
    expect(validator.check('delete', `/api/items/${ID}`, answer(204, undefined, ''))).toBeNull();
  });

  it('reports an undeclared status, a wrong body and an undeclared content type', () => {
    expect(validator.check('get', `/api/items/${ID}`, json(409, { code: 'x', traceId: 't' }))).toMatch(
      /^GET \/api\/items\/\{id\} → 409: status not declared/,
    );
    expect(validator.check('get', `/api/items/${ID}`, json(200, { id: ID, amount: 5, extra: 1 }))).toMatch(
      /body does not match: \/ must NOT have additional properties/,
    );
    expect(validator.check('get', `/api/items/${ID}`, json(200, [{ id: ID, amount: 5 }]))).toMatch(/must be object/);
    expect(validator.check('get', `/api/items/${ID}`, answer(200, 'text/plain', 'x'))).toMatch(
      /Content-Type text\/plain not declared/,
    );
    expect(validator.check('delete', `/api/items/${ID}`, json(204, { ok: true }))).toMatch(/declared without a body/);
  });

  it('checks a file for its status and content type only, and prefers a literal segment to a parameter', () => {
    expect(validator.check('get', '/api/items/export.csv', answer(200, 'text/csv; charset=utf-8', 'a,b'))).toBeNull();
    expect(validator.check('get', `/api/files/${ID}`, answer(200, 'application/pdf', '%PDF'))).toBeNull();
  });

  it('takes a path no operation answers for the unknown-path ErrorResponse or an edge refusal', () => {
    expect(validator.check('get', '/api/nowhere', json(404, { code: 'not_found', traceId: 't' }))).toBeNull();
    expect(validator.check('post', `/api/items/${ID}`, json(404, { code: 'not_found', traceId: 't' }))).toBeNull();
    expect(validator.check('post', '/api/nowhere', json(400, { code: 'request.failed', traceId: 't' }))).toBeNull();
    expect(validator.check('get', '/api/nowhere', json(200, {}))).toMatch(/must be 404/);
    expect(validator.check('get', '/api/nowhere', json(404, { code: 'forbidden', traceId: 't' }))).toMatch(
      /code forbidden instead of not_found/,
    );
  });
});
