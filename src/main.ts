import 'reflect-metadata';
import { createApplication } from './app';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { startBackgroundWorker } from './platform/worker/background-worker';

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
        dataSource: app.dataSource,
        bankFilesRoot: config.bankFilesRoot,
        intervalSeconds: config.workerIntervalSeconds,
        logger: app.logger,
      })
    : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'shutting down');
    await worker?.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Configuration errors are the operator's to fix and say exactly what is wrong; anything else gets its stack.
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
