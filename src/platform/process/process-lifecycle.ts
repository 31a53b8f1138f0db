import type { Logger } from '../logging/logger';
import { ConfigError } from '../config/app-config';

/** Runs a process entry point; a failed start exits 1 with a plain message for configuration errors. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    // Configuration errors are the operator's to fix and say exactly what is wrong; anything else gets its stack.
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(error);
    process.exit(1);
  });
}

/** On the first SIGINT or SIGTERM: log, run `close` once, exit 0. */
export function closeOnSignals(logger: Logger, what: string, close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${what} shutting down`);
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
