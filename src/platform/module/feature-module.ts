import type { AppConfig } from '../config/app-config';
import type { ResolvedSecrets } from '../config/local-secrets';
import type { EntityClass } from '../database/database';
import { Container } from '../di/container';
import type { KeyValueStore } from '../key-value/key-value-store';
import type { Logger } from '../logging/logger';
import type { BackgroundJob } from '../worker/background-job';

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
  /** The services other modules may use. */
  exports: TExports;
}

export interface ModuleContributions {
  /** Every resolver instance, registered under its class. */
  container: Container;
  entities: EntityClass[];
  jobs: BackgroundJob[];
}

/** Gathers what the composed modules contribute; the schema, the data source and the worker take it from here. */
export function collectContributions(modules: readonly FeatureModule[]): ModuleContributions {
  const container = new Container();
  for (const module of modules) for (const resolver of module.resolvers) container.registerResolver(resolver);
  return {
    container,
    entities: modules.flatMap((module) => module.entities ?? []),
    jobs: modules.flatMap((module) => module.jobs ?? []),
  };
}
