import type { PermissionDefinition } from '../../platform/module/permission-definition';
import { ROLE_CODES, isRoleCode, type RoleCode } from '../identity/identity.module';

/**
 * The permissions the modules declare, one entry per module. Each module's `<feature>.permissions.ts` adds its own
 * entry by augmenting this interface (`declare module '../access/access.module'`), so `Permission` is the union of
 * every declared permission and each `@Allow(…)` stays checked by the compiler, wherever it is.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' augmentations
export interface PermissionDeclarations {}

/** Every permission string the service knows. */
export type Permission = {
  [M in keyof PermissionDeclarations]: PermissionDeclarations[M] extends readonly PermissionDefinition<infer N>[]
    ? N
    : never;
}[keyof PermissionDeclarations];

/** The roles a permission can be granted to: MegaAdmin holds every permission without naming it. */
export type GrantableRole = Exclude<RoleCode, 'MegaAdmin'>;

/**
 * A module's permissions, by name: what each allows (one sentence for docs/permissions.md) and the roles granted it
 * besides MegaAdmin. Platform permissions apply platform-wide; the others apply within the scope of the assignment
 * that grants them (docs/access.md, "Assignments and reach").
 */
export function definePermissions<TName extends string>(
  permissions: Record<TName, { description: string; grantedTo: readonly GrantableRole[] }>,
): readonly PermissionDefinition<TName>[] {
  return (Object.keys(permissions) as TName[]).map((name) => ({ name, ...permissions[name] }));
}

interface RoleTable {
  definitions: readonly PermissionDefinition[];
  byRole: Record<RoleCode, ReadonlySet<Permission>>;
}

/** The table of the composed modules; null until `installPermissions` runs. */
let installed: RoleTable | null = null;

/** The role table of these definitions; a permission declared twice, or granted to an unknown role, is refused. */
export function buildRoleTable(definitions: readonly PermissionDefinition[]): RoleTable {
  const byRole = Object.fromEntries(ROLE_CODES.map((role) => [role, new Set<Permission>()])) as Record<
    RoleCode,
    Set<Permission>
  >;
  for (const { name, grantedTo } of definitions) {
    const permission = name as Permission;
    if (byRole.MegaAdmin.has(permission)) throw new Error(`Permission ${name} is declared twice`);
    byRole.MegaAdmin.add(permission);
    for (const role of grantedTo) {
      if (!isRoleCode(role) || role === 'MegaAdmin')
        throw new Error(`Permission ${name}: ${role} is no grantable role`);
      byRole[role].add(permission);
    }
  }
  return { definitions, byRole };
}

/**
 * Installs the role table from the permissions of the composed modules (`composeModules` in src/app.ts). Composing
 * again installs the same table; a different one is refused rather than mixing two compositions in one process.
 */
export function installPermissions(definitions: readonly PermissionDefinition[]): void {
  const table = buildRoleTable(definitions);
  if (installed && JSON.stringify(installed.definitions) !== JSON.stringify(definitions)) {
    throw new Error('A different set of permissions is already installed in this process');
  }
  installed = table;
}

/**
 * Until the modules are composed there is no table: a check then throws instead of refusing quietly, so a test
 * that exercises access without composing says so rather than seeing a role lack a permission.
 */
function table(): RoleTable {
  if (!installed) {
    throw new Error('No role table: the permissions are installed when the modules are composed (composeModules)');
  }
  return installed;
}

/** The permissions of the composed modules, in the order they are composed; docs/permissions.md lists them so. */
export function declaredPermissions(): readonly PermissionDefinition[] {
  return table().definitions;
}

/** Who holds what: MegaAdmin every declared permission, the other roles those declared for them. */
export const ROLE_PERMISSIONS: Readonly<Record<RoleCode, ReadonlySet<Permission>>> = Object.freeze(
  Object.defineProperties(
    {} as Record<RoleCode, ReadonlySet<Permission>>,
    Object.fromEntries(ROLE_CODES.map((role) => [role, { enumerable: true, get: () => table().byRole[role] }])),
  ),
);

/**
 * Whether `role` grants `permission`. A permission no composed module declares is a programming error (its
 * module's permissions file augments the type but the module does not list them), so it throws instead of refusing.
 */
export function roleGrants(role: RoleCode, permission: Permission): boolean {
  const { byRole } = table();
  if (!byRole.MegaAdmin.has(permission)) throw new Error(`Permission ${permission} is declared by no composed module`);
  return byRole[role].has(permission);
}

/** The sorted union of the permissions of the given roles. */
export function permissionsOf(roles: Iterable<RoleCode>): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  return [...granted].sort();
}
