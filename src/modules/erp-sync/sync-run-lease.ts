import type { DataSource } from 'typeorm';
import type { Logger } from '../../platform/logging/logger';
import type { BackgroundJob } from '../../platform/worker/background-job';

/** How often a process renews the lease of a run it is working on. */
export const RUN_HEARTBEAT_SECONDS = 30;
/**
 * A `Running` run whose lease was not renewed for this long belongs to a process that stopped (killed, crashed,
 * lost its database): ten missed heartbeats, far beyond any pause of a live process.
 */
export const RUN_LEASE_SECONDS = 300;

export type SyncRunTable = 'erp_supplier_sync_runs' | 'erp_document_sync_runs';

const RUN_TABLES: readonly SyncRunTable[] = ['erp_supplier_sync_runs', 'erp_document_sync_runs'];

/**
 * Renews the run's `heartbeat_at_utc` every RUN_HEARTBEAT_SECONDS until `stop`, outside any transaction. A failed
 * renewal is left for the next tick: a run only counts as interrupted after RUN_LEASE_SECONDS without one.
 */
export function keepRunAlive(dataSource: DataSource, table: SyncRunTable, runId: string): { stop(): void } {
  const timer = setInterval(() => {
    dataSource
      .query(`UPDATE ${table} SET heartbeat_at_utc = clock_timestamp() WHERE id = $1 AND status = 'Running'`, [runId])
      .catch(() => undefined);
  }, RUN_HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * The background job that closes as Failed (`error_code` `interrupted`) the `Running` runs whose lease expired:
 * their process stopped before finishing them. The worker runs it when it starts (with the API unless
 * WORKER_ENABLED=false) and every WORKER_INTERVAL_SECONDS after. Several processes share the database and each
 * keeps renewing the leases of its own runs, so only runs of stopped processes are closed, whoever runs the job.
 */
export function interruptedSyncRunsJob(logger: Logger): BackgroundJob {
  return {
    name: 'erp-sync-interrupted-runs',
    async runOnce({ dataSource }) {
      const closed = await closeInterruptedSyncRuns(dataSource);
      if (closed > 0) logger.warn({ interruptedSyncRuns: closed }, 'interrupted accounting-system sync runs closed');
      return { interruptedSyncRuns: closed };
    },
  };
}

async function closeInterruptedSyncRuns(dataSource: DataSource): Promise<number> {
  let closed = 0;
  for (const table of RUN_TABLES) {
    const [, count]: [unknown, number] = await dataSource.query(
      `UPDATE ${table} SET status = 'Failed', finished_at_utc = clock_timestamp(), error_code = 'interrupted',
              error_message = 'Interrupted: the process running the sync stopped before it finished.'
       WHERE status = 'Running' AND heartbeat_at_utc < clock_timestamp() - make_interval(secs => $1)`,
      [RUN_LEASE_SECONDS],
    );
    closed += count;
  }
  return closed;
}
