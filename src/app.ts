import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type { Express } from 'express';
import type { DestinationStream } from 'pino';
import type { DataSource } from 'typeorm';
import { createFileRoutes } from '../rest-shim/file-routes';
import { createRestRouter } from '../rest-shim/rest-router';
import { createAccessModule, installPermissions, type AccessModuleExports } from './modules/access/access.module';
import { ensureBootstrapAdmin } from './modules/access/bootstrap-admin';
import { createActiveContextModule } from './modules/active-context/active-context.module';
import { createAuditModule } from './modules/audit/audit.module';
import { createAuthModule, type AuthModuleExports } from './modules/auth/auth.module';
import { createBankImportModule } from './modules/bank-import/bank-import.module';
import { createCounterpartyMatchingModule } from './modules/counterparty-matching/counterparty-matching.module';
import { createDashboardModule } from './modules/dashboard/dashboard.module';
import { createDirectPostingModule } from './modules/direct-posting/direct-posting.module';
import { createErpPostingModule } from './modules/erp-posting/erp-posting.module';
import { createPaymentAllocationModule } from './modules/payment-allocation/payment-allocation.module';
import { createPaymentToleranceModule } from './modules/payment-tolerance/payment-tolerance.module';
import { createReportsModule } from './modules/reports/reports.module';
import {
  createErpConnectionModule,
  type ErpConnectionModuleExports,
} from './modules/erp-connection/erp-connection.module';
import { createErpSyncModule } from './modules/erp-sync/erp-sync.module';
import { createHealthModule } from './modules/health/health.module';
import { createIdentityModule } from './modules/identity/identity.module';
import { createInvitationModule } from './modules/invitation/invitation.module';
import { createLocationModule } from './modules/location/location.module';
import { createOrganizationModule } from './modules/organization/organization.module';
import { createQuotaModule } from './modules/quota/quota.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createUserModule } from './modules/user/user.module';
import { createWorkItemsModule } from './modules/work-items/work-items.module';
import { createMessengerModule } from './modules/messenger/messenger.module';
import { createLicensingModules } from './modules/licensing/licensing.module';
import type { TenancyModuleExports } from './modules/licensing/tenancy/tenancy.module';
import type { AppConfig } from './platform/config/app-config';
import { resolveSecrets } from './platform/config/local-secrets';
import type { RequestContext } from './platform/context/request-context';
import { RequestContextFactory } from './platform/context/request-context-factory';
import { openDatabase } from './platform/database/database';
import { createEventBus } from './platform/events/create-event-bus';
import type { EventBus } from './platform/events/event-bus';
import { createApolloServer } from './platform/graphql/apollo-server';
import { createSubscriptionServer } from './platform/graphql/subscription-server';
import { trackHttpConnections, type HttpDrain } from './platform/process/http-drain';
import type { Stoppable } from './platform/process/process-lifecycle';
import { buildGraphqlSchema } from './platform/graphql/build-schema';
import { createHttpApp } from './platform/http/create-http-app';
import { clientErrorHandler } from './platform/http/client-error';
import { createKeyValueStore } from './platform/key-value/create-key-value-store';
import type { KeyValueStore } from './platform/key-value/key-value-store';
import { createLogger, type Logger } from './platform/logging/logger';
import {
  collectContributions,
  type FeatureModule,
  type ModuleContributions,
  type PlatformServices,
} from './platform/module/feature-module';
import type { BackgroundJob } from './platform/worker/background-job';

/** The composed feature modules, what they contribute together, and the exports the application itself uses. */
export interface Composition extends ModuleContributions {
  modules: readonly FeatureModule[];
  exports: AccessModuleExports & AuthModuleExports & ErpConnectionModuleExports & TenancyModuleExports;
}

/**
 * Composes the feature modules in dependency order: each factory receives the exports of the modules it uses, so
 * this order is the dependency graph. Does no I/O. The API, the worker and `npm run schema:emit` all compose
 * through here, so the emitted schema is the served one and the worker runs the jobs the modules contribute.
 */
export function composeModules(platform: PlatformServices): Composition {
  const identity = createIdentityModule();
  const audit = createAuditModule();
  const access = createAccessModule();
  const settings = createSettingsModule({ platform, audit: audit.exports });
  const auth = createAuthModule({ platform, settings: settings.exports });
  const quota = createQuotaModule({ audit: audit.exports });
  const location = createLocationModule({ audit: audit.exports, quota: quota.exports });
  const organization = createOrganizationModule({ audit: audit.exports });
  const user = createUserModule({ audit: audit.exports, quota: quota.exports, auth: auth.exports });
  const invitation = createInvitationModule({
    platform,
    audit: audit.exports,
    auth: auth.exports,
    user: user.exports,
  });
  const activeContext = createActiveContextModule({ audit: audit.exports });
  const dashboard = createDashboardModule();
  const health = createHealthModule({ platform });
  const counterpartyMatching = createCounterpartyMatchingModule({ audit: audit.exports });
  const bankImport = createBankImportModule({
    platform,
    audit: audit.exports,
    quota: quota.exports,
    settings: settings.exports,
    matching: counterpartyMatching.exports.automaticMatching,
  });
  const erpConnection = createErpConnectionModule({ platform, audit: audit.exports });
  const erpSync = createErpSyncModule({
    platform,
    audit: audit.exports,
    erpConnection: erpConnection.exports,
    counterpartyMatching: counterpartyMatching.exports,
  });
  const directPosting = createDirectPostingModule({ audit: audit.exports, erpConnection: erpConnection.exports });
  const paymentTolerance = createPaymentToleranceModule({ audit: audit.exports, erpConnection: erpConnection.exports });
  const erpPosting = createErpPostingModule({
    audit: audit.exports,
    erpConnection: erpConnection.exports,
    directRules: directPosting.exports.takingRules,
  });
  const reports = createReportsModule({ audit: audit.exports });
  const paymentAllocation = createPaymentAllocationModule({ audit: audit.exports });
  const workItems = createWorkItemsModule({
    paymentAllocation: paymentAllocation.exports,
    erpPosting: erpPosting.exports,
  });
  const messenger = createMessengerModule({
    platform,
    audit: audit.exports,
    settings: settings.exports,
    workItems: workItems.exports.workItems,
    posting: {
      approveAndQueue: async (ctx, bankTransactionId, idempotencyKey) =>
        workItems.exports.approveAndQueue.approveAndQueue(ctx, bankTransactionId, {
          idempotencyKey,
          acceptRisk: false,
        }),
    },
  });
  const licensing = createLicensingModules({ platform, audit: audit.exports, auth: auth.exports });

  const modules: readonly FeatureModule[] = [
    identity,
    audit,
    access,
    settings,
    auth,
    quota,
    location,
    organization,
    user,
    invitation,
    activeContext,
    dashboard,
    health,
    counterpartyMatching,
    bankImport,
    erpConnection,
    erpSync,
    erpPosting,
    directPosting,
    paymentTolerance,
    paymentAllocation,
    reports,
    workItems,
    messenger,
    ...licensing.modules,
  ];
  const contributions = collectContributions(modules);
  // The role table is the permissions the composed modules declare; the access checks read it from here on.
  installPermissions(contributions.permissions);
  return {
    modules,
    ...contributions,
    exports: {
      ...access.exports,
      ...auth.exports,
      ...erpConnection.exports,
      ...licensing.exports,
    },
  };
}

export interface Application {
  config: AppConfig;
  logger: Logger;
  http: Express;
  dataSource: DataSource;
  /** True when the service runs its own embedded PostgreSQL (no DATABASE_URL). */
  embeddedDatabase: boolean;
  keyValue: KeyValueStore;
  /** Live events (Redis pub/sub with REDIS_URL, else in-process) behind the GraphQL subscriptions. */
  events: EventBus;
  /** The one schema both transports execute; its root fields carry their access declarations. */
  schema: GraphQLSchema;
  /** For in-process GraphQL calls (`apollo.executeOperation`) with a context from `contextFactory`. */
  apollo: ApolloServer<RequestContext>;
  contextFactory: RequestContextFactory;
  /** Stored accounting-system connections; tests seed them through it. */
  erpConnections: ErpConnectionModuleExports['erpConnections'];
  /** The background jobs of the modules, for the in-process worker (WORKER_ENABLED). */
  jobs: readonly BackgroundJob[];
  /** Starts serving HTTP; resolves with the bound port. */
  listen(port?: number, host?: string): Promise<number>;
  /** A worker running in this process (WORKER_ENABLED): `close` stops it after HTTP drained, before the stores. */
  attachWorker(worker: Stoppable): void;
  /**
   * Graceful: in-flight requests and the workers' work in hand get until `deadline` (epoch ms; default
   * SHUTDOWN_GRACE_SECONDS from now), then are cut; the stores close last.
   */
  close(options?: { deadline?: number }): Promise<void>;
}

/** Wires the whole service: the stores, the composed modules, the GraphQL schema, and both transports over it. */
export async function createApplication(
  config: AppConfig,
  options: { logDestination?: DestinationStream } = {},
): Promise<Application> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const secrets = await resolveSecrets(config);
  const keyValue = await createKeyValueStore(config.keyValue, logger);
  const events = await createEventBus(config.keyValue, logger).catch(async (error) => {
    await keyValue.close();
    throw error;
  });
  const composition = composeModules({ config, logger, secrets, keyValue });
  const { container, entities, jobs, exports } = composition;
  const database = await openDatabase({ ...config.database, dataDir: config.dataDir, entities }, logger).catch(
    async (error) => {
      await events.close();
      await keyValue.close();
      throw error;
    },
  );

  exports.erpConnections.useDatabase(database.dataSource, database.embedded);

  if (config.bootstrapAdmin) {
    await ensureBootstrapAdmin(database.dataSource, config.bootstrapAdmin, exports.hasher, logger);
  }

  const schema = await buildGraphqlSchema(container);
  const contextFactory = new RequestContextFactory(
    {
      dataSource: database.dataSource,
      keyValue,
      events,
      actorSource: exports.actorSource,
      serviceAccountSource: exports.serviceAccountSource,
    },
    (authorization) => exports.accessTokens.credentialsFrom(authorization),
  );
  const apollo = createApolloServer(schema, config, logger);
  await apollo.start();
  const subscriptions = createSubscriptionServer({ schema, config, logger, contextFactory });
  const http = createHttpApp({
    config,
    logger,
    apollo,
    contextFactory,
    restRouter: createRestRouter(schema, composition, contextFactory, {
      bodyLimitBytes: config.http.bodyLimitBytes,
    }).use(createFileRoutes(contextFactory, composition.fileRoutes, logger)),
    webhooks: composition.webhooks.flatMap((webhook) => (webhook.router ? [webhook.router(contextFactory)] : [])),
  });

  let server: Server | null = null;
  let drain: HttpDrain | null = null;
  const workers: Stoppable[] = [];
  return {
    config,
    logger,
    http,
    dataSource: database.dataSource,
    embeddedDatabase: database.embedded,
    keyValue,
    events,
    schema,
    apollo,
    contextFactory,
    erpConnections: exports.erpConnections,
    jobs,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        server = createServer(http);
        // Requests Node's parser refuses (oversized headers, malformed requests) answer an ErrorResponse too.
        server.on('clientError', clientErrorHandler(logger));
        subscriptions.attach(server);
        drain = trackHttpConnections(server);
        server.once('error', reject);
        server.listen(port, host, () => resolve((server!.address() as AddressInfo).port));
      });
    },
    attachWorker(worker) {
      workers.push(worker);
    },
    async close({ deadline = Date.now() + config.shutdownGraceSeconds * 1000 } = {}) {
      // 1. Stop accepting: the HTTP listener closes (new connections are refused) and the workers stop claiming, so
      // their work in hand runs out while the requests drain. The listener is the WebSocket server's too: no new
      // subscription connection arrives either. Open ones close now with 1001 (going away): an upgraded socket
      // counts as a connection of the listener, so it would hold the drain until the deadline.
      const httpDrained = drain?.drain(deadline) ?? Promise.resolve(0);
      const subscriptionsClosed = subscriptions.close(deadline);
      const workersStopped = Promise.all(workers.map((worker) => worker.stop(deadline)));
      // 2. Drain HTTP: in-flight requests finish (bounded by the deadline), keep-alive connections close when idle.
      const cut = await httpDrained;
      if (cut > 0) logger.warn({ connections: cut }, 'shutdown grace over; connections with requests in flight cut');
      // 3. Subscriptions: closed with 1001 since step 1.
      await subscriptionsClosed;
      await apollo.stop();
      // 4. Workers: postings in hand finished, or their leases released at the deadline.
      await workersStopped;
      // 5. The accounting-system sessions this process signed in give their licence slots back.
      await exports.erpConnections.logoutOwnSessions();
      // 6. Stores, last: nothing above may still need them.
      await events.close();
      await keyValue.close();
      await database.close();
    },
  };
}
