import { ActiveContextResolver } from './modules/active-context/active-context.resolver';
import { AuditLogResolver } from './modules/audit/audit-log.resolver';
import { AuthResolver } from './modules/auth/auth.resolver';
import { BankImportResolver } from './modules/bank-import/bank-import.resolver';
import { ImportReadResolver } from './modules/bank-import/import-read.resolver';
import { ImportAdminResolver } from './modules/bank-import/import-admin.resolver';
import { ImportDuplicatesResolver } from './modules/bank-import/import-duplicates.resolver';
import { ReprocessPreviewResolver } from './modules/bank-import/reprocess-preview.resolver';
import { CounterpartyMatchResolver } from './modules/counterparty-matching/counterparty-match.resolver';
import {
  BankTransactionRuleResolver,
  CounterpartyRuleResolver,
} from './modules/counterparty-matching/counterparty-rule.resolver';
import { NameMatchResolver } from './modules/counterparty-matching/name-match.resolver';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { ErpConnectionResolver } from './modules/erp-connection/erp-connection.resolver';
import { ErpSyncResolver } from './modules/erp-sync/erp-sync.resolver';
import { HealthResolver } from './modules/health/health.resolver';
import { InvitationResolver } from './modules/invitation/invitation.resolver';
import { LocationResolver } from './modules/location/location.resolver';
import { OrganizationResolver } from './modules/organization/organization.resolver';
import { QuotaResolver } from './modules/quota/quota.resolver';
import { SettingsResolver } from './modules/settings/settings.resolver';
import { PlatformUserResolver } from './modules/user/platform-user.resolver';
import { ScopedUserResolver } from './modules/user/scoped-user.resolver';

/** Every resolver of the schema. */
export const resolvers = [
  OrganizationResolver,
  LocationResolver,
  QuotaResolver,
  SettingsResolver,
  ActiveContextResolver,
  AuditLogResolver,
  DashboardResolver,
  AuthResolver,
  HealthResolver,
  PlatformUserResolver,
  ScopedUserResolver,
  InvitationResolver,
  BankImportResolver,
  ImportReadResolver,
  CounterpartyRuleResolver,
  BankTransactionRuleResolver,
  ImportAdminResolver,
  ImportDuplicatesResolver,
  ReprocessPreviewResolver,
  ErpConnectionResolver,
  ErpSyncResolver,
  CounterpartyMatchResolver,
  NameMatchResolver,
] as const;
