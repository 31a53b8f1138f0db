import 'reflect-metadata';
import { composeModules } from './app';
import { loadConfig, type AppConfig } from './platform/config/app-config';
import { resolveSecrets } from './platform/config/local-secrets';
import { closeOnSignals, runMain } from './platform/process/process-lifecycle';
import { openDatabase } from './platform/database/database';
import { createKeyValueStore } from './platform/key-value/create-key-value-store';
import type { KeyValueStore } from './platform/key-value/key-value-store';
import { MemoryKeyValueStore } from './platform/key-value/memory-key-value-store';
import { createLogger, type Logger } from './platform/logging/logger';
import { createEventBus } from './platform/events/create-event-bus';
import type { EventBus } from './platform/events/event-bus';
import { runJobsOnce, startBackgroundWorker } from './platform/worker/background-worker';
import { startConfiguredPostingWorker } from './modules/erp-posting/worker/posting-worker';

/**
 * `npm run worker`: the posting worker (continuously) and the background jobs of the modules (every
 * WORKER_INTERVAL_SECONDS), without the API, until
 * SIGTERM/SIGINT; several may run against one PostgreSQL database. `--once` (`npm run bank-files:cleanup`) runs one
 * pass, prints its counts as JSON and exits. The embedded database belongs to one process: with it, run a separate
 * worker only while the API is stopped (or set WORKER_ENABLED=true on the API instead).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // Jobs get the database through their run and no key-value store; the services the modules build for requests,
  // which the worker never serves, need none either. The one thing the worker keeps there is the accounting-system
  // sessions: with Redis they are the deployment's (one licence slot per login on an iikoServer, whichever process
  // signed in, and a session a killed process held is still logged out by the others); without Redis, or with Redis
  // down at start, they are this process's own, and the worker runs all the same.
  const keyValue = await workerKeyValue(config, logger);
  const { entities, jobs, exports } = composeModules({
    config,
    logger,
    secrets: await resolveSecrets(config),
    keyValue,
  });
  const database = await openDatabase({ ...config.database, dataDir: config.dataDir, entities }, logger);
  exports.erpConnections.useDatabase(database.dataSource, database.embedded);
  let events: EventBus | null = null;
  const close = async () => {
    // The accounting-system sessions this process signed in give their licence slots back.
    await exports.erpConnections.logoutOwnSessions();
    await database.close();
    await keyValue.close();
    await events?.close();
  };

  if (process.argv.includes('--once')) {
    try {
      console.log(
        JSON.stringify(await runJobsOnce(jobs, { dataSource: database.dataSource, shouldStop: () => false })),
      );
    } finally {
      await close();
    }
    return;
  }

  // Posting status events reach the API processes' subscribers through Redis only: without REDIS_URL (or with Redis
  // down at start) this process announces nothing, and clients see the change when they next read the posting.
  events = config.keyValue.redisUrl
    ? await createEventBus(config.keyValue, logger).catch((error: Error) => {
        logger.warn({ err: error.message }, 'event bus unavailable; posting status events are not published');
        return null;
      })
    : null;
  const worker = startBackgroundWorker({
    jobs,
    dataSource: database.dataSource,
    intervalSeconds: config.workerIntervalSeconds,
    logger,
  });
  const postingWorker = startConfiguredPostingWorker({
    config,
    dataSource: database.dataSource,
    store: exports.erpConnections,
    logger,
    embedded: database.embedded,
    events,
  });
  // SIGTERM/SIGINT: postings in hand finish, or have their leases released after SHUTDOWN_GRACE_SECONDS.
  closeOnSignals(
    logger,
    'worker',
    async (deadline) => {
      await Promise.all([postingWorker.stop(deadline), worker.stop(deadline)]);
      await close();
    },
    config.shutdownGraceSeconds,
  );
}

async function workerKeyValue(config: AppConfig, logger: Logger): Promise<KeyValueStore> {
  if (!config.keyValue.redisUrl) return new MemoryKeyValueStore(config.keyValue.keyPrefix);
  return createKeyValueStore(config.keyValue, logger).catch((error: Error) => {
    logger.warn(
      { err: error.message },
      'Redis unavailable; accounting-system sessions are not shared with other processes',
    );
    return new MemoryKeyValueStore(config.keyValue.keyPrefix);
  });
}

runMain(main);
