import { declaredRule } from './route-access';
import type { FileRoute } from '../src/platform/rest/file-route';
import { accessMembers, contextHeaderParameters, errorResponses, type JsonSchema } from './openapi-parts';
import type { WebhookRoute } from '../src/platform/rest/webhook-route';

/**
 * A streamed download: its path parameters (ids, UUIDs) and filters, the media type it sends and the
 * Content-Disposition naming the file; its errors from its access declaration, its parameters and its own codes.
 */
export function fileOperation(route: FileRoute): JsonSchema {
  const pathParameters = [...route.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name);
  const queryParameters = Object.entries(route.query ?? {});
  const parameters = [
    ...pathParameters.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    })),
    ...queryParameters.map(([name, { format, maxLength, description }]) => ({
      name,
      in: 'query',
      required: false,
      ...(description ? { description } : {}),
      schema: { type: 'string', ...(format ? { format } : {}), ...(maxLength ? { maxLength } : {}) },
    })),
    ...contextHeaderParameters(declaredRule(route.access)),
  ];
  return {
    operationId: route.operation,
    summary: route.summary,
    tags: [route.tag],
    ...accessMembers(declaredRule(route.access)),
    ...(parameters.length ? { parameters } : {}),
    responses: {
      200: {
        description: route.body,
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="<ASCII fallback>"; filename*=UTF-8\'\'<exact name> (RFC 6266)',
            schema: { type: 'string' },
          },
        },
        content: { [route.contentType]: { schema: { type: 'string', format: 'binary' } } },
      },
      ...errorResponses({
        access: declaredRule(route.access),
        readsParameters: pathParameters.length + queryParameters.length > 0,
        readsJsonBody: false,
        readsUpload: false,
        errors: route.errors,
      }),
    },
  };
}

/** A callback that authenticates by a secret header and reads its own body. */
export function webhookOperation(route: WebhookRoute): JsonSchema {
  return {
    operationId: route.operation,
    summary: route.summary,
    tags: [route.tag],
    ...accessMembers(declaredRule(route.access)),
    parameters: [{ name: route.secretHeader, in: 'header', required: true, schema: { type: 'string' } }],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { type: 'object', description: route.body } } },
    },
    responses: {
      200: {
        description: route.success,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
          },
        },
      },
      ...errorResponses({
        access: declaredRule(route.access),
        readsParameters: false,
        readsJsonBody: false,
        readsUpload: false,
        errors: route.errors,
      }),
    },
  };
}
