import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import type { Express } from 'express';
import type { DestinationStream } from 'pino';
import type { DataSource } from 'typeorm';
import { createFileRoutes } from '../rest-shim/file-routes';
import { createRestRouter } from '../rest-shim/rest-router';
import { routeTable } from '../rest-shim/route-table';
import { actorSource } from './modules/access/actor-source';
import { ensureBootstrapAdmin } from './modules/access/bootstrap-admin';
import { ActiveContextResolver } from './modules/active-context/active-context.resolver';
import { ActiveContextService } from './modules/active-context/active-context.service';
import { AuditLogResolver } from './modules/audit/audit-log.resolver';
import { AuditLogService } from './modules/audit/audit-log.service';
import { AuditService } from './modules/audit/audit.service';
import { AccessTokenService } from './modules/auth/access-token.service';
import { AuthResolver } from './modules/auth/auth.resolver';
import { AuthService } from './modules/auth/auth.service';
import { BankFileStorage } from './modules/bank-import/bank-file-storage';
import { BankImportUploadService } from './modules/bank-import/bank-import-upload.service';
import { DuplicateCandidatesService } from './modules/bank-import/duplicate-candidates.service';
import { BankImportResolver } from './modules/bank-import/bank-import.resolver';
import { ImportAdminResolver } from './modules/bank-import/import-admin.resolver';
import { ImportDuplicatesResolver } from './modules/bank-import/import-duplicates.resolver';
import { ReprocessPreviewResolver } from './modules/bank-import/reprocess-preview.resolver';
import { ReprocessPreviewService } from './modules/bank-import/reprocess-preview.service';
import { ImportDeleteService } from './modules/bank-import/import-delete.service';
import { ImportFileService } from './modules/bank-import/import-file.service';
import { ImportReviewService } from './modules/bank-import/import-review.service';
import { ImportProcessingService } from './modules/bank-import/import-processing.service';
import { AutomaticMatchingService } from './modules/counterparty-matching/automatic-matching.service';
import { CounterpartyMatchReadService } from './modules/counterparty-matching/counterparty-match-read.service';
import { CounterpartyMatchResolver } from './modules/counterparty-matching/counterparty-match.resolver';
import { CounterpartyMatchService } from './modules/counterparty-matching/counterparty-match.service';
import { CounterpartyRuleReadService } from './modules/counterparty-matching/counterparty-rule-read.service';
import {
  BankTransactionRuleResolver,
  CounterpartyRuleResolver,
} from './modules/counterparty-matching/counterparty-rule.resolver';
import { CounterpartyRuleService } from './modules/counterparty-matching/counterparty-rule.service';
import { NameMatchResolver } from './modules/counterparty-matching/name-match.resolver';
import { NameMatchService } from './modules/counterparty-matching/name-match.service';
import { ErpConnectionStore } from './modules/erp-connection/erp-connection-store';
import { DocumentSyncService } from './modules/erp-sync/document-sync.service';
import { ErpSnapshotReadService } from './modules/erp-sync/erp-snapshot-read.service';
import { ErpSyncResolver } from './modules/erp-sync/erp-sync.resolver';
import { SupplierSyncService } from './modules/erp-sync/supplier-sync.service';
import { ErpConnectionCheckService } from './modules/erp-connection/erp-connection-check.service';
import { ErpConnectionResolver } from './modules/erp-connection/erp-connection.resolver';
import { ErpConnectionService } from './modules/erp-connection/erp-connection.service';
import { ErpReferenceService } from './modules/erp-connection/erp-reference.service';
import { SecretBox } from './platform/crypto/secret-box';
import { ImportReadResolver } from './modules/bank-import/import-read.resolver';
import { ImportReadService } from './modules/bank-import/import-read.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { RefreshSessionService } from './modules/auth/refresh-session.service';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { HealthResolver } from './modules/health/health.resolver';
import { HealthService } from './modules/health/health.service';
import { InvitationResolver } from './modules/invitation/invitation.resolver';
import { InvitationService } from './modules/invitation/invitation.service';
import { LocationResolver } from './modules/location/location.resolver';
import { LocationService } from './modules/location/location.service';
import { OrganizationDeleteService } from './modules/organization/organization-delete.service';
import { OrganizationGraphService } from './modules/organization/organization-graph.service';
import { OrganizationResolver } from './modules/organization/organization.resolver';
import { OrganizationService } from './modules/organization/organization.service';
import { QuotaUpdateService } from './modules/quota/quota-update.service';
import { QuotaResolver } from './modules/quota/quota.resolver';
import { SettingsResolver } from './modules/settings/settings.resolver';
import { SettingsService } from './modules/settings/settings.service';
import { PasswordHasher } from './modules/user/password-hasher';
import { PlatformUserResolver } from './modules/user/platform-user.resolver';
import { PlatformUserService } from './modules/user/platform-user.service';
import { RoleAssignmentService } from './modules/user/role-assignment.service';
import { ScopedUserResolver } from './modules/user/scoped-user.resolver';
import { QuotaService } from './modules/quota/quota.service';
import type { AppConfig } from './platform/config/app-config';
import { resolveSecrets } from './platform/config/local-secrets';
import type { RequestContext } from './platform/context/request-context';
import { RequestContextFactory } from './platform/context/request-context-factory';
import { openDatabase } from './platform/database/database';
import { Container } from './platform/di/container';
import { createApolloServer } from './platform/graphql/apollo-server';
import { buildGraphqlSchema } from './platform/graphql/build-schema';
import { createHttpApp } from './platform/http/create-http-app';
import { createKeyValueStore } from './platform/key-value/create-key-value-store';
import type { KeyValueStore } from './platform/key-value/key-value-store';
import { createLogger, type Logger } from './platform/logging/logger';

export interface Application {
  config: AppConfig;
  logger: Logger;
  http: Express;
  dataSource: DataSource;
  keyValue: KeyValueStore;
  /** For in-process GraphQL calls (`apollo.executeOperation`) with a context from `contextFactory`. */
  apollo: ApolloServer<RequestContext>;
  contextFactory: RequestContextFactory;
  /** Stored accounting-system connections; tests seed them through it. */
  erpConnections: ErpConnectionStore;
  /** Starts serving HTTP; resolves with the bound port. */
  listen(port?: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

/** Wires the whole service: stores, services, the GraphQL schema, and both transports over it. */
export async function createApplication(
  config: AppConfig,
  options: { logDestination?: DestinationStream } = {},
): Promise<Application> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const secrets = await resolveSecrets(config);
  const database = await openDatabase({ ...config.database, dataDir: config.dataDir }, logger);
  const keyValue = await createKeyValueStore(config.keyValue, logger).catch(async (error) => {
    await database.close();
    throw error;
  });

  const hasher = new PasswordHasher();
  const accessTokens = new AccessTokenService({
    secret: secrets.jwtSecret,
    issuer: config.auth.jwtIssuer,
    audience: config.auth.jwtAudience,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  const refreshSessions = new RefreshSessionService(config.auth.refreshTokenTtlSeconds);
  const audit = new AuditService();
  const settings = new SettingsService(config.environment, audit);
  const throttle = new LoginThrottle(keyValue, {
    windowSeconds: config.auth.loginFailureWindowSeconds,
    maxFailuresPerAddress: config.auth.loginMaxFailuresPerAddress,
  });

  const quotas = new QuotaService();
  const locations = new LocationService(quotas, audit);
  const platformUsers = new PlatformUserService(hasher, refreshSessions, audit);
  const roleAssignments = new RoleAssignmentService(quotas, audit);
  const invitations = new InvitationService(keyValue, hasher, roleAssignments, refreshSessions, audit);
  const bankFiles = new BankFileStorage(config.bankFilesRoot);
  const duplicateCandidates = new DuplicateCandidatesService(audit);
  const automaticMatching = new AutomaticMatchingService();
  const importProcessing = new ImportProcessingService(logger, automaticMatching);
  const bankImportUpload = new BankImportUploadService(
    bankFiles,
    importProcessing,
    quotas,
    settings,
    audit,
    duplicateCandidates,
  );

  const importReads = new ImportReadService();
  const ruleReads = new CounterpartyRuleReadService();
  const erpConnections = new ErpConnectionStore(new SecretBox(secrets.encryptionKey), config.erp);

  const container = new Container()
    .register(BankImportResolver, new BankImportResolver(bankImportUpload))
    .register(ImportDuplicatesResolver, new ImportDuplicatesResolver(duplicateCandidates))
    .register(
      ReprocessPreviewResolver,
      new ReprocessPreviewResolver(new ReprocessPreviewService(bankFiles, importProcessing, audit)),
    )
    .register(ImportReadResolver, new ImportReadResolver(importReads))
    .register(
      CounterpartyRuleResolver,
      new CounterpartyRuleResolver(new CounterpartyRuleService(audit, automaticMatching), ruleReads),
    )
    .register(BankTransactionRuleResolver, new BankTransactionRuleResolver(ruleReads))
    .register(
      CounterpartyMatchResolver,
      new CounterpartyMatchResolver(
        new CounterpartyMatchService(audit, automaticMatching),
        new CounterpartyMatchReadService(),
      ),
    )
    .register(
      ImportAdminResolver,
      new ImportAdminResolver(new ImportReviewService(audit, importReads), new ImportDeleteService(bankFiles, audit)),
    )
    .register(
      OrganizationResolver,
      new OrganizationResolver(
        new OrganizationService(audit),
        new OrganizationDeleteService(audit),
        new OrganizationGraphService(),
        locations,
      ),
    )
    .register(LocationResolver, new LocationResolver(locations))
    .register(QuotaResolver, new QuotaResolver(quotas, new QuotaUpdateService(quotas, audit)))
    .register(SettingsResolver, new SettingsResolver(settings))
    .register(PlatformUserResolver, new PlatformUserResolver(platformUsers, roleAssignments))
    .register(ScopedUserResolver, new ScopedUserResolver(platformUsers, roleAssignments))
    .register(InvitationResolver, new InvitationResolver(invitations))
    .register(
      AuthResolver,
      new AuthResolver(new AuthService(hasher, accessTokens, refreshSessions, throttle, settings)),
    )
    .register(HealthResolver, new HealthResolver(new HealthService()))
    .register(ActiveContextResolver, new ActiveContextResolver(new ActiveContextService(audit)))
    .register(DashboardResolver, new DashboardResolver(new DashboardService()))
    .register(NameMatchResolver, new NameMatchResolver(new NameMatchService(automaticMatching)))
    .register(
      ErpConnectionResolver,
      new ErpConnectionResolver(
        new ErpConnectionService(erpConnections, audit),
        new ErpConnectionCheckService(erpConnections, audit),
        new ErpReferenceService(erpConnections, logger),
      ),
    )
    .register(
      ErpSyncResolver,
      new ErpSyncResolver(
        new SupplierSyncService(erpConnections, audit, automaticMatching),
        new DocumentSyncService(erpConnections, audit),
        new ErpSnapshotReadService(erpConnections),
      ),
    )
    .register(AuditLogResolver, new AuditLogResolver(new AuditLogService()));

  if (config.bootstrapAdmin) await ensureBootstrapAdmin(database.dataSource, config.bootstrapAdmin, hasher, logger);

  const schema = await buildGraphqlSchema(container);
  const contextFactory = new RequestContextFactory(
    {
      dataSource: database.dataSource,
      keyValue,
      actorSource,
    },
    (authorization) => accessTokens.credentialsFrom(authorization),
  );
  const apollo = createApolloServer(schema, config, logger);
  await apollo.start();
  const http = createHttpApp({
    config,
    logger,
    apollo,
    contextFactory,
    restRouter: createRestRouter(schema, routeTable, contextFactory).use(
      createFileRoutes(contextFactory, new ImportFileService(bankFiles, audit)),
    ),
  });

  let server: Server | null = null;
  return {
    config,
    logger,
    http,
    dataSource: database.dataSource,
    keyValue,
    apollo,
    contextFactory,
    erpConnections,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        server = createServer(http);
        server.once('error', reject);
        server.listen(port, host, () => resolve((server!.address() as AddressInfo).port));
      });
    },
    async close() {
      if (server) await new Promise((resolve) => server!.close(resolve));
      await apollo.stop();
      await keyValue.close();
      await database.close();
    },
  };
}
