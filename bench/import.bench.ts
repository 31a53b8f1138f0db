/**
 * `npm run bench:import`: a generated 100,000-transaction statement (1C and camt.053) imported end to end through
 * the HTTP upload, against the server of DATABASE_URL (or the embedded defaults). Prints transactions per second,
 * wall time and the server's peak RSS, and in the same run the time of a bare COPY of the same rows into a scratch
 * table (the physical limit) with the ratio. Targets: ≥ 20,000 transactions/s, peak RSS < 400 MB, ≤ 5 × COPY.
 *
 * Each file is imported BENCH_ROUNDS times (each time into a new organization, so the digest rule does not answer
 * with the first import), each import followed by its bare COPY; the report shows the round with the median wall
 * time, and the spread of all rounds, because this class of machine varies by ±20 % from one run to the next.
 *
 *   BENCH_TRANSACTIONS=100000   transactions per generated file
 *   BENCH_ROUNDS=3              imports per file
 *   BENCH_RULES=0, BENCH_SUPPLIERS=0
 *                               counterparty rules and snapshot suppliers seeded into each round's organization (needs
 *                               DATABASE_URL), so the import's in-load matching works against them; 1,000 of the rules
 *                               take every generated counterparty; the bare COPY then writes the same match columns.
 *   BENCH_SMOKE=1               2,000 transactions, 1 round: the same checks in seconds
 */
import { createHash } from 'node:crypto';
import { createWriteStream, openAsBlob, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Client } from 'pg';
import {
  BenchError,
  ensureBuilt,
  isRunning,
  login,
  positiveIntFromEnv,
  prepareBackend,
  startServer,
  stopServer,
  waitForHealth,
  type Backend,
  type RunningServer,
} from './api.bench';

const SMOKE = process.env.BENCH_SMOKE === '1';
const TRANSACTIONS = SMOKE ? 2_000 : positiveIntFromEnv('BENCH_TRANSACTIONS', 100_000);
const ROUNDS = SMOKE ? 1 : positiveIntFromEnv('BENCH_ROUNDS', 3);
const RULES = Number(process.env.BENCH_RULES ?? 0);
const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 0);
const TARGETS = { transactionsPerSecond: 20_000, peakRssMegabytes: 400, copyRatio: 5 };

interface Generated {
  format: string;
  file: string;
  fileName: string;
  /** The same rows as CSV for the bare COPY. */
  copyFile: string;
}

interface Result {
  format: string;
  /** Wall times of every round, when the result is the median of several. */
  roundWallSeconds: number[];
  fileMegabytes: number;
  wallSeconds: number;
  transactionsPerSecond: number;
  peakRssMegabytes: number | null;
  copySeconds: number | null;
  status: string;
}

let server: RunningServer | null = null;

async function main(): Promise<void> {
  ensureBuilt();
  const backend = await prepareBackend();
  const workDir = await mkdtemp(path.join(tmpdir(), 'recon-import-bench-'));
  // Server-side COPY reads the CSV as the database's own OS user.
  await chmod(workDir, 0o755);
  try {
    const files = [await generateOneC(workDir), await generateCamt(workDir)];
    process.env.BANK_UPLOAD_MAX_BYTES = String(512 * 1024 * 1024);
    server = await startServer(backend);
    await waitForHealth(server);
    const token = await login(server.baseUrl);
    const results: Result[] = [];
    for (const generated of files) {
      const rounds: Result[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const outlet = await createOutlet(server.baseUrl, token);
        if (RULES > 0 || SUPPLIERS > 0) await seedMatchingData(backend, outlet.organizationId);
        rounds.push(await importThroughHttp(server, token, outlet, generated, backend));
      }
      results.push(median(rounds));
    }
    printReport(backend, results);
  } finally {
    if (server) await stopServer(server, false);
    await rm(workDir, { recursive: true, force: true });
  }
}

async function importThroughHttp(
  running: RunningServer,
  token: string,
  outlet: { organizationId: string; locationId: string },
  generated: Generated,
  backend: Backend,
): Promise<Result> {
  const form = new FormData();
  form.append('file', await openAsBlob(generated.file), generated.fileName);
  const started = performance.now();
  const response = await fetch(
    `${running.baseUrl}/api/bank-statements/import?organizationId=${outlet.organizationId}&locationId=${outlet.locationId}`,
    { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form },
  );
  const body = (await response.json()) as { importId?: string; status?: string; errorMessage?: string | null };
  const wallSeconds = (performance.now() - started) / 1000;
  if (response.status !== 202 || !body.status || !['Parsed', 'SuccessWithWarnings'].includes(body.status)) {
    throw new BenchError(`${generated.format} upload answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const copySeconds = backend.databaseUrl ? await bareCopy(backend.databaseUrl, generated.copyFile) : null;
  return {
    format: generated.format,
    roundWallSeconds: [wallSeconds],
    fileMegabytes: (await stat(generated.file)).size / 1024 / 1024,
    wallSeconds,
    transactionsPerSecond: TRANSACTIONS / wallSeconds,
    peakRssMegabytes: peakRssMegabytes(running),
    copySeconds,
    status: body.status,
  };
}

function median(rounds: Result[]): Result {
  const sorted = [...rounds].sort((a, b) => a.wallSeconds - b.wallSeconds);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], roundWallSeconds: rounds.map((round) => round.wallSeconds) };
}

/**
 * The floor: the same rows, every column the import writes, COPYed by the database server from a local file into a
 * scratch table with the transactions table's columns and defaults but no index, constraint or trigger. The table is
 * logged like the real one: durable rows cannot be written faster than their WAL.
 */
async function bareCopy(databaseUrl: string, csvFile: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS bench_copy_scratch (LIKE bank_transactions INCLUDING DEFAULTS)`);
    await client.query('TRUNCATE bench_copy_scratch');
    await client.query('CHECKPOINT');
    const started = performance.now();
    await client.query(
      `COPY bench_copy_scratch (import_id, organization_id, location_id, statement_index, sequence, transaction_date,
                                value_date, direction, amount, currency, account_number, counterparty_name,
                                counterparty_tax_id, counterparty_account, counterparty_account_masked, description,
                                bank_reference, fingerprint, counterparty_name_normalized, match_status,
                                matched_counterparty_id, matched_counterparty_name, match_reason, match_signals,
                                matched_rule_id)
       FROM '${csvFile.replace(/'/g, "''")}' WITH (FORMAT csv)`,
    );
    const seconds = (performance.now() - started) / 1000;
    await client.query('DROP TABLE bench_copy_scratch');
    return seconds;
  } finally {
    await client.end();
  }
}

/** VmHWM: the server process's resident-set high-water mark since it started. */
function peakRssMegabytes(running: RunningServer): number | null {
  try {
    const status = readFileSync(`/proc/${running.child.pid}/status`, 'utf8');
    const kilobytes = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]);
    return Number.isFinite(kilobytes) ? kilobytes / 1024 : null;
  } catch {
    return null;
  }
}

async function createOutlet(baseUrl: string, token: string): Promise<{ organizationId: string; locationId: string }> {
  const post = async (urlPath: string, body: object) => {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201)
      throw new BenchError(`POST ${urlPath} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const organization = await post('/api/platform/organizations', { name: `Import bench ${Date.now()}` });
  const location = await post(`/api/organizations/${organization.id}/locations`, {
    name: 'Bench outlet',
    code: `IB-${Date.now()}`,
    timeZone: 'Europe/Moscow',
    chainKey: 'bench',
  });
  return { organizationId: organization.id, locationId: location.id };
}

/**
 * Rules and suppliers for the in-load matching, straight into the bench database: rules for every generated
 * counterparty ("Поставщик N" in 1C, "Supplier N" in camt.053, N < 500) and fillers up to BENCH_RULES; suppliers with
 * tax ids the statements do not carry, under a connection row the matcher only reads (its credentials are never opened).
 */
async function seedMatchingData(backend: Backend, organizationId: string): Promise<void> {
  if (!backend.databaseUrl) throw new BenchError('BENCH_RULES and BENCH_SUPPLIERS need DATABASE_URL');
  const client = new Client({ connectionString: backend.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                       erp_counterparty_name)
       SELECT $1, p.pattern, lower(p.pattern), 'sup-' || p.n, p.pattern
         FROM (SELECT n, CASE WHEN n < 500 THEN 'Поставщик ' || n WHEN n < 1000 THEN 'Supplier ' || (n - 500)
                              ELSE 'Контрагент ' || n END AS pattern
                 FROM generate_series(0, $2 - 1) AS n) p`,
      [organizationId, RULES],
    );
    const [connection] = (
      await client.query(
        `INSERT INTO erp_connections (id, organization_id, name, base_url, credentials, credentials_key_id, is_default)
         VALUES (gen_random_uuid(), $1, 'Bench', 'http://127.0.0.1:9', '\\x00', 'bench', true) RETURNING id`,
        [organizationId],
      )
    ).rows;
    await client.query(
      `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, tax_id, revision)
       SELECT $1, $2, 'snap-' || n, 'ООО Снабжение ' || n, (5000000000 + n)::text, n FROM generate_series(1, $3) AS n`,
      [connection.id, organizationId, SUPPLIERS],
    );
  } finally {
    await client.end();
  }
}

/** Writes through a stream with back-pressure, so generating 100k documents needs no big string. */
async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(line)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

const ACCOUNT = '40702810900000012345';
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

function amountOf(index: number): number {
  return 1000 + ((index * 7919) % 9_000_000);
}

function* copyRows(): Generator<string> {
  for (let index = 0; index < TRANSACTIONS; index += 1) {
    const fingerprint = createHash('sha256').update(String(index)).digest('hex');
    yield `${ZERO_UUID},${ZERO_UUID},${ZERO_UUID},0,${index},2026-11-01,2026-11-01,Credit,${amountOf(index)},RUB,${ACCOUNT},"ООО Поставщик ${index % 500}",7701234567,40702810000000000001,****0001,"Оплата по счету ${index}",${index},\\x${fingerprint},поставщик ${index % 500},${matchColumns(index % 500)}\n`;
  }
}

/** The match columns as the import writes them: Unmatched, or with BENCH_RULES the rule match every row gets. */
function matchColumns(supplier: number): string {
  if (RULES === 0) return 'Unmatched,,,no_evidence,[],';
  const name = `Поставщик ${supplier}`;
  const signals = JSON.stringify([
    {
      kind: 'Rule',
      counterpartyId: `sup-${supplier}`,
      counterpartyName: name,
      value: name,
      score: 1,
      ruleId: ZERO_UUID,
    },
  ]);
  return `AutoMatched,sup-${supplier},${name},rule,"${signals.replace(/"/g, '""')}",${ZERO_UUID}`;
}

async function generateOneC(workDir: string): Promise<Generated> {
  const file = path.join(workDir, 'statement-1c.txt');
  const credits = Array.from({ length: TRANSACTIONS }, (_, index) => amountOf(index)).reduce(
    (sum, value) => sum + value,
    0,
  );
  const money = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  function* lines(): Generator<string> {
    yield [
      '1CClientBankExchange',
      'ВерсияФормата=1.03',
      'Кодировка=Windows',
      'СекцияРасчСчет',
      'ДатаНачала=01.11.2026',
      'ДатаКонца=01.11.2026',
      `РасчСчет=${ACCOUNT}`,
      'НачальныйОстаток=0.00',
      `ВсегоПоступило=${money(credits)}`,
      'ВсегоСписано=0.00',
      `КонечныйОстаток=${money(credits)}`,
      'КонецРасчСчет',
      '',
    ].join('\r\n');
    for (let index = 0; index < TRANSACTIONS; index += 1) {
      yield [
        'СекцияДокумент=Платежное поручение',
        `Номер=${index}`,
        'Дата=01.11.2026',
        `Сумма=${money(amountOf(index))}`,
        'ПлательщикСчет=40702810000000000001',
        `Плательщик=ООО Поставщик ${index % 500}`,
        'ПлательщикИНН=7701234567',
        `ПолучательСчет=${ACCOUNT}`,
        'Получатель=ООО Ресторан',
        'ДатаПоступило=01.11.2026',
        `НазначениеПлатежа=Оплата по счету ${index}`,
        'КонецДокумента',
        '',
      ].join('\r\n');
    }
    yield 'КонецФайла\r\n';
  }
  await writeLines(file, lines());
  const copyFile = path.join(workDir, 'rows-1c.csv');
  await writeLines(copyFile, copyRows());
  await chmod(copyFile, 0o644);
  return { format: '1C ClientBankExchange', file, fileName: 'statement.txt', copyFile };
}

async function generateCamt(workDir: string): Promise<Generated> {
  const file = path.join(workDir, 'statement-camt053.xml');
  const credits = Array.from({ length: TRANSACTIONS }, (_, index) => amountOf(index)).reduce(
    (sum, value) => sum + value,
    0,
  );
  const money = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  function* lines(): Generator<string> {
    yield (
      `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>` +
      `<GrpHdr><MsgId>bench</MsgId><CreDtTm>2026-11-01T00:00:00</CreDtTm></GrpHdr><Stmt><Id>bench-1</Id><CreDtTm>2026-11-01T00:00:00</CreDtTm>` +
      `<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>` +
      `<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>` +
      `<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${money(credits)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>\n`
    );
    for (let index = 0; index < TRANSACTIONS; index += 1) {
      yield (
        `<Ntry><Amt Ccy="EUR">${money(amountOf(index))}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-01</Dt></BookgDt>` +
        `<ValDt><Dt>2026-11-01</Dt></ValDt><AcctSvcrRef>REF${index}</AcctSvcrRef><BkTxCd/><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Supplier ${index % 500}</Nm></Dbtr>` +
        `<DbtrAcct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></DbtrAcct></RltdPties><RmtInf><Ustrd>Payment ${index}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`
      );
    }
    yield '</Stmt></BkToCstmrStmt></Document>\n';
  }
  await writeLines(file, lines());
  const copyFile = path.join(workDir, 'rows-camt.csv');
  await writeLines(copyFile, copyRows());
  await chmod(copyFile, 0o644);
  return { format: 'camt.053', file, fileName: 'statement.xml', copyFile };
}

function printReport(backend: Backend, results: Result[]): void {
  const verdict = (ok: boolean | null) => (ok === null ? 'n/a ' : ok ? 'PASS' : 'FAIL');
  console.log('');
  console.log(
    `import benchmark: ${TRANSACTIONS.toLocaleString('en')} transactions per file, HTTP upload end to end, ` +
      `median of ${ROUNDS} round(s)${SMOKE ? ' (smoke size)' : ''}`,
  );
  console.log(`backend: ${backend.description}`);
  if (RULES > 0 || SUPPLIERS > 0)
    console.log(`matching against ${RULES.toLocaleString('en')} rules and ${SUPPLIERS.toLocaleString('en')} suppliers`);
  console.log('');
  for (const result of results) {
    const ratio = result.copySeconds ? result.wallSeconds / result.copySeconds : null;
    console.log(
      `${result.format.padEnd(22)} ${result.fileMegabytes.toFixed(1).padStart(6)} MiB  wall ${result.wallSeconds.toFixed(2)} s  ` +
        `${Math.round(result.transactionsPerSecond).toLocaleString('en').padStart(7)} tx/s  ` +
        `peak RSS ${result.peakRssMegabytes === null ? 'n/a' : `${result.peakRssMegabytes.toFixed(0)} MB`}  ` +
        `bare COPY ${result.copySeconds === null ? 'n/a (no DATABASE_URL)' : `${result.copySeconds.toFixed(2)} s, ratio ${ratio!.toFixed(1)}×`}  (${result.status})`,
    );
    console.log(
      `  ${verdict(result.transactionsPerSecond >= TARGETS.transactionsPerSecond)} ≥ ${TARGETS.transactionsPerSecond.toLocaleString('en')} tx/s   ` +
        `${verdict(result.peakRssMegabytes === null ? null : result.peakRssMegabytes < TARGETS.peakRssMegabytes)} peak RSS < ${TARGETS.peakRssMegabytes} MB   ` +
        `${verdict(ratio === null ? null : ratio <= TARGETS.copyRatio)} ≤ ${TARGETS.copyRatio} × bare COPY   ` +
        `rounds: ${result.roundWallSeconds.map((seconds) => `${seconds.toFixed(2)} s`).join(', ')}`,
    );
  }
  console.log('peak RSS: the server process high-water mark (VmHWM) after the upload, cumulative over the run');
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(`\nbench failed: ${error instanceof BenchError ? error.message : ((error as Error).stack ?? error)}`);
    if (server && isRunning(server.child)) await stopServer(server, true);
    process.exit(1);
  },
);
