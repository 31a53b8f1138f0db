/** The five assignable roles (docs/permissions.md). Their ids are fixed by the initial migration. */
export const ROLE_CODES = ['MegaAdmin', 'MegaManager', 'OrganizationAdmin', 'Accountant', 'Viewer'] as const;

export type RoleCode = (typeof ROLE_CODES)[number];

export type RoleScope = 'Platform' | 'Organization';

export const ROLE_IDS: Record<RoleCode, string> = {
  MegaAdmin: '00000000-0000-4000-8000-000000000001',
  MegaManager: '00000000-0000-4000-8000-000000000002',
  OrganizationAdmin: '00000000-0000-4000-8000-000000000003',
  Accountant: '00000000-0000-4000-8000-000000000004',
  Viewer: '00000000-0000-4000-8000-000000000005',
};

export function isRoleCode(value: string): value is RoleCode {
  return (ROLE_CODES as readonly string[]).includes(value);
}
