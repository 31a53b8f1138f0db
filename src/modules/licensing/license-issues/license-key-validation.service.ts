import type { RequestContext } from '../../../platform/context/request-context';
import type { License } from '../licenses/license.entity';
import { parseLicenseKey } from '../license-keys/license-key';
import type { LicenseKeyValidationDto } from './dto/license-issue.dto';
import type { LicenseKeyVault } from './license-key-vault';

const INVALID: LicenseKeyValidationDto = { valid: false, licenseId: null, status: null };

/**
 * Key validation (docs/licensing.md, "Issue, rotation and key validation"): the key as typed is parsed leniently, and
 * its keyed hash looked up among the current primary materials of the caller's tenant. Unknown, malformed, superseded
 * and foreign keys all answer the same nulls, so the answer tells nothing about keys the caller does not hold.
 */
export class LicenseKeyValidationService {
  constructor(private readonly vault: LicenseKeyVault) {}

  async validate(ctx: RequestContext, licenseKey: string): Promise<LicenseKeyValidationDto> {
    const { tenantId } = ctx;
    const parsed = parseLicenseKey(licenseKey);
    if (!parsed.ok) return INVALID;
    const [row]: Pick<License, 'id' | 'status'>[] = await ctx.em.query(
      `SELECT l.id, l.status FROM licensing_key_materials m
         JOIN licensing_licenses l ON l.tenant_id = m.tenant_id AND l.id = m.license_id
        WHERE m.key_hash = $1 AND m.tenant_id = $2 AND m.is_primary`,
      [this.vault.hashOf(parsed.key), tenantId],
    );
    if (!row) return INVALID;
    return { valid: row.status === 'Active', licenseId: row.id, status: row.status };
  }
}
