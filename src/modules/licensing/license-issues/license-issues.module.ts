import type { FeatureModule, PlatformServices } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { LicenseKeyMaterial } from '../licenses/license-key-material.entity';
import { License } from '../licenses/license.entity';
import { IdempotencyReceipt } from './idempotency-receipt.entity';
import { LicenseIssueService } from './license-issue.service';
import { LicenseIssuesResolver } from './license-issues.resolver';
import { LicenseKeyRotationService } from './license-key-rotation.service';
import { LicenseKeyValidationService } from './license-key-validation.service';
import { LicenseKeyVault } from './license-key-vault';
import { licenseIssueRoutes } from './license-issues.routes';
import { LICENSE_ISSUES_ERROR_CODES } from './license-issues.error-codes';
import { licenseIssuesPermissions } from './license-issues.permissions';

/**
 * License issue, key rotation and key validation (docs/licensing.md, "Issue, rotation and key validation").
 * The services speak SQL typed from the entities. Issue creates licenses and their key materials, so this module
 * declares the license store's entities (licenses/), which the actions and the customer reads share. The key hash
 * secret is derived from the platform's encryption key.
 */
export function createLicenseIssuesModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
}): FeatureModule {
  const vault = new LicenseKeyVault(deps.platform.secrets.encryptionKey);
  return {
    name: 'license-issues',
    permissions: licenseIssuesPermissions,
    errorCodes: LICENSE_ISSUES_ERROR_CODES,
    routes: licenseIssueRoutes,
    entities: [License, LicenseKeyMaterial, IdempotencyReceipt],
    resolvers: [
      new LicenseIssuesResolver(
        new LicenseIssueService(deps.audit.audit, vault),
        new LicenseKeyRotationService(deps.audit.audit, vault),
        new LicenseKeyValidationService(vault),
      ),
    ],
    exports: {},
  };
}
