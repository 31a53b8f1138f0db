import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { ERROR_CODES } from '../src/platform/errors/error-codes';
import { variableType } from './request-variables';
import type { FileRoute } from './file-routes';
import { webhookRoutes } from './route-table';
import type { RestRoute } from './rest-route';
import { accessOf, rootFieldOf } from './route-access';
import { describeAccess, type AccessRule } from '../src/modules/access/access-rule';

type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  // Amounts in minor units and other int8 quantities: 64-bit for client generators, bounded to what JSON numbers
  // carry exactly.
  SafeInt: { type: 'integer', format: 'int64', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
  UUID: { type: 'string', format: 'uuid' },
  JSONObject: { type: 'object' },
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad request (validation.failed, request.failed, …)',
  401: 'Not signed in, or the token is invalid or expired (unauthorized)',
  403: 'Permission or scope denied (forbidden or a scoped denial code)',
  404: 'Not found (not_found)',
  409: 'Conflict (concurrency.conflict, workflow.*)',
  413: 'Too large',
  429: 'Too many attempts; see Retry-After',
  503: 'Unavailable',
};

/**
 * The OpenAPI 3.1 document of the REST API, derived from the route table: request bodies from the GraphQL input
 * types, responses from the selection sets of the routes' operations; then the file routes and the table's webhook
 * routes, which are no operations.
 */
export function buildOpenApiDocument(schema: GraphQLSchema, routes: RestRoute[], fileRoutes: FileRoute[]): JsonSchema {
  const components: Record<string, JsonSchema> = { ErrorResponse: errorResponseSchema() };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation = route.operation.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation) continue;
    const fragments: Fragments = new Map(
      route.operation.definitions
        .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((definition) => [definition.name.value, definition]),
    );
    const rootField = operation.selectionSet.selections[0];
    if (rootField?.kind !== Kind.FIELD) continue;
    const field = rootFieldOf(schema, route);
    const access = accessOf(field);
    const responses: Record<string, unknown> = {};
    for (const status of typeof route.status === 'number' ? [route.status] : route.status.among) {
      responses[status] =
        status === 204
          ? { description: STATUS_TEXT[204] }
          : {
              description: STATUS_TEXT[status],
              content: { 'application/json': { schema: outputSchema(field.type, rootField.selectionSet, fragments) } },
            };
    }
    Object.assign(responses, errorResponses(route.errorStatuses));
    if (route.cache?.kind === 'public') {
      responses[304] = { description: 'Not Modified: If-None-Match matched the ETag (no body)' };
    }
    const pathParameters = [
      ...Object.entries(route.pathVariables ?? {}).map(([name, variable]) => ({
        name,
        in: 'path',
        required: true,
        schema: inputSchema(variableType(schema, route.operation, variable), components),
      })),
      ...Object.entries(route.queryVariables ?? {}).map(([name, variable]) => {
        const type = variableType(schema, route.operation, variable);
        return { name, in: 'query', required: isNonNullType(type), schema: inputSchema(type, components) };
      }),
      ...contextHeadersRead(access).map((name) => ({
        name,
        in: 'header',
        required: false,
        schema: { type: 'string', format: 'uuid' },
      })),
      ...(route.idempotencyKey
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: route.idempotencyKey.required,
              schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,128}$' },
            },
          ]
        : []),
      ...(route.cache?.kind === 'public'
        ? [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } }]
        : []),
    ];
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      operationId: operation.name?.value,
      summary: route.summary,
      tags: [route.tag],
      ...accessMembers(access),
      ...(pathParameters.length ? { parameters: pathParameters } : {}),
      ...(route.uploadVariable
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: { file: { type: 'string', format: 'binary' } },
                    required: ['file'],
                  },
                },
              },
            },
          }
        : {}),
      ...(route.bodyVariable
        ? {
            requestBody: {
              required: !route.optionalBody,
              content: {
                'application/json': {
                  schema: inputSchema(variableType(schema, route.operation, route.bodyVariable), components),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  for (const route of fileRoutes) {
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      ...accessMembers(route.access.rule),
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        ...contextHeadersRead(route.access.rule).map((name) => ({
          name,
          in: 'header',
          required: false,
          schema: { type: 'string', format: 'uuid' },
        })),
      ],
      responses: {
        200: {
          description: route.body,
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses(route.errorStatuses),
      },
    };
  }
  for (const route of webhookRoutes) {
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      ...accessMembers(route.access.rule),
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
        ...errorResponses(route.errorStatuses),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment reconciliation API',
      version: '1.0.0',
      description:
        'REST paths of the payment reconciliation service. Each path runs one operation of the GraphQL API at /graphql, ' +
        'which is the primary interface. Every error body is an ErrorResponse; its traceId is also sent as X-Trace-Id.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
  };
}

/** The error statuses of an operation, each answered with an ErrorResponse; 500 always. */
function errorResponses(statuses: number[]): Record<number, JsonSchema> {
  return Object.fromEntries(
    [...statuses, 500].map((status) => [
      status,
      {
        description: STATUS_TEXT[status] ?? 'Internal error (internal_error)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      },
    ]),
  );
}

/** The context headers the declaration reads: the active context, the organization of one, or a resource's check. */
function contextHeadersRead(access: AccessRule): string[] {
  if (access.kind !== 'permission') return [];
  if (access.scope === 'context' || access.resource?.checksContextHeaders)
    return ['X-Organization-Id', 'X-Location-Id'];
  return access.scope === 'contextOrganization' ? ['X-Organization-Id'] : [];
}

/**
 * Who may call an operation, from its access declaration: anonymous operations drop the bearer requirement; the
 * rule itself is `x-access` and its sentence starts the description.
 */
function accessMembers(access: AccessRule): JsonSchema {
  return {
    description: describeAccess(access),
    ...(access.kind === 'public' ? { security: [] } : {}),
    'x-access': access,
  };
}

function outputSchema(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
): JsonSchema {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  let schema: JsonSchema;
  if (isListType(inner)) {
    schema = { type: 'array', items: outputSchema(inner.ofType, selectionSet, fragments) };
  } else if (isObjectType(inner) && selectionSet) {
    const fields = inner.getFields();
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const selection of fieldsOf(selectionSet, fragments)) {
      const name = selection.alias?.value ?? selection.name.value;
      const field = fields[selection.name.value];
      properties[name] = {
        ...outputSchema(field.type, selection.selectionSet, fragments),
        ...(field.description ? { description: field.description } : {}),
      };
      required.push(name);
    }
    schema = { type: 'object', properties, required, additionalProperties: false };
  } else {
    schema = leafSchema(getNamedType(inner));
  }
  return nullable ? { anyOf: [schema, { type: 'null' }] } : schema;
}

type Fragments = Map<string, FragmentDefinitionNode>;

/** The fields of a selection set with fragment spreads and inline fragments expanded in place. */
function* fieldsOf(selectionSet: SelectionSetNode, fragments: Fragments): Generator<FieldNode> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf(selection.selectionSet, fragments);
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) yield* fieldsOf(fragment.selectionSet, fragments);
    }
  }
}

function inputSchema(type: GraphQLInputType, components: Record<string, JsonSchema>): JsonSchema {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  let schema: JsonSchema;
  if (isListType(inner)) {
    schema = { type: 'array', items: inputSchema(inner.ofType, components) };
  } else if (isInputObjectType(inner)) {
    if (!components[inner.name]) {
      components[inner.name] = {};
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const field of Object.values(inner.getFields())) {
        properties[field.name] = {
          ...inputSchema(field.type, components),
          ...(field.description ? { description: field.description } : {}),
        };
        if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(field.name);
      }
      components[inner.name] = { type: 'object', description: inner.description ?? undefined, properties, required };
    }
    schema = { $ref: `#/components/schemas/${inner.name}` };
  } else {
    schema = leafSchema(inner);
  }
  return nullable ? { anyOf: [schema, { type: 'null' }] } : schema;
}

function leafSchema(type: GraphQLNamedType): JsonSchema {
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((value) => value.name) };
  if (isScalarType(type)) return SCALARS[type.name] ?? { type: 'string' };
  return {};
}

function errorResponseSchema(): JsonSchema {
  return {
    type: 'object',
    description: 'Every error body (document 01 §Errors).',
    properties: {
      code: {
        type: 'string',
        enum: Object.keys(ERROR_CODES),
        description: 'Stable machine-readable code; clients localize from it.',
      },
      message: { type: 'string', description: 'Legacy English text; carries no authority.' },
      params: { type: 'object', additionalProperties: true },
      fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      details: { type: 'string' },
      traceId: { type: 'string' },
    },
    required: ['code', 'message', 'params', 'fieldErrors', 'traceId'],
  };
}
