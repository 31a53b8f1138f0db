import { SaxesParser } from 'saxes';
import { currencyExponent, normalizeCurrency } from '../../../platform/money/minor-units';
import {
  StatementParseError,
  collectReading,
  type Direction,
  type ParsedTransaction,
  type ParseResult,
  type ReadTransaction,
  type StatementHeader,
  type StatementParser,
  type StatementReading,
  statementMinorUnits,
} from './statement-parser';
import { ParseNotes } from './parse-notes';
import { collapseWhitespace } from './whitespace';

/** A small element tree, built for one statement header or one entry at a time: never for the whole file. */
interface XmlNode {
  name: string;
  ccy: string | null;
  text: string;
  children: XmlNode[];
}

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}/;
const ROOT = /<(?:[\w.-]+:)?BkToCstmrStmt[\s>]/;
const DATE = /^\d{4}-\d{2}-\d{2}/;
/** An account is identified by its IBAN or, outside IBAN countries, by another id. */
const ACCOUNT_ID_PATHS = [
  ['Id', 'IBAN'],
  ['Id', 'Othr', 'Id'],
];
/** Bytes fed to saxes per step, so the decoded text of a large file never exists as one string. */
const CHUNK_BYTES = 1 << 16;

function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) current = current?.children.find((candidate) => candidate.name === name);
  return current;
}

function childrenNamed(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((candidate) => candidate.name === name) : [];
}

/**
 * saxes hands out slices of the 64 KiB chunks it was given; a value kept in the result as such a slice would pin its
 * whole chunk, and so the whole file, in memory. Concatenating then slicing makes V8 copy it into a string of its own.
 */
function detach(value: string): string {
  return ` ${value}`.slice(1);
}

function text(node: XmlNode | undefined, ...path: string[]): string | null {
  const found = child(node, ...path);
  const value = found && collapseWhitespace(found.text);
  return value ? detach(value) : null;
}

function firstText(node: XmlNode | undefined, paths: string[][]): string | null {
  for (const path of paths) {
    const value = text(node, ...path);
    if (value) return value;
  }
  return null;
}

/** `Dt` or `DtTm` of a date choice; a date-time keeps the date as the bank wrote it (no time zone shift). */
function dateOf(node: XmlNode | undefined): string | null {
  const value = text(node, 'Dt') ?? text(node, 'DtTm') ?? text(node);
  return value && DATE.test(value) ? value.slice(0, 10) : null;
}

interface Money {
  value: number;
  currency: string;
}

function money(amount: XmlNode | undefined, fallbackCurrency: string | null, notes: ParseNotes): Money | null {
  if (!amount) return null;
  const currency = amount.ccy ? normalizeCurrency(amount.ccy) : fallbackCurrency;
  if (!currency) throw new StatementParseError('An amount has no currency.');
  const minor = statementMinorUnits(amount.text, currencyExponent(currency), '.');
  if (minor.value < 0) throw new StatementParseError('An amount is negative; camt.053 states the sign separately.');
  if (minor.rounded) notes.guess('Amounts with more decimals than their currency allows were rounded');
  return { value: minor.value, currency };
}

function isDebit(node: XmlNode | undefined): boolean {
  const indicator = text(node, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    throw new StatementParseError('An amount has no valid credit/debit indicator.');
  }
  return indicator === 'DBIT';
}

function readHeader(statement: XmlNode, notes: ParseNotes): StatementHeader {
  const account = child(statement, 'Acct');
  let currency = text(account, 'Ccy');
  const balances = new Map<string, Money & { debit: boolean }>();
  for (const balance of childrenNamed(statement, 'Bal')) {
    const code = text(balance, 'Tp', 'CdOrPrtry', 'Cd');
    const amount = money(child(balance, 'Amt'), currency ? normalizeCurrency(currency) : null, notes);
    if (code && amount && !balances.has(code)) balances.set(code, { ...amount, debit: isDebit(balance) });
  }
  const opening = balances.get('OPBD') ?? balances.get('PRCD');
  const closing = balances.get('CLBD');
  currency = currency ? normalizeCurrency(currency) : (opening?.currency ?? closing?.currency ?? null);
  for (const balance of [opening, closing]) {
    if (balance && currency && balance.currency !== currency) notes.add('A balance is in another currency');
  }
  const signed = (balance: (Money & { debit: boolean }) | undefined): number | null =>
    balance ? (balance.debit ? -balance.value : balance.value) : null;
  return {
    accountNumber: firstText(account, ACCOUNT_ID_PATHS),
    currency,
    periodFrom: dateOf(child(statement, 'FrToDt', 'FrDtTm')),
    periodTo: dateOf(child(statement, 'FrToDt', 'ToDtTm')),
    openingBalance: signed(opening),
    closingBalance: signed(closing),
  };
}

/** v2–v7 put the name straight in `Dbtr`; v8+ wrap it in `Dbtr/Pty`. */
function party(parties: XmlNode | undefined, role: string): XmlNode | undefined {
  const node = child(parties, role);
  return child(node, 'Pty') ?? node;
}

function counterparty(
  details: XmlNode | undefined,
  direction: Direction,
): Pick<ParsedTransaction, 'counterpartyName' | 'counterpartyTaxId' | 'counterpartyAccount'> {
  const parties = child(details, 'RltdPties');
  // Money in comes from the debtor, money out goes to the creditor.
  const role = direction === 'Credit' ? 'Dbtr' : 'Cdtr';
  const main = party(parties, role);
  return {
    counterpartyName: text(main, 'Nm') ?? text(party(parties, `Ultmt${role}`), 'Nm'),
    counterpartyTaxId: firstText(main, [
      ['Id', 'OrgId', 'Othr', 'Id'],
      ['Id', 'PrvtId', 'Othr', 'Id'],
    ]),
    counterpartyAccount: firstText(child(parties, `${role}Acct`), ACCOUNT_ID_PATHS),
  };
}

function description(entry: XmlNode, details: XmlNode | undefined): string | null {
  const remittance = child(details, 'RmtInf');
  const unstructured = childrenNamed(remittance, 'Ustrd')
    .map((node) => text(node))
    .filter((value): value is string => value !== null);
  if (unstructured.length > 0) return unstructured.join(' ');
  const structured = childrenNamed(remittance, 'Strd')
    .map((node) => text(node, 'CdtrRefInf', 'Ref'))
    .filter((value): value is string => value !== null);
  if (structured.length > 0) return structured.join(' ');
  return text(details, 'AddtlTxInf') ?? text(entry, 'AddtlNtryInf');
}

function reference(entry: XmlNode, details: XmlNode | undefined): string | null {
  const endToEnd = text(details, 'Refs', 'EndToEndId');
  return (
    text(details, 'Refs', 'AcctSvcrRef') ??
    text(entry, 'AcctSvcrRef') ??
    (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null)
  );
}

/**
 * One transaction per entry, except a batch entry whose several `TxDtls` all carry an amount that adds up to the
 * entry's booked amount: then one transaction per `TxDtls`. Otherwise the entry stays whole (described by its first
 * `TxDtls`), so the balance check always sees exactly what the bank booked.
 */
function readEntry(entry: XmlNode, statementCurrency: string | null, notes: ParseNotes): ParsedTransaction[] {
  const status = text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd');
  if (status === 'PDNG' || status === 'INFO') {
    notes.add('Entries not booked yet (pending or information only) were skipped');
    return [];
  }
  const amount = money(child(entry, 'Amt'), statementCurrency, notes);
  if (!amount) throw new StatementParseError('An entry has no amount.');
  const entryDebit = isDebit(entry);
  let transactionDate = dateOf(child(entry, 'BookgDt'));
  const valueDate = dateOf(child(entry, 'ValDt'));
  if (!transactionDate) {
    if (!valueDate) throw new StatementParseError('An entry has neither a booking date nor a value date.');
    notes.guess('Entries without a booking date were dated by their value date');
    transactionDate = valueDate;
  }

  const details = entry.children
    .filter((node) => node.name === 'NtryDtls')
    .flatMap((node) => childrenNamed(node, 'TxDtls'));
  let parts: { details: XmlNode | undefined; amount: Money; debit: boolean }[] = [
    { details: details[0], amount, debit: entryDebit },
  ];
  if (details.length > 1) {
    const split = details.map((node) => {
      const detailAmount = child(node, 'Amt') ?? child(node, 'AmtDtls', 'TxAmt', 'Amt');
      return {
        details: node,
        amount: money(detailAmount, amount.currency, notes),
        debit: child(node, 'CdtDbtInd') ? isDebit(node) : entryDebit,
      };
    });
    const complete = split.every((part) => part.amount?.currency === amount.currency);
    const total = split.reduce((sum, part) => sum + (part.debit ? -1 : 1) * (part.amount?.value ?? 0), 0);
    if (complete && total === (entryDebit ? -amount.value : amount.value)) {
      parts = split.map((part) => ({ ...part, amount: part.amount as Money }));
    } else {
      notes.add('Batch entries whose details do not add up were kept as one transaction');
    }
  }

  const transactions: ParsedTransaction[] = [];
  for (const part of parts) {
    if (part.amount.value === 0) {
      notes.add('Zero-amount entries were skipped');
      continue;
    }
    const direction: Direction = part.debit ? 'Debit' : 'Credit';
    transactions.push({
      transactionDate,
      valueDate,
      direction,
      amount: part.amount.value,
      currency: part.amount.currency,
      ...counterparty(part.details, direction),
      description: description(entry, part.details),
      bankReference: reference(entry, part.details),
    });
  }
  return transactions;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/**
 * ISO 20022 camt.053 (BankToCustomerStatement), any `camt.053.001.NN` version. The XML is streamed through saxes;
 * only one statement header and one entry are held as element trees at a time.
 */
export class Camt053Parser implements StatementParser {
  readonly formatCode = 'camt.053' as const;
  readonly version = '1.0.0';
  /** The format versions the service supports; the element paths read are the same in every 001.NN. */
  readonly formatVersions = ['001.02', '001.08'] as const;
  readonly displayName = 'ISO 20022 camt.053 bank to customer statement';
  readonly fileExtensions = ['.xml'] as const;

  detect(content: Buffer, fileName: string): number {
    const head = content.subarray(0, 4096).toString('latin1');
    const xmlName = fileName.toLowerCase().endsWith('.xml');
    if (NAMESPACE.test(head)) return xmlName ? 0.99 : 0.95;
    if (ROOT.test(head)) return xmlName ? 0.9 : 0.85;
    return xmlName ? 0.1 : 0;
  }

  parse(content: Buffer): ParseResult {
    return collectReading(this.read(content));
  }

  *read(content: Buffer): StatementReading {
    const notes = new ParseNotes();
    const statements: StatementHeader[] = [];
    let sawRoot = false;
    // Elements from <Stmt> down; an <Ntry> subtree is kept out of the statement and dropped once read.
    const stack: XmlNode[] = [];
    let statement: XmlNode | null = null;
    // The statement's account, read at its first entry: the schema puts Acct and Bal before every Ntry.
    let account: { number: string | null; currency: string | null } | null = null;
    let firstCurrency: string | null = null;
    let entries = 0;
    // Transactions of the entries closed by the last chunk, handed out before the next chunk is parsed.
    let ready: ReadTransaction[] = [];

    const parser = new SaxesParser({ position: true });
    parser.on('doctype', () => {
      throw new StatementParseError('The file declares a DOCTYPE, which bank statements never do.');
    });
    parser.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (name === 'BkToCstmrStmt') sawRoot = true;
      if (!sawRoot) return;
      if (!statement) {
        if (name !== 'Stmt') return;
        statement = { name, ccy: null, text: '', children: [] };
        stack.push(statement);
        return;
      }
      const ccy = tag.attributes.Ccy;
      const node: XmlNode = { name, ccy: typeof ccy === 'string' ? detach(ccy) : null, text: '', children: [] };
      const parent = stack[stack.length - 1];
      // Entries are not kept inside the statement tree: that is what keeps memory to one entry.
      if (!(parent === statement && name === 'Ntry')) parent.children.push(node);
      stack.push(node);
    });
    const onText = (value: string): void => {
      const node = stack[stack.length - 1];
      // Whitespace between elements of the long statement header is noise; leaf texts are short.
      if (node && (node.children.length === 0 || value.trim())) node.text += value;
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
    parser.on('closetag', () => {
      const node = stack.pop();
      if (!node || !statement) return;
      if (node === statement) {
        const header = readHeader(statement, notes);
        statements.push({ ...header, currency: header.currency ?? firstCurrency });
        statement = null;
        account = null;
        firstCurrency = null;
      } else if (stack.length === 1 && node.name === 'Ntry') {
        entries += 1;
        if (!account) {
          const currency = text(statement, 'Acct', 'Ccy');
          account = {
            number: firstText(child(statement, 'Acct'), ACCOUNT_ID_PATHS),
            currency: currency ? normalizeCurrency(currency) : null,
          };
        }
        for (const transaction of readEntry(node, account.currency, notes)) {
          firstCurrency ??= transaction.currency;
          ready.push({ statementIndex: statements.length, accountNumber: account.number, transaction });
        }
      }
    });

    const decoder = new TextDecoder('utf-8');
    try {
      for (let offset = 0; offset < content.length; offset += CHUNK_BYTES) {
        parser.write(decoder.decode(content.subarray(offset, offset + CHUNK_BYTES), { stream: true }));
        yield* ready;
        ready = [];
      }
      parser.write(decoder.decode());
      parser.close();
      yield* ready;
    } catch (error) {
      if (error instanceof StatementParseError) throw error;
      throw new StatementParseError(`The file is not well-formed XML (near line ${parser.line}).`);
    }

    if (!sawRoot) throw new StatementParseError('The file is not a camt.053 bank to customer statement.');
    if (statements.length === 0) throw new StatementParseError('The camt.053 file contains no statement.');
    return {
      formatCode: this.formatCode,
      bankCode: 'generic',
      parserVersion: this.version,
      statements,
      warnings: notes.warnings(),
      parseConfidence: Math.max(0.5, 1 - notes.guesses / Math.max(1, 2 * (entries + statements.length))),
    };
  }
}

export const camt053Parser = new Camt053Parser();
