import {
  buildRoleTable,
  declaredPermissions,
  definePermissions,
  installPermissions,
  permissionsOf,
  ROLE_PERMISSIONS,
  roleGrants,
} from './permissions';

const DEFINITIONS = [
  ...definePermissions({
    'organization.view': { description: 'Read.', grantedTo: ['OrganizationAdmin', 'Viewer'] },
    'platform.organizations.delete': { description: 'Delete.', grantedTo: [] },
  }),
  ...definePermissions({ 'audit.view': { description: 'Audit.', grantedTo: ['Viewer'] } }),
];

describe('the role table', () => {
  it('does not exist before the modules are composed: a check throws instead of refusing', () => {
    expect(() => ROLE_PERMISSIONS.Viewer).toThrow(/composeModules/);
    expect(() => roleGrants('Viewer', 'organization.view')).toThrow(/composeModules/);
    expect(() => permissionsOf(['Viewer'])).toThrow(/composeModules/);
  });

  it('refuses a permission declared twice and a role that cannot be granted one', () => {
    expect(() =>
      buildRoleTable([...DEFINITIONS, { name: 'audit.view', description: 'Again.', grantedTo: [] }]),
    ).toThrow(/audit.view is declared twice/);
    expect(() => buildRoleTable([{ name: 'x.view', description: 'X.', grantedTo: ['Auditor'] }])).toThrow(
      /Auditor is no grantable role/,
    );
    expect(() => buildRoleTable([{ name: 'x.view', description: 'X.', grantedTo: ['MegaAdmin'] }])).toThrow(
      /MegaAdmin is no grantable role/,
    );
  });

  it('gives MegaAdmin every declared permission and the other roles those declared for them', () => {
    installPermissions(DEFINITIONS);
    expect(declaredPermissions().map((definition) => definition.name)).toEqual([
      'organization.view',
      'platform.organizations.delete',
      'audit.view',
    ]);
    expect(permissionsOf(['MegaAdmin'])).toEqual(['audit.view', 'organization.view', 'platform.organizations.delete']);
    expect(permissionsOf(['Viewer', 'OrganizationAdmin'])).toEqual(['audit.view', 'organization.view']);
    expect(permissionsOf(['Accountant', 'MegaManager'])).toEqual([]);
    expect(roleGrants('OrganizationAdmin', 'organization.view')).toBe(true);
    expect(roleGrants('OrganizationAdmin', 'audit.view')).toBe(false);
  });

  it('throws on a permission no composed module declares', () => {
    expect(() => roleGrants('MegaAdmin', 'erp.postings.view')).toThrow(/erp.postings.view is declared by no composed/);
  });

  it('installs again from the same permissions, never from different ones', () => {
    expect(() => installPermissions([...DEFINITIONS])).not.toThrow();
    expect(() => installPermissions(DEFINITIONS.slice(1))).toThrow(/different set of permissions/);
    expect(ROLE_PERMISSIONS.MegaAdmin.size).toBe(3);
  });
});
