/**
 * The contract every bank statement format implements (issue 4, document 01 §Bank statement import). Parsers are
 * pure: bytes in, statements out. Amounts are integers in the currency's minor unit, never floating point.
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

export interface ParsedStatement {
  /** Full account number (or IBAN) of the statement: stored, only ever shown masked. */
  accountNumber: string | null;
  currency: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  /** Signed minor units; null when the format or file does not state it. */
  openingBalance: number | null;
  closingBalance: number | null;
  transactions: ParsedTransaction[];
}

export interface ParseResult {
  formatCode: FormatCode;
  /** The bank or dialect the content was recognized as, or "generic". */
  bankCode: string;
  /** Version of the parser that produced this result; the reprocess preview compares it. */
  parserVersion: string;
  statements: ParsedStatement[];
  /** Operator-facing notes (skipped lines, rounded amounts…): never raw file content or account numbers. */
  warnings: string[];
  /** 0 to 1: how completely the content was understood (1 = every record parsed without a guess). */
  parseConfidence: number;
}

export type FormatCode = '1CClientBankExchange' | 'camt.053' | 'MT940' | 'OFX' | 'CSV';

export interface StatementParser {
  readonly formatCode: FormatCode;
  readonly version: string;
  readonly displayName: string;
  readonly fileExtensions: readonly string[];
  /**
   * 0 to 1: how sure the parser is that the bytes are its format, from the content first (a signature, a
   * header line, a namespace); the file name's extension only nudges a content match.
   */
  detect(content: Buffer, fileName: string): number;
  /** Parses the whole file; throws StatementParseError with an operator-facing message when it cannot. */
  parse(content: Buffer): ParseResult;
}

/** A file the parser recognized but could not read. The message is shown to operators: no raw content. */
export class StatementParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementParseError';
  }
}
