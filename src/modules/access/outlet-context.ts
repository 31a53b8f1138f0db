import type { ActiveContext } from '../../platform/context/actor';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { authorize, decideLocation, decideOrganization } from './access-guard';
import type { Permission } from './permissions';
import { loadLocationScope, loadOrganizationScope } from './scope-loaders';
import { isUuid } from '../../platform/validation/uuid';

/**
 * Validates the context the client sent on every call of an Outlet-required endpoint (docs/access.md, "Active context")
 * and returns it. Never falls back to platform-wide data, also not for MegaAdmin and MegaManager: the permission is
 * checked on the selected outlet (or organization) itself.
 */
export async function requireActiveContext(
  ctx: RequestContext,
  permission: Permission,
  options: { allowOrganizationWide?: boolean } = {},
): Promise<ActiveContext> {
  // Sign-in first: an anonymous caller learns nothing about which context would have been valid.
  await ctx.requireActor();
  const { headers, query } = ctx.requestedContext;
  const queryGiven = query.organizationId !== null || query.locationId !== null;
  const headersGiven = headers.organizationId !== null || headers.locationId !== null;
  if (
    queryGiven &&
    headersGiven &&
    (!sameId(query.organizationId, headers.organizationId) || !sameId(query.locationId, headers.locationId))
  ) {
    throw validationFailed(
      { organizationId: ['context_mismatch'], locationId: ['context_mismatch'] },
      'The query pair and the context headers disagree.',
    );
  }
  const requested = queryGiven ? query : headers;
  if (requested.organizationId === null) throw new DomainError('context.organization.required');
  if (!isUuid(requested.organizationId)) throw new DomainError('context.organization.invalid');
  if (requested.locationId !== null && !isUuid(requested.locationId)) throw new DomainError('context.location.invalid');
  return checkContextSelection(
    ctx,
    { organizationId: requested.organizationId, locationId: requested.locationId },
    permission,
    options,
  );
}

/**
 * The context checks on well-formed ids, in order (docs/access.md, "Active context"): the organization usable and in
 * scope, the outlet active, inside it and in scope, organization-wide mode only with organization-wide access. Shared
 * by every Outlet-required endpoint and the explicit selection (POST /api/auth/context).
 */
export async function checkContextSelection(
  ctx: RequestContext,
  requested: ActiveContext,
  permission: Permission,
  options: { allowOrganizationWide?: boolean } = {},
): Promise<ActiveContext> {
  if (requested.locationId === null && !options.allowOrganizationWide)
    throw new DomainError('context.location.required');
  const actor = await ctx.requireActor();
  const organization = await loadOrganizationScope(ctx, requested.organizationId);
  if (!organization || organization.status === 'Archived') throw new DomainError('context.organization.not_found');
  if (decideOrganization(actor, 'organization.view', organization) === 'unreached')
    throw new DomainError('context.organization.denied');

  if (requested.locationId === null) {
    if (decideOrganization(actor, permission, organization) !== 'allowed')
      throw new DomainError('context.organization.denied');
    return { organizationId: organization.id, locationId: null };
  }
  const location = await loadLocationScope(ctx, requested.locationId);
  if (!location || !location.isActive) throw new DomainError('context.location.not_found');
  if (location.organizationId !== organization.id) throw new DomainError('context.location.organization_mismatch');
  if (decideLocation(actor, permission, location) !== 'allowed') throw new DomainError('context.location.denied');
  return { organizationId: organization.id, locationId: location.id };
}

/**
 * The organization of an organization-wide call that takes no outlet: the argument (REST query) or, when absent, the
 * X-Organization-Id header; both given must agree. Returned once `permission` on it is checked.
 */
export async function requireContextOrganization(
  ctx: RequestContext,
  given: string | null | undefined,
  permission: Permission,
): Promise<ActiveContext> {
  await ctx.requireActor();
  const header = ctx.requestedContext.headers.organizationId;
  if (given && header && !sameId(given, header)) {
    throw validationFailed({ organizationId: ['context_mismatch'] }, 'The query and the context header disagree.');
  }
  const organizationId = given ?? header;
  if (!organizationId) throw new DomainError('context.organization.required');
  if (!isUuid(organizationId)) throw new DomainError('context.organization.invalid');
  await authorize(ctx, permission, { kind: 'organization', organizationId });
  return { organizationId: organizationId.toLowerCase(), locationId: null };
}

/** Ids compare case-insensitively: a UUID in capitals names the same row. */
export function sameId(a: string | null, b: string | null): boolean {
  return a === b || (a !== null && b !== null && a.toLowerCase() === b.toLowerCase());
}
