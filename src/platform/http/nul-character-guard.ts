import type { NextFunction, Request, Response } from 'express';
import { validationFailed, type FieldErrors } from '../errors/domain-error';

/** The fieldErrors key of a member holding U+0000. */
export const NUL_CHARACTER = 'nul_character';

export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in what a client sends would fail in some statement as
 * internal_error. One rule at the edge instead (REST routes answer it after their access precheck,
 * `deferOnRestPaths`): any query-string value or JSON body
 * string (member names too, at any depth) holding a NUL is validation.failed with fieldErrors naming the member by
 * its dotted path. GraphQL requests are covered alike: `query` and `variables` of a JSON body, of a multipart
 * `operations` field (parsed into the body before this runs) and of a GET query string, whose `variables` is JSON
 * text. NULs written as escapes inside the GraphQL document itself are refused by the `nulCharacterRule`
 * validation rule.
 */
export function nulCharacterGuard(req: Request, _res: Response, next: NextFunction): void {
  const fieldErrors: FieldErrors = {};
  collectNuls(req.query, fieldErrors);
  if (req.path === '/graphql' && typeof req.query.variables === 'string') {
    collectNuls(parsedJson(req.query.variables), fieldErrors, 'variables');
  }
  collectNuls(req.body, fieldErrors);
  if (Object.keys(fieldErrors).length > 0) {
    next(validationFailed(fieldErrors));
    return;
  }
  next();
}

/** Walks with its own stack: a 1 MB JSON body can nest deeper than the call stack goes. */
function collectNuls(root: unknown, fieldErrors: FieldErrors, rootPath = ''): void {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: rootPath }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (containsNul(value)) fieldErrors[path || 'body'] = [NUL_CHARACTER];
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: member(path, String(index)) }));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A member name with a NUL is named with U+FFFD in its place, which the client can still recognise.
        if (containsNul(key)) fieldErrors[member(path, key.replaceAll('\u0000', '\uFFFD'))] = [NUL_CHARACTER];
        else pending.push({ value: item, path: member(path, key) });
      }
    }
    // Anything else is not client text: numbers, booleans, null, and the uploads of a multipart GraphQL request.
  }
}

function member(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** GraphQL GET `variables` are JSON text; text that is not JSON is Apollo's to refuse. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
