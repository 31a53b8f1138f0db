import { currencyExponent, normalizeCurrency } from '../../../platform/money/minor-units';
import {
  StatementParseError,
  replayResult,
  type ParsedStatement,
  type ParsedTransaction,
  type ParseResult,
  type StatementParser,
  type StatementReading,
  statementMinorUnits,
} from './statement-parser';
import { ParseNotes } from './parse-notes';

interface OfxNode {
  name: string;
  /** Text of a leaf element; null for an aggregate. */
  value: string | null;
  children: OfxNode[];
}

/** Deeper than any real OFX (about 8 levels): a guard against crafted input, not a format rule. */
const MAX_DEPTH = 64;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * One tolerant reader for both OFX 1.x SGML and 2.x XML (the same element tree, written with or without end tags
 * for leaves): no XML parser and so no entities beyond the predefined ones. A leaf is an element followed by text;
 * it ends at its text, so a missing or present end tag reads the same. A stray end tag is ignored, and an end tag
 * closes any aggregates left open inside it.
 */
function readTree(text: string): OfxNode {
  const root: OfxNode = { name: '#root', value: null, children: [] };
  const stack: OfxNode[] = [root];
  let position = 0;
  while (position < text.length) {
    const open = text.indexOf('<', position);
    const textEnd = open === -1 ? text.length : open;
    const content = text.slice(position, textEnd).trim();
    const top = stack[stack.length - 1];
    if (content && top !== root && top.value === null && top.children.length === 0) {
      top.value = decodeEntities(content);
      stack.pop();
    }
    if (open === -1) break;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      position = end === -1 ? text.length : end + 3;
      continue;
    }
    const close = text.indexOf('>', open + 1);
    if (close === -1) break;
    position = close + 1;
    const tag = text.slice(open + 1, close).trim();
    if (/^!doctype/i.test(tag)) {
      throw new StatementParseError('The file declares a DOCTYPE, which bank statements never do.');
    }
    if (tag.startsWith('?') || tag.startsWith('!')) continue;
    const name = /^\/?\s*([A-Za-z0-9_.]+)/.exec(tag)?.[1]?.toUpperCase();
    if (!name) continue;
    if (tag.startsWith('/')) {
      const depth = stack.findLastIndex((node) => node.name === name);
      if (depth > 0) stack.length = depth;
      continue;
    }
    if (stack.length > MAX_DEPTH) throw new StatementParseError('The OFX structure is nested too deeply.');
    const node: OfxNode = { name, value: null, children: [] };
    stack[stack.length - 1].children.push(node);
    if (tag.endsWith('/')) continue;
    stack.push(node);
  }
  return root;
}

function child(node: OfxNode | undefined, ...path: string[]): OfxNode | undefined {
  let current = node;
  for (const name of path) current = current?.children.find((candidate) => candidate.name === name);
  return current;
}

/**
 * The first leaf of that name under `node` (depth first, iteratively): in SGML an empty leaf such as `<MEMO>`
 * swallows the elements after it, so fields are looked up below the aggregate rather than as direct children.
 */
function leaf(node: OfxNode | undefined, name: string): string | null {
  const pending = node ? [...node.children].reverse() : [];
  while (pending.length > 0) {
    const current = pending.pop() as OfxNode;
    if (current.name === name && current.value) return current.value.replace(/\s+/g, ' ').trim() || null;
    for (let index = current.children.length - 1; index >= 0; index -= 1) pending.push(current.children[index]);
  }
  return null;
}

function findAll(root: OfxNode, names: readonly string[]): OfxNode[] {
  const found: OfxNode[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop() as OfxNode;
    if (names.includes(current.name)) found.push(current);
    else for (let index = current.children.length - 1; index >= 0; index -= 1) pending.push(current.children[index]);
  }
  return found;
}

/** `YYYYMMDD[hhmmss[.xxx]][[offset:TZ]]` to `YYYY-MM-DD`, the date as the bank wrote it (no time zone shift). */
function ofxDate(value: string | null): string | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return null;
  return `${year}-${month}-${day}`;
}

function decode(content: Buffer): string {
  // Real files are UTF-8, ASCII or Windows-1252 whatever their header claims; bytes that are not UTF-8 decide.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

/**
 * OFX 1.x (SGML) and 2.x (XML) bank and credit card statements (STMTRS, CCSTMTRS). OFX states only the ledger
 * balance at the end: the opening balance stays null rather than being derived from the closing balance and the
 * transactions, which would make the balance check pass by construction.
 */
export class OfxParser implements StatementParser {
  readonly formatCode = 'OFX' as const;
  readonly version = '1.0.0';
  readonly formatVersions = ['1.x SGML', '2.x XML'] as const;
  readonly displayName = 'Open Financial Exchange (OFX 1.x SGML, 2.x XML)';
  readonly fileExtensions = ['.ofx', '.qfx'] as const;

  detect(content: Buffer, fileName: string): number {
    const head = content.subarray(0, 4096).toString('latin1');
    const ofxName = /\.(ofx|qfx)$/i.test(fileName);
    if (/^\s*OFXHEADER:\s*100/.test(head.replace(/^\ufeff|^\u00ef\u00bb\u00bf/, ''))) return ofxName ? 0.99 : 0.95;
    if (/<\?OFX\s[^>]*OFXHEADER\s*=\s*"200"/i.test(head)) return ofxName ? 0.99 : 0.95;
    if (/<OFX>/i.test(head)) return ofxName ? 0.85 : 0.75;
    return ofxName ? 0.1 : 0;
  }

  /** Read whole, then replayed: only 1C and camt.053, the formats of large exports, are streamed. */
  read(content: Buffer): StatementReading {
    return replayResult(this.parse(content));
  }

  parse(content: Buffer): ParseResult {
    const text = decode(content);
    if (!/<OFX[\s>]/i.test(text)) throw new StatementParseError('The file is not an OFX statement.');
    // The 1.x colon header is text outside any element, which the reader skips; a DOCTYPE anywhere is refused.
    const root = readTree(text);
    const notes = new ParseNotes();
    const statements = findAll(root, ['STMTRS', 'CCSTMTRS']).map((node) => this.readStatement(node, notes));
    if (statements.length === 0) throw new StatementParseError('The OFX file contains no bank or card statement.');
    const records = statements.reduce((sum, statement) => sum + statement.transactions.length + 1, 0);
    return {
      formatCode: this.formatCode,
      bankCode: 'generic',
      parserVersion: this.version,
      statements,
      warnings: notes.warnings(),
      parseConfidence: Math.max(0.5, 1 - notes.guesses / (2 * records)),
    };
  }

  private readStatement(node: OfxNode, notes: ParseNotes): ParsedStatement {
    const currencyCode = leaf(node, 'CURDEF');
    if (!currencyCode) throw new StatementParseError('An OFX statement does not state its currency (CURDEF).');
    const currency = normalizeCurrency(currencyCode);
    const amountOf = (value: string | null, code: string): number => {
      if (!value) throw new StatementParseError('An OFX amount is missing.');
      const minor = statementMinorUnits(value, currencyExponent(code));
      if (minor.rounded) notes.guess('Amounts with more decimals than their currency allows were rounded');
      return minor.value;
    };

    const lists = node.children.filter((candidate) => candidate.name === 'BANKTRANLIST');
    const starts = lists.map((list) => ofxDate(leaf(list, 'DTSTART'))).filter((date): date is string => !!date);
    const ends = lists.map((list) => ofxDate(leaf(list, 'DTEND'))).filter((date): date is string => !!date);
    const transactions: ParsedTransaction[] = [];
    for (const list of lists) {
      for (const entry of findAll(list, ['STMTTRN'])) {
        let transactionDate = ofxDate(leaf(entry, 'DTPOSTED'));
        if (!transactionDate) {
          transactionDate = ofxDate(leaf(entry, 'DTUSER'));
          if (!transactionDate) throw new StatementParseError('An OFX transaction has no posting date.');
          notes.guess('Transactions without a posting date were dated by their user date');
        }
        // CURRENCY marks a transaction stated in another currency; ORIGCURRENCY ones are already converted.
        const entryCurrency = normalizeCurrency(leaf(child(entry, 'CURRENCY'), 'CURSYM') ?? currency);
        const amount = amountOf(leaf(entry, 'TRNAMT'), entryCurrency);
        if (amount === 0) {
          notes.add('Zero-amount transactions were skipped');
          continue;
        }
        transactions.push({
          transactionDate,
          valueDate: ofxDate(leaf(entry, 'DTAVAIL')),
          direction: amount < 0 ? 'Debit' : 'Credit',
          amount: Math.abs(amount),
          currency: entryCurrency,
          counterpartyName: leaf(entry, 'NAME'),
          counterpartyTaxId: null,
          counterpartyAccount: leaf(child(entry, 'BANKACCTTO') ?? child(entry, 'CCACCTTO'), 'ACCTID'),
          description: leaf(entry, 'MEMO'),
          bankReference: leaf(entry, 'FITID'),
        });
      }
    }
    const ledger = child(node, 'LEDGERBAL');
    return {
      accountNumber: leaf(child(node, 'BANKACCTFROM') ?? child(node, 'CCACCTFROM'), 'ACCTID'),
      currency,
      periodFrom: starts.sort()[0] ?? null,
      periodTo: ends.sort().at(-1) ?? null,
      openingBalance: null,
      closingBalance: ledger ? amountOf(leaf(ledger, 'BALAMT'), currency) : null,
      transactions,
    };
  }
}

export const ofxParser = new OfxParser();
