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

/** Something a shutdown stops: it finishes its work by `deadline` (epoch ms) or hands it back, then resolves. */
export interface Stoppable {
  stop(deadline?: number): Promise<void>;
}

/** Resolves true when `work` settles by `deadline` (epoch ms), false when the deadline comes first. */
export async function settlesBy(work: Promise<unknown>, deadline: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  if (!Number.isFinite(deadline)) return settled;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([settled, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Time after the grace for closing the stores before the process gives up on a clean exit. */
const CLOSE_MARGIN_MS = 5000;

/**
 * On the first SIGINT or SIGTERM: log, run `close` once with the deadline `graceSeconds` from now (in-flight work
 * gets until then, see `Application.close`), exit 0. A close that throws, or that still runs `CLOSE_MARGIN_MS` after
 * the deadline, exits 1; so does a second signal (an impatient Ctrl-C).
 */
export function closeOnSignals(
  logger: Logger,
  what: string,
  close: (deadline: number) => Promise<void>,
  graceSeconds = 10,
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, `${what} stopped at once on a second signal`);
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    const deadline = started + graceSeconds * 1000;
    logger.info({ signal, graceSeconds }, `${what} shutting down`);
    const stuck = setTimeout(
      () => {
        logger.error({ signal }, `${what} did not close within its grace; exiting`);
        process.exit(1);
      },
      deadline - started + CLOSE_MARGIN_MS,
    );
    stuck.unref();
    try {
      await close(deadline);
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, `${what} failed to close`);
      process.exit(1);
    }
    logger.info({ ms: Date.now() - started }, `${what} stopped`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
