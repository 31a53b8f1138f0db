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
import { describeInformation } from './mt940-information';

/** Tags of MT940 (and the MT942 interim report some banks send under the same name) that this parser knows. */
const KNOWN_TAGS = new Set([
  '13',
  '13D',
  '20',
  '21',
  '25',
  '25P',
  '28',
  '28C',
  '34F',
  '60',
  '60F',
  '60M',
  '61',
  '62',
  '62F',
  '62M',
  '64',
  '65',
  '86',
  '90C',
  '90D',
  'NS',
]);

const TAG_LINE = /^:(\d{2}[A-Z]?|NS):(.*)$/;
/** `-` ends a message; `-}` closes a SWIFT block 4, `-XXX` is ING's trailer. */
const SEPARATOR = /^-(\}.*|XXX)?$/;
/** Routing lines some banks put before each message (`ABNANL2A`, `940`, `0000 01INGBNL2AXXXX00001`). */
const PREAMBLE = /^(?:[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?|94[02](?: 00)?|\d{4} \d{2}[A-Z0-9]{8,24})$/;
const BALANCE = /^([CD])(\d{6})([A-Z]{3})?(\d+(?:,\d*)?)$/;
/**
 * `:61:` value date, entry date, mark (C, D, RC, RD), funds code, amount (Sparkassen wrap before it), type, customer
 * reference, `//` bank reference, supplementary details on the next line.
 */
const STATEMENT_LINE =
  /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?\n?(\d+(?:,\d*)?)([A-Z][A-Z0-9 ]{3})?((?:(?!\/\/)[^\n]){0,16})(?:\/\/([^\n]*))?([^\n]*)(?:\n([\s\S]*))?$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

interface RawTransaction {
  valueDate: string;
  entryDate: string;
  direction: Direction;
  amountText: string;
  reference: string | null;
  supplementary: string;
  details: string[];
}

interface RawBalance {
  signedText: string;
  currency: string | null;
  date: string;
  intermediate: boolean;
}

interface RawStatement {
  account: string | null;
  accountCurrency: string | null;
  statementNumber: string | null;
  opening: RawBalance | null;
  closing: RawBalance | null;
  transactions: RawTransaction[];
}

interface Counters {
  units: number;
  skippedLines: number;
  badTags: number;
  fixedDates: number;
  rounded: number;
  missingBalances: number;
  unknownCurrency: number;
  pageMismatches: number;
}

export class Mt940Parser implements StatementParser {
  readonly formatCode = 'MT940' as const;
  readonly version = '1.0.0';
  /** MT940 files carry no version; the dialects of field 86 are told apart by their content. */
  readonly formatVersions = ['unversioned'] as const;
  readonly displayName = 'SWIFT MT940';
  readonly fileExtensions = ['.sta', '.940', '.mt940', '.txt'] as const;

  detect(content: Buffer, fileName: string): number {
    const head = content.subarray(0, 65536).toString('latin1');
    const has = (tag: RegExp) => tag.test(head);
    const tag20 = has(/(^|[\n{:])\s*:20:/);
    const tag25 = has(/(^|\n)\s*:25P?:/);
    const tag60 = has(/(^|\n)\s*:60[FM]?:/);
    const tag61 = has(/(^|\n)\s*:61:/);
    const tag62 = has(/(^|\n)\s*:62[FM]?:/);
    let score = 0;
    if (tag20 && tag25 && tag60) score = 0.9;
    else if ((tag20 || tag25) && (tag60 || tag61 || tag62)) score = 0.7;
    else if (tag60 || tag61 || tag62) score = 0.4;
    if (score === 0) return 0;
    if (/\{1:F01[A-Z0-9]*\}\{2:[IO]94[02]/.test(head)) score += 0.05;
    const lower = fileName.toLowerCase();
    if (this.fileExtensions.some((extension) => lower.endsWith(extension))) score += 0.05;
    return Math.min(1, score);
  }

  /** Read whole, then replayed: only 1C and camt.053, the formats of large exports, are streamed. */
  read(content: Buffer): StatementReading {
    return replayResult(this.parse(content));
  }

  parse(content: Buffer): ParseResult {
    const counters: Counters = {
      units: 0,
      skippedLines: 0,
      badTags: 0,
      fixedDates: 0,
      rounded: 0,
      missingBalances: 0,
      unknownCurrency: 0,
      pageMismatches: 0,
    };
    const raw = collectStatements(splitTags(decode(content), counters), counters);
    if (raw.length === 0) throw new StatementParseError('The file contains no MT940 statement.');
    const statements = mergePages(raw, counters).map((statement) => finish(statement, counters));
    return {
      formatCode: this.formatCode,
      bankCode: 'generic',
      parserVersion: this.version,
      statements,
      warnings: warningsFrom(counters),
      parseConfidence: confidenceFrom(counters),
    };
  }
}

export const mt940Parser = new Mt940Parser();

/** SWIFT's character set is ASCII, but banks export UTF-8 or a Latin code page: UTF-8 when valid, else Latin-1. */
function decode(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    return content.toString('latin1');
  }
}

interface Tag {
  name: string;
  lines: string[];
}

/** Lines to tags: continuation lines join their tag; block headers, separators and routing lines are dropped. */
function splitTags(text: string, counters: Counters): Tag[] {
  const lines = text.split(/\r\n|\r|\n/);
  const tags: Tag[] = [];
  let current: Tag | null = null;
  let inPreamble = true;
  for (let index = 0; index < lines.length; index++) {
    // Control bytes (mBank's SOH/ETX) and tabs carry no meaning in MT940.
    // eslint-disable-next-line no-control-regex -- matching control bytes is the point
    let line = lines[index].replace(/[\x00-\x08\x0b-\x1f\x7f]/g, (c) => (c === '\t' ? ' ' : ''));
    const block = line.lastIndexOf('{4:');
    if (line.startsWith('{') && block >= 0) {
      line = line.slice(block + 3);
      current = null;
      inPreamble = true;
    }
    // Sparkassen split `:86:` as a lone `:` and `86:…` on the next line.
    if (line === ':' && index + 1 < lines.length && /^(\d{2}[A-Z]?|NS):/.test(lines[index + 1])) {
      line = `:${lines[++index]}`;
    }
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (SEPARATOR.test(trimmed)) {
      current = null;
      inPreamble = true;
      continue;
    }
    const match = TAG_LINE.exec(line.trimStart());
    if (match && KNOWN_TAGS.has(match[1])) {
      current = { name: match[1], lines: [match[2]] };
      tags.push(current);
      inPreamble = false;
      continue;
    }
    if (trimmed === ':940:') {
      // Rabobank opens with `:940:` as a message-type marker.
      inPreamble = true;
      current = null;
      continue;
    }
    if (current) {
      // A line that only looks like an unknown tag (`:26:37 …`) is wrapped text of the open tag.
      current.lines.push(line);
    } else if (!(inPreamble && PREAMBLE.test(trimmed))) {
      counters.units++;
      counters.skippedLines++;
    }
  }
  return tags;
}

function emptyStatement(): RawStatement {
  return {
    account: null,
    accountCurrency: null,
    statementNumber: null,
    opening: null,
    closing: null,
    transactions: [],
  };
}

function collectStatements(tags: Tag[], counters: Counters): RawStatement[] {
  const statements: RawStatement[] = [];
  const start = (): RawStatement => {
    const created = emptyStatement();
    statements.push(created);
    return created;
  };
  let statement: RawStatement | null = null;
  // `:86:` belongs to the `:61:` right before it; after a balance it is statement-level information.
  let lastTransaction: RawTransaction | null = null;
  for (const tag of tags) {
    counters.units++;
    const first = tag.lines[0].trim();
    switch (tag.name) {
      case '20':
        statement = start();
        lastTransaction = null;
        break;
      case '25':
      case '25P': {
        // Without `:20:` (snippets), a second account or a later opening balance starts the next statement.
        if (!statement || statement.account !== null || statement.opening) statement = start();
        const account = parseAccount(tag.lines.join('').trim());
        statement.account = account.account;
        statement.accountCurrency = account.currency;
        break;
      }
      case '28':
      case '28C':
        statement ??= start();
        statement.statementNumber = first.split('/')[0].replace(/^0+(?=\d)/, '') || null;
        break;
      case '60':
      case '60F':
      case '60M':
        if (!statement || statement.opening || statement.closing) statement = start();
        statement.opening = readBalance(tag, counters);
        lastTransaction = null;
        break;
      case '62':
      case '62F':
      case '62M':
        statement ??= start();
        statement.closing = readBalance(tag, counters);
        lastTransaction = null;
        break;
      case '61':
        if (!statement || statement.closing) statement = start();
        lastTransaction = parseStatementLine(tag.lines, counters);
        if (lastTransaction) statement.transactions.push(lastTransaction);
        break;
      case '86':
        lastTransaction?.details.push(tag.lines.join('\n'));
        break;
      case 'NS':
        // Non-SWIFT free-format lines (Sberbank, Raiffeisen): nothing the import stores.
        break;
      default:
        // :13D:, :21:, :34F:, :64:, :65:, :90C:/:90D: carry nothing the import stores.
        lastTransaction = null;
    }
  }
  return statements;
}

/** A balance tag: its first line is the balance, anything after it was not understood. */
function readBalance(tag: Tag, counters: Counters): RawBalance | null {
  const balance = parseBalance(tag.lines[0].trim(), tag.name.endsWith('M'), counters);
  const extra = tag.lines.slice(1).filter((line) => line.trim() !== '').length;
  counters.units += extra;
  counters.skippedLines += extra;
  return balance;
}

function parseAccount(text: string): { account: string | null; currency: string | null } {
  let value = text.replace(/\s+/g, '');
  let currency: string | null = null;
  const suffix = /^(.*[\d/.])\/?([A-Z]{3})$/.exec(value);
  if (suffix) {
    value = suffix[1].replace(/\/$/, '');
    currency = normalizeCurrency(suffix[2]);
  }
  const slash = value.indexOf('/');
  if (slash > 0) {
    const prefix = value.slice(0, slash);
    // A BIC or bank name before the account (`TRIODOSBANK/0390…`); a German BLZ/Konto pair stays whole.
    if (BIC.test(prefix) || /^[A-Z]+$/.test(prefix)) value = value.slice(slash + 1);
  }
  return { account: value === '' ? null : value, currency };
}

function parseBalance(text: string, intermediate: boolean, counters: Counters): RawBalance | null {
  const match = BALANCE.exec(text.replace(/\s+/g, ''));
  const date = match ? toIsoDate(match[2], counters) : null;
  if (!match || !date) {
    counters.badTags++;
    return null;
  }
  return {
    signedText: `${match[1] === 'D' ? '-' : ''}${match[4]}`,
    currency: match[3] ? normalizeCurrency(match[3]) : null,
    date,
    intermediate,
  };
}

function parseStatementLine(lines: string[], counters: Counters): RawTransaction | null {
  const text = lines.map((line) => line.trimEnd()).join('\n');
  const match = STATEMENT_LINE.exec(text);
  const valueDate = match ? toIsoDate(match[1], counters) : null;
  if (!match || !valueDate) {
    counters.badTags++;
    return null;
  }
  const entryDate = match[2] ? entryDateNear(valueDate, match[2], counters) : valueDate;
  if (!entryDate) {
    counters.badTags++;
    return null;
  }
  const mark = match[3];
  const customer = match[7].trim();
  const bank = match[8]?.trim() ?? '';
  return {
    valueDate,
    entryDate,
    // A reversal of a credit takes money out, a reversal of a debit puts it back.
    direction: mark === 'C' || mark === 'RD' ? 'Credit' : 'Debit',
    amountText: match[5],
    reference: bank !== '' && bank !== 'NONREF' ? bank : customer !== '' && customer !== 'NONREF' ? customer : null,
    // Text after the 16-character customer reference is supplementary too (Rabobank puts the name there).
    supplementary: `${match[9]} ${match[10] ?? ''}`.trim(),
    details: [],
  };
}

/** `YYMMDD` to ISO; years 00–79 are 20xx. */
function toIsoDate(yymmdd: string, counters: Counters): string | null {
  const year = Number(yymmdd.slice(0, 2));
  const date = calendarDate(year < 80 ? 2000 + year : 1900 + year, yymmdd.slice(2, 4), yymmdd.slice(4, 6));
  if (date?.clamped) counters.fixedDates++;
  return date?.iso ?? null;
}

/** A day past the month's end (banks write 30 February) becomes the month's last day, as the bank meant. */
function calendarDate(year: number, mm: string, dd: string): { iso: string; clamped: boolean } | null {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const kept = Math.min(day, lastDay);
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(kept).padStart(2, '0')}`;
  return { iso, clamped: kept !== day };
}

/** The entry date has no year: take the one that puts it closest to the value date (December/January rollover). */
function entryDateNear(valueDate: string, mmdd: string, counters: Counters): string | null {
  const year = Number(valueDate.slice(0, 4));
  const value = Date.parse(valueDate);
  const distance = (iso: string) => Math.abs(Date.parse(iso) - value);
  let best: { iso: string; clamped: boolean } | null = null;
  for (const candidate of [year - 1, year, year + 1]) {
    const date = calendarDate(candidate, mmdd.slice(0, 2), mmdd.slice(2, 4));
    if (date && (!best || distance(date.iso) < distance(best.iso))) best = date;
  }
  if (best?.clamped) counters.fixedDates++;
  return best?.iso ?? null;
}

/**
 * Multi-page statements: a page ending in an intermediate `:62M:` followed by a page of the same account and statement
 * number opening with `:60M:` is one statement, so the pages merge (opening of the first page, closing of the last)
 * and the balance check covers the whole statement. Pages that do not chain this way stay separate statements.
 */
function mergePages(statements: RawStatement[], counters: Counters): RawStatement[] {
  const merged: RawStatement[] = [];
  for (const statement of statements) {
    const previous = merged[merged.length - 1];
    if (
      previous?.closing?.intermediate &&
      statement.opening?.intermediate &&
      previous.account === statement.account &&
      previous.statementNumber === statement.statementNumber &&
      (previous.closing.currency ?? statement.opening.currency) ===
        (statement.opening.currency ?? previous.closing.currency)
    ) {
      if (canonicalAmount(previous.closing.signedText) !== canonicalAmount(statement.opening.signedText)) {
        counters.pageMismatches++;
      }
      for (const transaction of statement.transactions) previous.transactions.push(transaction);
      previous.closing = statement.closing;
    } else {
      merged.push(statement);
    }
  }
  return merged;
}

/** `-0012,50` and `-12,5` are the same amount. */
function canonicalAmount(signedText: string): string {
  const [whole, fraction = ''] = signedText.split(',');
  return `${whole.replace(/^(-?)0+(?=\d)/, '$1')},${fraction.replace(/0+$/, '')}`.replace(/^-0,$/, '0,');
}

function finish(statement: RawStatement, counters: Counters): ParsedStatement {
  const stated = statement.opening?.currency ?? statement.closing?.currency ?? statement.accountCurrency;
  if (!stated) {
    counters.units++;
    counters.unknownCurrency++;
  }
  // XXX is ISO 4217's "no currency"; the operator sees the warning.
  const currency = stated ?? 'XXX';
  const exponent = currencyExponent(currency);
  // The syntax is already checked; only an amount beyond the safe integer range can fail here.
  const amount = (text: string): number | null => {
    try {
      const minor = statementMinorUnits(text, exponent, ',');
      if (minor.rounded) counters.rounded++;
      return minor.value;
    } catch {
      counters.badTags++;
      return null;
    }
  };
  if (!statement.opening || !statement.closing) {
    counters.units++;
    counters.missingBalances++;
  }
  const transactions: ParsedTransaction[] = [];
  for (const transaction of statement.transactions) {
    const value = amount(transaction.amountText);
    if (value === null) continue;
    transactions.push({
      transactionDate: transaction.entryDate,
      valueDate: transaction.valueDate,
      direction: transaction.direction,
      amount: value,
      currency,
      ...describeInformation(transaction),
    });
  }
  const dates = transactions.map((transaction) => transaction.transactionDate).sort();
  return {
    accountNumber: statement.account,
    currency: stated ?? null,
    periodFrom: statement.opening?.date ?? dates[0] ?? statement.closing?.date ?? null,
    periodTo: statement.closing?.date ?? dates[dates.length - 1] ?? statement.opening?.date ?? null,
    openingBalance: statement.opening ? amount(statement.opening.signedText) : null,
    closingBalance: statement.closing ? amount(statement.closing.signedText) : null,
    transactions,
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function warningsFrom(counters: Counters): string[] {
  const warnings: string[] = [];
  if (counters.skippedLines > 0) {
    warnings.push(`${plural(counters.skippedLines, 'line was', 'lines were')} not understood and skipped.`);
  }
  if (counters.badTags > 0) {
    warnings.push(`${plural(counters.badTags, 'balance or entry', 'balances or entries')} could not be read.`);
  }
  if (counters.missingBalances > 0) {
    warnings.push(
      `${plural(counters.missingBalances, 'statement has', 'statements have')} no opening or closing balance.`,
    );
  }
  if (counters.unknownCurrency > 0) {
    warnings.push(`${plural(counters.unknownCurrency, 'statement states', 'statements state')} no currency.`);
  }
  if (counters.fixedDates > 0) {
    warnings.push(
      `${plural(counters.fixedDates, 'impossible date was', 'impossible dates were')} moved to the month's last day.`,
    );
  }
  if (counters.rounded > 0) {
    warnings.push(`${plural(counters.rounded, 'amount was', 'amounts were')} rounded to the currency's minor unit.`);
  }
  if (counters.pageMismatches > 0) {
    warnings.push(
      `${plural(counters.pageMismatches, 'page does', 'pages do')} not continue the previous page's balance.`,
    );
  }
  return warnings;
}

function confidenceFrom(counters: Counters): number {
  const problems =
    counters.skippedLines +
    counters.badTags +
    counters.missingBalances +
    counters.unknownCurrency +
    counters.fixedDates +
    counters.pageMismatches;
  if (counters.units === 0) return 0;
  return Math.max(0, Math.round((1 - problems / counters.units) * 1000) / 1000);
}
