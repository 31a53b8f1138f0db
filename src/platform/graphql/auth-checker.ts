import type { AuthCheckerFn } from 'type-graphql';
import type { RequestContext } from '../context/request-context';
import { DomainError } from '../errors/domain-error';

/**
 * `@Authorized()` requires a signed-in, active user; `@Authorized('perm')` also requires the permission in some
 * scope. Scope-specific checks (which organization, which outlet) belong to the service that knows the resource.
 */
export const authChecker: AuthCheckerFn<RequestContext> = async ({ context }, permissions) => {
  const actor = await context.requireActor();
  if (permissions.some((permission) => !actor.permissions.includes(permission))) throw new DomainError('forbidden');
  return true;
};
