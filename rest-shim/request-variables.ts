import {
  coerceInputValue,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Request } from 'express';
import { validationFailed, type FieldErrors } from '../src/platform/errors/domain-error';
import type { RestRoute } from '../src/platform/rest/rest-route';

/**
 * The variables of a route's operation from the HTTP request: path parameters, query parameters and the JSON body.
 * Values are checked against the variables' GraphQL types here, so a bad one becomes validation.failed with
 * fieldErrors named after the path parameter, query parameter or JSON member, never echoing the value. Members
 * of the body that the input type does not know are dropped, or refused for a `strictBody` route
 * (docs/licensing.md §Conventions of /api/v1).
 */
export function variablesFromRequest(schema: GraphQLSchema, route: RestRoute, req: Request): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  const fieldErrors: FieldErrors = {};
  const typeOf = (variable: string) => variableType(schema, route.operation, variable);
  for (const [param, variable] of Object.entries(route.pathVariables ?? {})) {
    const type = typeOf(variable);
    variables[variable] = coerce(type, fromString(type, String(req.params[param])), param, fieldErrors);
  }
  for (const [param, variable] of Object.entries(route.queryVariables ?? {})) {
    const raw = req.query[param];
    if (raw === undefined || raw === '') continue;
    const type = typeOf(variable);
    variables[variable] = coerce(type, typeof raw === 'string' ? fromString(type, raw) : raw, param, fieldErrors);
  }
  if (route.bodyVariable && route.optionalBody && req.body === undefined) {
    variables[route.bodyVariable] = null;
  } else if (route.bodyVariable) {
    const body = req.body === undefined || req.body === null ? {} : req.body;
    if (typeof body !== 'object' || Array.isArray(body)) throw validationFailed({ body: ['object_required'] });
    const type = typeOf(route.bodyVariable);
    const unknown = route.strictBody ? unknownMembers(body, type) : [];
    for (const member of unknown) fieldErrors[member] = ['unknown'];
    variables[route.bodyVariable] = coerce(type, prune(body, type), '', fieldErrors);
  }
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  return variables;
}

export function variableType(schema: GraphQLSchema, document: DocumentNode, variable: string): GraphQLInputType {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const found = definition.variableDefinitions?.find((candidate) => candidate.variable.name.value === variable);
    if (found) {
      const type = typeFromAST(schema, found.type);
      if (type) return type as GraphQLInputType;
    }
  }
  throw new Error(`Operation has no variable $${variable}`);
}

/** Path and query values arrive as text; numbers and booleans are read as such before type coercion. */
function fromString(type: GraphQLInputType, raw: string): unknown {
  const named = getNamedType(type).name;
  if ((named === 'Int' || named === 'Float') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (named === 'Boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function coerce(type: GraphQLInputType, value: unknown, name: string, fieldErrors: FieldErrors): unknown {
  coerceInputValue(value, type, (path, _invalid, error) => {
    const missing = /^Field "([^"]+)" of required type .* was not provided\.$/.exec(error.message);
    const field = [name, ...path.map(String), ...(missing ? [missing[1]] : [])].filter(Boolean).join('.') || 'body';
    (fieldErrors[field] ??= []).push(missing || value === undefined ? 'required' : 'invalid');
  });
  return value;
}

/** Members of `value` (at any depth) that the input type does not declare, as dotted paths. */
function unknownMembers(value: unknown, type: GraphQLInputType, path = ''): string[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null || typeof value !== 'object') return [];
  if (isListType(inner)) {
    return Array.isArray(value)
      ? value.flatMap((item, index) => unknownMembers(item, inner.ofType, `${path}${path ? '.' : ''}${index}`))
      : [];
  }
  if (!isInputObjectType(inner) || Array.isArray(value)) return [];
  const fields = inner.getFields();
  return Object.entries(value).flatMap(([name, member]) => {
    const at = path ? `${path}.${name}` : name;
    return Object.hasOwn(fields, name) ? unknownMembers(member, fields[name].type, at) : [at];
  });
}

function prune(value: unknown, type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null || typeof value !== 'object') return value;
  if (isListType(inner)) return Array.isArray(value) ? value.map((item) => prune(item, inner.ofType)) : value;
  if (!isInputObjectType(inner) || Array.isArray(value)) return value;
  const fields = inner.getFields();
  const result: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    if (Object.hasOwn(fields, name)) result[name] = prune(member, fields[name].type);
  }
  return result;
}
