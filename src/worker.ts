import 'reflect-metadata';
import { composeModules } from './app';
import { loadConfig } from './platform/config/app-config';
import { resolveSecrets } from './platform/config/local-secrets';
import { closeOnSignals, runMain } from './platform/process/process-lifecycle';
import { openDatabase } from './platform/database/database';
import { MemoryKeyValueStore } from './platform/key-value/memory-key-value-store';
import { createLogger } from './platform/logging/logger';
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
  // Jobs get the database through their run and no key-value store: the in-process one only completes the services
  // the modules build for requests, which the worker never serves, so the worker does not depend on Redis.
  const keyValue = new MemoryKeyValueStore(config.keyValue.keyPrefix);
  const { entities, jobs, exports } = composeModules({
    config,
    logger,
    secrets: await resolveSecrets(config),
    keyValue,
  });
  const database = await openDatabase({ ...config.database, dataDir: config.dataDir, entities }, logger);
  let events: EventBus | null = null;
  const close = async () => {
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

runMain(main);
