import { startEmbeddedPostgres } from '../src/platform/database/embedded-postgres';
import { createLogger } from '../src/platform/logging/logger';

/**
 * One embedded PGlite server in a process of its own, started by the test run for one jest worker: PGlite runs on
 * the thread that created it, so databases that share a process share one core. The database lives in memory (it is
 * thrown away with the run). It tells its parent the URL, and closes when the parent asks or goes away.
 */
async function main(): Promise<void> {
  const embedded = await startEmbeddedPostgres(null, createLogger('silent'));
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= embedded.close().finally(() => process.exit(0)));
  process.on('message', (message) => {
    if (message === 'close') void close();
  });
  process.once('disconnect', () => void close());
  process.send!({ url: embedded.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
