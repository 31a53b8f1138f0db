import 'reflect-metadata';
import { loadConfig } from './platform/config/app-config';
import { closeOnSignals, runMain } from './platform/process/process-lifecycle';
import { openDatabase } from './platform/database/database';
import { createLogger } from './platform/logging/logger';
import { createWorkerJobs, startBackgroundWorker } from './platform/worker/background-worker';

/**
 * `npm run worker`: the background jobs without the API, every WORKER_INTERVAL_SECONDS until SIGTERM/SIGINT;
 * several may run against one PostgreSQL database. `--once` (`npm run bank-files:cleanup`) runs one pass,
 * prints its counts as JSON and exits. The embedded database belongs to one process: with it, run a separate
 * worker only while the API is stopped (or set WORKER_ENABLED=true on the API instead).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ ...config.database, dataDir: config.dataDir }, logger);

  if (process.argv.includes('--once')) {
    try {
      const result = await createWorkerJobs(database.dataSource, config.bankFilesRoot).runOnce();
      console.log(JSON.stringify({ removedBankFiles: result.bankFiles.removed, rounds: result.bankFiles.rounds }));
    } finally {
      await database.close();
    }
    return;
  }

  const worker = startBackgroundWorker({
    dataSource: database.dataSource,
    bankFilesRoot: config.bankFilesRoot,
    intervalSeconds: config.workerIntervalSeconds,
    logger,
  });
  closeOnSignals(logger, 'worker', async () => {
    await worker.stop();
    await database.close();
  });
}

runMain(main);
