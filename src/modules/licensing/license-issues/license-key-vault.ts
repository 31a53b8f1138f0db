import { hkdfSync } from 'node:crypto';
import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../../platform/database/entity-columns';
import { LicenseKeyMaterial } from '../licenses/license-key-material.entity';
import {
  generateLicenseKey,
  hashLicenseKey,
  LICENSE_KEY_FORMAT_VERSION,
  maskLicenseKey,
  type LicenseKey,
} from '../license-keys/license-key';

/** What writing a material answers besides what it was given: its id and instant. */
const CREATED_PROPERTIES = ['id', 'createdAtUtc'] as const satisfies readonly PropertyOf<LicenseKeyMaterial>[];
const CREATED_COLUMNS = selectColumns(LicenseKeyMaterial, null, CREATED_PROPERTIES, { as: 'column' });

/** A key material just written: the plaintext exists only in this value, for the one answer that shows it. */
export interface NewKeyMaterial {
  keyMaterialRefId: string;
  maskedKey: string;
  formatVersion: number;
  createdAtUtc: Date;
  plaintextKey: string;
}

/**
 * License keys at rest (docs/licensing.md, "License keys"): a key is stored only as its HMAC under a secret derived by
 * HKDF from the service's encryption key (its own `info`, so it is independent of every other key derived from it),
 * with its mask.
 */
export class LicenseKeyVault {
  private readonly secret: Buffer;

  constructor(encryptionKey: string) {
    this.secret = Buffer.from(hkdfSync('sha256', encryptionKey, 'licensing', 'licensing license key', 32));
  }

  hashOf(key: LicenseKey): string {
    return hashLicenseKey(key, this.secret);
  }

  /** A fresh v2 key as the license's primary material. The caller has superseded any previous primary first. */
  async createPrimary(ctx: RequestContext, tenantId: string, licenseId: string): Promise<NewKeyMaterial> {
    const key = generateLicenseKey();
    const maskedKey = maskLicenseKey(key);
    const [row]: SnakeRow<Pick<LicenseKeyMaterial, (typeof CREATED_PROPERTIES)[number]>>[] = await ctx.em.query(
      `INSERT INTO licensing_key_materials (tenant_id, license_id, format_version, key_hash, masked_key, is_primary)
       VALUES ($1, $2, $3, $4, $5, true) RETURNING ${CREATED_COLUMNS}`,
      [tenantId, licenseId, LICENSE_KEY_FORMAT_VERSION, this.hashOf(key), maskedKey],
    );
    return {
      keyMaterialRefId: row.id,
      maskedKey,
      formatVersion: LICENSE_KEY_FORMAT_VERSION,
      createdAtUtc: row.created_at_utc,
      plaintextKey: key,
    };
  }
}
