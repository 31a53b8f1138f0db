import type { ErrorCode } from '../../platform/errors/error-codes';
import type { Permission } from './permissions';

/**
 * What the permission of an operation is checked on:
 * - `platform`: a platform assignment must grant it (also `on.tenant(…)`, which then resolves the caller's tenant
 *   from the caller alone and so has nothing of the request to describe);
 * - `organization` / `location`: the organization or outlet named by an argument (or the parent object);
 * - `context`: the active context the client sends (X-Organization-Id / X-Location-Id or the REST query pair),
 *   revalidated on every call and never falling back to platform-wide data;
 * - `contextOrganization`: the organization named by an argument, else by X-Organization-Id (organization-wide calls);
 * - `resource`: the outlet (or organization) of a resource loaded by id, such as an import or a connection;
 * - `reach`: any assignment granting it; the service then reads only rows inside the caller's reach.
 */
export type AccessScope =
  'platform' | 'organization' | 'location' | 'context' | 'contextOrganization' | 'resource' | 'reach';

/**
 * Who may call an operation, as plain data. It travels with the GraphQL field (`ACCESS_EXTENSION`), so the REST
 * routes, OpenAPI and the authorization matrix read the same declaration the guard enforces.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | {
      kind: 'permission';
      permission: Permission;
      /** Further permissions the caller must hold on the same target, besides `permission`. */
      alsoRequires?: readonly Permission[];
      scope: AccessScope;
      /** `context` scope: whether the organization-wide mode (no outlet) is accepted. */
      organizationWide?: boolean;
      /**
       * `resource` scope: the resource's name, the 404 code of an unknown one, whether the permission is checked on
       * the resource's outlet or on its organization, and whether the context headers must contain the resource.
       */
      resource?: {
        name: string;
        notFoundCode: ErrorCode;
        checkedOn: 'outlet' | 'organization';
        checksContextHeaders: boolean;
      };
    };

/** One line for humans (OpenAPI descriptions, docs). */
export function describeAccess(rule: AccessRule): string {
  switch (rule.kind) {
    case 'public':
      return 'Public: no sign-in.';
    case 'authenticated':
      return 'Any signed-in user.';
    case 'permission':
      return rule.alsoRequires?.length
        ? `Permissions ${[rule.permission, ...rule.alsoRequires].map((p) => `\`${p}\``).join(' and ')} ${SCOPE_WORDS[rule.scope](rule)}.`
        : `Permission \`${rule.permission}\` ${SCOPE_WORDS[rule.scope](rule)}.`;
  }
}

const SCOPE_WORDS: Record<AccessScope, (rule: Extract<AccessRule, { kind: 'permission' }>) => string> = {
  platform: () => 'at platform scope',
  organization: () => 'on the organization named by the request',
  location: () => 'on the outlet named by the request',
  context: (rule) =>
    rule.organizationWide
      ? 'on the active context (X-Organization-Id, optional X-Location-Id)'
      : 'on the active outlet context (X-Organization-Id and X-Location-Id required)',
  contextOrganization: () => 'on the organization named by the request or by X-Organization-Id',
  resource: (rule) => `on the ${rule.resource?.checkedOn ?? 'outlet'} of the ${rule.resource?.name ?? 'resource'}`,
  reach: () => 'in some scope; only rows inside the caller’s reach are read',
};
