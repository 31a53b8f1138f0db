import type { DataSource } from 'typeorm';

/** What one pass of a job is given. */
export interface JobRun {
  dataSource: DataSource;
  /** True once the worker is stopping: a job checks it between batches and returns early. */
  shouldStop: () => boolean;
}

/** What a pass did, as counts named for its job (`{ removedBankFiles: 2, rounds: 1 }`), so reports of all jobs merge. */
export type JobReport = Readonly<Record<string, number>>;

/**
 * A background job a feature module contributes. Stateless: everything it needs is in the database, so any number
 * of workers may run it at once and a worker may stop at any time.
 */
export interface BackgroundJob {
  /** Names the job in the worker's logs. */
  name: string;
  /** One pass; logs what is worth telling the operator itself. */
  runOnce(run: JobRun): Promise<JobReport>;
}
