import { isUtf8 } from 'node:buffer';
import { collapseWhitespace } from './whitespace';
import {
  StatementParseError,
  collectReading,
  type Direction,
  type ParseResult,
  type ParsedTransaction,
  type ReadTransaction,
  type StatementHeader,
  type StatementParser,
  type StatementReading,
  statementMinorUnits,
} from './statement-parser';

const SIGNATURE = '1CClientBankExchange';
const SECTION = 'СекцияРасчСчет';
const CURRENCY = 'RUB';
const UTF8_BOM = [0xef, 0xbb, 0xbf];

type Fields = Map<string, string>;

/** Decoded per block, so the text of a large file never exists as one string. */
const BLOCK_BYTES = 1 << 18;

/**
 * The file's lines, trimmed, in UTF-8 or Windows-1251 (see `isUtf8` in `oneCParser.read`).
 */
function* decodedLines(content: Buffer, utf8: boolean): Generator<string> {
  // The UTF-8 decoder drops a BOM itself; a BOM before Windows-1251 text is a converter's mistake.
  const start = !utf8 && UTF8_BOM.every((byte, i) => content[i] === byte) ? UTF8_BOM.length : 0;
  const decoder = new TextDecoder(utf8 ? 'utf-8' : 'windows-1251');
  let carry = '';
  for (let offset = start; offset < content.length; offset += BLOCK_BYTES) {
    const text = carry + decoder.decode(content.subarray(offset, offset + BLOCK_BYTES), { stream: true });
    let position = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', position)) {
      yield text.slice(position, end).trim();
      position = end + 1;
    }
    carry = text.slice(position);
  }
  const rest = (carry + decoder.decode()).trim();
  if (rest) yield rest;
}

/** `dd.mm.yyyy` to `YYYY-MM-DD`, or null when the text is not a real calendar date. */
function toIsoDate(text: string | undefined): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
}

function text(fields: Fields, ...keys: string[]): string | null {
  for (const key of keys) {
    const raw = fields.get(key);
    const value = raw && collapseWhitespace(raw);
    if (value) return value;
  }
  return null;
}

/** НазначениеПлатежа carries the whole purpose; the numbered keys are the same text split for old printers. */
function purpose(fields: Fields): string | null {
  const whole = text(fields, 'НазначениеПлатежа');
  if (whole) return whole;
  const parts: string[] = [];
  for (let i = 1; i <= 6; i++) {
    const part = text(fields, `НазначениеПлатежа${i}`);
    if (part) parts.push(part);
  }
  return parts.length ? parts.join(' ') : null;
}

interface Section {
  /** Position of the statement in the outline. */
  index: number;
  statement: StatementHeader;
  /** Sums of ВсегоПоступило / ВсегоСписано over the account's sections, checked against the documents. */
  statedCredits: number;
  statedDebits: number;
  statesTotals: boolean;
  credits: number;
  debits: number;
}

/** Collects operator-facing counts; messages never quote the file. */
class Problems {
  unreadLines = 0;
  unclosedSections = 0;
  skippedDocuments = 0;
  unassignedDocuments = 0;
  sameAccountDocuments = 0;
  roundedAmounts = 0;
  badBalances = 0;
  badTotals = 0;

  warnings(): string[] {
    const out: string[] = [];
    const add = (count: number, message: string) => count && out.push(`${count} ${message}`);
    add(this.unreadLines, 'line(s) were not understood and were ignored.');
    add(this.unclosedSections, 'section(s) had no end marker; each was closed where the next one began.');
    add(this.skippedDocuments, 'document(s) were skipped: the amount or date is missing or not valid.');
    add(
      this.unassignedDocuments,
      'document(s) were skipped: neither their accounts nor their debit/credit dates tie them to one statement.',
    );
    add(this.sameAccountDocuments, 'document(s) name the statement account as both payer and receiver.');
    add(this.roundedAmounts, 'amount(s) had more than two decimals and were rounded.');
    add(this.badBalances, 'balance or total value(s) of an account section are not valid numbers and were ignored.');
    add(this.badTotals, 'account section(s) state totals that differ from the sum of their documents.');
    return out;
  }
}

/**
 * One pass over the lines, handing out each document's transactions as soon as the document is read. A document is
 * placed by the accounts of all account sections; sections normally precede the documents, but nothing in the format
 * requires it, so documents read before the last section are held back until it has been read.
 */
class OneCReader {
  private readonly header: Fields = new Map();
  private readonly sections: Fields[] = [];
  private readonly problems = new Problems();
  private nonEmptyLines = 0;
  private documentCount = 0;
  private readable = 0;

  constructor(
    private readonly content: Buffer,
    private readonly utf8: boolean,
  ) {}

  *read(): StatementReading {
    // Counted in the raw bytes, so no line has to be decoded twice; a marker inside some text only holds back more.
    const sectionMarkers = countOccurrences(this.content, encodeKey(SECTION, this.utf8));
    let byAccount: Map<string | null, Section> | null = null;
    let heldBack: Fields[] = [];

    for (const document of this.documents()) {
      if (this.sections.length < sectionMarkers) {
        heldBack.push(document);
        continue;
      }
      if (!byAccount) {
        byAccount = this.statements();
        for (const early of heldBack) yield* this.transactionsOf(early, byAccount);
        heldBack = [];
      }
      yield* this.transactionsOf(document, byAccount);
    }
    if (this.sections.length === 0 && this.documentCount === 0) {
      throw new StatementParseError('The 1C file holds no account sections and no documents.');
    }
    if (!byAccount) {
      byAccount = this.statements();
      for (const early of heldBack) yield* this.transactionsOf(early, byAccount);
    }
    for (const section of byAccount.values()) this.checkTotals(section);

    const lineShare = this.nonEmptyLines ? 1 - this.problems.unreadLines / this.nonEmptyLines : 1;
    const documentShare = this.documentCount ? this.readable / this.documentCount : 1;
    return {
      formatCode: '1CClientBankExchange',
      bankCode: 'generic',
      parserVersion: ONE_C_PARSER_VERSION,
      statements: [...byAccount.values()].map((section) => section.statement),
      warnings: this.problems.warnings(),
      parseConfidence: Math.max(0, Math.round(lineShare * documentShare * 1000) / 1000),
    };
  }

  /**
   * Reads the header and the account sections, and yields each document's fields when the document ends (by its end
   * marker or, unclosed, by the next section or the end of the file).
   */
  private *documents(): Generator<Fields> {
    let current: Fields | null = null;
    let inDocument = false;
    let seenSignature = false;
    for (const line of decodedLines(this.content, this.utf8)) {
      if (!line) continue;
      this.nonEmptyLines++;
      if (!seenSignature) {
        if (line !== SIGNATURE) throw new StatementParseError('The file is not a 1C ClientBankExchange statement.');
        seenSignature = true;
        continue;
      }
      if (line === 'КонецФайла') break;
      const opensSection = line === SECTION;
      if (opensSection || line.startsWith('СекцияДокумент')) {
        if (current) {
          this.problems.unclosedSections++;
          if (inDocument) yield current;
        }
        current = new Map();
        inDocument = !opensSection;
        if (inDocument) this.documentCount++;
        else this.sections.push(current);
        continue;
      }
      if (line === 'КонецРасчСчет' || line === 'КонецДокумента') {
        if (current && inDocument) yield current;
        current = null;
        inDocument = false;
        continue;
      }
      const equals = line.indexOf('=');
      if (equals <= 0) {
        this.problems.unreadLines++;
        continue;
      }
      (current ?? this.header).set(line.slice(0, equals).trim(), line.slice(equals + 1));
    }
    if (current) {
      this.problems.unclosedSections++;
      if (inDocument) yield current;
    }
  }

  private *transactionsOf(document: Fields, byAccount: Map<string | null, Section>): Generator<ReadTransaction> {
    const entries = this.place(document, byAccount);
    if (!entries) return;
    this.readable++;
    for (const [section, transaction] of entries) {
      yield { statementIndex: section.index, accountNumber: section.statement.accountNumber, transaction };
    }
  }

  /** A statement per account; a payment-order export without sections gets one from the header's account. */
  private statements(): Map<string | null, Section> {
    const result = new Map<string | null, Section>();
    const sections = this.sections.length ? this.sections : [new Map<string, string>()];
    for (const fields of sections) {
      const account = text(fields, 'РасчСчет') ?? text(this.header, 'РасчСчет');
      let section = result.get(account);
      if (!section) {
        section = {
          index: result.size,
          statement: emptyStatement(account),
          statedCredits: 0,
          statedDebits: 0,
          statesTotals: false,
          credits: 0,
          debits: 0,
        };
        result.set(account, section);
      }
      // Some banks write one section per day for the same account: the first opens, the last closes.
      const statement = section.statement;
      statement.periodFrom ??= toIsoDate(fields.get('ДатаНачала') ?? this.header.get('ДатаНачала'));
      statement.periodTo = toIsoDate(fields.get('ДатаКонца') ?? this.header.get('ДатаКонца')) ?? statement.periodTo;
      statement.openingBalance ??= this.balance(fields, 'НачальныйОстаток');
      statement.closingBalance = this.balance(fields, 'КонечныйОстаток') ?? statement.closingBalance;
      const credits = this.balance(fields, 'ВсегоПоступило');
      const debits = this.balance(fields, 'ВсегоСписано');
      if (credits !== null || debits !== null) section.statesTotals = true;
      section.statedCredits += credits ?? 0;
      section.statedDebits += debits ?? 0;
    }
    return result;
  }

  private balance(fields: Fields, key: string): number | null {
    const value = fields.get(key);
    if (value === undefined || !value.trim()) return null;
    const amount = this.amount(value);
    if (amount === null) this.problems.badBalances++;
    return amount;
  }

  private amount(value: string): number | null {
    try {
      const { value: minor, rounded } = statementMinorUnits(value, 2);
      if (rounded) this.problems.roundedAmounts++;
      return minor;
    } catch (error) {
      if (error instanceof StatementParseError) return null;
      throw error;
    }
  }

  /** The document's transaction per statement it touches; null when it had to be skipped. */
  private place(document: Fields, byAccount: Map<string | null, Section>): [Section, ParsedTransaction][] | null {
    const amount = this.amount(document.get('Сумма') ?? '');
    if (amount === null || amount <= 0) {
      this.problems.skippedDocuments++;
      return null;
    }
    const payer = text(document, 'ПлательщикСчет', 'ПлательщикРасчСчет');
    const receiver = text(document, 'ПолучательСчет', 'ПолучательРасчСчет');
    const payerSection = payer === null ? undefined : byAccount.get(payer);
    const receiverSection = receiver === null ? undefined : byAccount.get(receiver);
    const entries: [Section, Direction][] = [];
    if (payerSection) entries.push([payerSection, 'Debit']);
    if (receiverSection) entries.push([receiverSection, 'Credit']);
    // The same account on both sides moves money out and back in: both entries keep the balance equation true.
    if (payerSection && payerSection === receiverSection) this.problems.sameAccountDocuments++;
    if (!entries.length) {
      // Banks often write their own internal account as the payer of fees; the debit/credit date then tells the side.
      const debited = toIsoDate(document.get('ДатаСписано')) !== null;
      const credited = toIsoDate(document.get('ДатаПоступило')) !== null;
      const only = byAccount.size === 1 ? [...byAccount.values()][0] : undefined;
      if (!only || debited === credited) {
        this.problems.unassignedDocuments++;
        return null;
      }
      entries.push([only, debited ? 'Debit' : 'Credit']);
    }
    const transactions = entries.map(([, direction]) => this.transaction(document, direction, amount));
    if (transactions.some((transaction) => transaction === null)) {
      this.problems.skippedDocuments++;
      return null;
    }
    return entries.map(([section, direction], i) => {
      if (direction === 'Credit') section.credits += amount;
      else section.debits += amount;
      return [section, transactions[i] as ParsedTransaction];
    });
  }

  private transaction(document: Fields, direction: Direction, amount: number): ParsedTransaction | null {
    const debit = direction === 'Debit';
    const transactionDate =
      toIsoDate(document.get(debit ? 'ДатаСписано' : 'ДатаПоступило')) ?? toIsoDate(document.get('Дата'));
    if (!transactionDate) return null;
    const side = debit ? 'Получатель' : 'Плательщик';
    return {
      transactionDate,
      valueDate: null,
      direction,
      amount,
      currency: CURRENCY,
      // Плательщик1/Получатель1 hold the bare name; the unnumbered key often prefixes it with the INN.
      counterpartyName: text(document, `${side}1`, side),
      counterpartyTaxId: text(document, `${side}ИНН`),
      counterpartyAccount: text(document, `${side}Счет`, `${side}РасчСчет`),
      description: purpose(document),
      bankReference: text(document, 'Номер'),
    };
  }

  private checkTotals(section: Section): void {
    if (!section.statesTotals) return;
    if (section.credits !== section.statedCredits || section.debits !== section.statedDebits) this.problems.badTotals++;
  }
}

function emptyStatement(accountNumber: string | null): StatementHeader {
  return {
    accountNumber,
    currency: CURRENCY,
    periodFrom: null,
    periodTo: null,
    openingBalance: null,
    closingBalance: null,
  };
}

/** A key's bytes as the file encodes it: Windows-1251 maps А–я (U+0410–U+044F) to 0xC0–0xFF. */
function encodeKey(key: string, utf8: boolean): Buffer {
  if (utf8) return Buffer.from(key, 'utf8');
  return Buffer.from([...key].map((char) => char.charCodeAt(0) - 0x410 + 0xc0));
}

function countOccurrences(content: Buffer, needle: Buffer): number {
  let count = 0;
  for (let at = content.indexOf(needle); at >= 0; at = content.indexOf(needle, at + needle.length)) count++;
  return count;
}

/** True when the first non-blank line, after an optional BOM, is the 1C signature; ASCII, so no decoding needed. */
function startsWithSignature(content: Buffer): boolean {
  let start = UTF8_BOM.every((byte, i) => content[i] === byte) ? 3 : 0;
  while (start < content.length && (content[start] === 0x20 || content[start] === 0x0d || content[start] === 0x0a)) {
    start++;
  }
  if (content.toString('latin1', start, start + SIGNATURE.length) !== SIGNATURE) return false;
  const next = content[start + SIGNATURE.length];
  return next === undefined || next === 0x0d || next === 0x0a || next === 0x20;
}

export const ONE_C_PARSER_VERSION = '1c-1.0.0';

export const oneCParser: StatementParser = {
  formatCode: '1CClientBankExchange',
  version: ONE_C_PARSER_VERSION,
  // ВерсияФормата of the sample statements; the parser does not depend on it.
  formatVersions: ['1.01', '1.02', '1.03'],
  displayName: '1C ClientBankExchange (Windows-1251 or UTF-8)',
  fileExtensions: ['.txt'],
  detect(content: Buffer, fileName: string): number {
    if (!startsWithSignature(content)) return 0;
    return fileName.toLowerCase().endsWith('.txt') ? 1 : 0.95;
  },
  /**
   * Windows-1251 is what 1C writes by default, but many banks send UTF-8 while still declaring `Кодировка=Windows`,
   * so the header is ignored: bytes that are valid UTF-8 are UTF-8. Real 1C files always contain Cyrillic keys, which
   * in Windows-1251 never form valid UTF-8, so the check cannot mistake one for the other.
   */
  read(content: Buffer): StatementReading {
    return new OneCReader(content, isUtf8(content)).read();
  },
  parse(content: Buffer): ParseResult {
    return collectReading(this.read(content));
  },
};
