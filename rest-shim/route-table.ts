import type { RestRoute } from './rest-route';
import { accountantWorkItemRoutes } from './routes/accountant-work-items.routes';
import { auditRoutes } from './routes/audit.routes';
import { authRoutes } from './routes/auth.routes';
import { bankImportAdminRoutes } from './routes/bank-import-admin.routes';
import { bankImportDuplicateRoutes } from './routes/bank-import-duplicates.routes';
import { bankImportRoutes } from './routes/bank-imports.routes';
import { bankImportReadRoutes } from './routes/bank-import-reads.routes';
import { contextRoutes } from './routes/context.routes';
import { counterpartyMatchRoutes } from './routes/counterparty-matches.routes';
import { counterpartyRuleRoutes } from './routes/counterparty-rules.routes';
import { dashboardRoutes } from './routes/dashboard.routes';
import { erpConnectionRoutes } from './routes/erp-connections.routes';
import { erpPostingRoutes } from './routes/erp-postings.routes';
import { erpSyncRoutes } from './routes/erp-sync.routes';
import { healthRoutes } from './routes/health.routes';
import { invitationRoutes } from './routes/invitations.routes';
import { messengerRoutes, messengerWebhookRoute, type WebhookRoute } from './routes/messenger.routes';
import { nameMatchRoutes } from './routes/name-matches.routes';
import { organizationRoutes } from './routes/organizations.routes';
import { paymentAllocationRoutes } from './routes/payment-allocations.routes';
import { licensingCatalogRoutes } from './routes/licensing-catalog.routes';
import { licenseIssueRoutes } from './routes/license-issues.routes';
import { licensingCustomerRoutes } from './routes/licensing-customers.routes';
import { licenseActionRoutes } from './routes/license-actions.routes';
import { platformPlanRoutes } from './routes/platform-plans.routes';
import { licensingTenancyRoutes } from './routes/licensing-tenancy.routes';
import { edgeGatewayRoutes } from './routes/edge-gateways.routes';
import { settingsRoutes } from './routes/settings.routes';
import { userRoutes } from './routes/users.routes';

/** Every REST path the service serves, each one GraphQL operation (one file per area). */
export const routeTable: RestRoute[] = [
  ...organizationRoutes,
  ...settingsRoutes,
  ...authRoutes,
  ...contextRoutes,
  ...dashboardRoutes,
  ...auditRoutes,
  ...healthRoutes,
  ...userRoutes,
  ...invitationRoutes,
  ...bankImportRoutes,
  ...bankImportReadRoutes,
  ...bankImportAdminRoutes,
  ...bankImportDuplicateRoutes,
  ...erpConnectionRoutes,
  ...erpSyncRoutes,
  ...counterpartyMatchRoutes,
  ...counterpartyRuleRoutes,
  ...nameMatchRoutes,
  ...paymentAllocationRoutes,
  ...erpPostingRoutes,
  ...accountantWorkItemRoutes,
  ...messengerRoutes,
  ...platformPlanRoutes,
  ...licensingCatalogRoutes,
  ...licenseIssueRoutes,
  ...licensingTenancyRoutes,
  ...licensingCustomerRoutes,
  ...licenseActionRoutes,
  ...edgeGatewayRoutes,
];

/** REST-only routes that authenticate by a header before reading their body (mounted ahead of the JSON parser). */
export const webhookRoutes: WebhookRoute[] = [messengerWebhookRoute];
