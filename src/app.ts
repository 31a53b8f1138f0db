import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import type { Express } from 'express';
import type { DestinationStream } from 'pino';
import type { DataSource } from 'typeorm';
import { createRestRouter } from '../rest-shim/rest-router';
import { routeTable } from '../rest-shim/route-table';
import { actorSource } from './modules/access/actor-source';
import { ensureBootstrapAdmin } from './modules/access/bootstrap-admin';
import { AccessTokenService } from './modules/auth/access-token.service';
import { AuthResolver } from './modules/auth/auth.resolver';
import { AuthService } from './modules/auth/auth.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { RefreshSessionService } from './modules/auth/refresh-session.service';
import { HealthResolver } from './modules/health/health.resolver';
import { HealthService } from './modules/health/health.service';
import { PasswordHasher } from './modules/user/password-hasher';
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
  const throttle = new LoginThrottle(keyValue, {
    windowSeconds: config.auth.loginFailureWindowSeconds,
    maxFailuresPerEmail: config.auth.loginMaxFailuresPerEmail,
    maxFailuresPerAddress: config.auth.loginMaxFailuresPerAddress,
  });

  const container = new Container()
    .register(AuthResolver, new AuthResolver(new AuthService(hasher, accessTokens, refreshSessions, throttle)))
    .register(HealthResolver, new HealthResolver(new HealthService()));

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
    restRouter: createRestRouter(schema, routeTable, contextFactory),
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
