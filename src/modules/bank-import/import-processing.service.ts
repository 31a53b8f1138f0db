import type { RequestContext } from '../../platform/context/request-context';
import { bulkInsert, type BulkValue } from '../../platform/database/bulk-insert';
import { logInternalError } from '../../platform/errors/log-error';
import type { Logger } from '../../platform/logging/logger';
import { maskAccountNumber } from './account-masking';
import { detectFormat } from './parsing/parser-registry';
import { StatementParseError, type ParseResult, type ParsedStatement } from './parsing/statement-parser';
import { transactionFingerprint } from './transaction-fingerprint';

export type ImportStatus = 'Parsed' | 'SuccessWithWarnings' | 'Failed' | 'UnsupportedFormat';

/** The stored original the import is made from; `storageKey` is a name under the bank-file root, never shown. */
export interface StoredFile {
  organizationId: string;
  locationId: string;
  fileName: string;
  contentType: string | null;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  expiresAt: Date;
}

export interface StatementSummary {
  accountNumberMasked: string | null;
  currency: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  credits: number;
  debits: number;
  transactionCount: number;
  /** Null when the statement does not state both balances. */
  balanceMatches: boolean | null;
}

export interface ProcessedImport {
  importId: string;
  status: ImportStatus;
  errorMessage: string | null;
  warnings: string[];
}

const TRANSACTION_COLUMNS = [
  'import_id',
  'organization_id',
  'location_id',
  'statement_index',
  'sequence',
  'transaction_date',
  'value_date',
  'direction',
  'amount',
  'currency',
  'account_number',
  'counterparty_name',
  'counterparty_tax_id',
  'counterparty_account',
  'counterparty_account_masked',
  'description',
  'bank_reference',
  'fingerprint',
] as const;

const UNSUPPORTED_MESSAGE = 'The file is not a bank statement format the service reads.';
const UNREADABLE_MESSAGE = 'The file could not be read as a bank statement.';

/**
 * Turns a stored original into an import: `analyze` detects the format, parses and checks each statement's
 * balances (opening + credits − debits = closing); `store` writes the import and bulk-loads all its transactions.
 * Unreadable files still become an import (Failed or UnsupportedFormat) with an operator-facing message.
 */
export class ImportProcessingService {
  constructor(private readonly logger: Logger) {}

  /** Detects and parses; CPU only, so it runs before the transaction that stores the result. */
  analyze(ctx: RequestContext, file: StoredFile, content: Buffer): ImportAnalysis {
    const detection = detectFormat(content, file.fileName);
    if (!detection) return failed('UnsupportedFormat', UNSUPPORTED_MESSAGE, null);
    let result: ParseResult;
    try {
      result = detection.parser.parse(content);
    } catch (error) {
      if (error instanceof StatementParseError) return failed('Failed', error.message, detection.confidence);
      // A parser bug: the operator sees a plain message, the log gets the detail under the trace id.
      logInternalError(this.logger, error, ctx.traceId);
      return failed('Failed', UNREADABLE_MESSAGE, detection.confidence);
    }
    const summaries = result.statements.map(summarize);
    const aggregate = aggregateOf(result.statements, summaries);
    const warnings = [...result.warnings];
    if (aggregate.balanceMatches === false)
      warnings.push('Opening balance plus credits minus debits does not equal the closing balance.');
    const status: ImportStatus = warnings.length > 0 ? 'SuccessWithWarnings' : 'Parsed';
    return {
      status,
      errorMessage: null,
      result,
      summaries,
      aggregate,
      warnings,
      detectionConfidence: detection.confidence,
    };
  }

  /** Writes the import and its transactions; call inside the transaction of the upload. */
  async store(
    ctx: RequestContext,
    file: StoredFile,
    outcome: ImportAnalysis,
    createdByUserId: string,
  ): Promise<ProcessedImport> {
    const [row]: { id: string }[] = await ctx.em.query(
      `INSERT INTO bank_imports (organization_id, location_id, status, error_message, bank_code, format_code, parser_version,
                                 detection_confidence, parse_confidence, warnings, file_name, file_size_bytes, content_type,
                                 file_sha256, storage_key, file_expires_at_utc, currency, account_number, account_number_masked,
                                 period_from, period_to, opening_balance, closing_balance, statements, transaction_count,
                                 balance_matches, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
               $24, $25, $26, $27)
       RETURNING id`,
      [
        file.organizationId,
        file.locationId,
        outcome.status,
        outcome.errorMessage,
        outcome.result?.bankCode ?? null,
        outcome.result?.formatCode ?? null,
        outcome.result?.parserVersion ?? null,
        outcome.detectionConfidence,
        outcome.result?.parseConfidence ?? null,
        JSON.stringify(outcome.warnings),
        file.fileName,
        file.sizeBytes,
        file.contentType,
        file.sha256,
        file.storageKey,
        file.expiresAt,
        outcome.aggregate.currency,
        outcome.aggregate.accountNumber,
        maskAccountNumber(outcome.aggregate.accountNumber),
        outcome.aggregate.periodFrom,
        outcome.aggregate.periodTo,
        outcome.aggregate.openingBalance,
        outcome.aggregate.closingBalance,
        JSON.stringify(outcome.summaries),
        outcome.summaries.reduce((sum, statement) => sum + statement.transactionCount, 0),
        outcome.aggregate.balanceMatches,
        createdByUserId,
      ],
    );
    if (outcome.result) await this.insertTransactions(ctx, row.id, file, outcome.result.statements);
    return { importId: row.id, status: outcome.status, errorMessage: outcome.errorMessage, warnings: outcome.warnings };
  }

  private async insertTransactions(
    ctx: RequestContext,
    importId: string,
    file: StoredFile,
    statements: ParsedStatement[],
  ): Promise<void> {
    await bulkInsert(ctx.em, 'bank_transactions', TRANSACTION_COLUMNS, transactionRows(importId, file, statements));
  }
}

/** What parsing made of a file, before anything is stored. */
export interface ImportAnalysis {
  status: ImportStatus;
  errorMessage: string | null;
  result: ParseResult | null;
  summaries: StatementSummary[];
  aggregate: ImportAggregate;
  warnings: string[];
  detectionConfidence: number | null;
}

function* transactionRows(importId: string, file: StoredFile, statements: ParsedStatement[]): Generator<BulkValue[]> {
  for (const [statementIndex, statement] of statements.entries()) {
    for (const [sequence, transaction] of statement.transactions.entries()) {
      yield [
        importId,
        file.organizationId,
        file.locationId,
        statementIndex,
        sequence,
        transaction.transactionDate,
        transaction.valueDate,
        transaction.direction,
        transaction.amount,
        transaction.currency,
        statement.accountNumber,
        truncate(transaction.counterpartyName, 500),
        truncate(transaction.counterpartyTaxId, 32),
        truncate(transaction.counterpartyAccount, 64),
        maskAccountNumber(transaction.counterpartyAccount),
        transaction.description,
        truncate(transaction.bankReference, 200),
        transactionFingerprint(statement.accountNumber, transaction),
      ];
    }
  }
}

function failed(
  status: 'Failed' | 'UnsupportedFormat',
  message: string,
  detectionConfidence: number | null,
): ImportAnalysis {
  return {
    status,
    errorMessage: message,
    result: null,
    summaries: [],
    aggregate: emptyAggregate(),
    warnings: [],
    detectionConfidence,
  };
}

function summarize(statement: ParsedStatement): StatementSummary {
  let credits = 0;
  let debits = 0;
  for (const transaction of statement.transactions) {
    if (transaction.direction === 'Credit') credits += transaction.amount;
    else debits += transaction.amount;
  }
  const { openingBalance, closingBalance } = statement;
  return {
    accountNumberMasked: maskAccountNumber(statement.accountNumber),
    currency: statement.currency,
    periodFrom: statement.periodFrom ?? firstDate(statement, 'min'),
    periodTo: statement.periodTo ?? firstDate(statement, 'max'),
    openingBalance,
    closingBalance,
    credits,
    debits,
    transactionCount: statement.transactions.length,
    balanceMatches:
      openingBalance === null || closingBalance === null ? null : openingBalance + credits - debits === closingBalance,
  };
}

function firstDate(statement: ParsedStatement, which: 'min' | 'max'): string | null {
  const dates = statement.transactions.map((transaction) => transaction.transactionDate).sort();
  return (which === 'min' ? dates[0] : dates[dates.length - 1]) ?? null;
}

interface ImportAggregate {
  currency: string | null;
  accountNumber: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  /** Null when no statement states both balances; false when any statement does not add up. */
  balanceMatches: boolean | null;
}

/** Import-level fields: a single statement's own values; across several, only what they share. */
function aggregateOf(statements: ParsedStatement[], summaries: StatementSummary[]): ImportAggregate {
  const single = statements.length === 1 ? statements[0] : null;
  const currencies = new Set(summaries.map((summary) => summary.currency).filter(Boolean));
  const checked = summaries.filter((summary) => summary.balanceMatches !== null);
  const froms = summaries
    .map((summary) => summary.periodFrom)
    .filter((date): date is string => date !== null)
    .sort();
  const tos = summaries
    .map((summary) => summary.periodTo)
    .filter((date): date is string => date !== null)
    .sort();
  return {
    currency: currencies.size === 1 ? ([...currencies][0] as string) : null,
    accountNumber: single?.accountNumber ?? null,
    periodFrom: froms[0] ?? null,
    periodTo: tos[tos.length - 1] ?? null,
    openingBalance: single?.openingBalance ?? null,
    closingBalance: single?.closingBalance ?? null,
    balanceMatches: checked.length === 0 ? null : checked.every((summary) => summary.balanceMatches),
  };
}

function emptyAggregate(): ImportAggregate {
  return {
    currency: null,
    accountNumber: null,
    periodFrom: null,
    periodTo: null,
    openingBalance: null,
    closingBalance: null,
    balanceMatches: null,
  };
}

function truncate(text: string | null, length: number): string | null {
  return text === null ? null : text.slice(0, length);
}
