import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client as PgClient } from 'pg';
import { startS3TestServer } from '../test/s3-test-server';
import { BenchError, ensureBuilt, positiveIntFromEnv } from './api.bench';
import { startSimulator, stop } from './postings-procs';
import { eventFigures, judgeDay, readFacts, expectedEvidenceRows, reconciledCount } from './scale-drill-audit';
import { startChaos } from './scale-drill-chaos';
import type { ErpDialect } from '../src/modules/erp-connector/erp-connector';
import {
  counters,
  DrillClient,
  watchPostings,
  watchRematches,
  type ReceivedEvent,
  type RematchEvent,
} from './scale-drill-client';
import { LANDLORD_PAYEE, planDay } from './scale-drill-data';
import {
  createLandlordRule,
  emptyLedger,
  exportEvidence,
  LANDLORD,
  runOutletDay,
  setUpOrganizations,
} from './scale-drill-day';
import { DRILL_ADMIN, Fleet, type FleetMember } from './scale-drill-fleet';
import { startRoundRobinProxy } from './scale-drill-proxy';
import { failuresOf, printReport, type DrillReport } from './scale-drill-report';

/**
 * `npm run drill:scale`: two API processes behind a round-robin proxy and two posting workers on one PostgreSQL,
 * Redis and S3-compatible bucket, through a scripted day of concurrent outlets (uploads, matching, allocations,
 * postings into the simulator under injected faults, exports, live posting events). One API process and one worker
 * are SIGKILLed mid-day and restarted. It prints what was done and proves nothing was done twice or lost; it exits 1
 * when a double, lost work, a leaked event or a failed client operation is found.
 *
 * DRILL_SEED, DRILL_ORGANIZATIONS, DRILL_OUTLETS, DRILL_STATEMENTS, DRILL_PAYMENTS (per statement) shape the day.
 * DRILL_DIALECT=IikoServer runs the same day against the simulator's IikoServer dialect: IikoServer connections,
 * pay-outs found by the key in their comment in a report that shows them a second late, one request at a time per
 * server across the processes, and the server's licence slots counted before and after the processes shut down.
 */
const TABS_PER_OUTLET = 2;
const PARALLEL_PER_OUTLET = 3;
/** IikoServer: the simulator leaves a booked pay-out out of the TRANSACTIONS report this long… */
const IIKO_REPORT_LAG_MS = 1_000;
/** …and the service takes an empty readback as proof of absence only this long after the write was sent. */
const IIKO_VISIBLE_AFTER_MS = 4_000;

function drillDialect(): ErpDialect {
  const value = process.env.DRILL_DIALECT?.trim() || 'Reference';
  if (value !== 'Reference' && value !== 'IikoServer') {
    throw new BenchError(`DRILL_DIALECT must be Reference or IikoServer, not "${value}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  const redisUrl = process.env.REDIS_URL?.trim();
  if (!serverUrl || !redisUrl) {
    throw new BenchError(
      'it needs DATABASE_URL and REDIS_URL: several processes share one PostgreSQL and one Redis ' +
        '(the embedded database belongs to one process)',
    );
  }
  const dialect = drillDialect();
  const seed = positiveIntFromEnv('DRILL_SEED', Date.now() % 1_000_000);
  const plan = planDay(
    {
      organizations: positiveIntFromEnv('DRILL_ORGANIZATIONS', 3),
      outletsPerOrganization: positiveIntFromEnv('DRILL_OUTLETS', 2),
      statementsPerOutlet: positiveIntFromEnv('DRILL_STATEMENTS', 4),
      paymentsPerStatement: positiveIntFromEnv('DRILL_PAYMENTS', 15),
      suppliers: 8,
    },
    seed,
  );
  ensureBuilt();
  const workDir = mkdtempSync(path.join(tmpdir(), 'recon-drill-'));
  const fixture = path.join(workDir, 'erp-fixture.json');
  writeFileSync(fixture, JSON.stringify(plan.fixture));
  console.log(
    `drill:scale seed ${seed} (${dialect} dialect): ${plan.payments} supplier payments in ` +
      `${plan.organizations.length} organizations; logs in ${workDir} (removed when the drill passes)`,
  );

  const database = `recon_drill_${randomBytes(4).toString('hex')}`;
  const admin = new PgClient({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const db = new PgClient({ connectionString: databaseUrl });
  await db.connect();
  // The SDK's notice that its 2027 releases need Node 22 would interleave with the figures.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const storage = await startS3TestServer('drill-bank-files');
  const simulator = await startSimulator(
    workDir,
    fixture,
    dialect === 'IikoServer'
      ? { ERP_SIMULATOR_DIALECT: 'IikoServer', ERP_SIMULATOR_OLAP_LAG_MS: String(IIKO_REPORT_LAG_MS) }
      : {},
  );
  await fetch(`${simulator.baseUrl}/__control/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // Every killed worker leaves its sessions open, as a crashed client would.
    body: JSON.stringify({ limit: 100_000 }),
  });
  const fleet = new Fleet(
    {
      databaseUrl,
      redisUrl,
      dataDir: path.join(workDir, 'data'),
      storage: storage.env,
      erp: dialect === 'IikoServer' ? { ERP_IIKO_READBACK_VISIBLE_AFTER_MS: String(IIKO_VISIBLE_AFTER_MS) } : {},
    },
    workDir,
    db,
  );
  const cleanUp = async () => {
    await fleet.stopAll().catch(() => undefined);
    await stop(simulator);
    await storage.stop();
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  };

  try {
    // The first API process migrates the empty database and creates the administrator; the rest start on it.
    const apiA = await fleet.startApi('api-a');
    const apiB = await fleet.startApi('api-b');
    const workers = [await fleet.startWorker('worker-1'), await fleet.startWorker('worker-2')];
    const proxy = await startRoundRobinProxy([apiA.port!, apiB.port!]);
    const slots = watchLicenceSlots(simulator.baseUrl);
    await runDay({
      plan,
      dialect,
      fleet,
      proxyUrl: proxy.url,
      erpBaseUrl: simulator.baseUrl,
      db,
      victims: [apiA, workers[0]],
    })
      .then(async (day) => {
        const maxDuringDay = await slots.stop();
        const beforeShutdown = await licenceSlots(simulator.baseUrl);
        const shutdown = await fleet.stopAll();
        const report: DrillReport = {
          seed,
          dialect,
          processes: `2 API processes behind a round-robin proxy, 2 workers, ${day.outlets} outlets`,
          ...day,
          proxy: proxy.stats(),
          shutdown,
          licenceSlots: {
            maxDuringDay,
            beforeShutdown,
            afterShutdown: await licenceSlots(simulator.baseUrl),
            processLives: fleet.started.length,
            ...(dialect === 'IikoServer' ? await sessionRequests(simulator.baseUrl) : {}),
          },
          errorLogLines: fleet.errorLines().length,
        };
        printReport(report);
        if (failuresOf(report).length > 0) process.exitCode = 1;
        // The processes' logs are kept only when something failed.
        else rmSync(workDir, { recursive: true, force: true });
      })
      .finally(async () => {
        await slots.stop();
        await proxy.close();
      });
  } finally {
    await cleanUp();
  }
}

/** Sessions open at the simulator: licence slots in use, on IikoServer. */
async function licenceSlots(erpBaseUrl: string): Promise<number> {
  const response = await fetch(`${erpBaseUrl}/__control/sessions`);
  return ((await response.json()) as { open: number }).open;
}

/** IikoServer: the sign-ins and logouts the server received all day. */
async function sessionRequests(erpBaseUrl: string): Promise<{ signIns: number; logouts: number }> {
  const response = await fetch(`${erpBaseUrl}/__control/requests`);
  const { counts } = (await response.json()) as { counts: Record<string, number> };
  return { signIns: counts['api/auth'] ?? 0, logouts: counts['api/logout'] ?? 0 };
}

/** The most licence slots in use at once, sampled through the day until `stop`. */
function watchLicenceSlots(erpBaseUrl: string): { stop(): Promise<number> } {
  let most = 0;
  let over = false;
  const sampling = (async () => {
    while (!over) {
      most = Math.max(most, await licenceSlots(erpBaseUrl).catch(() => 0));
      await sleep(250);
    }
  })();
  return {
    async stop() {
      over = true;
      await sampling;
      return most;
    },
  };
}

interface DayInput {
  plan: ReturnType<typeof planDay>;
  dialect: ErpDialect;
  fleet: Fleet;
  proxyUrl: string;
  erpBaseUrl: string;
  db: PgClient;
  /** The API process and the worker that die mid-day. */
  victims: [FleetMember, FleetMember];
}

async function runDay({ plan, dialect, fleet, proxyUrl, erpBaseUrl, db, victims }: DayInput) {
  const login = await fetch(`${proxyUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DRILL_ADMIN),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const administrator = new DrillClient(proxyUrl, accessToken);
  const scopes = await setUpOrganizations(administrator, plan, erpBaseUrl, dialect);
  const clients = scopes.map((scope) => administrator.withContext(scope.organizationId, scope.locationId));

  const subscribers = scopes.flatMap((scope, index) =>
    Array.from({ length: TABS_PER_OUTLET }, () => {
      const received: ReceivedEvent[] = [];
      return { locationId: scope.locationId, received, watch: watchPostings(clients[index], received) };
    }),
  );
  const organizations = [...new Set(scopes.map((scope) => scope.organizationId))];
  const rematches: RematchEvent[] = [];
  const rematchWatches = organizations.map((id) => watchRematches(administrator.withContext(id), rematches));
  const ledger = emptyLedger();
  const started = Date.now();

  const chaos = startChaos({
    fleet,
    db,
    erpBaseUrl,
    victims,
    started,
    progress: () => ledger.approvedPostings.length / plan.payments,
  });
  // Once every outlet has uploaded its first statement, each organization gets its landlord rule: the rent lines
  // imported so far are rematched, later ones match at import.
  const rules = (async () => {
    while (ledger.imports.length < scopes.length) await sleep(50);
    await Promise.all(organizations.map((id) => createLandlordRule(administrator, id, ledger)));
  })();

  const outcomes = await Promise.allSettled(
    scopes.map((scope, index) => runOutletDay(clients[index], scope, ledger, PARALLEL_PER_OUTLET)),
  );
  const dayMs = Date.now() - started;
  const [chaosFigures] = await Promise.all([chaos.stop(), rules]);

  // The workers finish what is in hand: leases of the dead worker expire, its postings are read back.
  const ids = ledger.approvedPostings.map((posting) => posting.postingId);
  const drainStarted = Date.now();
  for (let last = -1, changedAt = Date.now(); Date.now() - changedAt < 30_000; await sleep(250)) {
    const done = await reconciledCount(db, ids);
    if (done === ids.length) break;
    if (done !== last) [last, changedAt] = [done, Date.now()];
  }
  const drainMs = Date.now() - drainStarted;
  await sleep(1_000);

  let exportsShort = 0;
  for (const [index, scope] of scopes.entries()) {
    const rows = await exportEvidence(clients[index], scope);
    ledger.exports.push({ locationId: scope.locationId, rows });
    if (rows !== (await expectedEvidenceRows(db, scope.locationId))) exportsShort += 1;
  }
  const reconnects = subscribers.reduce((sum, subscriber) => sum + subscriber.watch.reconnects(), 0);
  await Promise.all([...subscribers.map((subscriber) => subscriber.watch), ...rematchWatches].map((w) => w.dispose()));

  const facts = await readFacts(db, erpBaseUrl, { taxId: LANDLORD_PAYEE.taxId, landlord: LANDLORD });
  const postings = new Map(facts.postings.map((posting) => [posting.id, posting]));
  const reconciled = ledger.approvedPostings.flatMap(({ postingId, locationId }) => {
    const posting = postings.get(postingId);
    const at = posting?.reconciledAt?.getTime();
    return at === undefined ? [] : [{ postingId, locationId, reconciledAt: at, lastWorkerId: posting!.lastWorkerId }];
  });
  const killedWorkers = chaosFigures.kills
    .filter((kill) => kill.name.startsWith('worker'))
    .map((kill) => ({ pid: kill.pid, at: started + kill.atMs }));
  const tabs = subscribers.map(({ locationId, received, watch }) => ({ locationId, received, gaps: watch.gaps() }));
  const failedOutlets = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String((outcome.reason as Error).message ?? outcome.reason)] : [],
  );
  return {
    dayMs,
    drainMs,
    chaos: chaosFigures,
    requests: counters.requests,
    transientAnswers: counters.transient,
    resolvedByRead: counters.resolvedByRead,
    failedOutlets,
    imports: ledger.imports.length,
    rentLines: ledger.rentLines,
    originalsIntact: ledger.originals.filter(Boolean).length,
    rules: {
      organizations: organizations.length,
      changedByRematch: ledger.rules.reduce((sum, rule) => sum + rule.changedTransactionCount, 0),
      completionsAnnounced: rematches.filter((event) => event.phase === 'Completed').length,
      changedAnnounced: rematches
        .filter((event) => event.phase === 'Completed')
        .reduce((sum, event) => sum + event.changedTransactions, 0),
    },
    approvedPostings: ledger.approvedPostings.length,
    outlets: scopes.length,
    exports: ledger.exports.length,
    exportRows: ledger.exports.reduce((sum, entry) => sum + entry.rows, 0),
    exportsShort,
    audit: judgeDay(facts, ledger),
    recovery: facts.recovery,
    events: { subscriptions: subscribers.length, reconnects, ...eventFigures(tabs, reconciled, killedWorkers) },
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? `drill:scale: ${error.message}` : error);
  process.exitCode = 1;
});
