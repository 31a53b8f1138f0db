/**
 * `npm run erp:check -- --url <server root> --login <login> [--currency RUB] [--from YYYY-MM-DD --to YYYY-MM-DD]
 * [--json] [--allow-loopback]`: the read-only check an integrator runs first against a restaurant's iikoServer
 * (Syrve Server). It signs in with the IikoServer connector the service uses, reads what the service would read
 * (server info, stores and departments, suppliers, a month of invoices, accounts and pay-out types, the suppliers'
 * payable balances), prints how the service would map each of them, and logs out, also when a read fails. It never
 * writes: no pay-out, no document, nothing stored.
 *
 * The password comes from ERP_CHECK_PASSWORD, else from a prompt that does not echo (or the first line of stdin when
 * it is not a terminal). Neither it nor the session token is ever printed, and account numbers show their last digits
 * only. Exit code 0: the check ran (findings are printed, not failed on); 1: it could not sign in or read; 2: usage.
 */
import { createHash } from 'node:crypto';
import dns from 'node:dns';
import { isIP } from 'node:net';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ErpAddressPolicy } from '../src/modules/erp-connector/erp-address-policy';
import type { ErpSupplierBalance } from '../src/modules/erp-connector/erp-connector';
import { ErpConnectorError } from '../src/modules/erp-connector/erp-connector.errors';
import { ProcessErpSessionStore, ProcessServerGate } from '../src/modules/erp-connector/erp-server-coordination';
import {
  createIikoServerConnector,
  type IikoServerConnector,
} from '../src/modules/erp-connector/iiko/iiko-server-connector';
import { currencyExponent, normalizeCurrency } from '../src/platform/money/minor-units';
import { buildReport, renderText, type CheckReadings } from './erp-check-report';

const USAGE =
  'usage: npm run erp:check -- --url <server root> --login <login> [--currency RUB] ' +
  '[--from YYYY-MM-DD --to YYYY-MM-DD] [--json] [--allow-loopback]\n' +
  '       the password is read from ERP_CHECK_PASSWORD, else prompted for';

class UsageError extends Error {}

interface Options {
  url: URL;
  login: string;
  currency: string;
  from: string;
  to: string;
  json: boolean;
  allowLoopback: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(text: string): boolean {
  return DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The last full calendar month before `today`. */
export function lastFullMonth(today: Date): { from: string; to: string } {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0));
  return { from: iso(first), to: iso(last) };
}

function options(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      login: { type: 'string' },
      currency: { type: 'string', default: 'RUB' },
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
      'allow-loopback': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) throw new UsageError('');
  if (!values.url || !values.login) throw new UsageError('--url and --login are required');
  let url: URL;
  try {
    url = new URL(values.url);
  } catch {
    throw new UsageError(`--url is not an address: ${values.url}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('--url must be http:// or https://');
  if (url.username || url.password) throw new UsageError('--url must not carry credentials');
  if ((values.from === undefined) !== (values.to === undefined)) throw new UsageError('--from and --to go together');
  const period = values.from && values.to ? { from: values.from, to: values.to } : lastFullMonth(new Date());
  if (!isDate(period.from) || !isDate(period.to)) throw new UsageError('--from and --to are YYYY-MM-DD dates');
  if (period.from > period.to) throw new UsageError('--from is after --to');
  const currency = normalizeCurrency(values.currency ?? 'RUB');
  if (!/^[A-Z]{3}$/.test(currency)) throw new UsageError('--currency is an ISO 4217 code such as RUB');
  return {
    url,
    login: values.login,
    currency,
    ...period,
    json: values.json ?? false,
    allowLoopback: values['allow-loopback'] ?? false,
  };
}

/** A prompt on the terminal that echoes nothing; the first line of stdin when it is not a terminal. */
async function readPassword(login: string): Promise<string> {
  const fromEnv = process.env.ERP_CHECK_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input, terminal: false });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    throw new UsageError('no password: set ERP_CHECK_PASSWORD or type it when asked');
  }
  process.stderr.write(`Password for ${login}: `);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n' || char === '\u0004') {
            input.off('data', onData);
            resolve(typed);
            return;
          }
          if (char === '\u0003') {
            input.off('data', onData);
            reject(new UsageError('interrupted'));
            return;
          }
          if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
          else typed += char;
        }
      };
      input.on('data', onData);
    });
  } finally {
    input.setRawMode(false);
    input.pause();
    process.stderr.write('\n');
  }
}

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1' || address === '::ffff:127.0.0.1';

/**
 * The service's outbound address policy, allowing the one host the integrator named: a name, and the addresses it
 * resolves to now (a restaurant's server usually sits on a private network, which the policy refuses unless listed);
 * a later re-resolution elsewhere is still refused. Loopback is never listed, so it takes `--allow-loopback`.
 */
async function addressPolicy(url: URL, allowLoopback: boolean): Promise<ErpAddressPolicy> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed: string[] = [];
  if (isIP(host) !== 0) {
    if (!isLoopback(host)) allowed.push(host);
  } else {
    allowed.push(host);
    const resolved = await dns.promises.lookup(host, { all: true }).catch(() => []);
    for (const { address } of resolved) if (!isLoopback(address)) allowed.push(address);
  }
  const policy = new ErpAddressPolicy({ allowedHosts: allowed, allowLoopback });
  if (!(await policy.allowsBaseUrl(url.href))) {
    throw new UsageError(
      `${url.host} is a loopback address: pass --allow-loopback to check a server on this machine (a simulator)`,
    );
  }
  return policy;
}

/** Whatever is printed passes here: the password and its SHA-1 (what `auth` is sent) never reach the output. */
function scrubber(password: string): (text: string) => string {
  const hash = createHash('sha1').update(password, 'utf8').digest('hex');
  // A password this short would be found inside ordinary figures; the connector keeps it out of its messages.
  const secrets = [hash, ...(password.length >= 4 ? [password] : [])];
  return (text) => secrets.reduce((out, secret) => out.split(secret).join('***'), text);
}

async function check(opts: Options, password: string): Promise<CheckReadings> {
  const sessions = new ProcessErpSessionStore();
  const warnings: string[] = [];
  const connector = createIikoServerConnector({
    baseUrl: opts.url.href,
    login: opts.login,
    password,
    currency: opts.currency,
    addressPolicy: await addressPolicy(opts.url, opts.allowLoopback),
    gate: new ProcessServerGate(),
    sessions,
    logger: { warn: (_details, message) => warnings.push(message) },
  });
  let readings: Omit<CheckReadings, 'requests'>;
  try {
    readings = await read(connector, opts);
  } finally {
    // The session holds one of the server's licence slots: it is given back whatever happened above.
    await sessions.logoutOwn();
    await connector.close();
    for (const warning of new Set(warnings)) process.stderr.write(`erp:check: note: ${warning}\n`);
  }
  // Counted after the logout, which is a request too.
  return { ...readings, requests: connector.requestCounts() };
}

async function read(connector: IikoServerConnector, opts: Options): Promise<Omit<CheckReadings, 'requests'>> {
  const period = { from: opts.from, to: opts.to };
  const server = await connector.serverInfo();
  const stores = await connector.listStores();
  const departments = await connector.listDepartments();
  const { suppliers } = await connector.listSuppliers();
  const documents = [
    ...(await connector.listDocuments({ ...period, direction: 'incoming' })),
    ...(await connector.listDocuments({ ...period, direction: 'outgoing' })),
  ];
  const { types, accounts } = await connector.payOutCatalog();
  const asked = new Set(suppliers.map((supplier) => supplier.id));
  for (const document of documents) if (document.supplierId) asked.add(document.supplierId);
  let balances: ErpSupplierBalance[] | null = null;
  let balanceError: string | null = null;
  try {
    balances = await connector.supplierBalances([...asked]);
  } catch (error) {
    // Without the balance the rest of the check still stands; the service's sync would say the same.
    if (!(error instanceof ErpConnectorError) || error.kind === 'auth') throw error;
    balanceError = error.message;
  }
  return {
    url: opts.url.origin,
    currency: opts.currency,
    exponent: currencyExponent(opts.currency),
    period,
    server,
    stores,
    departments,
    suppliers,
    documents,
    types,
    accounts,
    balances,
    balanceError,
  };
}

async function main(): Promise<number> {
  let opts: Options;
  try {
    opts = options(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    process.stderr.write(`${error.message ? `erp:check: ${error.message}\n` : ''}${USAGE}\n`);
    return 2;
  }
  let password: string;
  try {
    password = await readPassword(opts.login);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`erp:check: ${error.message}\n`);
    return 2;
  }
  const scrub = scrubber(password);
  try {
    const readings = await check(opts, password);
    const report = buildReport(readings);
    const text = opts.json ? JSON.stringify(report, null, 2) : renderText(report, readings.exponent);
    process.stdout.write(`${scrub(text)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`erp:check: ${error.message}\n`);
      return 2;
    }
    const what =
      error instanceof ErpConnectorError
        ? `${error.operation} failed (${error.kind}): ${error.message}`
        : `failed: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(scrub(`erp:check: ${what}\nerp:check: no session left open; nothing was written\n`));
    return 1;
  }
}

if (require.main === module) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`erp:check: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
