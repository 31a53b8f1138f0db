import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { startErpSimulator, type ErpSimulator } from '../src/erp-simulator/erp-simulator';
import type { CheckReport } from '../scripts/erp-check-report';

/**
 * `npm run erp:check` as an integrator runs it: a child process against the simulator's IikoServer dialect. It must
 * read and map what the service would, write nothing, give its licence slot back, and never print a secret.
 */

const ROOT = path.resolve(__dirname, '..');
const PASSWORD = 'Check-Pa55word-unique-7731';
const PASSWORD_HASH = createHash('sha1').update(PASSWORD, 'utf8').digest('hex');
/** Endpoints a read-only check may reach: reads, and the sign-in and sign-out of its one session. */
const READ_ENDPOINTS = new Set([
  'api/auth',
  'api/logout',
  'get_server_info.jsp',
  'api/corporation/stores',
  'api/corporation/departments',
  'api/suppliers',
  'api/documents/export/incomingInvoice',
  'api/documents/export/outgoingInvoice',
  'api/v2/entities/payInOutTypes/list',
  'api/v2/entities/accounts/list',
  'api/v2/reports/balance/counteragents',
]);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCheck(args: string[], options: { env?: Record<string, string>; stdin?: string } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'scripts/erp-check.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

describe('npm run erp:check against the IikoServer simulator', () => {
  let simulator: ErpSimulator;

  beforeAll(async () => {
    simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', password: PASSWORD });
  });
  afterAll(async () => {
    await simulator.close();
  });
  beforeEach(() => simulator.state.reset());

  const control = <T>(method: 'GET' | 'POST', route: string, body?: unknown) =>
    simulator.control<T>(method, route, body);

  const requests = () =>
    control<{ counts: Record<string, number>; maxInFlight: number; documentExports: unknown[] }>('GET', 'requests');
  const openSessions = async () => (await control<{ open: number }>('GET', 'sessions')).open;

  const base = (extra: string[] = []) => [
    '--url',
    simulator.baseUrl,
    '--login',
    'admin',
    '--allow-loopback',
    '--from',
    '2025-01-01',
    '--to',
    '2025-01-31',
    ...extra,
  ];

  function expectNoSecret(run: Run): void {
    for (const text of [run.stdout, run.stderr]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(PASSWORD_HASH);
    }
  }

  it('maps stores, invoices, suppliers, write targets and balances, and writes nothing', async () => {
    // What a real server holds beside the demo: a store hung under the legal entity (no department above it), a
    // supplier without an INN, an invoice whose line sums carry more than kopecks, a bank account named by number.
    await control('POST', 'corporation', {
      parentId: '65f701a2-f65a-48b7-b65a-77cc3e32b2fd',
      code: 'WH-01',
      name: 'Склад без подразделения',
      type: 'STORE',
    });
    await control('POST', 'suppliers', { id: 'sup-no-inn', name: 'ИП Без ИНН', taxId: null });
    await control('POST', 'documents', {
      id: 'inv-odd',
      number: 'INV-ODD',
      date: '2025-01-25',
      supplierId: 'sup-no-inn',
      storeCode: 'MSK-01',
      direction: 'incoming',
      documentType: 'IncomingInvoice',
      amount: 10_000,
      currency: 'RUB',
      isProcessed: true,
    });
    await control('POST', 'line-sums', { documentId: 'inv-odd', sums: ['60.005', '39.995'] });
    simulator.iiko!.accounts[0].name = 'Расчётный счёт 40702810200000000001 в АО «Банк»';

    const run = await runCheck(base(['--json']), { env: { ERP_CHECK_PASSWORD: PASSWORD } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as CheckReport;

    expect(report.server).toEqual({ url: simulator.baseUrl, version: '9.1.8032.0', edition: 'default' });
    expect(report.period).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    const store = (code: string | null) => report.stores.find((entry) => entry.code === code);
    expect(store('MSK-01')).toMatchObject({ department: { code: 'MSK' }, flags: [] });
    // The SPB store sits under a kitchen: its department is found further up.
    expect(store('SPB-01')?.department?.code).toBe('SPB');
    expect(store(null)?.flags).toEqual(['no store code: no outlet can match it']);
    expect(store('WH-01')).toMatchObject({
      department: null,
      flags: ['no department above it: pay-outs for it cannot be booked'],
    });

    // Exact totals of the demo's January plus the invoice whose lines cannot be read in kopecks (counted, amount 0).
    const group = (direction: string, code: string) =>
      report.invoices.groups.find((entry) => entry.direction === direction && entry.storeCode === code);
    expect(group('incoming', 'MSK-01')).toMatchObject({
      count: 4,
      total: 1_250_000 + 830_050 + 99_900,
      processed: { count: 3, total: 1_250_000 + 830_050 },
      unprocessed: { count: 0, total: 0 },
      deleted: { count: 1, total: 99_900 },
      unpayable: 1,
    });
    expect(group('incoming', 'SPB-01')).toMatchObject({ count: 1, total: 452_000, unprocessed: { count: 1 } });
    expect(report.invoices.totals).toEqual({
      incoming: { count: 7, total: 1_250_000 + 830_050 + 452_000 + 99_900 + 2_100_000 + 150_000 },
      outgoing: { count: 2, total: 50_000 + 120_000 },
    });

    expect(report.suppliers).toMatchObject({ total: 5, withInn: 4, withoutInn: 1, deleted: 1 });
    expect(report.suppliers.withoutInnNames).toEqual(['ИП Без ИНН']);

    // Each pay-out type the service offers, with the chief account it pays from; ids show their last 4 only.
    expect(report.writeTargets).toEqual([
      {
        payOutType: '****ents',
        name: 'Расчётный счёт ****0001 в АО «Банк» → Расчеты с поставщиками · CF-01',
        categoryCode: 'CF-01',
        chiefAccount: { id: '****nk-1', code: '51.01', name: 'Расчётный счёт ****0001 в АО «Банк»' },
      },
      {
        payOutType: '****unds',
        name: 'Касса ресторана → Расчеты с поставщиками · CF-02',
        categoryCode: 'CF-02',
        chiefAccount: { id: '****sh-1', code: '50.01', name: 'Касса ресторана' },
      },
      {
        payOutType: '****0d70',
        name: 'Банковские комиссии → Расчеты с поставщиками · CF-07',
        categoryCode: 'CF-07',
        chiefAccount: { id: '****7ea4', code: '6.04', name: 'Банковские комиссии' },
      },
    ]);
    expect(report.notOffered.map((type) => type.reason).sort()).toEqual([
      'a PAYIN type, not a pay-out',
      'no chief account to pay from',
      'pays EMPLOYEE, not a supplier',
      'pays NONE, not a supplier',
    ]);
    expect(run.stdout).not.toContain('40702810200000000001');
    expect(run.stdout).not.toContain('acc-bank-1');

    // The dairy's balance: processed invoices 12,500.00 + 8,300.50, less 3,000.00 paid outside and its outgoing 500.00.
    const dairy = report.balances.rows.find((row) => row.name === 'ООО «Молочная ферма»');
    expect(dairy).toMatchObject({
      openInvoices: { count: 2, total: 2_080_050 },
      payable: 1_730_050,
      difference: -350_000,
    });
    expect(report.balances.error).toBeNull();
    expect(report.findings).toEqual(
      expect.arrayContaining([
        '1 store(s) without a code: no outlet can match them',
        '1 store(s) without a department: pay-outs for them cannot be booked',
        '1 invoice(s) with line sums the service cannot read exactly',
        '1 supplier(s) without an INN: matching by INN cannot find them',
      ]),
    );

    // Nothing written, one request at a time, the one session logged out.
    expect(await control('GET', 'payments')).toEqual([]);
    const seen = await requests();
    expect(Object.keys(seen.counts).filter((endpoint) => !READ_ENDPOINTS.has(endpoint))).toEqual([]);
    expect(seen.counts['api/auth']).toBe(1);
    expect(seen.counts['api/logout']).toBe(1);
    expect(seen.counts['api/documents/export/incomingInvoice']).toBe(1);
    expect(seen.maxInFlight).toBe(1);
    expect(await openSessions()).toBe(0);
    expect(report.requests.authenticate).toBe(2);
    expectNoSecret(run);
  }, 60_000);

  it('prints the mapping as text, the password read from stdin when it is not a terminal', async () => {
    const run = await runCheck(base(['--from', '2025-01-01', '--to', '2025-02-28']), { stdin: `${PASSWORD}\n` });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('iikoServer http://127.0.0.1');
    expect(run.stdout).toMatch(/MSK-01 +Основной склад \(Тверская\) → MSK Ресторан на Тверской/);
    expect(run.stdout).toMatch(/incoming +MSK-01 +3 +21799\.50 +2 \(20800\.50\) \/ 0 \(0\.00\) \/ 1 \(999\.00\)/);
    expect(run.stdout).toContain('Write targets (pay-out type → the chief account it pays from): 3');
    expect(run.stdout).toContain('nothing was written');
    // Two months: one export per month and direction.
    expect((await requests()).documentExports).toHaveLength(4);
    expect(await openSessions()).toBe(0);
    expectNoSecret(run);
  }, 60_000);

  it('refused credentials: exit 1, no session left open, nothing read', async () => {
    const run = await runCheck(base(), { env: { ERP_CHECK_PASSWORD: `${PASSWORD}-wrong` } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('authenticate failed (auth)');
    expect(run.stdout).toBe('');
    expect((await requests()).counts).toEqual({ 'api/auth': 1 });
    expect(await openSessions()).toBe(0);
    expect(run.stderr).not.toContain(`${PASSWORD}-wrong`);
  }, 60_000);

  it('a read that fails midway still logs out', async () => {
    await control('POST', 'faults', { operation: 'listDocuments', mode: 'error', count: 100 });
    const run = await runCheck(base(), { env: { ERP_CHECK_PASSWORD: PASSWORD } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('listDocuments failed (unavailable)');
    const seen = await requests();
    expect(seen.counts['api/logout']).toBe(1);
    expect(seen.counts['api/v2/payInOuts/addPayOut']).toBeUndefined();
    expect(await openSessions()).toBe(0);
    expectNoSecret(run);
  }, 60_000);

  it('a loopback server needs --allow-loopback: nothing is sent without it', async () => {
    const run = await runCheck(['--url', simulator.baseUrl, '--login', 'admin'], {
      env: { ERP_CHECK_PASSWORD: PASSWORD },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pass --allow-loopback');
    expect((await requests()).counts).toEqual({});
  }, 60_000);
});
