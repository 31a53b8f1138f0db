import { defineLoader, inKeyOrder, type LoaderDefinition } from '../../platform/context/loader-registry';
import type { RequestContext } from '../../platform/context/request-context';
import type { ErrorCode } from '../../platform/errors/error-codes';

/** Where a resource lives, as far as access is concerned. */
export interface ResourceScope {
  organizationId: string;
  /** The outlet the resource belongs to; null for organization-wide resources (a connection, a rule). */
  locationId: string | null;
  /**
   * Set when the resource still exists but no longer accepts calls (soft-deleted): after the access check passes,
   * the call answers 409 `workflow.locked` with this state.
   */
  lockedState?: string | null;
}

/**
 * A resource an operation names by id, whose scope decides the access check: `on.resource(importResource, …)`.
 * The loader batches any number of ids per request; a service reading the same id afterwards gets the cached value.
 */
export interface ResourceDefinition {
  /** For OpenAPI and docs: "import", "transaction", … */
  name: string;
  /** The entity name of a `workflow.locked` answer. */
  entity: string;
  /** The scope of one id, or null when unknown; batched per request. */
  load(ctx: RequestContext, id: string): Promise<ResourceScope | null>;
  /** The 404 code of an unknown id (bank_transaction_not_found for transactions, say). */
  notFoundCode: ErrorCode;
  /**
   * Calls about one import or transaction take the context headers too; a header context that does not contain the
   * resource is `notFoundCode`, so the answer does not reveal that the resource exists elsewhere.
   */
  checksContextHeaders: boolean;
  /**
   * What the permission is checked on: the resource's outlet when it has one (the default), or its organization for
   * organization-wide operations about an outlet's resource (a rule created from a transaction's match).
   */
  checkedOn: 'outlet' | 'organization';
}

interface ResourceOptions {
  name: string;
  entity: string;
  notFoundCode?: ErrorCode;
  checksContextHeaders?: boolean;
  checkedOn?: 'outlet' | 'organization';
}

/**
 * Declares a resource from one SQL statement returning `id`, `organization_id`, `location_id` (and optionally
 * `locked_state`) for the ids in `$1` (uuid[]).
 */
export function defineResource(options: ResourceOptions & { sql: string }): ResourceDefinition {
  const loader = defineLoader<string, ScopeRow | null>(async (ctx: RequestContext, ids) =>
    inKeyOrder<ScopeRow>(ids, await ctx.em.query(options.sql, [[...ids]])),
  );
  return resourceOf({
    ...options,
    loader,
    scopeOf: (row) => ({
      organizationId: row.organization_id,
      locationId: row.location_id,
      lockedState: row.locked_state ?? null,
    }),
  });
}

interface ScopeRow {
  id: string;
  organization_id: string;
  location_id: string | null;
  locked_state?: string | null;
}

/**
 * Declares a resource over a row loader the module's services use anyway, so the service reading the row after the
 * access check gets it from the request's cache instead of a second statement. A service that changes the row and
 * reads it back through the loader clears it first (`ctx.loader(rowLoader).clear(id)`).
 */
export function resourceOf<Row>(
  options: ResourceOptions & { loader: LoaderDefinition<string, Row | null>; scopeOf: (row: Row) => ResourceScope },
): ResourceDefinition {
  return {
    name: options.name,
    entity: options.entity,
    notFoundCode: options.notFoundCode ?? 'not_found',
    checksContextHeaders: options.checksContextHeaders ?? false,
    checkedOn: options.checkedOn ?? 'outlet',
    async load(ctx, id) {
      const row = await ctx.loader(options.loader).load(id);
      return row ? options.scopeOf(row) : null;
    },
  };
}
