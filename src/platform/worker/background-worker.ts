import type { DataSource } from 'typeorm';
import { BankFileStorage } from '../../modules/bank-import/bank-file-storage';
import { BankFileRetention, type RetentionResult } from '../../modules/bank-import/file-retention';
import { logInternalError } from '../errors/log-error';
import type { Logger } from '../logging/logger';

export interface WorkerJobs {
  /** One pass over every background job; safe to run in several processes at once. */
  runOnce(): Promise<{ bankFiles: RetentionResult }>;
}

export interface RunningWorker {
  /** Lets the current pass finish its batch, then resolves; no new pass starts. */
  stop(): Promise<void>;
}

/** The background jobs. Stateless: everything they need is in the database, so a worker may stop at any time. */
export function createWorkerJobs(
  dataSource: DataSource,
  bankFilesRoot: string,
  shouldStop: () => boolean = () => false,
): WorkerJobs {
  const retention = new BankFileRetention(dataSource, new BankFileStorage(bankFilesRoot));
  return {
    async runOnce() {
      return { bankFiles: await retention.run({ shouldStop }) };
    },
  };
}

/** Runs the jobs every `intervalSeconds` until stopped; a failing pass is logged and retried on the next tick. */
export function startBackgroundWorker(options: {
  dataSource: DataSource;
  bankFilesRoot: string;
  intervalSeconds: number;
  logger: Logger;
}): RunningWorker {
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  const jobs = createWorkerJobs(options.dataSource, options.bankFilesRoot, () => stopping);

  const tick = () => {
    current = jobs
      .runOnce()
      .then((result) => {
        if (result.bankFiles.removed > 0)
          options.logger.info({ removedBankFiles: result.bankFiles.removed }, 'expired bank files removed');
      })
      .catch((error: unknown) => logInternalError(options.logger, error, null))
      .finally(() => {
        if (!stopping) timer = setTimeout(tick, options.intervalSeconds * 1000);
      });
  };
  tick();
  options.logger.info({ intervalSeconds: options.intervalSeconds }, 'background worker started');

  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
