import { UseMiddleware, type ResolverData } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { authorize, type AccessTarget } from './access-guard';
import type { Permission } from './permissions';

type TargetOf = (data: ResolverData<RequestContext>) => AccessTarget;

/** Where the guarded resource comes from: the platform, or an id among the arguments or on the parent object. */
export const on = {
  platform: (): TargetOf => () => ({ kind: 'platform' }),
  organization:
    (pick: (args: Record<string, unknown>, root: Record<string, unknown>) => unknown): TargetOf =>
    ({ args, root }) => ({ kind: 'organization', organizationId: String(pick(args, root as Record<string, unknown>)) }),
  location:
    (pick: (args: Record<string, unknown>, root: Record<string, unknown>) => unknown): TargetOf =>
    ({ args, root }) => ({ kind: 'location', locationId: String(pick(args, root as Record<string, unknown>)) }),
};

/**
 * `@Guard('organization.view', on.organization((args) => args.id))`: the permission and scope check of a
 * resolver, for GraphQL and the REST shim alike, decided by the one guard before the resolver runs.
 */
export function Guard(permission: Permission, target: TargetOf = on.platform()): MethodDecorator & PropertyDecorator {
  return UseMiddleware(async (data: ResolverData<RequestContext>, next) => {
    await authorize(data.context, permission, target(data));
    return next();
  });
}
