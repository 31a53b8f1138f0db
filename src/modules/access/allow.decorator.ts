import { Extensions, UseMiddleware, type ResolverData } from 'type-graphql';
import type { Actor } from '../../platform/context/actor';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { authorize, holdsAnywhere, mayHoldByRole, type AccessTarget as GuardTarget } from './access-guard';
import {
  ACCESS_EXTENSION,
  ACCESS_GUARD_EXTENSION,
  ACCESS_PRECHECK_EXTENSION,
} from '../../platform/graphql/access-declarations';
import type { AccessRule, AccessScope } from './access-rule';
import { requireActiveContext, requireContextOrganization, sameId } from './outlet-context';
import type { Permission } from './permissions';
import type { ResourceDefinition } from './resource-scope';
import { isUuid } from '../../platform/validation/uuid';

type Args = Record<string, unknown>;
/** Picks an id from the operation's arguments or, on a field of an object type, from the parent object. */
type Pick = (args: Args, root: Args) => unknown;

/** One call as the access check sees it: GraphQL resolver data, or a REST route that is not a GraphQL operation. */
export interface AccessCall {
  context: RequestContext;
  args: Args;
  root: Args;
  /** The operation's name, for `workflow.locked` answers. */
  operation: string;
}

/** What a permission is checked on; built by `on.*`, consumed by `@Allow` and `allow`. */
export interface AccessTarget {
  scope: AccessScope;
  rule?: Partial<Extract<AccessRule, { kind: 'permission' }>>;
  check(call: AccessCall, permission: Permission): Promise<void>;
}

/**
 * The tenant an authenticated caller acts in, from the caller alone: the module whose rows carry a tenant defines it
 * (licensing: `licensingTenant`), so access needs no knowledge of that module.
 */
export type TenantOf = (actor: Actor) => string;

const idFrom = (pick: Pick, { args, root }: AccessCall): string => String(pick(args, root));

const onPlatform = (): AccessTarget => ({
  scope: 'platform',
  check: ({ context }, permission) => authorize(context, permission, { kind: 'platform' }),
});

export const on = {
  platform: onPlatform,
  /**
   * A platform permission, then the tenant the caller acts in, which the service reads as `ctx.tenantId`. The tenant
   * comes from the caller, never from the request, and the check reads nothing of the request: its rule is the
   * platform's, and a row of another tenant is the service's own 404 (it reads only rows of `ctx.tenantId`).
   */
  tenant: (tenantOf: TenantOf): AccessTarget => {
    const platform = onPlatform();
    return {
      scope: platform.scope,
      check: async (call, permission) => {
        await platform.check(call, permission);
        call.context.setTenantId(tenantOf(await call.context.requireActor()));
      },
    };
  },
  organization: (pick: Pick): AccessTarget => ({
    scope: 'organization',
    check: (data, permission) =>
      authorize(data.context, permission, { kind: 'organization', organizationId: idFrom(pick, data) }),
  }),
  location: (pick: Pick): AccessTarget => ({
    scope: 'location',
    check: (data, permission) =>
      authorize(data.context, permission, { kind: 'location', locationId: idFrom(pick, data) }),
  }),
  /** The active context the client sent, validated on every call; the service reads `ctx.activeContext`. */
  context: (options: { organizationWide?: boolean } = {}): AccessTarget => ({
    scope: 'context',
    rule: { organizationWide: options.organizationWide ?? false },
    check: async ({ context }, permission) => {
      context.setActiveContext(
        await requireActiveContext(context, permission, { allowOrganizationWide: options.organizationWide }),
      );
    },
  }),
  /** An organization-wide call: the organization argument, else X-Organization-Id; read as `ctx.activeContext`. */
  contextOrganization: (pick: Pick): AccessTarget => ({
    scope: 'contextOrganization',
    check: async (data, permission) => {
      const given = pick(data.args, data.root);
      data.context.setActiveContext(
        await requireContextOrganization(data.context, typeof given === 'string' ? given : null, permission),
      );
    },
  }),
  /**
   * The outlet (or organization) of a resource loaded by id; see `defineResource`. A resource outside the context
   * headers is its 404, revealing nothing, unless `writeOutsideReach` says the call is a write that must tell a
   * caller who does not reach the resource at all that it is refused (403): queueing a payment of another tenant.
   */
  resource: (
    resource: ResourceDefinition,
    pick: Pick,
    options: { writeOutsideReach?: 'forbidden' } = {},
  ): AccessTarget => ({
    scope: 'resource',
    rule: {
      resource: {
        name: resource.name,
        notFoundCode: resource.notFoundCode,
        checkedOn: resource.checkedOn,
        checksContextHeaders: resource.checksContextHeaders,
      },
    },
    check: async (data, permission) => {
      const ctx = data.context;
      const id = idFrom(pick, data);
      if (!isUuid(id)) throw validationFailed({ id: ['uuid'] });
      const scope = await resource.load(ctx, id);
      if (!scope) throw new DomainError(resource.notFoundCode);
      const target: GuardTarget =
        scope.locationId && resource.checkedOn === 'outlet'
          ? { kind: 'location', locationId: scope.locationId }
          : { kind: 'organization', organizationId: scope.organizationId };
      const forbiddenFirst = options.writeOutsideReach === 'forbidden';
      if (forbiddenFirst) await authorize(ctx, permission, target);
      if (resource.checksContextHeaders) {
        const { headers } = ctx.requestedContext;
        const outside = (sent: string | null, actual: string | null) => sent !== null && !sameId(sent, actual);
        // An organization-wide resource has no outlet to compare with the X-Location-Id header.
        if (
          outside(headers.organizationId, scope.organizationId) ||
          (scope.locationId !== null && outside(headers.locationId, scope.locationId))
        )
          throw new DomainError(resource.notFoundCode);
      }
      if (!forbiddenFirst) await authorize(ctx, permission, target);
      if (scope.lockedState) {
        throw new DomainError('workflow.locked', {
          params: { entity: resource.entity, state: scope.lockedState, operation: data.operation },
        });
      }
    },
  }),
  /** Any assignment granting the permission; the service reads only rows inside the caller's reach. */
  reach: (): AccessTarget => ({
    scope: 'reach',
    check: async ({ context }, permission) => {
      if (!holdsAnywhere(await context.requireActor(), permission)) throw new DomainError('forbidden');
    },
  }),
};

/** An access declaration as a value: its rule (for OpenAPI and the matrix) and its check. */
export interface AccessDeclaration {
  rule: AccessRule;
  /**
   * What needs no input: authentication, then whether the caller's roles grant the permission anywhere at all.
   * Transports run it before validating the request, so a wrong role is 401/403 whatever the body says.
   */
  precheck(context: RequestContext): Promise<void>;
  /** The precheck, then the permission on the target (which may read the resource). */
  enforce(call: AccessCall): Promise<void>;
}

/**
 * `permission` may name several permissions the caller must all hold on the target (the licensing customer routes
 * need `customers.read` and `licenses.manage`); they are checked in the order given.
 */
export function allow(permission: Permission | AllOf, target: AccessTarget = on.platform()): AccessDeclaration {
  const [first, ...alsoRequires] = typeof permission === 'string' ? [permission] : permission;
  const rule: AccessRule = {
    kind: 'permission',
    permission: first,
    ...(alsoRequires.length > 0 ? { alsoRequires } : {}),
    scope: target.scope,
    ...target.rule,
  };
  const precheck = async (context: RequestContext) => {
    if (!mayHoldByRole(await context.requireActor(), [first, ...alsoRequires], target.scope === 'platform')) {
      throw new DomainError('forbidden');
    }
  };
  return {
    rule,
    precheck,
    async enforce(call) {
      await precheck(call.context);
      await target.check(call, first);
      for (const next of alsoRequires) await target.check(call, next);
    },
  };
}

/** Permissions that must all be held, at least one. */
export type AllOf = readonly [Permission, ...Permission[]];

const requireUser = async (context: RequestContext) => {
  // A licensing service account is no user: it has no "own data" of a user (profile, context, sessions).
  if ((await context.requireActor()).serviceAccount) throw new DomainError('forbidden');
};

export const authenticated: AccessDeclaration = {
  rule: { kind: 'authenticated' },
  precheck: requireUser,
  enforce: ({ context }) => requireUser(context),
};

export const anonymous: AccessDeclaration = {
  rule: { kind: 'public' },
  precheck: async () => undefined,
  enforce: async () => undefined,
};

/**
 * The access declaration of an operation: `@Allow('organization.view', on.organization((args) => args.id))`.
 * Every root Query and Mutation carries exactly one of `@Allow`, `@Authenticated` or `@Public` (the schema build
 * refuses one without), and the REST shim, OpenAPI and the authorization matrix read it from the field.
 */
export function Allow(permission: Permission | AllOf, target: AccessTarget = on.platform()): MethodDecorator {
  return declare(allow(permission, target));
}

/** Any signed-in, active user; what the operation shows is limited by the service to the caller's own data. */
export function Authenticated(): MethodDecorator {
  return declare(authenticated);
}

/** No sign-in: the anonymous endpoints (login, invitations, supported banks, health…). */
export function Public(): MethodDecorator {
  return declare(anonymous);
}

function declare(declaration: AccessDeclaration): MethodDecorator {
  // The check travels beside the rule so subscriptions run it when they start (platform/graphql/subscription-access).
  const extension = Extensions({
    [ACCESS_EXTENSION]: declaration.rule,
    [ACCESS_GUARD_EXTENSION]: declaration.enforce,
    [ACCESS_PRECHECK_EXTENSION]: declaration.precheck,
  });
  // A public operation has nothing to check, so it gets no middleware at all.
  const guard =
    declaration.rule.kind === 'public'
      ? null
      : UseMiddleware(async ({ context, args, root, info }: ResolverData<RequestContext>, next) => {
          await declaration.enforce({ context, args, root: (root ?? {}) as Args, operation: info.fieldName });
          return next();
        });
  return (target, propertyKey, descriptor) => {
    extension(target, propertyKey, descriptor);
    guard?.(target, propertyKey, descriptor);
  };
}
