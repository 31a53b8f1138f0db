import { registerEnumType } from 'type-graphql';

/**
 * The license vocabulary as GraphQL enums (docs/licensing.md, "Licenses: states"), shared by every licensing read and
 * receipt so a client sees one `LicenseStatus`, not a string per field. The values are the stored ones.
 */
export enum LicenseStatusValue {
  Draft = 'Draft',
  Active = 'Active',
  Suspended = 'Suspended',
  Revoked = 'Revoked',
  Archived = 'Archived',
}

export enum LicenseProductResolution {
  Resolved = 'Resolved',
  MissingIdentity = 'MissingIdentity',
  CatalogNotFound = 'CatalogNotFound',
}

export enum LicenseKeyMaskStatus {
  Available = 'Available',
  NoKeyMaterial = 'NoKeyMaterial',
  LegacyFormat = 'LegacyFormat',
  MaskMissing = 'MaskMissing',
}

export enum LicenseIssueMode {
  Subscription = 'Subscription',
  Legacy = 'Legacy',
}

export enum LicenseMigrationState {
  Current = 'Current',
  MigrationRequired = 'MigrationRequired',
  Deprecated = 'Deprecated',
}

registerEnumType(LicenseStatusValue, {
  name: 'LicenseStatus',
  description: 'Issue makes Active; revoke: Draft, Active, Suspended → Revoked; archive: Draft, Revoked → Archived.',
});
registerEnumType(LicenseProductResolution, {
  name: 'LicenseProductResolution',
  description:
    "Resolved: the product is in the same tenant's catalog. MissingIdentity: the license names no product. " +
    'CatalogNotFound: the named product is not in the catalog.',
});
registerEnumType(LicenseKeyMaskStatus, {
  name: 'LicenseKeyMaskStatus',
  description:
    'Why maskedKey is (not) shown. Available: a v2 mask. NoKeyMaterial: the license has no current key. ' +
    'LegacyFormat: a key of an earlier format, whose mask is not shown. MaskMissing: a v2 key stored without a mask.',
});
registerEnumType(LicenseIssueMode, {
  name: 'LicenseIssueMode',
  description: 'Subscription: issued from a verified subscription. Legacy: a row from before the cutover.',
});
registerEnumType(LicenseMigrationState, {
  name: 'LicenseMigrationState',
  description: 'Current: a v2 identity (rotatable). MigrationRequired, Deprecated: visible, never rotated.',
});
