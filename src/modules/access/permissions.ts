import type { RoleCode } from './role-codes';

/**
 * Every permission string of the specification, and the one role-to-permission table (00-decisions §3).
 * Platform permissions apply platform-wide; the others apply within the scope of the assignment that grants them.
 */
export const PERMISSIONS = [
  'platform.organizations.view',
  'platform.organizations.manage',
  'platform.quotas.manage',
  'platform.settings.view',
  'platform.settings.manage',
  'platform.users.manage',
  'organization.view',
  'organization.users.manage',
  'organization.locations.manage',
  'organization.quotas.view',
  'location.view',
  'location.bank_statements.upload',
  'location.bank_statements.quality_override',
  'bankFiles.download',
  'counterparty.match',
  'payment_candidates.build',
  'payment.confirm',
  'erp.connections.view',
  'erp.postings.view',
  'export.csv',
  'export.pdf',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const VIEWER: Permission[] = [
  'organization.view',
  'organization.quotas.view',
  'location.view',
  'erp.connections.view',
  'erp.postings.view',
];

const ACCOUNTANT: Permission[] = [
  ...VIEWER,
  'location.bank_statements.upload',
  'location.bank_statements.quality_override',
  'bankFiles.download',
  'counterparty.match',
  'payment_candidates.build',
  'payment.confirm',
  'export.csv',
  'export.pdf',
];

const ORGANIZATION_ADMIN: Permission[] = [...ACCOUNTANT, 'organization.users.manage', 'organization.locations.manage'];

const MEGA_MANAGER: Permission[] = [
  ...ORGANIZATION_ADMIN,
  'platform.organizations.view',
  'platform.organizations.manage',
  'platform.quotas.manage',
  'platform.settings.view',
  'platform.users.manage',
];

export const ROLE_PERMISSIONS: Record<RoleCode, ReadonlySet<Permission>> = {
  MegaAdmin: new Set(PERMISSIONS),
  MegaManager: new Set(MEGA_MANAGER),
  OrganizationAdmin: new Set(ORGANIZATION_ADMIN),
  Accountant: new Set(ACCOUNTANT),
  Viewer: new Set(VIEWER),
};

/** The sorted union of the permissions of the given roles. */
export function permissionsOf(roles: Iterable<RoleCode>): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  return [...granted].sort();
}
