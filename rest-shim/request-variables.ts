import {
  coerceInputValue,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { validationFailed, type FieldErrors } from '../src/platform/errors/domain-error';

/**
 * Turns a JSON body into the value of one input variable: members the input type does not know are dropped
 * (00-decisions §4), and wrong types or missing members become validation.failed with fieldErrors named after
 * the JSON members, without ever echoing the submitted values.
 */
export function bodyToVariable(
  schema: GraphQLSchema,
  document: DocumentNode,
  variable: string,
  body: unknown,
): unknown {
  const type = variableType(schema, document, variable);
  if (body === undefined || body === null) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) throw validationFailed({ body: ['object_required'] });
  const value = prune(body, type);
  const fieldErrors: FieldErrors = {};
  coerceInputValue(value, type, (path, _invalid, error) => {
    const missing = /^Field "([^"]+)" of required type .* was not provided\.$/.exec(error.message);
    const field = [...path.map(String), ...(missing ? [missing[1]] : [])].join('.') || 'body';
    (fieldErrors[field] ??= []).push(missing ? 'required' : 'invalid');
  });
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  return value;
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
