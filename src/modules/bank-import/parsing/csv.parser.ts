import { currencyExponent, normalizeCurrency } from '../../../platform/money/minor-units';
import {
  StatementParseError,
  replayResult,
  type Direction,
  type ParseResult,
  type ParsedStatement,
  type ParsedTransaction,
  type StatementParser,
  type StatementReading,
  statementMinorUnits,
} from './statement-parser';

/** The generic layout documented in docs/bank-imports.md, "Generic CSV statement layout". */
const COLUMNS = [
  'date',
  'value_date',
  'direction',
  'amount',
  'currency',
  'counterparty_name',
  'counterparty_tax_id',
  'counterparty_account',
  'description',
  'reference',
  'account_number',
] as const;
type Column = (typeof COLUMNS)[number];

const ALIASES: Record<string, Column> = {
  booking_date: 'date',
  transaction_date: 'date',
  counterparty: 'counterparty_name',
  inn: 'counterparty_tax_id',
  purpose: 'description',
  bank_reference: 'reference',
  account: 'account_number',
};

const METADATA_KEYS = [
  'account_number',
  'currency',
  'opening_balance',
  'closing_balance',
  'period_from',
  'period_to',
] as const;
type MetadataKey = (typeof METADATA_KEYS)[number];

const DEFAULT_CURRENCY = 'RUB';
const MAX_ROW_WARNINGS = 20;
/** Detection looks at the head of the file only. */
const DETECTION_BYTES = 64 * 1024;

export const CSV_PARSER_VERSION = 'csv-1.0.0';

function columnOf(name: string): Column | null {
  const key = name
    .trim()
    .replace(/^"|"$/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (COLUMNS as readonly string[]).includes(key) ? (key as Column) : (ALIASES[key] ?? null);
}

/** The delimiter under which the header line names both a date and an amount column, or null. */
function headerDelimiter(line: string): ';' | ',' | null {
  for (const delimiter of [';', ','] as const) {
    const columns = line.split(delimiter).map(columnOf);
    if (columns.includes('date') && columns.includes('amount')) return delimiter;
  }
  return null;
}

/** The first line that is neither blank nor a `#` comment. */
function firstDataLine(source: string): string | null {
  for (let start = 0; start < source.length;) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    const line = source.slice(start, end).trim();
    if (line && !line.startsWith('#')) return line;
    start = end + 1;
  }
  return null;
}

function isoDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const russian = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : russian
      ? [russian[3], russian[2], russian[1]]
      : [null, null, null];
  if (year === null) return null;
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return probe.toISOString().slice(0, 10) === `${year}-${month}-${day}` ? `${year}-${month}-${day}` : null;
}

function directionOf(text: string): Direction | null | undefined {
  const key = text.trim().toLowerCase();
  if (!key) return undefined;
  if (['debit', 'd', 'dr'].includes(key)) return 'Debit';
  if (['credit', 'c', 'cr'].includes(key)) return 'Credit';
  return null;
}

interface CsvRecord {
  /** 1-based line where the record starts, for operator messages. */
  line: number;
  fields: string[];
  /** Text after `#` for a comment line, otherwise null. */
  comment: string | null;
  /** A quoted field that never closed or had text after its closing quote. */
  malformed: boolean;
}

/** RFC 4180 records (quoted fields may hold delimiters, `""` and line breaks); one pass, slices only. */
function readRecords(source: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const length = source.length;
  let i = 0;
  let line = 1;
  while (i < length) {
    const start = line;
    if (source[i] === '#') {
      let end = source.indexOf('\n', i);
      if (end < 0) end = length;
      records.push({ line: start, fields: [], comment: source.slice(i + 1, end).trim(), malformed: false });
      i = end + 1;
      line++;
      continue;
    }
    const fields: string[] = [];
    let malformed = false;
    for (;;) {
      let value: string;
      if (source[i] === '"') {
        const parts: string[] = [];
        i++;
        for (;;) {
          const quote = source.indexOf('"', i);
          if (quote < 0) {
            parts.push(source.slice(i));
            i = length;
            malformed = true;
            break;
          }
          parts.push(source.slice(i, quote));
          if (source[quote + 1] === '"') {
            parts.push('"');
            i = quote + 2;
          } else {
            i = quote + 1;
            break;
          }
        }
        value = parts.join('');
        for (let n = value.indexOf('\n'); n >= 0; n = value.indexOf('\n', n + 1)) line++;
        let end = i;
        while (end < length && source[end] !== delimiter && source[end] !== '\n' && source[end] !== '\r') end++;
        if (end > i) malformed = true;
        i = end;
      } else {
        let end = i;
        while (end < length && source[end] !== delimiter && source[end] !== '\n') end++;
        value = source.slice(i, end).replace(/\r$/, '');
        i = end;
      }
      fields.push(value);
      if (i < length && source[i] === delimiter) {
        i++;
        continue;
      }
      if (source[i] === '\r') i++;
      if (source[i] === '\n') {
        i++;
        line++;
      }
      break;
    }
    records.push({ line: start, fields, comment: null, malformed });
  }
  return records;
}

class CsvReader {
  private readonly warnings: string[] = [];
  private readonly metadata = new Map<MetadataKey, string>();
  private skippedRows = 0;
  private roundedAmounts = 0;

  constructor(private readonly source: string) {}

  read(): ParseResult {
    const header = firstDataLine(this.source);
    const delimiter = header === null ? null : headerDelimiter(header);
    if (delimiter === null) {
      throw new StatementParseError('The CSV file has no header row naming at least a date and an amount column.');
    }
    let columns: (Column | null)[] | null = null;
    const rows: CsvRecord[] = [];
    for (const record of readRecords(this.source, delimiter)) {
      if (record.comment !== null) this.readMetadata(record.comment);
      else if (record.fields.length === 1 && !record.fields[0].trim()) continue;
      else if (columns === null) columns = record.fields.map(columnOf);
      else rows.push(record);
    }
    const index = new Map<Column, number>();
    (columns ?? []).forEach((column, i) => column && !index.has(column) && index.set(column, i));

    const groups = new Map<string | null, ParsedTransaction[]>();
    const metaAccount = this.meta('account_number');
    for (const record of rows) {
      const row = this.row(record, index, (columns ?? []).length);
      if (!row) continue;
      const account = row.account ?? metaAccount;
      const group = groups.get(account) ?? [];
      if (!groups.has(account)) groups.set(account, group);
      group.push(row.transaction);
    }
    const statements = this.statements(groups, metaAccount);
    if (this.skippedRows > MAX_ROW_WARNINGS) {
      this.warnings.push(`${this.skippedRows - MAX_ROW_WARNINGS} more row(s) were skipped.`);
    }
    if (this.roundedAmounts) {
      this.warnings.push(`${this.roundedAmounts} amount(s) had more decimals than the currency and were rounded.`);
    }
    const confidence = rows.length ? (rows.length - this.skippedRows) / rows.length : 1;
    return {
      formatCode: 'CSV',
      bankCode: 'generic',
      parserVersion: CSV_PARSER_VERSION,
      statements,
      warnings: this.warnings,
      parseConfidence: Math.round(confidence * 1000) / 1000,
    };
  }

  private meta(key: MetadataKey): string | null {
    return this.metadata.get(key)?.trim() || null;
  }

  private readMetadata(comment: string): void {
    const equals = comment.indexOf('=');
    if (equals <= 0) return;
    const key = comment.slice(0, equals).trim().toLowerCase();
    if ((METADATA_KEYS as readonly string[]).includes(key)) {
      this.metadata.set(key as MetadataKey, comment.slice(equals + 1));
    }
  }

  private skip(record: CsvRecord, reason: string): null {
    this.skippedRows++;
    if (this.skippedRows <= MAX_ROW_WARNINGS) this.warnings.push(`Row on line ${record.line} was skipped: ${reason}`);
    return null;
  }

  private row(
    record: CsvRecord,
    index: Map<Column, number>,
    width: number,
  ): { transaction: ParsedTransaction; account: string | null } | null {
    if (record.malformed) return this.skip(record, 'a quoted field is not closed properly.');
    if (record.fields.length > width) return this.skip(record, 'it has more fields than the header.');
    const cell = (column: Column) => {
      const at = index.get(column);
      return at === undefined ? '' : (record.fields[at] ?? '').trim();
    };
    const optional = (column: Column) => cell(column).replace(/\s+/g, ' ') || null;

    const transactionDate = isoDate(cell('date'));
    if (!transactionDate) return this.skip(record, 'the date is not YYYY-MM-DD or dd.mm.yyyy.');
    const valueDateText = cell('value_date');
    const valueDate = valueDateText ? isoDate(valueDateText) : null;
    if (valueDateText && !valueDate) return this.skip(record, 'the value date is not YYYY-MM-DD or dd.mm.yyyy.');
    const currency = normalizeCurrency(cell('currency') || this.meta('currency') || DEFAULT_CURRENCY);
    if (!/^[A-Z]{3}$/.test(currency)) return this.skip(record, 'the currency is not an ISO 4217 code.');

    let amount: number;
    try {
      const minor = statementMinorUnits(cell('amount'), currencyExponent(currency));
      if (minor.rounded) this.roundedAmounts++;
      amount = minor.value;
    } catch (error) {
      if (error instanceof StatementParseError) return this.skip(record, 'the amount is not a number.');
      throw error;
    }
    if (amount === 0) return this.skip(record, 'the amount is zero.');
    const stated = directionOf(cell('direction'));
    if (stated === null) return this.skip(record, 'the direction is neither Debit nor Credit.');
    // Without a direction the sign decides; with one, a minus on a debit is tolerated but a negative credit is not.
    if (stated === 'Credit' && amount < 0) return this.skip(record, 'a credit has a negative amount.');
    const direction: Direction = stated ?? (amount < 0 ? 'Debit' : 'Credit');

    return {
      account: optional('account_number'),
      transaction: {
        transactionDate,
        valueDate,
        direction,
        amount: Math.abs(amount),
        currency,
        counterpartyName: optional('counterparty_name'),
        counterpartyTaxId: optional('counterparty_tax_id'),
        counterpartyAccount: optional('counterparty_account'),
        description: optional('description'),
        bankReference: optional('reference'),
      },
    };
  }

  /** One statement per account; the `#` balances and period belong to the metadata account (or the only one). */
  private statements(groups: Map<string | null, ParsedTransaction[]>, metaAccount: string | null): ParsedStatement[] {
    const balanceKey = metaAccount ?? (groups.size === 1 ? [...groups.keys()][0] : null);
    const statesBalances = (['opening_balance', 'closing_balance', 'period_from', 'period_to'] as const).some(
      (key) => this.meta(key) !== null,
    );
    // The metadata account gets a statement even without rows, so that its stated balances reach the quality check.
    if (!groups.has(balanceKey) && (groups.size === 0 || statesBalances)) groups.set(balanceKey, []);
    const statements: ParsedStatement[] = [];
    for (const [account, transactions] of groups) {
      const currencies = new Set(transactions.map((transaction) => transaction.currency));
      const currency =
        normalizeCurrency(this.meta('currency') ?? '') || (currencies.size === 1 ? [...currencies][0] : null);
      const dates = transactions.map((transaction) => transaction.transactionDate).sort();
      const statement: ParsedStatement = {
        accountNumber: account,
        currency,
        periodFrom: dates[0] ?? null,
        periodTo: dates.at(-1) ?? null,
        openingBalance: null,
        closingBalance: null,
        transactions,
      };
      if (account === balanceKey) {
        const exponent = currencyExponent(currency ?? DEFAULT_CURRENCY);
        statement.openingBalance = this.balance('opening_balance', exponent);
        statement.closingBalance = this.balance('closing_balance', exponent);
        statement.periodFrom = this.date('period_from') ?? statement.periodFrom;
        statement.periodTo = this.date('period_to') ?? statement.periodTo;
      }
      statements.push(statement);
    }
    return statements;
  }

  private balance(key: 'opening_balance' | 'closing_balance', exponent: number): number | null {
    const value = this.meta(key);
    if (value === null) return null;
    try {
      const minor = statementMinorUnits(value, exponent);
      if (minor.rounded) this.roundedAmounts++;
      return minor.value;
    } catch (error) {
      if (!(error instanceof StatementParseError)) throw error;
      this.warnings.push(`The ${key.replace('_', ' ')} line is not a number and was ignored.`);
      return null;
    }
  }

  private date(key: 'period_from' | 'period_to'): string | null {
    const value = this.meta(key);
    if (value === null) return null;
    const date = isoDate(value);
    if (!date) this.warnings.push(`The ${key.replace('_', ' ')} line is not a date and was ignored.`);
    return date;
  }
}

function decode(content: Buffer): string {
  return new TextDecoder('utf-8').decode(content);
}

export const csvParser: StatementParser = {
  formatCode: 'CSV',
  version: CSV_PARSER_VERSION,
  // The service's own layout (docs/bank-imports.md), so it has no outside versions.
  formatVersions: ['generic layout'],
  displayName: 'CSV, generic layout with a header row',
  fileExtensions: ['.csv'],
  detect(content: Buffer, fileName: string): number {
    const header = firstDataLine(decode(content.subarray(0, DETECTION_BYTES)));
    if (header === null || headerDelimiter(header) === null) return 0;
    return fileName.toLowerCase().endsWith('.csv') ? 0.95 : 0.85;
  },
  /** Read whole, then replayed: only 1C and camt.053, the formats of large exports, are streamed. */
  read(content: Buffer): StatementReading {
    return replayResult(this.parse(content));
  },
  parse(content: Buffer): ParseResult {
    return new CsvReader(decode(content)).read();
  },
};
