import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { sqlRunner } from '../../../platform/database/prepared-query';
import { logInternalError } from '../../../platform/errors/log-error';
import type { AppConfig } from '../../../platform/config/app-config';
import type { EventBus } from '../../../platform/events/event-bus';
import type { Logger } from '../../../platform/logging/logger';
import type { ErpConnectionStore } from '../../erp-connection/erp-connection.module';
import { ConnectorPool } from './connector-pool';
import { settlesBy } from '../../../platform/process/process-lifecycle';
import { claimDuePostings, expireLeases, POSTING_CHANNEL, renewLeases, type ClaimedPosting } from './posting-claims';
import { PostingExecution, type ExecutionOutcome } from './posting-execution';
import { LeaseLostError, PostingLedger } from './posting-ledger';
import type { PostingPolicy } from './posting-retry-policy';

export interface PostingWorkerOptions {
  dataSource: DataSource;
  store: ErpConnectionStore;
  logger: Logger;
  policy: PostingPolicy;
  /** Postings worked on at once by this process. */
  concurrency: number;
  /** The fallback poll when no notification comes (and the only wake-up without LISTEN). */
  pollMs: number;
  /** A separate connection for LISTEN; null (the embedded database) polls only. */
  listenUrl: string | null;
  /** Named prepared statements for the hot statements (not on the embedded database, see `sqlRunner`). */
  preparedStatements: boolean;
  /** Announces status changes to subscribers (Redis pub/sub reaches the API processes); null announces nothing. */
  events?: EventBus | null;
}

export interface RunningPostingWorker {
  readonly workerId: string;
  /** Postings settled per outcome since start. */
  readonly counts: Readonly<Record<ExecutionOutcome | 'errors', number>>;
  /**
   * Stops claiming, lets the postings in hand finish (their HTTP calls are bounded by the connector timeout). Those
   * still in hand at `deadline` (epoch ms) have their leases expired (`expireLeases`) for another worker to take over.
   */
  stop(deadline?: number): Promise<void>;
}

/**
 * The posting worker (docs/postings.md §The worker): wakes on NOTIFY (approve, retry and reconcile send one at commit)
 * or every `pollMs`, claims due postings with a lease, and runs each through `PostingExecution`. Leases are renewed
 * every third of their length while the posting is in hand, so a live worker never loses one; a dead worker's lease
 * expires and the next claim reads back before anything else. Stateless: any number may run on one database.
 */
export function startPostingWorker(options: PostingWorkerOptions): RunningPostingWorker {
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const logger = options.logger.child({ worker: 'erp-postings', workerId });
  const connectors = new ConnectorPool(options.dataSource, options.store);
  const sql = sqlRunner(options.dataSource, options.preparedStatements);
  const execution = new PostingExecution({
    sql,
    connectors,
    policy: options.policy,
    logger,
    workerId,
    events: options.events ?? null,
  });
  const counts: Record<ExecutionOutcome | 'errors', number> = {
    reconciled: 0,
    pending: 0,
    unknown: 0,
    retry: 0,
    failed: 0,
    idle: 0,
    errors: 0,
  };
  const inHand = new Map<string, Promise<void>>();
  let stopping = false;
  let wake: (() => void) | null = null;
  // A nudge while the loop is busy claiming must not be lost: the next sleep is skipped instead.
  let nudged = false;
  const nudge = () => {
    nudged = true;
    wake?.();
    wake = null;
  };
  const listener = options.listenUrl ? listen(options.listenUrl, nudge, logger) : null;
  const heartbeat = setInterval(
    () => {
      const tokens = [...inHand.keys()];
      renewLeases(sql, tokens, options.policy.leaseSeconds).catch((error) => logInternalError(logger, error, null));
    },
    (options.policy.leaseSeconds * 1000) / 3,
  );
  heartbeat.unref();

  const work = async (claim: ClaimedPosting) => {
    try {
      counts[await execution.run(claim)] += 1;
    } catch (error) {
      counts.errors += 1;
      if (error instanceof LeaseLostError) {
        logger.warn({ postingId: claim.id }, 'posting lease was taken over; left to its new holder');
        return;
      }
      logInternalError(logger.child({ postingId: claim.id }), error, null);
      // Hand it back for a later claim; an unconfirmed send stays marked, so that claim reads back first.
      await new PostingLedger(sql, claim, workerId, options.policy.leaseSeconds)
        .apply({ release: { nextRunAtUtc: new Date(Date.now() + options.policy.retryBaseMs) } })
        .catch(() => undefined);
    }
  };

  const loop = async () => {
    while (!stopping) {
      nudged = false;
      const free = options.concurrency - inHand.size;
      let claimed: ClaimedPosting[] = [];
      if (free > 0) {
        try {
          claimed = await claimDuePostings(sql, workerId, options.policy.leaseSeconds, free);
        } catch (error) {
          logInternalError(logger, error, null);
        }
      }
      for (const claim of claimed) {
        const done = work(claim).finally(() => {
          inHand.delete(claim.leaseToken);
          nudge();
        });
        inHand.set(claim.leaseToken, done);
      }
      // A full batch may mean more is due: claim again at once; otherwise sleep until notified or polled.
      const sleep = claimed.length === 0 || claimed.length < free || inHand.size >= options.concurrency;
      if (sleep && !nudged) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  };
  const running = loop();
  logger.info({ concurrency: options.concurrency, listen: listener !== null }, 'posting worker started');

  return {
    workerId,
    counts,
    async stop(deadline = Infinity) {
      stopping = true;
      nudge();
      await running;
      if (!(await settlesBy(Promise.all(inHand.values()), deadline))) {
        // The heartbeat first: a renewal after the release would hold the postings for a whole lease again.
        clearInterval(heartbeat);
        const tokens = [...inHand.keys()];
        await expireLeases(sql, tokens).catch((error) => logInternalError(logger, error, null));
        logger.warn({ postings: tokens.length }, 'shutdown grace over; leases of the postings in hand released');
      }
      clearInterval(heartbeat);
      await connectors.close();
      await (await listener)?.end().catch(() => undefined);
      logger.info({ counts }, 'posting worker stopped');
    },
  };
}

/** LISTEN on its own connection; without it (or once it is lost) the poll alone wakes the worker. */
async function listen(url: string, onNotify: () => void, logger: Logger): Promise<Client | null> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    client.on('notification', onNotify);
    client.on('error', (error) => logger.warn({ err: error.message }, 'posting LISTEN connection lost; polling'));
    await client.query(`LISTEN ${POSTING_CHANNEL}`);
    return client;
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'posting LISTEN unavailable; polling only');
    await client.end().catch(() => undefined);
    return null;
  }
}

/** The worker as the service and `npm run worker` start it, from the configuration. */
export function startConfiguredPostingWorker(deps: {
  config: AppConfig;
  dataSource: DataSource;
  store: ErpConnectionStore;
  logger: Logger;
  embedded: boolean;
  events?: EventBus | null;
}): RunningPostingWorker {
  const { postings, database } = deps.config;
  return startPostingWorker({
    dataSource: deps.dataSource,
    store: deps.store,
    logger: deps.logger,
    policy: postings,
    // The embedded database serves one process over two connections: one posting at a time, polled.
    concurrency: deps.embedded ? 1 : postings.concurrency,
    pollMs: postings.pollMs,
    listenUrl: deps.embedded ? null : database.url,
    preparedStatements: !deps.embedded,
    events: deps.events ?? null,
  });
}
