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
  // 00-decisions §1: the API process also runs the background jobs unless they run in separate workers.
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
      })
    : null;

  closeOnSignals(app.logger, 'service', async () => {
    await postingWorker?.stop();
    await worker?.stop();
    await app.close();
  });
}

runMain(main);
