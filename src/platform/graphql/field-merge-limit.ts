import type { NextFunction, Request, Response } from 'express';
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-codes';

/**
 * graphql-js's OverlappingFieldsCanBeMergedRule compares every pair of selections that share a response name in a
 * merged selection set, and then their merged subselections: quadratic in how often one field is repeated. A 4,000
 * token document repeating `roleAssignments { roleId }` held the event loop for 120 ms in that rule alone, and the
 * limit rules of query-limits.ts cannot prevent it, since graphql-js runs all validation rules in one pass, and
 * Apollo treats an error thrown by a plugin before validation as an internal one.
 *
 * So the repetition is bounded before the request reaches Apollo, on the parsed document: in any merged selection set (fields of
 * one level together with those of the inline fragments and fragments spread there, and the subselections of
 * same-named fields merged in turn, as graphql-js merges them) one response name may be selected at most
 * `maxRepeats` times. The walk visits each selection of a merged set once and spreads a fragment once per merged
 * set; it stops after `maxVisits` selections, so it is linear in the document however the document nests.
 */
export interface FieldMergeLimits {
  maxRepeats: number;
  maxVisits: number;
}

export interface FieldMergeRefusal {
  code: ErrorCode;
  params: { limit: number; actual: number };
}

export function checkFieldMerging(document: DocumentNode, limits: FieldMergeLimits): FieldMergeRefusal | null {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );
  let visits = 0;
  const pending: SelectionSetNode[][] = document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [[definition.selectionSet]] : [],
  );
  for (let merged = pending.pop(); merged; merged = pending.pop()) {
    const byName = new Map<string, { count: number; children: SelectionSetNode[] }>();
    const spread = new Set<string>();
    const sets = [...merged];
    for (let set = sets.pop(); set; set = sets.pop()) {
      for (const selection of set.selections) {
        if (++visits > limits.maxVisits) {
          return { code: 'graphql.selection_limit_exceeded', params: { limit: limits.maxVisits, actual: visits } };
        }
        if (selection.kind === Kind.INLINE_FRAGMENT) sets.push(selection.selectionSet);
        else if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const fragment = fragments.get(selection.name.value);
          if (fragment && !spread.has(fragment.name.value)) {
            spread.add(fragment.name.value);
            sets.push(fragment.selectionSet);
          }
        } else {
          const name = selection.alias?.value ?? selection.name.value;
          const entry = byName.get(name) ?? { count: 0, children: [] };
          byName.set(name, entry);
          entry.count += 1;
          if (entry.count > limits.maxRepeats) {
            return {
              code: 'graphql.field_repeat_limit_exceeded',
              params: { limit: limits.maxRepeats, actual: entry.count },
            };
          }
          if (selection.selectionSet) entry.children.push(selection.selectionSet);
        }
      }
    }
    for (const { children } of byName.values()) if (children.length > 0) pending.push(children);
  }
  return null;
}

/** Queries already checked, by text: a client sends the same few documents again and again. */
const REMEMBERED_QUERIES = 1000;
/**
 * Only queries up to this length are remembered: comments do not count against GRAPHQL_MAX_TOKENS, so remembering
 * any text would let a client pin a thousand request bodies in memory.
 */
const REMEMBERED_QUERY_LENGTH = 10_000;
/** Selections the check visits at most: a document within the token cap has far fewer unless it expands. */
const VISIT_BUDGET = 100_000;

/**
 * Express middleware on /graphql, before Apollo: refuses a query (of a single or batched request, a GET or a
 * multipart body) that fails the check. A query is parsed here only the first time its text is seen; one that does
 * not parse is left to Apollo, which answers the syntax error.
 */
export function fieldMergeLimit(limits: { maxRepeats: number; maxTokens: number }) {
  const check = { maxRepeats: limits.maxRepeats, maxVisits: VISIT_BUDGET };
  const accepted = new Set<string>();
  return (req: Request, _res: Response, next: NextFunction): void => {
    for (const query of queriesOf(req)) {
      if (accepted.has(query)) continue;
      let document: DocumentNode;
      try {
        document = parse(query, { maxTokens: limits.maxTokens, noLocation: true });
      } catch {
        continue;
      }
      const refused = checkFieldMerging(document, check);
      if (refused) {
        next(new DomainError(refused.code, { params: refused.params }));
        return;
      }
      if (query.length > REMEMBERED_QUERY_LENGTH) continue;
      accepted.add(query);
      if (accepted.size > REMEMBERED_QUERIES) accepted.delete(accepted.values().next().value!);
    }
    next();
  };
}

function queriesOf(req: Request): string[] {
  const operations: unknown[] = Array.isArray(req.body) ? req.body : [req.body, req.query];
  return operations.flatMap((operation) => {
    const query = (operation as { query?: unknown } | null | undefined)?.query;
    return typeof query === 'string' ? [query] : [];
  });
}
