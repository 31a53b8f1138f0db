import type { GrantableRole } from '../access/access.module';

/**
 * The roles granted the licensing permissions besides MegaAdmin. Licensing is the vendor's own console: platform
 * staff only, organization roles hold none of it.
 */
export const LICENSING_STAFF: readonly GrantableRole[] = ['MegaManager'];
