import { minorUnitsToDecimal } from '../src/platform/money/minor-units';
import type {
  ErpDocument,
  ErpDocumentDirection,
  ErpServerInfo,
  ErpStore,
  ErpSupplier,
  ErpSupplierBalance,
} from '../src/modules/erp-connector/erp-connector';
import {
  articleOf,
  offeredPayOutTypes,
  type IikoAccount,
  type IikoPayOutType,
} from '../src/modules/erp-connector/iiko/iiko-catalog';
import type { CorporateItem } from '../src/modules/erp-connector/iiko/iiko-xml';

/**
 * What `npm run erp:check` found on an iikoServer, and how the service would map it: pure functions over what the
 * connector read, so the report can be tested without a server. Amounts stay integers in minor units; only the text
 * rendering writes them as decimals. Nothing here sees a credential; free text from the server passes `masked` so a
 * bank account number in an account's name is never printed whole.
 */

/** What the connector read, as the check hands it over. */
export interface CheckReadings {
  url: string;
  currency: string;
  exponent: number;
  period: { from: string; to: string };
  server: ErpServerInfo;
  stores: ErpStore[];
  departments: CorporateItem[];
  suppliers: ErpSupplier[];
  documents: ErpDocument[];
  types: IikoPayOutType[];
  accounts: IikoAccount[];
  /** Null when the server would not give them (the reason beside). */
  balances: ErpSupplierBalance[] | null;
  balanceError: string | null;
  requests: Record<string, number>;
}

export interface StoreMapping {
  code: string | null;
  name: string;
  department: { code: string | null; name: string } | null;
  flags: string[];
}

export interface InvoiceGroup {
  storeCode: string | null;
  direction: ErpDocumentDirection;
  count: number;
  /** Σ amount in minor units of every document of the group whose amount could be read exactly. */
  total: number;
  processed: { count: number; total: number };
  unprocessed: { count: number; total: number };
  deleted: { count: number; total: number };
  /** Documents whose line sums the service refuses (more fraction digits than the currency, unreadable). */
  unpayable: number;
  /** The code names no store of the server, or the document names none: no outlet can be found for it. */
  flags: string[];
}

export interface WriteTarget {
  payOutType: string;
  name: string;
  categoryCode: string;
  chiefAccount: { id: string; code: string; name: string };
}

export interface NotOffered {
  payOutType: string;
  name: string;
  reason: string;
}

export interface SupplierBalanceRow {
  supplier: string;
  name: string;
  hasInn: boolean;
  openInvoices: { count: number; total: number };
  /** What the server's balance says the supplier is owed (null: no balance read). */
  payable: number | null;
  /** payable − open invoices of the period; negative: the open invoices exceed what the supplier is owed. */
  difference: number | null;
  reading: string;
}

export interface CheckReport {
  server: { url: string; version: string; edition: string };
  period: { from: string; to: string };
  currency: string;
  stores: StoreMapping[];
  invoices: { groups: InvoiceGroup[]; totals: Record<ErpDocumentDirection, { count: number; total: number }> };
  suppliers: {
    total: number;
    withInn: number;
    withoutInn: number;
    deleted: number;
    withoutInnNames: string[];
    /** Suppliers the period's invoices name that the supplier list lacks. */
    unknownOnInvoices: number;
  };
  writeTargets: WriteTarget[];
  notOffered: NotOffered[];
  balances: { rows: SupplierBalanceRow[]; error: string | null };
  requests: Record<string, number>;
  findings: string[];
}

/** Bank and card account numbers run to 16–20 digits; INNs are 10–12. Only the last 4 digits of such a run show. */
const LONG_NUMBER = /\d{10,}/g;

/** Free text from the server as printed: long digit runs (an account number in an account's name) cut to 4. */
export function masked(text: string): string {
  return text.replace(LONG_NUMBER, (digits) => `****${digits.slice(-4)}`);
}

/** An id as exports show it: its last 4 characters. */
export function maskedId(id: string): string {
  return id.length <= 4 ? id : `****${id.slice(-4)}`;
}

const SUPPLIER_COUNTERAGENTS = new Set(['SUPPLIER', 'COUNTERAGENT']);

/** Why the service does not offer a type as a write target (the rules of `offeredPayOutTypes`, put in words). */
export function notOfferedReason(type: IikoPayOutType, live: ReadonlySet<string>): string | null {
  if (type.isDeleted) return 'deleted';
  if (type.transactionType !== 'PAYOUT') return `a ${type.transactionType || 'typeless'} type, not a pay-out`;
  if (type.chiefAccount === null) return 'no chief account to pay from';
  if (!live.has(type.chiefAccount)) return 'its chief account is deleted or not listed';
  if (!SUPPLIER_COUNTERAGENTS.has(type.counteragentType)) return `pays ${type.counteragentType}, not a supplier`;
  return null;
}

function add(sum: number, amount: number): number {
  const next = sum + amount;
  // Integers stay exact up to 2^53 minor units; past that a total would silently lose kopecks.
  if (!Number.isSafeInteger(next)) throw new Error('A total is beyond exact integer arithmetic');
  return next;
}

function storeMappings(stores: ErpStore[], departments: CorporateItem[]): StoreMapping[] {
  const byId = new Map(departments.map((item) => [item.id, item]));
  const codes = new Map<string, number>();
  for (const store of stores) {
    const code = store.code?.trim().toLowerCase();
    if (code) codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  return stores
    .map((store): StoreMapping => {
      const department = store.departmentId === null ? undefined : byId.get(store.departmentId);
      const flags: string[] = [];
      const code = store.code?.trim() ? store.code : null;
      if (code === null) flags.push('no store code: no outlet can match it');
      else if ((codes.get(code.toLowerCase()) ?? 0) > 1) flags.push('another store has the same code but for case');
      if (store.departmentId === null) flags.push('no department above it: pay-outs for it cannot be booked');
      return {
        code,
        name: masked(store.name),
        department: department
          ? { code: department.code, name: masked(department.name) }
          : store.departmentId === null
            ? null
            : { code: null, name: maskedId(store.departmentId) },
        flags,
      };
    })
    .sort((a, b) => (a.code ?? '\uffff').localeCompare(b.code ?? '\uffff'));
}

function invoiceGroups(documents: ErpDocument[], stores: ErpStore[]): CheckReport['invoices'] {
  const storeCodes = new Set(stores.flatMap((store) => (store.code ? [store.code] : [])));
  const groups = new Map<string, InvoiceGroup>();
  const totals = { incoming: { count: 0, total: 0 }, outgoing: { count: 0, total: 0 } };
  for (const document of documents) {
    const key = `${document.direction}\n${document.storeCode ?? ''}`;
    let group = groups.get(key);
    if (group === undefined) {
      const flags: string[] = [];
      if (document.storeCode === null) flags.push('no store code: never payable from an outlet');
      else if (!storeCodes.has(document.storeCode)) flags.push('the code names no store of the server');
      group = {
        storeCode: document.storeCode,
        direction: document.direction,
        count: 0,
        total: 0,
        processed: { count: 0, total: 0 },
        unprocessed: { count: 0, total: 0 },
        deleted: { count: 0, total: 0 },
        unpayable: 0,
        flags,
      };
      groups.set(key, group);
    }
    const part = document.isDeleted ? group.deleted : document.isProcessed ? group.processed : group.unprocessed;
    group.count += 1;
    group.total = add(group.total, document.amount);
    part.count += 1;
    part.total = add(part.total, document.amount);
    if (document.unpayableReason) group.unpayable += 1;
    totals[document.direction].count += 1;
    totals[document.direction].total = add(totals[document.direction].total, document.amount);
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      a.direction.localeCompare(b.direction) || (a.storeCode ?? '\uffff').localeCompare(b.storeCode ?? '\uffff'),
  );
  return { groups: sorted, totals };
}

/** Incoming, processed, not deleted and with an exact amount: what candidates could pay. */
function isOpen(document: ErpDocument): boolean {
  return document.direction === 'incoming' && document.isProcessed && !document.isDeleted && !document.unpayableReason;
}

function balanceRows(readings: CheckReadings, format: (minor: number) => string): SupplierBalanceRow[] {
  const suppliers = new Map(readings.suppliers.map((supplier) => [supplier.id, supplier]));
  const open = new Map<string, { count: number; total: number }>();
  for (const document of readings.documents) {
    if (!isOpen(document) || document.supplierId === null) continue;
    const entry = open.get(document.supplierId) ?? { count: 0, total: 0 };
    entry.count += 1;
    entry.total = add(entry.total, document.amount);
    open.set(document.supplierId, entry);
  }
  const payable = readings.balances && new Map(readings.balances.map((row) => [row.supplierId, row.payable]));
  const ids = new Set([...open.keys(), ...(readings.balances ?? []).map((row) => row.supplierId)]);
  return [...ids]
    .map((id): SupplierBalanceRow => {
      const invoices = open.get(id) ?? { count: 0, total: 0 };
      // A supplier the server was asked about and left out of the report is owed nothing.
      const owed = payable === null ? null : (payable.get(id) ?? 0);
      const difference = owed === null ? null : owed - invoices.total;
      let reading: string;
      if (difference === null) reading = 'no balance read: unpaid amounts would not be bounded';
      else if (difference === 0) reading = 'the balance equals the open invoices';
      else if (difference > 0)
        reading = `owed ${format(difference)} more than the open invoices (earlier periods, other documents)`;
      else
        reading =
          `the open invoices exceed the balance by ${format(-difference)}: ` +
          'the service would hold that much paid outside it, oldest invoices first';
      const supplier = suppliers.get(id);
      return {
        supplier: maskedId(id),
        name: supplier ? masked(supplier.name) : '(not in the supplier list)',
        hasInn: Boolean(supplier?.taxId?.trim()),
        openInvoices: invoices,
        payable: owed,
        difference,
        reading,
      };
    })
    .sort((a, b) => b.openInvoices.total - a.openInvoices.total || a.name.localeCompare(b.name));
}

/** The report of a check from what it read. */
export function buildReport(readings: CheckReadings): CheckReport {
  const format = (minor: number) => `${minorUnitsToDecimal(minor, readings.exponent)} ${readings.currency}`;
  const stores = storeMappings(readings.stores, readings.departments);
  const invoices = invoiceGroups(readings.documents, readings.stores);
  const suppliers = readings.suppliers;
  const withInn = suppliers.filter((supplier) => supplier.taxId?.trim());
  const known = new Set(suppliers.map((supplier) => supplier.id));
  const unknownOnInvoices = new Set(
    readings.documents.flatMap((document) =>
      document.supplierId !== null && !known.has(document.supplierId) ? [document.supplierId] : [],
    ),
  ).size;

  const live = new Set(readings.accounts.filter((account) => !account.deleted).map((account) => account.id));
  const accounts = new Map(readings.accounts.map((account) => [account.id, account]));
  // Offered exactly as the service's references offer them; the reasons only explain the rest.
  const offered = new Set(offeredPayOutTypes(readings.types, readings.accounts));
  const writeTargets: WriteTarget[] = [];
  const notOffered: NotOffered[] = [];
  for (const type of readings.types) {
    const article = articleOf(type, accounts);
    if (!offered.has(type)) {
      const reason = notOfferedReason(type, live) ?? 'not offered';
      notOffered.push({ payOutType: maskedId(type.id), name: masked(article.name), reason });
      continue;
    }
    const chief = accounts.get(type.chiefAccount!)!;
    writeTargets.push({
      payOutType: maskedId(type.id),
      name: masked(article.name),
      categoryCode: type.categoryCode,
      chiefAccount: { id: maskedId(chief.id), code: masked(chief.code), name: masked(chief.name) },
    });
  }

  const balances = balanceRows(readings, format);
  const findings: string[] = [];
  const uncoded = stores.filter((store) => store.code === null).length;
  if (uncoded > 0) findings.push(`${uncoded} store(s) without a code: no outlet can match them`);
  const homeless = stores.filter((store) => store.department === null).length;
  if (homeless > 0) findings.push(`${homeless} store(s) without a department: pay-outs for them cannot be booked`);
  const caseTwins = stores.filter((store) => store.flags.some((flag) => flag.startsWith('another store'))).length;
  if (caseTwins > 0) findings.push(`${caseTwins} store(s) share a code that differs only in case`);
  const noStore = invoices.groups.filter((group) => group.flags.length > 0).reduce((n, group) => n + group.count, 0);
  if (noStore > 0) findings.push(`${noStore} invoice(s) of the period map to no store code`);
  const unpayable = invoices.groups.reduce((n, group) => n + group.unpayable, 0);
  if (unpayable > 0) findings.push(`${unpayable} invoice(s) with line sums the service cannot read exactly`);
  if (suppliers.length - withInn.length > 0)
    findings.push(`${suppliers.length - withInn.length} supplier(s) without an INN: matching by INN cannot find them`);
  if (unknownOnInvoices > 0) findings.push(`${unknownOnInvoices} supplier(s) on invoices are not in the supplier list`);
  if (writeTargets.length === 0) findings.push('no pay-out type the service can write a supplier payment under');
  if (readings.balanceError !== null) findings.push(`supplier balances could not be read: ${readings.balanceError}`);
  const over = balances.filter((row) => row.difference !== null && row.difference < 0).length;
  if (over > 0) findings.push(`${over} supplier(s) with open invoices above their payable balance`);

  return {
    server: { url: readings.url, version: readings.server.version, edition: readings.server.edition },
    period: readings.period,
    currency: readings.currency,
    stores,
    invoices,
    suppliers: {
      total: suppliers.length,
      withInn: withInn.length,
      withoutInn: suppliers.length - withInn.length,
      deleted: suppliers.filter((supplier) => supplier.isDeleted).length,
      withoutInnNames: suppliers.filter((supplier) => !supplier.taxId?.trim()).map((supplier) => masked(supplier.name)),
      unknownOnInvoices,
    },
    writeTargets,
    notOffered,
    balances: { rows: balances, error: readings.balanceError },
    requests: readings.requests,
    findings,
  };
}

/** At most this many rows of a long list are printed as text (the JSON output holds them all). */
const TEXT_ROWS = 25;

function rowsOf<T>(items: T[], line: (item: T) => string): string[] {
  const shown = items.slice(0, TEXT_ROWS).map(line);
  if (items.length > TEXT_ROWS) shown.push(`  … and ${items.length - TEXT_ROWS} more (--json lists all)`);
  return shown;
}

/** The report as a page of text for the integrator. */
export function renderText(report: CheckReport, exponent: number): string {
  const money = (minor: number) => minorUnitsToDecimal(minor, exponent);
  const { invoices, suppliers } = report;
  const lines = [
    `iikoServer ${report.server.url}: version ${report.server.version}, edition ${report.server.edition}`,
    `period ${report.period.from} … ${report.period.to}, amounts in ${report.currency}`,
    '',
    `Outlets by store code (${report.stores.length} stores): store code → department`,
    ...rowsOf(report.stores, (store) => {
      const department = store.department
        ? `${store.department.code ?? '(no code)'} ${store.department.name}`
        : '(no department)';
      const flags = store.flags.length > 0 ? `  ! ${store.flags.join('; ')}` : '';
      return `  ${(store.code ?? '(none)').padEnd(16)} ${store.name} → ${department}${flags}`;
    }),
    '',
    `Invoices of the period: incoming ${invoices.totals.incoming.count} (${money(invoices.totals.incoming.total)}), ` +
      `outgoing ${invoices.totals.outgoing.count} (${money(invoices.totals.outgoing.total)})`,
    `  ${'direction'.padEnd(9)} ${'store code'.padEnd(16)} ${'count'.padStart(6)} ${'total'.padStart(16)}  ` +
      'processed / unprocessed / deleted',
    ...rowsOf(invoices.groups, (group) => {
      const parts = [group.processed, group.unprocessed, group.deleted]
        .map((part) => `${part.count} (${money(part.total)})`)
        .join(' / ');
      const flags = [
        ...group.flags,
        ...(group.unpayable > 0 ? [`${group.unpayable} with line sums not exact in ${report.currency}`] : []),
      ];
      return (
        `  ${group.direction.padEnd(9)} ${(group.storeCode ?? '(none)').padEnd(16)} ${String(group.count).padStart(6)} ` +
        `${money(group.total).padStart(16)}  ${parts}${flags.length > 0 ? `  ! ${flags.join('; ')}` : ''}`
      );
    }),
    '',
    `Suppliers: ${suppliers.total} (${suppliers.withInn} with INN, ${suppliers.withoutInn} without, ` +
      `${suppliers.deleted} deleted); on invoices but not listed: ${suppliers.unknownOnInvoices}`,
    ...rowsOf(suppliers.withoutInnNames, (name) => `  without INN: ${name}`),
    '',
    `Write targets (pay-out type → the chief account it pays from): ${report.writeTargets.length}`,
    ...rowsOf(
      report.writeTargets,
      (target) =>
        `  ${target.payOutType}  ${target.name}  [pays from ${target.chiefAccount.code} ` +
        `${target.chiefAccount.name}, ${target.chiefAccount.id}]`,
    ),
    ...(report.notOffered.length > 0 ? [`Not offered: ${report.notOffered.length}`] : []),
    ...rowsOf(report.notOffered, (type) => `  ${type.payOutType} ${type.name}: ${type.reason}`),
    '',
    report.balances.error === null
      ? `Payable balances against the period's open invoices (${report.balances.rows.length} suppliers)`
      : `Payable balances: not read (${report.balances.error})`,
    ...rowsOf(report.balances.rows, (row) => {
      const payable = row.payable === null ? '—' : money(row.payable);
      return (
        `  ${row.name}: open ${row.openInvoices.count} (${money(row.openInvoices.total)}), payable ${payable}` +
        ` — ${row.reading}`
      );
    }),
    '',
    `Requests sent: ${Object.entries(report.requests)
      .map(([operation, count]) => `${operation} ${count}`)
      .join(', ')}; nothing was written`,
    report.findings.length === 0
      ? 'Findings: none'
      : `Findings (${report.findings.length}):\n${report.findings.map((finding) => `  - ${finding}`).join('\n')}`,
  ];
  return lines.join('\n');
}
