import { decimalToMinor, minorToJsonNumber } from './decimal';
import { isJsonObject, JsonNumber, stringifyExactJson, type JsonValue } from './exact-json';
import type { IikoModel } from './iiko-model';
import { IikoError, type BookedPayOut, type CorporateItem, type IikoAccount } from './iiko-types';
import { isCalendarDate } from './pay-outs';

/**
 * `v2/reports/olap` for `reportType` TRANSACTIONS: every booked pay-out is, per department, two transactions: the
 * chief account credited (`Sum.Outgoing`) and the correspondent account debited (`Sum.Incoming`), the counteragent
 * on the correspondent side only (cash is not kept per counteragent). Rows are grouped by the requested fields and
 * identical groups collapse into one, summed, as on the real server. A pay-out stays out of the report for the
 * model's `olapLagMs` after booking.
 */

interface Transaction {
  payOut: BookedPayOut;
  department: CorporateItem | undefined;
  jurPerson: CorporateItem | undefined;
  side: 'DEBIT' | 'CREDIT';
  account: IikoAccount | undefined;
  contra: IikoAccount | undefined;
  counteragent: { id: string; name: string } | null;
  categoryName: string | null;
  counteragentType: string;
  /** Hundredths. */
  amount: number;
}

type FieldType = 'STRING' | 'ID' | 'ENUM' | 'DATE' | 'DATETIME' | 'MONEY' | 'AMOUNT';

interface GroupField {
  type: Exclude<FieldType, 'MONEY' | 'AMOUNT'>;
  value(t: Transaction): string | null;
}

interface AggregateField {
  type: 'MONEY' | 'AMOUNT';
  /** Hundredths. */
  value(t: Transaction): number;
}

const GROUP_FIELDS: Record<string, GroupField> = {
  'DateTime.DateTyped': { type: 'DATE', value: (t) => t.payOut.date },
  'DateTime.OperDayFilter': { type: 'DATE', value: (t) => t.payOut.date },
  'DateTime.Typed': { type: 'DATETIME', value: (t) => `${t.payOut.date}T${t.payOut.time}` },
  'Account.Id': { type: 'ID', value: (t) => t.account?.id ?? null },
  'Account.Name': { type: 'STRING', value: (t) => t.account?.name ?? null },
  'Account.Code': { type: 'STRING', value: (t) => t.account?.code ?? null },
  'Account.Type': { type: 'ENUM', value: (t) => t.account?.type ?? null },
  'Account.Group': { type: 'STRING', value: () => null },
  'Account.CounteragentType': { type: 'ENUM', value: (t) => (t.side === 'DEBIT' ? t.counteragentType : 'NONE') },
  'Contr-Account.Name': { type: 'STRING', value: (t) => t.contra?.name ?? null },
  'Contr-Account.Code': { type: 'STRING', value: (t) => t.contra?.code ?? null },
  'Contr-Account.Type': { type: 'ENUM', value: (t) => t.contra?.type ?? null },
  'Counteragent.Id': { type: 'ID', value: (t) => t.counteragent?.id ?? null },
  'Counteragent.Name': { type: 'STRING', value: (t) => t.counteragent?.name ?? null },
  CashFlowCategory: { type: 'STRING', value: (t) => t.categoryName },
  'CashFlowCategory.Type': { type: 'ENUM', value: () => null },
  Comment: { type: 'STRING', value: (t) => t.payOut.comment },
  Department: { type: 'STRING', value: (t) => t.department?.name ?? null },
  'Department.Code': { type: 'STRING', value: (t) => t.department?.code ?? null },
  'Department.JurPerson': { type: 'STRING', value: (t) => t.jurPerson?.name ?? null },
  Document: { type: 'STRING', value: (t) => t.payOut.documentNumber },
  TransactionSide: { type: 'ENUM', value: (t) => t.side },
  TransactionType: { type: 'ENUM', value: () => 'PAYOUT' },
  Store: { type: 'STRING', value: () => null },
};

const AGGREGATE_FIELDS: Record<string, AggregateField> = {
  'Sum.Incoming': { type: 'MONEY', value: (t) => (t.side === 'DEBIT' ? t.amount : 0) },
  'Sum.Outgoing': { type: 'MONEY', value: (t) => (t.side === 'CREDIT' ? t.amount : 0) },
  'Sum.ResignedSum': { type: 'MONEY', value: (t) => (t.side === 'DEBIT' ? t.amount : -t.amount) },
  'Amount.In': { type: 'AMOUNT', value: () => 0 },
  'Amount.Out': { type: 'AMOUNT', value: () => 0 },
};

const REPORT_TYPES = ['SALES', 'TRANSACTIONS', 'DELIVERIES'];
const DATE_FIELDS = new Set(['DateTime.DateTyped', 'DateTime.OperDayFilter', 'DateTime.Typed']);

type Predicate = (t: Transaction) => boolean;

function fieldList(body: { [key: string]: JsonValue }, name: string): string[] {
  const value = body[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((field) => typeof field !== 'string')) {
    throw new IikoError(400, `${name} must be a list of field names`);
  }
  return value as string[];
}

/** `yyyy-MM-dd` or `yyyy-MM-dd'T'HH:mm:ss[.SSS]` as `yyyy-MM-ddTHH:mm:ss.SSS`. */
function dateTime(value: JsonValue | undefined): string {
  const text = typeof value === 'string' ? value : '';
  const found = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})(\.\d{3})?)?$/.exec(text);
  if (found === null || !isCalendarDate(found[1])) throw new IikoError(400, `Wrong date format: ${text}`);
  return `${found[1]}T${found[2] ?? '00:00:00'}${found[3] ?? '.000'}`;
}

function flag(value: JsonValue | undefined, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function utcDay(offsetDays: number, from = new Date()): string {
  return new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The from/to of a DateRange filter, the periods other than CUSTOM computed on the UTC calendar. */
function period(filter: { [key: string]: JsonValue }): { from: string; to: string | null } {
  const today = utcDay(0);
  switch (filter.periodType ?? 'CUSTOM') {
    case 'CUSTOM':
      return { from: dateTime(filter.from), to: dateTime(filter.to) };
    case 'OPEN_PERIOD':
      return { from: dateTime(filter.from), to: filter.to === undefined ? null : dateTime(filter.to) };
    case 'TODAY':
      return { from: dateTime(today), to: dateTime(utcDay(1)) };
    case 'YESTERDAY':
      return { from: dateTime(utcDay(-1)), to: dateTime(today) };
    case 'CURRENT_MONTH':
      return { from: dateTime(`${today.slice(0, 7)}-01`), to: dateTime(utcDay(1)) };
    default:
      throw new IikoError(400, `Unsupported periodType: ${stringifyExactJson(filter.periodType)}`);
  }
}

function dateRange(field: GroupField, filter: { [key: string]: JsonValue }): Predicate {
  const { from, to } = period(filter);
  const includeLow = flag(filter.includeLow, true);
  const includeHigh = flag(filter.includeHigh, false);
  // A DATE field is compared by day: `includeHigh` decides whether the day of `to` is in.
  const cut = (text: string) => (field.type === 'DATE' ? text.slice(0, 10) : text);
  const low = cut(from);
  const high = to === null ? null : cut(to);
  return (t) => {
    const raw = field.value(t);
    if (raw === null) return false;
    const value = field.type === 'DATE' ? raw : dateTime(raw);
    if (includeLow ? value < low : value <= low) return false;
    return high === null || (includeHigh ? value <= high : value < high);
  };
}

function minorBound(value: JsonValue | undefined): number | null {
  if (value === undefined || value === null) return null;
  const minor = value instanceof JsonNumber ? decimalToMinor(value.raw) : null;
  if (minor === null) throw new IikoError(400, `Wrong number in Range filter: ${stringifyExactJson(value)}`);
  return minor;
}

function predicate(name: string, filter: JsonValue): Predicate {
  if (!isJsonObject(filter)) throw new IikoError(400, `Filter on ${name} must be an object`);
  const group = GROUP_FIELDS[name];
  const aggregate = AGGREGATE_FIELDS[name];
  if (group === undefined && aggregate === undefined) throw new IikoError(400, `Unknown OLAP field: ${name}`);
  switch (filter.filterType) {
    case 'DateRange':
      if (!DATE_FIELDS.has(name)) throw new IikoError(400, `DateRange filter is not applicable to ${name}`);
      return dateRange(group, filter);
    case 'IncludeValues':
    case 'ExcludeValues': {
      if (group === undefined) throw new IikoError(400, `${filter.filterType} filter is not applicable to ${name}`);
      const values = filter.values;
      if (!Array.isArray(values) || values.some((v) => typeof v !== 'string')) {
        throw new IikoError(400, `Filter on ${name}: values must be a list of strings`);
      }
      const include = filter.filterType === 'IncludeValues';
      return (t) => {
        const value = group.value(t);
        return (value !== null && (values as string[]).includes(value)) === include;
      };
    }
    case 'Range': {
      if (aggregate === undefined) throw new IikoError(400, `Range filter is not applicable to ${name}`);
      const from = minorBound(filter.from);
      const to = minorBound(filter.to);
      const includeLow = flag(filter.includeLow, true);
      const includeHigh = flag(filter.includeHigh, false);
      return (t) => {
        const value = aggregate.value(t);
        if (from !== null && (includeLow ? value < from : value <= from)) return false;
        return to === null || (includeHigh ? value <= to : value < to);
      };
    }
    default:
      throw new IikoError(400, `Unknown filterType on ${name}: ${stringifyExactJson(filter.filterType ?? null)}`);
  }
}

function jurPersonOf(model: IikoModel, item: CorporateItem | undefined): CorporateItem | undefined {
  let current = item;
  for (let depth = 0; current !== undefined && depth < 32; depth += 1) {
    if (current.type === 'JURPERSON') return current;
    current = current.parentId === null ? undefined : model.corporation.get(current.parentId);
  }
  return undefined;
}

/** The transactions of the pay-outs the report can see now. */
function transactions(model: IikoModel, now: number): Transaction[] {
  const visible = model.payOuts.filter((payOut) => payOut.bookedAtMs + model.olapLagMs <= now);
  return visible.flatMap((payOut) => {
    const type = model.payInOutTypes.find((t) => t.id === payOut.payOutTypeId);
    const chief = model.account(payOut.accountId);
    const correspondent = model.account(payOut.correspondentAccountId);
    const supplier = model.supplier(payOut.supplierId);
    return payOut.departments.flatMap(({ departmentId, amount }): Transaction[] => {
      const department = model.corporation.get(departmentId);
      const common = {
        payOut,
        department,
        jurPerson: jurPersonOf(model, department),
        categoryName: type?.categoryName ?? null,
        counteragentType: type?.counteragentType ?? 'NONE',
        amount,
      };
      return [
        { ...common, side: 'CREDIT', account: chief, contra: correspondent, counteragent: null },
        {
          ...common,
          side: 'DEBIT',
          account: correspondent,
          contra: chief,
          counteragent: supplier === undefined ? null : { id: supplier.id, name: supplier.name },
        },
      ];
    });
  });
}

export function olapReport(model: IikoModel, body: JsonValue): string {
  if (!isJsonObject(body)) throw new IikoError(400, 'Request body must be a JSON object');
  const reportType = body.reportType;
  if (typeof reportType !== 'string' || !REPORT_TYPES.includes(reportType)) {
    throw new IikoError(400, `Unknown report type: ${stringifyExactJson(reportType ?? null)}`);
  }
  const filters = body.filters ?? {};
  if (!isJsonObject(filters)) throw new IikoError(400, 'filters must be an object');
  // Since 5.5 every OLAP request must be limited by a date filter.
  const dated = Object.entries(filters).some(
    ([name, filter]) => DATE_FIELDS.has(name) && isJsonObject(filter) && filter.filterType === 'DateRange',
  );
  if (!dated) throw new IikoError(400, 'OLAP report requires a DateRange filter by date (e.g. DateTime.DateTyped)');
  if (reportType !== 'TRANSACTIONS') return stringifyExactJson({ data: [], summary: [] });

  const groups = [...fieldList(body, 'groupByRowFields'), ...fieldList(body, 'groupByColFields')];
  const aggregates = fieldList(body, 'aggregateFields');
  for (const name of groups) {
    if (GROUP_FIELDS[name] === undefined) {
      throw new IikoError(
        400,
        AGGREGATE_FIELDS[name] ? `Field ${name} cannot be grouped` : `Unknown OLAP field: ${name}`,
      );
    }
  }
  for (const name of aggregates) {
    if (AGGREGATE_FIELDS[name] === undefined) {
      throw new IikoError(
        400,
        GROUP_FIELDS[name] ? `Field ${name} cannot be aggregated` : `Unknown OLAP field: ${name}`,
      );
    }
  }
  const predicates = Object.entries(filters).map(([name, filter]) => predicate(name, filter));

  const rows = new Map<string, { keys: (string | null)[]; sums: number[] }>();
  for (const t of transactions(model, Date.now())) {
    if (!predicates.every((matches) => matches(t))) continue;
    const keys = groups.map((name) => GROUP_FIELDS[name].value(t));
    const id = JSON.stringify(keys);
    const row = rows.get(id) ?? { keys, sums: aggregates.map(() => 0) };
    aggregates.forEach((name, index) => (row.sums[index] += AGGREGATE_FIELDS[name].value(t)));
    rows.set(id, row);
  }
  const data = [...rows.values()].map(({ keys, sums }) => {
    const row: Record<string, string | null | JsonNumber> = {};
    groups.forEach((name, index) => (row[name] = keys[index]));
    aggregates.forEach((name, index) => (row[name] = new JsonNumber(minorToJsonNumber(sums[index]))));
    return row;
  });
  return stringifyExactJson({ data, summary: [] });
}
