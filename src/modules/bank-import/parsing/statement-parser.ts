import { InvalidAmountError, toMinorUnits, type MinorUnits } from '../../../platform/money/minor-units';

/**
 * The contract every bank statement format implements (docs/bank-imports.md §Upload and processing). Parsers are pure:
 * bytes in, statements out. Amounts are integers in the currency's minor unit, never floating point.
 */

export type Direction = 'Debit' | 'Credit';

export interface ParsedTransaction {
  /** Booking date, `YYYY-MM-DD`. */
  transactionDate: string;
  /** Value date when the format has one, `YYYY-MM-DD`. */
  valueDate: string | null;
  /** "Debit" money out of the account, "Credit" money in. */
  direction: Direction;
  /** Positive integer in minor units (kopecks, cents). */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  counterpartyName: string | null;
  /** INN in Russian formats, other tax or registration ids elsewhere. */
  counterpartyTaxId: string | null;
  /** Full account number (or IBAN) of the counterparty: stored for matching, only ever shown masked. */
  counterpartyAccount: string | null;
  /** Purpose of payment / remittance information, whitespace-normalized. */
  description: string | null;
  /** The bank's own reference of the entry (document number, end-to-end id, FITID…). */
  bankReference: string | null;
}

/** A statement's own fields: one account's balances and period. */
export interface StatementHeader {
  /** Full account number (or IBAN) of the statement: stored, only ever shown masked. */
  accountNumber: string | null;
  currency: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  /** Signed minor units; null when the format or file does not state it. */
  openingBalance: number | null;
  closingBalance: number | null;
}

export interface ParsedStatement extends StatementHeader {
  transactions: ParsedTransaction[];
}

/** One transaction as it is read, with the statement it belongs to (index into the outline's statements). */
export interface ReadTransaction {
  statementIndex: number;
  /** The statement's account, known before its first transaction in every format. */
  accountNumber: string | null;
  transaction: ParsedTransaction;
}

/** Everything about a file but its transactions, known once the whole file is read. */
export interface ParseOutline {
  formatCode: FormatCode;
  /** The bank or dialect the content was recognized as, or "generic". */
  bankCode: string;
  /** Version of the parser that produced this result; the reprocess preview compares it. */
  parserVersion: string;
  statements: StatementHeader[];
  /** Operator-facing notes (skipped lines, rounded amounts…): never raw file content or account numbers. */
  warnings: string[];
  /** 0 to 1: how completely the content was understood (1 = every record parsed without a guess). */
  parseConfidence: number;
}

/** A whole file in hand: the outline with each statement's transactions. */
export interface ParseResult extends Omit<ParseOutline, 'statements'> {
  statements: ParsedStatement[];
}

/** Transactions in file order, then the outline as the generator's return value. */
export type StatementReading = Generator<ReadTransaction, ParseOutline, undefined>;

export type FormatCode = '1CClientBankExchange' | 'camt.053' | 'MT940' | 'OFX' | 'CSV';

export interface StatementParser {
  readonly formatCode: FormatCode;
  readonly version: string;
  /**
   * The versions of the file format the parser reads, as `GET /api/bank-statements/supported-banks` names them in
   * `version` (that list is about files, so it shows these rather than the parser's own version).
   */
  readonly formatVersions: readonly string[];
  readonly displayName: string;
  readonly fileExtensions: readonly string[];
  /**
   * 0 to 1: how sure the parser is that the bytes are its format, from the content first (a signature, a
   * header line, a namespace); the file name's extension only nudges a content match.
   */
  detect(content: Buffer, fileName: string): number;
  /**
   * Reads the file transaction by transaction, so an import can stream them into the database while parsing goes on;
   * throws StatementParseError with an operator-facing message when it cannot (possibly after some transactions).
   */
  read(content: Buffer): StatementReading;
  /** The whole file at once, for callers that need every transaction in hand (the reprocess preview, tests). */
  parse(content: Buffer): ParseResult;
}

/** Runs a reading to its end and files each transaction under its statement. */
export function collectReading(reading: StatementReading): ParseResult {
  const transactions: ParsedTransaction[][] = [];
  for (let step = reading.next(); ; step = reading.next()) {
    if (step.done) {
      const outline = step.value;
      const statements = outline.statements.map((header, index) => ({
        ...header,
        transactions: transactions[index] ?? [],
      }));
      return { ...outline, statements };
    }
    (transactions[step.value.statementIndex] ??= []).push(step.value.transaction);
  }
}

/** The reading of a file a parser reads whole (MT940, OFX, CSV: formats whose files stay small). */
export function* replayResult(result: ParseResult): StatementReading {
  for (const [statementIndex, statement] of result.statements.entries()) {
    for (const transaction of statement.transactions) {
      yield { statementIndex, accountNumber: statement.accountNumber, transaction };
    }
  }
  const { statements, ...outline } = result;
  return { ...outline, statements: statements.map(({ transactions: _, ...header }) => header) };
}

/** A file the parser recognized but could not read. The message is shown to operators: no raw content. */
export class StatementParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementParseError';
  }
}

/**
 * A statement's amount in minor units (see `toMinorUnits`); an amount that is not a number or too large fails the
 * reading like any other unreadable field of the file.
 */
export function statementMinorUnits(text: string, exponent: number, decimalSeparator?: '.' | ','): MinorUnits {
  try {
    return toMinorUnits(text, exponent, decimalSeparator);
  } catch (error) {
    if (error instanceof InvalidAmountError) throw new StatementParseError(error.message);
    throw error;
  }
}

/**
 * A running total of amounts in minor units. Each amount is a safe integer, but a statement's totals may not be: past
 * 2^53 − 1 they would be rounded silently, so such a statement is unreadable instead.
 */
export function addMinorUnits(total: number, amount: number): number {
  const sum = total + amount;
  if (!Number.isSafeInteger(sum)) throw new StatementParseError('The statement’s totals are too large.');
  return sum;
}
