import type { RoleCode } from '../identity/identity.module';

/**
 * Every permission string the service knows, with what it allows. Platform permissions apply platform-wide; the others
 * apply within the scope of the assignment that grants them (docs/access.md, "Assignments and reach").
 */
export const PERMISSION_DESCRIPTIONS = {
  'platform.organizations.view': 'List and read every organization (platform endpoints).',
  'platform.organizations.manage': 'Create, update and archive organizations.',
  'platform.organizations.delete': 'Hard-delete an archived organization without business data.',
  'platform.quotas.manage': 'Set organization quotas.',
  'platform.settings.view': 'Read platform settings.',
  'platform.settings.manage': 'Override platform settings.',
  'platform.users.manage': 'Create and update users, invite, assign and remove roles on the platform endpoints.',
  'platform.staff.manage':
    'Update, invite and assign platform roles to platform staff (users holding MegaAdmin or MegaManager).',
  'organization.view': 'Read the organization and its outlets.',
  'organization.users.manage': 'Manage the users and role assignments of the organization; update it.',
  'organization.locations.manage': 'Create and update outlets and child organizations.',
  'organization.quotas.view': 'Read the organization quota.',
  'location.view': 'Read the outlet.',
  'location.bank_statements.view': 'Read bank statement imports, transactions and their quality.',
  'location.bank_statements.upload': 'Upload and delete bank statement imports.',
  'location.bank_statements.quality_override': 'Override the balance review of an import.',
  'bankFiles.download': 'Download original bank statement files.',
  'bank_statements.reprocess_preview': 'Run and read reprocess previews of an import (platform staff only).',
  'counterparty.match': 'Match, exclude and revert bank transactions; manage counterparty rules.',
  'payment_candidates.build': 'Build payment candidates and prepare work items.',
  'payment.confirm': 'Confirm, approve, cancel and queue payment allocations.',
  'erp.connections.view': 'Read accounting-system connections, references and sync history.',
  'erp.connections.manage': 'Create, test, rotate, sync and delete accounting-system connections.',
  'erp.postings.view': 'Read payment candidates, allocations, postings and the reconciliation evidence.',
  'erp.postings.approve': 'Approve, retry and reconcile postings and set their write target.',
  'audit.view': 'Read the audit log of the scope.',
  'export.csv': 'Export CSV reports of the scope.',
  'export.pdf': 'Export PDF reports of the scope.',
  'customers.read': 'Licensing: read customer profiles, licenses, issue candidates and the license table.',
  'customers.manage': 'Licensing: replace a customer profile.',
  'licenses.manage': 'Licensing: issue, revoke, archive and rotate license keys; validate keys.',
  'catalog.manage': 'Licensing: manage products, offers, offer versions and subscriptions.',
  'edge_gateways.manage': 'Licensing: enroll edge gateways and read their signing keys.',
  'platform_plans.manage': 'Licensing: manage the platform plans and their public visibility.',
  'platform.tenants.manage': 'Licensing: create vendor tenants and service accounts.',
} as const;

export type Permission = keyof typeof PERMISSION_DESCRIPTIONS;

export const PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as Permission[];

const VIEWER: Permission[] = [
  'organization.view',
  'location.view',
  'location.bank_statements.view',
  'erp.connections.view',
  'erp.postings.view',
  'audit.view',
  'export.csv',
  'export.pdf',
];

const ACCOUNTANT: Permission[] = [
  ...VIEWER,
  'location.bank_statements.upload',
  'location.bank_statements.quality_override',
  'bankFiles.download',
  'counterparty.match',
  'payment_candidates.build',
  'payment.confirm',
  'erp.postings.approve',
];

const ORGANIZATION_ADMIN: Permission[] = [
  ...ACCOUNTANT,
  'organization.users.manage',
  'organization.locations.manage',
  'organization.quotas.view',
  'erp.connections.manage',
];

/**
 * Platform staff who run tenants but do not do their bookkeeping: no upload or import delete (import delete is for
 * MegaAdmin, OrganizationAdmin and Accountant only), no matching, no payments.
 */
const MEGA_MANAGER: Permission[] = [
  ...VIEWER,
  'location.bank_statements.quality_override',
  'bankFiles.download',
  'bank_statements.reprocess_preview',
  'organization.users.manage',
  'organization.locations.manage',
  'organization.quotas.view',
  'erp.connections.manage',
  'platform.organizations.view',
  'platform.organizations.manage',
  'platform.quotas.manage',
  'platform.settings.view',
  'platform.settings.manage',
  'platform.users.manage',
  // Licensing is the vendor's own console: platform staff only, organization roles hold none of it.
  'customers.read',
  'customers.manage',
  'licenses.manage',
  'catalog.manage',
  'edge_gateways.manage',
  'platform_plans.manage',
];

/** The one role-to-permission table; docs/permissions.md is rendered from it (`npm run docs:permissions`). */
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
