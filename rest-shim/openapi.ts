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
import { errorCodeEntry } from '../src/platform/errors/error-codes';
import { variableType } from './request-variables';
import {
  accessMembers,
  contextHeaderParameters,
  errorResponses,
  errorResponseSchema,
  STATUS_TEXT,
  type JsonSchema,
} from './openapi-parts';
import { fileOperation, webhookOperation } from './openapi-rest-only';
import type { RestRoute, RestSurface } from '../src/platform/rest/rest-route';
import { accessOf, rootFieldOf } from './route-access';

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

/**
 * The OpenAPI 3.1 document of the REST API, derived from the routes the modules declare: request bodies from the GraphQL input
 * types, responses from the selection sets of the routes' operations; then the file routes and the webhooks, which
 * are no operations.
 */
export function buildOpenApiDocument(schema: GraphQLSchema, { routes, fileRoutes, webhooks }: RestSurface): JsonSchema {
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
              content: {
                'application/json': {
                  schema: bodySchema(outputSchema(field.type, rootField.selectionSet, fragments), route.body),
                },
              },
            };
    }
    if (route.cache?.kind === 'public') {
      responses[304] = { description: 'Not Modified: If-None-Match matched the ETag (no body)' };
    }
    const failures = errorResponses({
      access,
      readsParameters: Boolean(route.pathVariables || route.queryVariables || route.idempotencyKey),
      readsJsonBody: Boolean(route.bodyVariable),
      readsUpload: Boolean(route.uploadVariable),
      errors: route.errors,
      dialect: route.dialect,
    });
    // A status the route picks for its result (health's 503) keeps the result body, unless the operation's own
    // codes answer it (the disabled legacy routes always answer their 410 as an error).
    const ownStatuses = new Set<number>((route.errors ?? []).map((code) => errorCodeEntry(code).status));
    for (const [status, failure] of Object.entries(failures)) {
      if (!(status in responses) || ownStatuses.has(Number(status))) responses[status] = failure;
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
      ...contextHeaderParameters(access),
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
    paths[route.path][route.method] = fileOperation(route);
  }
  for (const route of webhooks) {
    paths[route.path] ??= {};
    paths[route.path][route.method] = webhookOperation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment reconciliation API',
      version: '1.0.0',
      // Proprietary (package.json: UNLICENSED); an SPDX LicenseRef names a licence outside the SPDX list.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
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

/**
 * The body `result` answers, from the schema of the root field's selection: one member of it, or it without the
 * members selected only to decide the status (`RestRoute.body`).
 */
function bodySchema(selection: JsonSchema, body: RestRoute['body']): JsonSchema {
  if (!body) return selection;
  let schema = selection;
  if (body.member) {
    const member = (schema.properties as Record<string, JsonSchema> | undefined)?.[body.member];
    if (!member) throw new Error(`The selection has no member ${body.member}`);
    const { description: _description, ...rest } = member;
    schema = rest;
  }
  if (body.omit?.length) {
    const properties = { ...(schema.properties as Record<string, JsonSchema>) };
    for (const name of body.omit) delete properties[name];
    schema = {
      ...schema,
      properties,
      required: (schema.required as string[]).filter((name) => !body.omit?.includes(name)),
    };
  }
  return schema;
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
