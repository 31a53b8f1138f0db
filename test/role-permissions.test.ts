import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { composeModules } from '../src/app';
import type { AccessRule } from '../src/modules/access/access-rule';
import { declaredPermissions, ROLE_PERMISSIONS, type Permission } from '../src/modules/access/permissions';
import { ROLE_CODES } from '../src/modules/identity/identity.module';
import { ACCESS_EXTENSION } from '../src/platform/graphql/access-declarations';
import { buildGraphqlSchema } from '../src/platform/graphql/build-schema';
import { inertPlatformServices } from '../src/platform/module/inert-platform';
import type { PermissionDefinition } from '../src/platform/module/permission-definition';

const MODULES = path.join(__dirname, '..', 'src', 'modules');

/**
 * The role table, written out: which roles hold each permission. Taken from the table as it stood when the feature
 * modules began declaring their own permissions; a change to who may do what they allow changes this literal on
 * purpose. A new module's permissions join without touching it: they show in docs/permissions.md, regenerated.
 */
const GRANTS: Record<string, string[]> = {
  'audit.view': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  'bankFiles.download': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant'],
  'bank_statements.reprocess_preview': ['MegaAdmin', 'MegaManager'],
  'catalog.manage': ['MegaAdmin', 'MegaManager'],
  'counterparty.match': ['MegaAdmin', 'OrganizationAdmin', 'Accountant'],
  'customers.manage': ['MegaAdmin', 'MegaManager'],
  'customers.read': ['MegaAdmin', 'MegaManager'],
  'edge_gateways.manage': ['MegaAdmin', 'MegaManager'],
  'erp.connections.manage': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin'],
  'erp.connections.view': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  'erp.postings.approve': ['MegaAdmin', 'OrganizationAdmin', 'Accountant'],
  'erp.postings.view': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  'export.csv': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  'export.pdf': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  'licenses.manage': ['MegaAdmin', 'MegaManager'],
  'location.bank_statements.quality_override': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant'],
  'location.bank_statements.upload': ['MegaAdmin', 'OrganizationAdmin', 'Accountant'],
  'location.bank_statements.view': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  'location.view': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  'organization.locations.manage': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin'],
  'organization.quotas.view': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin'],
  'organization.users.manage': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin'],
  'organization.view': ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'],
  'payment.confirm': ['MegaAdmin', 'OrganizationAdmin', 'Accountant'],
  'payment_candidates.build': ['MegaAdmin', 'OrganizationAdmin', 'Accountant'],
  'platform.organizations.delete': ['MegaAdmin'],
  'platform.organizations.manage': ['MegaAdmin', 'MegaManager'],
  'platform.organizations.view': ['MegaAdmin', 'MegaManager'],
  'platform.quotas.manage': ['MegaAdmin', 'MegaManager'],
  'platform.settings.manage': ['MegaAdmin', 'MegaManager'],
  'platform.settings.view': ['MegaAdmin', 'MegaManager'],
  'platform.staff.manage': ['MegaAdmin'],
  'platform.tenants.manage': ['MegaAdmin'],
  'platform.users.manage': ['MegaAdmin', 'MegaManager'],
  'platform_plans.manage': ['MegaAdmin', 'MegaManager'],
};

/** Every `<feature>.permissions.ts` under src/modules, by path, with the definitions it exports. */
function permissionFiles(): Map<string, PermissionDefinition[]> {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.permissions.ts'),
  );
  return new Map(
    files.map((file) => [
      file,
      Object.values(jest.requireActual<Record<string, PermissionDefinition[]>>(path.join(MODULES, file))).flat(),
    ]),
  );
}

describe('the role table', () => {
  const composition = composeModules(inertPlatformServices());

  it('grants each permission it had before to exactly the roles it granted it to', () => {
    const table = Object.fromEntries(
      Object.keys(GRANTS).map((permission) => [
        permission,
        ROLE_CODES.filter((role) => ROLE_PERMISSIONS[role].has(permission as Permission)),
      ]),
    );
    expect(table).toEqual(GRANTS);
  });

  it('gives no role a permission MegaAdmin lacks', () => {
    for (const role of ROLE_CODES)
      expect([...ROLE_PERMISSIONS[role]].filter((permission) => !ROLE_PERMISSIONS.MegaAdmin.has(permission))).toEqual(
        [],
      );
  });

  it('is what the composed modules declare: each permission once, MegaAdmin all, the others as declared', () => {
    const names = composition.permissions.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    expect(declaredPermissions()).toEqual(composition.permissions);
    expect([...ROLE_PERMISSIONS.MegaAdmin].sort()).toEqual([...names].sort());
    for (const role of ROLE_CODES.filter((code) => code !== 'MegaAdmin')) {
      const declared = composition.permissions.filter((definition) => definition.grantedTo.includes(role));
      expect([...ROLE_PERMISSIONS[role]].sort()).toEqual(declared.map((definition) => definition.name).sort());
    }
  });

  it('holds every permissions file of src/modules, each listed by one composed module', () => {
    const owners = new Map(
      composition.modules.flatMap((module) =>
        (module.permissions ?? []).map((definition) => [definition.name, module.name] as const),
      ),
    );
    const files = permissionFiles();
    expect([...files.values()].flat()).toEqual(expect.arrayContaining(composition.permissions));
    expect([...files.values()].flat()).toHaveLength(composition.permissions.length);
    for (const [file, definitions] of files) {
      const modules = new Set(definitions.map((definition) => owners.get(definition.name)));
      expect({ file, modules: [...modules] }).toEqual({ file, modules: [expect.any(String)] });
    }
  });

  it('declares every permission an operation names', async () => {
    const schema = await buildGraphqlSchema(composition.container);
    const named = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}).flatMap((field) => {
        const rule = field.extensions[ACCESS_EXTENSION] as AccessRule;
        return rule.kind === 'permission' ? [rule.permission, ...(rule.alsoRequires ?? [])] : [];
      }),
    );
    expect(named.filter((permission: Permission) => !ROLE_PERMISSIONS.MegaAdmin.has(permission))).toEqual([]);
  });
});
