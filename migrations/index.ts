import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { AuditLog1763800000000 } from './1763800000000-audit-log';
import { OrganizationQuotas1763800000001 } from './1763800000001-organization-quotas';
import { PlatformSettings1763800000002 } from './1763800000002-platform-settings';
import { BankImports1763900000000 } from './1763900000000-bank-imports';
import { BankDuplicatesAndPreviews1763900000001 } from './1763900000001-bank-duplicates-and-previews';
import { FingerprintBytes1763900000002 } from './1763900000002-fingerprint-bytes';
import { ErpConnections1764000000000 } from './1764000000000-erp-connections';
import { ErpReferences1764000000001 } from './1764000000001-erp-references';
import { ErpSync1764000000002 } from './1764000000002-erp-sync';
import { CounterpartyMatching1764100000000 } from './1764100000000-counterparty-matching';
import { ErpSyncRunLease1764200000000 } from './1764200000000-erp-sync-run-lease';
import { OrganizationDeleteRestrict1764200000100 } from './1764200000100-organization-delete-restrict';
import { PaymentAllocations1764300000000 } from './1764300000000-payment-allocations';
import { ErpPostings1764400000000 } from './1764400000000-erp-postings';
import { WorkItemWorkflow1764500000000 } from './1764500000000-work-item-workflow';
import { WorkItemIndexes1764600000000 } from './1764600000000-work-item-indexes';
import { MessengerLinks1764700000000 } from './1764700000000-messenger-links';
import { PlatformPlans1764800000000 } from './1764800000000-platform-plans';
import { LicensingTenants1764900000000 } from './1764900000000-licensing-tenants';
import { LicensingCatalog1765000000000 } from './1765000000000-licensing-catalog';
import { LicensingServiceAccounts1765100000000 } from './1765100000000-licensing-service-accounts';
import { LicensingLicenses1765200000000 } from './1765200000000-licensing-licenses';
import { LicensingCustomerProfiles1765300000000 } from './1765300000000-licensing-customer-profiles';
import { LicensingEdgeGateways1765400000000 } from './1765400000000-licensing-edge-gateways';
import { LicensingCodeCase1765500000000 } from './1765500000000-licensing-code-case';
import { ErpIikoServer1765600000000 } from './1765600000000-erp-iiko-server';

/** Migrations in order. Listed explicitly so the compiled service and the tests load the same set. */
export const migrations = [
  InitialSchema1763700000000,
  AuditLog1763800000000,
  OrganizationQuotas1763800000001,
  PlatformSettings1763800000002,
  BankImports1763900000000,
  BankDuplicatesAndPreviews1763900000001,
  FingerprintBytes1763900000002,
  ErpConnections1764000000000,
  ErpReferences1764000000001,
  ErpSync1764000000002,
  CounterpartyMatching1764100000000,
  ErpSyncRunLease1764200000000,
  OrganizationDeleteRestrict1764200000100,
  PaymentAllocations1764300000000,
  ErpPostings1764400000000,
  WorkItemWorkflow1764500000000,
  WorkItemIndexes1764600000000,
  MessengerLinks1764700000000,
  PlatformPlans1764800000000,
  LicensingTenants1764900000000,
  LicensingCatalog1765000000000,
  LicensingServiceAccounts1765100000000,
  LicensingLicenses1765200000000,
  LicensingCustomerProfiles1765300000000,
  LicensingEdgeGateways1765400000000,
  LicensingCodeCase1765500000000,
  ErpIikoServer1765600000000,
];
