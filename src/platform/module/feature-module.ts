import type { AppConfig } from '../config/app-config';
import type { ResolvedSecrets } from '../config/local-secrets';
import type { EntityClass } from '../database/database';
import { Container } from '../di/container';
import { assertDistinctErrorCodes, type ErrorCodeTable } from '../errors/error-codes';
import type { KeyValueStore } from '../key-value/key-value-store';
import type { Logger } from '../logging/logger';
import type { FileRoute } from '../rest/file-route';
import type { RestRoute } from '../rest/rest-route';
import type { WebhookRoute } from '../rest/webhook-route';
import type { BackgroundJob } from '../worker/background-job';
import type { PermissionDefinition } from './permission-definition';

/**
 * What the platform hands the module factories. Composing does no I/O: factories and constructors only keep what
 * they are given, so the schema can be built from a composition that never serves (`npm run schema:emit`).
 */
export interface PlatformServices {
  config: AppConfig;
  logger: Logger;
  secrets: ResolvedSecrets;
  keyValue: KeyValueStore;
}

/**
 * What a feature module brings to the application. Each `src/modules/<feature>/<feature>.module.ts` exports one
 * factory returning it; the factory's parameters are the exports of the modules it uses, so the order src/app.ts
 * composes them in is the dependency graph, checked by the compiler.
 */
export interface FeatureModule<TExports extends object = object> {
  name: string;
  /** Resolver instances; the schema is built from exactly their classes. */
  resolvers: readonly object[];
  /** The entities the module's services read and write through TypeORM repositories. */
  entities?: readonly EntityClass[];
  jobs?: readonly BackgroundJob[];
  /**
   * The permissions the module introduces (its `<feature>.permissions.ts`), each with the roles granted it; the role
   * table and docs/permissions.md are the union over the composed modules.
   */
  permissions?: readonly PermissionDefinition[];
  /**
   * The client-visible error codes of the module's rules: its `<feature>.error-codes.ts` table. The registry is the
   * platform's codes and those of the composed modules; a code two modules declare fails the composition.
   */
  errorCodes?: ErrorCodeTable;
  /**
   * The module's REST paths, each one of its GraphQL operations (the typed documents live in the module's
   * `.graphql` files); the route table, OpenAPI and the authorization matrix are the union over the modules.
   */
  routes?: readonly RestRoute[];
  /** REST-only streaming downloads, with their handlers. */
  fileRoutes?: readonly FileRoute[];
  /** REST-only callbacks that authenticate by a header before their body is read. */
  webhooks?: readonly WebhookRoute[];
  /** The services other modules may use. */
  exports: TExports;
}

export interface ModuleContributions {
  /** Every resolver instance, registered under its class. */
  container: Container;
  entities: EntityClass[];
  jobs: BackgroundJob[];
  /** In the order the modules are composed, each module's in the order it declares them. */
  permissions: PermissionDefinition[];
  routes: RestRoute[];
  fileRoutes: FileRoute[];
  webhooks: WebhookRoute[];
}

/** Gathers what the composed modules contribute; the schema, the data source and the worker take it from here. */
export function collectContributions(modules: readonly FeatureModule[]): ModuleContributions {
  assertDistinctErrorCodes(modules);
  const container = new Container();
  for (const module of modules) for (const resolver of module.resolvers) container.registerResolver(resolver);
  return {
    container,
    entities: modules.flatMap((module) => module.entities ?? []),
    jobs: modules.flatMap((module) => module.jobs ?? []),
    permissions: modules.flatMap((module) => module.permissions ?? []),
    routes: modules.flatMap((module) => module.routes ?? []),
    fileRoutes: modules.flatMap((module) => module.fileRoutes ?? []),
    webhooks: modules.flatMap((module) => module.webhooks ?? []),
  };
}
