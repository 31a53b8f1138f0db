import type { DataSource } from 'typeorm';
import { createLogger } from '../logging/logger';
import type { BackgroundJob, JobRun } from './background-job';
import { runJobsOnce, startBackgroundWorker } from './background-worker';

const dataSource = {} as DataSource;

function job(name: string, runOnce: (run: JobRun) => Promise<Record<string, number>>): BackgroundJob {
  return { name, runOnce };
}

describe('background worker', () => {
  it('runs every job once and merges their reports (what `npm run bank-files:cleanup` prints)', async () => {
    const report = await runJobsOnce(
      [job('a', async () => ({ removedBankFiles: 2, rounds: 1 })), job('b', async () => ({ removedOther: 3 }))],
      { dataSource, shouldStop: () => false },
    );
    expect(report).toEqual({ removedBankFiles: 2, rounds: 1, removedOther: 3 });
  });

  it('keeps running the other jobs when one fails, and stop() waits for the pass and tells jobs to stop', async () => {
    const seen: string[] = [];
    let stopRequested: () => boolean = () => false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const worker = startBackgroundWorker({
      jobs: [
        job('failing', async () => {
          seen.push('failing');
          throw new Error('boom');
        }),
        job('slow', async (run) => {
          seen.push('slow');
          stopRequested = run.shouldStop;
          await released;
          return {};
        }),
      ],
      dataSource,
      intervalSeconds: 3600,
      logger: createLogger('silent'),
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['failing', 'slow']);

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    expect(stopRequested()).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
  });
});
