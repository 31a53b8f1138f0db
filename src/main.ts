import 'reflect-metadata';
import { createApplication } from './app';
import { loadConfig } from './platform/config/app-config';
import { closeOnSignals, runMain } from './platform/process/process-lifecycle';
import { startBackgroundWorker } from './platform/worker/background-worker';
import { startConfiguredPostingWorker } from './modules/erp-posting/worker/posting-worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApplication(config);
  const port = await app.listen();
  app.logger.info(
    { port, graphql: `/graphql`, rest: '/api', env: config.env },
    'payment reconciliation service listening',
  );
  // The API process also runs the background jobs unless they run in separate workers (WORKER_ENABLED=false).
  const worker = config.workerEnabled
    ? startBackgroundWorker({
        jobs: app.jobs,
        dataSource: app.dataSource,
        intervalSeconds: config.workerIntervalSeconds,
        logger: app.logger,
      })
    : null;
  const postingWorker = config.workerEnabled
    ? startConfiguredPostingWorker({
        config,
        dataSource: app.dataSource,
        store: app.erpConnections,
        logger: app.logger,
        embedded: app.embeddedDatabase,
        events: app.events,
      })
    : null;

  if (postingWorker) app.attachWorker(postingWorker);
  if (worker) app.attachWorker(worker);
  // SIGTERM/SIGINT: requests in flight and postings in hand get SHUTDOWN_GRACE_SECONDS (Application.close).
  closeOnSignals(app.logger, 'service', (deadline) => app.close({ deadline }), config.shutdownGraceSeconds);
}

runMain(main);
