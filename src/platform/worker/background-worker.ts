import type { DataSource } from 'typeorm';
import { logInternalError } from '../errors/log-error';
import type { Logger } from '../logging/logger';
import { settlesBy } from '../process/process-lifecycle';
import type { BackgroundJob, JobReport, JobRun } from './background-job';

export interface RunningWorker {
  /**
   * Lets the current pass finish its batch, then resolves; no new pass starts. At `deadline` (epoch ms) it resolves
   * anyway, and the pass is cut off by the database closing under it; jobs are idempotent passes that the next run redoes.
   */
  stop(deadline?: number): Promise<void>;
}

/** One pass over every job, one after the other, with their reports merged; the first failure propagates. */
export async function runJobsOnce(jobs: readonly BackgroundJob[], run: JobRun): Promise<JobReport> {
  const report: Record<string, number> = {};
  for (const job of jobs) Object.assign(report, await job.runOnce(run));
  return report;
}

/**
 * Runs the jobs every `intervalSeconds` until stopped. A failing job is logged and runs again on the next tick; the
 * jobs after it still run.
 */
export function startBackgroundWorker(options: {
  jobs: readonly BackgroundJob[];
  dataSource: DataSource;
  intervalSeconds: number;
  logger: Logger;
}): RunningWorker {
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  const run: JobRun = { dataSource: options.dataSource, shouldStop: () => stopping };

  const pass = async () => {
    for (const job of options.jobs) {
      if (stopping) return;
      await job
        .runOnce(run)
        .catch((error: unknown) => logInternalError(options.logger.child({ job: job.name }), error, null));
    }
  };
  const tick = () => {
    current = pass().finally(() => {
      if (!stopping) timer = setTimeout(tick, options.intervalSeconds * 1000);
    });
  };
  tick();
  options.logger.info(
    { intervalSeconds: options.intervalSeconds, jobs: options.jobs.map((job) => job.name) },
    'background worker started',
  );

  return {
    async stop(deadline = Infinity) {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (deadline === Infinity) await current;
      else if (!(await settlesBy(current, deadline))) {
        options.logger.warn('shutdown grace over; the background jobs pass in progress is cut off');
      }
    },
  };
}
