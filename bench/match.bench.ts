/**
 * `npm run bench:match`: automatic counterparty matching of BENCH_TRANSACTIONS bank transactions of one
 * organization against 10,000 active rules and 5,000 suppliers, against the PostgreSQL of DATABASE_URL (its own
 * `recon_bench` database) or the embedded PGlite. The application is wired in-process (`createApplication`) and the
 * data seeded with bulk SQL; the rematch is the service's own `rematchOrganization`, inside one transaction.
 *
 * Prints: (a) the matcher build time, (b) matcher-only throughput in memory, (c) the end-to-end rematch, first run
 * (most rows change) and second run (nothing changes), each the median of BENCH_ROUNDS rounds with the transactions
 * reset to Unmatched in between, with the time split into FETCH, matching and UPDATE, and in the same rounds the floor:
 * a bare set-based UPDATE of the same changed rows and columns from a table of the computed outcomes, with the ratio,
 * (d) the outcome distribution, (e) peak RSS and heap. Targets: ≥ 50,000 transactions/s end to end on the first run,
 * and ≤ TARGET_FLOOR_RATIO × the bare UPDATE, which holds on a slower machine too.
 *
 *   BENCH_TRANSACTIONS=100000   transactions of the organization
 *   BENCH_ROUNDS=3              rematch rounds
 *   BENCH_SMOKE=1               2,000 transactions, 1 round: the same checks in seconds
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import type { Application } from '../src/app';
import { AutomaticMatchingService } from '../src/modules/counterparty-matching/automatic-matching.service';
import {
  CounterpartyMatcher,
  type MatchRule,
  type MatchSupplier,
} from '../src/modules/counterparty-matching/counterparty-matcher';
import { normalizeCounterpartyName } from '../src/modules/counterparty-matching/counterparty-name';
import { inTransaction } from '../src/platform/database/transaction';
import { BenchError, positiveIntFromEnv, prepareBackend } from './api.bench';
import { createBenchApplication } from './in-process-application';

const SMOKE = process.env.BENCH_SMOKE === '1';
const TRANSACTIONS = SMOKE ? 2_000 : positiveIntFromEnv('BENCH_TRANSACTIONS', 100_000);
const ROUNDS = SMOKE ? 1 : positiveIntFromEnv('BENCH_ROUNDS', 3);
const SUPPLIERS = 5_000;
const RULES = 10_000;
/** Rules that come in conflicting pairs ("X" → one supplier, "X север" → another). */
const CONFLICT_PAIRS = 250;
const TARGET_TRANSACTIONS_PER_SECOND = 50_000;
/**
 * The first run against the bare UPDATE of its changed rows, like bench:import's 5 × COPY: the rematch also reads and
 * matches every undecided row and sends the outcomes in batches, which the floor does not.
 */
const TARGET_FLOOR_RATIO = 3;
/** The computed outcomes of a first run, the input of the bare UPDATE. */
const OUTCOMES_TABLE = 'bench_match_outcomes';
const INSERT_CHUNK = 10_000;
const INDEX_NOTE =
  'in-memory hash index: rules by rarest pattern word, suppliers by tax id / normalized name / word; no per-rule scan';

interface Seed {
  suppliers: MatchSupplier[];
  rules: Omit<MatchRule, 'id'>[];
  transactions: { name: string | null; taxId: string | null }[];
}

interface RunTiming {
  wallSeconds: number;
  examinedCount: number;
  changedCount: number;
  fetchSeconds: number;
  updateSeconds: number;
  otherSqlSeconds: number;
}

/** The highest RSS and heap seen since the last reset, sampled every 50 ms. */
class MemoryPeak {
  rss = 0;
  heapUsed = 0;
  private readonly timer = setInterval(() => this.sample(), 50);

  sample(): void {
    const { rss, heapUsed } = process.memoryUsage();
    this.rss = Math.max(this.rss, rss);
    this.heapUsed = Math.max(this.heapUsed, heapUsed);
  }

  reset(): void {
    this.rss = 0;
    this.heapUsed = 0;
    this.sample();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

async function main(): Promise<void> {
  const backend = await prepareBackend();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recon-match-bench-'));
  const memory = new MemoryPeak();
  let app: Application | null = null;
  let organizationId: string | null = null;
  try {
    app = await createBenchApplication(backend, dataDir);
    const seed = generate(TRANSACTIONS);
    const seedStarted = performance.now();
    organizationId = await store(app, seed);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const service = new AutomaticMatchingService();
    const ctx = app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });

    // (a) Build: the two reads plus the index, and the index alone over the same rows.
    memory.reset();
    const started = performance.now();
    await service.matcherOf(ctx, organizationId);
    const matcherOfSeconds = (performance.now() - started) / 1000;
    const [rules, suppliers]: [MatchRule[], MatchSupplier[]] = await Promise.all([
      app.dataSource.query(
        `SELECT id, pattern, normalized_pattern AS "normalizedPattern", erp_counterparty_id AS "erpCounterpartyId",
                erp_counterparty_name AS "erpCounterpartyName" FROM counterparty_rules WHERE organization_id = $1`,
        [organizationId],
      ),
      app.dataSource.query(
        'SELECT external_id AS id, name, tax_id AS "taxId" FROM erp_supplier_snapshots WHERE organization_id = $1',
        [organizationId],
      ),
    ]);
    const buildSeconds = median(
      [0, 1, 2].map(() => {
        const start = performance.now();
        new CounterpartyMatcher(rules, suppliers);
        return (performance.now() - start) / 1000;
      }),
    );

    // (b) Matching alone, in memory, with a fresh matcher (cold name cache) per pass.
    const memoryRuns = [0, 1, 2].map(() => {
      const matcher = new CounterpartyMatcher(rules, suppliers);
      const start = performance.now();
      for (const { name, taxId } of seed.transactions) matcher.match(name, taxId);
      return (performance.now() - start) / 1000;
    });
    const matchOnlySeconds = median(memoryRuns);
    // The generated rows and the matchers of (b) are garbage now, so the peak of (c) is the rematch's own
    // (npm run bench:match passes --expose-gc).
    seed.transactions = [];
    (globalThis as { gc?: () => void }).gc?.();

    // (c) End to end, BENCH_ROUNDS rounds from a reset table.
    const first: RunTiming[] = [];
    const second: RunTiming[] = [];
    const floor: number[] = [];
    let distribution: { match_status: string; match_reason: string; count: number }[] = [];
    memory.reset();
    const rematchBaseline = { rss: memory.rss, heapUsed: memory.heapUsed };
    for (let round = 0; round < ROUNDS; round += 1) {
      await reset(app, organizationId);
      first.push(await rematch(app, service, organizationId));
      if (round === 0)
        distribution = await app.dataSource.query(
          `SELECT match_status, match_reason, count(*)::int AS count FROM bank_transactions
            WHERE organization_id = $1 GROUP BY 1, 2 ORDER BY 1, 3 DESC`,
          [organizationId],
        );
      second.push(await rematch(app, service, organizationId));
      // The floor: the outcomes the first run wrote, written again bare into the same rows from the same start.
      const captured = await captureOutcomes(app, organizationId);
      if (captured !== first[round]!.changedCount)
        throw new BenchError(`captured ${captured} changed rows, the first run changed ${first[round]!.changedCount}`);
      await reset(app, organizationId);
      floor.push(await bareUpdate(app));
    }
    memory.sample();
    const rematchPeak = { rss: memory.rss, heapUsed: memory.heapUsed, baseline: rematchBaseline };

    printReport({
      backend: backend.description,
      seedSeconds,
      matcherOfSeconds,
      buildSeconds,
      matchOnlySeconds,
      first: medianRun(first),
      second: medianRun(second),
      firstRounds: first.map((run) => run.wallSeconds),
      secondRounds: second.map((run) => run.wallSeconds),
      floorSeconds: median(floor),
      floorRounds: floor,
      // Per round, the rematch beside its own floor: both see the same load of the machine at that moment.
      floorRatio: median(floor.map((seconds, round) => first[round]!.wallSeconds / seconds)),
      distribution,
      rematchPeak,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
    });
  } finally {
    memory.stop();
    await app?.dataSource.query(`DROP TABLE IF EXISTS ${OUTCOMES_TABLE}`);
    if (app && organizationId) await removeOrganization(app, organizationId);
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One rematch in its own transaction, with the SQL time of the transaction's manager split by statement kind. */
async function rematch(app: Application, service: AutomaticMatchingService, organizationId: string) {
  const ctx = app.contextFactory.create({ traceId: randomUUID(), clientAddress: '127.0.0.1' });
  const timing = { fetchSeconds: 0, updateSeconds: 0, otherSqlSeconds: 0 };
  const started = performance.now();
  const summary = await inTransaction(app.dataSource, (manager) => {
    timeQueries(manager, timing);
    return service.rematchOrganization(ctx, organizationId);
  });
  return { wallSeconds: (performance.now() - started) / 1000, ...summary, ...timing };
}

function timeQueries(
  manager: EntityManager,
  timing: { fetchSeconds: number; updateSeconds: number; otherSqlSeconds: number },
): void {
  const query = manager.query.bind(manager);
  manager.query = (async (sql: string, parameters?: unknown[]) => {
    const start = performance.now();
    try {
      return await query(sql, parameters);
    } finally {
      const seconds = (performance.now() - start) / 1000;
      if (sql.startsWith('FETCH')) timing.fetchSeconds += seconds;
      else if (sql.includes('UPDATE bank_transactions')) timing.updateSeconds += seconds;
      else timing.otherSqlSeconds += seconds;
    }
  }) as EntityManager['query'];
}

/**
 * The rows the rematch changed (any outcome other than the reset state), with the columns it writes, into a plain
 * table; ANALYZEd so the bare UPDATE is planned on real figures. Answers the number of rows.
 */
async function captureOutcomes(app: Application, organizationId: string): Promise<number> {
  await app.dataSource.query(`DROP TABLE IF EXISTS ${OUTCOMES_TABLE}`);
  await app.dataSource.query(
    `CREATE TABLE ${OUTCOMES_TABLE} AS
     SELECT id, match_status, matched_counterparty_id, matched_counterparty_name, match_reason, match_signals,
            matched_rule_id
       FROM bank_transactions
      WHERE organization_id = $1
        AND NOT (match_status = 'Unmatched' AND match_reason = 'no_evidence' AND match_signals = '[]'::jsonb
                 AND matched_counterparty_id IS NULL AND matched_rule_id IS NULL)`,
    [organizationId],
  );
  await app.dataSource.query(`ANALYZE ${OUTCOMES_TABLE}`);
  const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM ${OUTCOMES_TABLE}`);
  return count;
}

/**
 * The floor of the first run: one set-based UPDATE of the same rows and columns (row_version too) from the captured
 * outcomes, with nothing to read, match or send. Same indexes and triggers as the rematch's UPDATEs.
 */
async function bareUpdate(app: Application): Promise<number> {
  const started = performance.now();
  await app.dataSource.query(
    `UPDATE bank_transactions t
        SET match_status = o.match_status, matched_counterparty_id = o.matched_counterparty_id,
            matched_counterparty_name = o.matched_counterparty_name, match_reason = o.match_reason,
            match_signals = o.match_signals, matched_rule_id = o.matched_rule_id, row_version = t.row_version + 1
       FROM ${OUTCOMES_TABLE} o
      WHERE t.id = o.id`,
  );
  return (performance.now() - started) / 1000;
}

/**
 * The bench's tenant goes again, so recon_bench does not grow by BENCH_TRANSACTIONS rows per run. Its business data
 * goes first, table by table: the organization's foreign keys restrict rather than cascade.
 */
export async function removeOrganization(app: Application, organizationId: string): Promise<void> {
  const tables = ['bank_imports', 'counterparty_rules', 'erp_supplier_snapshots', 'erp_connections', 'locations'];
  for (const table of tables)
    await app.dataSource.query(`DELETE FROM ${table} WHERE organization_id = $1`, [organizationId]);
  await app.dataSource.query('DELETE FROM organizations WHERE id = $1', [organizationId]);
}

/** Every transaction back to Unmatched, then VACUUM ANALYZE outside a transaction so rounds start alike. */
async function reset(app: Application, organizationId: string): Promise<void> {
  await app.dataSource.query(
    `UPDATE bank_transactions
        SET match_status = 'Unmatched', match_reason = 'no_evidence', match_signals = '[]',
            matched_counterparty_id = NULL, matched_counterparty_name = NULL, matched_rule_id = NULL
      WHERE organization_id = $1`,
    [organizationId],
  );
  await app.dataSource.query('VACUUM ANALYZE bank_transactions');
}

/** The organization, outlet, connection, suppliers, rules, one import and its transactions, in bulk. */
export async function store(app: Application, seed: Seed): Promise<string> {
  const db = app.dataSource;
  const [organization] = await db.query('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [
    `Match bench ${randomUUID().slice(0, 8)}`,
  ]);
  const organizationId: string = organization.id;
  const [location] = await db.query(
    `INSERT INTO locations (organization_id, name, code, time_zone, chain_key)
     VALUES ($1, 'Bench outlet', 'BENCH-M', 'Europe/Moscow', 'bench') RETURNING id`,
    [organizationId],
  );
  const connection = await db.transaction((em) =>
    app.erpConnections.insert(em, {
      organizationId,
      name: 'Bench accounting system',
      baseUrl: 'http://127.0.0.1:9',
      credentials: { login: 'bench', password: 'bench' },
    }),
  );
  await db.query(
    `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, tax_id, revision)
     SELECT $1, $2, s.id, s.name, s.tax_id, 1 FROM unnest($3::text[], $4::text[], $5::text[]) AS s(id, name, tax_id)`,
    [
      connection.id,
      organizationId,
      seed.suppliers.map((s) => s.id),
      seed.suppliers.map((s) => s.name),
      seed.suppliers.map((s) => s.taxId),
    ],
  );
  await db.query(
    `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                     erp_counterparty_name)
     SELECT $1, r.pattern, r.normalized, r.erp_id, r.erp_name
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS r(pattern, normalized, erp_id, erp_name)`,
    [
      organizationId,
      seed.rules.map((r) => r.pattern),
      seed.rules.map((r) => r.normalizedPattern),
      seed.rules.map((r) => r.erpCounterpartyId),
      seed.rules.map((r) => r.erpCounterpartyName),
    ],
  );
  const [bankImport] = await db.query(
    `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256,
                               transaction_count, currency)
     VALUES ($1, $2, 'Parsed', 'bench.csv', 1, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), $3, 'RUB')
     RETURNING id`,
    [organizationId, location.id, seed.transactions.length],
  );
  for (let from = 0; from < seed.transactions.length; from += INSERT_CHUNK) {
    const chunk = seed.transactions.slice(from, from + INSERT_CHUNK);
    await db.query(
      `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                      transaction_date, direction, amount, currency, counterparty_name,
                                      counterparty_tax_id, counterparty_name_normalized)
       SELECT $1, $2, $3, 0, $4 + t.ordinality, DATE '2026-01-01' + ((($4 + t.ordinality) % 180)::int), 'Debit',
              1000 + ($4 + t.ordinality) % 500000, 'RUB', t.name, t.tax_id, t.normalized
         FROM unnest($5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS t(name, tax_id, normalized)`,
      [
        bankImport.id,
        organizationId,
        location.id,
        from,
        chunk.map((t) => t.name),
        chunk.map((t) => t.taxId),
        chunk.map((t) => normalizeCounterpartyName(t.name)),
      ],
    );
  }
  await db.query('VACUUM ANALYZE bank_transactions');
  return organizationId;
}

// ---- Data: realistic names from syllables, deterministic -------------------------------------------------------

const RU_SYLLABLES = 'ва ми ро ла те ко на ри са до лю ве ка то ни ра зо ле ме га бо ту фе ди'.split(' ');
const RU_ENDINGS = ['н', 'с', 'т', 'р', 'л', 'ия', 'ор', 'ика', ''];
const EN_SYLLABLES = 'bel mar tor vin lex sol kan dor fen rix cal mon ter san pol vel dan cor lin bra'.split(' ');
const RU_DESCRIPTORS = ['Трейд', 'Продукт', 'Логистик', 'Снаб', 'Агро', 'Маркет', 'Холдинг', 'Групп', 'Фуд'];
const EN_DESCRIPTORS = ['Foods', 'Trading', 'Logistics', 'Supply', 'Group', 'Systems'];
const RU_FORMS = ['ООО', 'АО', 'ПАО', 'ИП', 'ЗАО'];
const EN_FORMS = ['LLC', 'Ltd', 'GmbH', 'Inc.', 'L.L.C.'];

export function generate(transactionCount: number): Seed {
  const random = mulberry32(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const used = new Set<string>();
  const brand = (english: boolean): string => {
    for (;;) {
      const word = english
        ? capitalize(pick(EN_SYLLABLES) + pick(EN_SYLLABLES) + (random() < 0.5 ? pick(EN_SYLLABLES) : ''))
        : capitalize(pick(RU_SYLLABLES) + pick(RU_SYLLABLES) + pick(RU_SYLLABLES) + pick(RU_ENDINGS));
      if (!used.has(word.toLowerCase())) {
        used.add(word.toLowerCase());
        return word;
      }
    }
  };

  // Suppliers: a unique brand, half with a (common) descriptor, with a legal form; 10-digit tax ids.
  const suppliers: (MatchSupplier & { brand: string; english: boolean; descriptor: string | null })[] = [];
  for (let index = 0; index < SUPPLIERS; index += 1) {
    const english = index % 10 < 3;
    const name = brand(english);
    const descriptor = random() < 0.5 ? pick(english ? EN_DESCRIPTORS : RU_DESCRIPTORS) : null;
    const full = descriptor ? `${name} ${descriptor}` : name;
    suppliers.push({
      id: `sup-${String(index + 1).padStart(5, '0')}`,
      name: english ? `${full} ${pick(EN_FORMS)}` : `${pick(RU_FORMS)} «${full}»`,
      taxId: String(7_700_000_000 + index * 7_919),
      brand: name,
      english,
      descriptor,
    });
  }

  // Rules: 1–3 words ("Кедрос", "Кедрос Агро", "Торговый дом Кедрос"), each to a supplier; conflicting pairs last.
  const rules: Omit<MatchRule, 'id'>[] = [];
  const plainPatterns: string[] = [];
  const conflictPatterns: string[] = [];
  const addRule = (pattern: string) => {
    const supplier = pick(suppliers);
    rules.push({
      pattern,
      normalizedPattern: normalizeCounterpartyName(pattern),
      erpCounterpartyId: supplier.id,
      erpCounterpartyName: supplier.name,
    });
  };
  for (let index = 0; index < RULES - 2 * CONFLICT_PAIRS; index += 1) {
    const english = index % 10 < 3;
    const word = brand(english);
    const shape = random();
    const pattern =
      shape < 0.45
        ? word
        : shape < 0.8
          ? `${word} ${pick(english ? EN_DESCRIPTORS : RU_DESCRIPTORS)}`
          : english
            ? `Trading House ${word}`
            : `Торговый дом ${word}`;
    addRule(pattern);
    plainPatterns.push(pattern);
  }
  for (let index = 0; index < CONFLICT_PAIRS; index += 1) {
    const word = brand(false);
    addRule(word);
    addRule(`${word} Север`);
    conflictPatterns.push(`${word} Север`);
  }

  // Unknown counterparties: brands nobody knows, people, banks.
  const unknown: string[] = [];
  for (let index = 0; index < 3_000; index += 1) {
    const word = brand(index % 10 < 3);
    const shape = index % 4;
    unknown.push(
      shape === 0
        ? `ИП ${word}ов ${capitalize(pick(RU_SYLLABLES) + pick(RU_SYLLABLES) + 'н')}`
        : shape === 1
          ? `ООО "${word} ${pick(RU_DESCRIPTORS)}"`
          : shape === 2
            ? `${word} ${pick(EN_FORMS)}`
            : `Торговый дом «${word}»`,
    );
  }

  const spell = (name: string): string => {
    const variant = Math.floor(random() * 6);
    if (variant === 0) return `ООО "${name}"`;
    if (variant === 1) return `${name.toUpperCase()} ООО`;
    if (variant === 2) return `ООО «${name}»`;
    if (variant === 3) return `Общество с ограниченной ответственностью «${name}»`;
    if (variant === 4) return `${name} LLC`;
    return `ИП ${name}`;
  };

  const transactions: Seed['transactions'] = [];
  for (let index = 0; index < transactionCount; index += 1) {
    const kind = random();
    if (kind < 0.35) transactions.push({ name: spell(pick(plainPatterns)), taxId: null });
    else if (kind < 0.55) {
      const supplier = pick(suppliers);
      transactions.push({
        name: random() < 0.5 ? supplier.name : spell(supplier.brand),
        taxId: random() < 0.2 ? supplier.taxId!.replace(/^(\d{4})/, '$1 ') : supplier.taxId,
      });
    } else if (kind < 0.6) transactions.push({ name: spell(pick(conflictPatterns)), taxId: null });
    else if (kind < 0.7) {
      // Similar, not equal: the brand with another (or without its) descriptor.
      const supplier = pick(suppliers);
      const other = pick(supplier.english ? EN_DESCRIPTORS : RU_DESCRIPTORS);
      const name =
        supplier.descriptor && random() < 0.5
          ? supplier.brand
          : `${supplier.brand} ${other === supplier.descriptor ? `${other} Плюс` : other}`;
      transactions.push({ name: spell(name), taxId: null });
    } else transactions.push({ name: random() < 0.03 ? null : pick(unknown), taxId: null });
  }
  return { suppliers: suppliers.map(({ id, name, taxId }) => ({ id, name, taxId })), rules, transactions };
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---- Report ------------------------------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function medianRun(runs: RunTiming[]): RunTiming {
  const sorted = [...runs].sort((a, b) => a.wallSeconds - b.wallSeconds);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function printReport(report: {
  backend: string;
  seedSeconds: number;
  matcherOfSeconds: number;
  buildSeconds: number;
  matchOnlySeconds: number;
  first: RunTiming;
  second: RunTiming;
  firstRounds: number[];
  secondRounds: number[];
  floorSeconds: number;
  floorRounds: number[];
  floorRatio: number;
  distribution: { match_status: string; match_reason: string; count: number }[];
  rematchPeak: { rss: number; heapUsed: number; baseline: { rss: number; heapUsed: number } };
  maxRssBytes: number;
}): void {
  const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const rate = (seconds: number) => format(TRANSACTIONS / seconds);
  const run = (label: string, timing: RunTiming, rounds: number[]) => {
    const matchSeconds = timing.wallSeconds - timing.fetchSeconds - timing.updateSeconds - timing.otherSqlSeconds;
    console.log(
      `${label}: ${timing.wallSeconds.toFixed(2)} s, ${rate(timing.wallSeconds)} transactions/s ` +
        `(examined ${format(timing.examinedCount)}, changed ${format(timing.changedCount)}; ` +
        `rounds ${rounds.map((seconds) => seconds.toFixed(2)).join(' / ')} s)`,
    );
    console.log(
      `    FETCH ${timing.fetchSeconds.toFixed(2)} s · match + compare ${matchSeconds.toFixed(2)} s · ` +
        `UPDATE ${timing.updateSeconds.toFixed(2)} s · lock, rules and suppliers, cursor ${timing.otherSqlSeconds.toFixed(2)} s`,
    );
  };
  console.log(
    `\nAutomatic matching — ${report.backend}\n${format(TRANSACTIONS)} transactions, ${format(RULES)} active rules, ` +
      `${format(SUPPLIERS)} suppliers; seeded in ${report.seedSeconds.toFixed(1)} s; median of ${ROUNDS} rounds` +
      (SMOKE ? ' (smoke size)' : ''),
  );
  console.log(`index: ${INDEX_NOTE}`);
  console.log(
    `(a) matcher build: ${(report.buildSeconds * 1000).toFixed(0)} ms index alone; ` +
      `${(report.matcherOfSeconds * 1000).toFixed(0)} ms with reading rules and suppliers (matcherOf)`,
  );
  console.log(
    `(b) matcher only, in memory: ${report.matchOnlySeconds.toFixed(2)} s, ${rate(report.matchOnlySeconds)} transactions/s`,
  );
  run('(c) rematchOrganization, first run (rows change)', report.first, report.firstRounds);
  run('    rematchOrganization, second run (nothing changes)', report.second, report.secondRounds);
  const floorRatio = report.floorRatio;
  console.log(
    `    floor: bare UPDATE of the same ${format(report.first.changedCount)} changed rows and columns from a table of ` +
      `the outcomes: ${report.floorSeconds.toFixed(2)} s (rounds ${report.floorRounds.map((s) => s.toFixed(2)).join(' / ')} s); ` +
      `first run = ${floorRatio.toFixed(1)} × floor (median of the rounds' ratios)`,
  );
  console.log('(d) outcome after the first run:');
  for (const row of report.distribution)
    console.log(
      `    ${row.match_status.padEnd(14)} ${row.match_reason.padEnd(22)} ${format(row.count).padStart(8)} ` +
        `${((100 * row.count) / TRANSACTIONS).toFixed(1).padStart(5)} %`,
    );
  console.log(
    `(e) peak during the rematch rounds: RSS ${megabytes(report.rematchPeak.rss)} ` +
      `(+${megabytes(report.rematchPeak.rss - report.rematchPeak.baseline.rss)} over the ` +
      `${megabytes(report.rematchPeak.baseline.rss)} before them), heap used ${megabytes(report.rematchPeak.heapUsed)} ` +
      `(+${megabytes(report.rematchPeak.heapUsed - report.rematchPeak.baseline.heapUsed)}); ` +
      `process maxRSS ${megabytes(report.maxRssBytes)} (includes seeding)`,
  );
  const firstRate = TRANSACTIONS / report.first.wallSeconds;
  const ok = firstRate >= TARGET_TRANSACTIONS_PER_SECOND;
  console.log(
    `\ntarget ≥ ${format(TARGET_TRANSACTIONS_PER_SECOND)} transactions/s end to end: ${ok ? 'met' : 'NOT met'} ` +
      `(first run ${format(firstRate)} transactions/s)`,
  );
  console.log(
    `target ≤ ${TARGET_FLOOR_RATIO} × the bare UPDATE (holds on any machine): ` +
      `${floorRatio <= TARGET_FLOOR_RATIO ? 'met' : 'NOT met'} (${floorRatio.toFixed(1)} ×)`,
  );
}

// The seeding above is shared with bench/suggestion.bench.ts; the bench runs only when executed itself.
if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`bench failed: ${error instanceof BenchError ? error.message : error.stack}`);
    process.exit(1);
  });
}
