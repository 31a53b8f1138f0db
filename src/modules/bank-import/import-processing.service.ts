import { ImportProgress } from './import-progress';
import type { RequestContext } from '../../platform/context/request-context';
import { bulkInsert, type BulkValue } from '../../platform/database/bulk-insert';
import { columnOf, type PropertyOf } from '../../platform/database/entity-columns';
import { logInternalError } from '../../platform/errors/log-error';
import type { Logger } from '../../platform/logging/logger';
import { maskAccountNumber } from './account-masking';
import { BankTransaction } from './bank-transaction.entity';
import { ImportMatchColumns } from './import-match-columns';
import type { ImportMatchingPort, ImportRowMatcher } from './import-matching.port';
import { detectFormat, type Detection } from './parsing/parser-registry';
import {
  StatementParseError,
  addMinorUnits,
  collectReading,
  type FormatCode,
  type ParseOutline,
  type ParseResult,
  type ParsedTransaction,
  type StatementHeader,
  type StatementReading,
} from './parsing/statement-parser';
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
  formatCode: FormatCode | null;
  errorMessage: string | null;
  warnings: string[];
}

/** The columns the bulk load fills, in the order of each row of `TransactionRows`. */
const TRANSACTION_COLUMNS = (
  [
    'importId',
    'organizationId',
    'locationId',
    'statementIndex',
    'sequence',
    'transactionDate',
    'valueDate',
    'direction',
    'amount',
    'currency',
    'accountNumber',
    'counterpartyName',
    'counterpartyTaxId',
    'counterpartyAccount',
    'counterpartyAccountMasked',
    'description',
    'bankReference',
    'fingerprint',
    'counterpartyNameNormalized',
    'matchStatus',
    'matchedCounterpartyId',
    'matchedCounterpartyName',
    'matchReason',
    'matchSignals',
    'matchedRuleId',
  ] as const satisfies readonly PropertyOf<BankTransaction>[]
).map((property) => columnOf(BankTransaction, property));

const UNSUPPORTED_MESSAGE = 'The file is not a bank statement format the service reads.';
const UNREADABLE_MESSAGE = 'The file could not be read as a bank statement.';

/**
 * Turns a stored original into an import. Detection reads the first bytes; the transactions then stream from the
 * parser straight into one bulk load while parsing goes on, so the database works in parallel with the parser and no
 * file's worth of transactions is ever held in memory. The import row is written first (its rows reference it) and
 * completed with the outcome once the reading ends. Unreadable files still become an import (Failed or
 * UnsupportedFormat) with an operator-facing message: a reading that fails half-way is rolled back to a savepoint.
 * Automatic counterparty matching runs on each row on its way into the load, so an import is matched when it ends.
 */
export class ImportProcessingService {
  constructor(
    private readonly logger: Logger,
    private readonly matching: ImportMatchingPort,
  ) {}

  /** Stores the import of a file; call inside the transaction of the upload. */
  async store(
    ctx: RequestContext,
    file: StoredFile,
    content: Buffer,
    createdByUserId: string,
  ): Promise<ProcessedImport> {
    const detection = detectFormat(content, file.fileName);
    const importId = await this.insertImport(ctx, file, createdByUserId);
    const progress = new ImportProgress(ctx, importId, file);
    const outcome = detection
      ? await this.loadTransactions(ctx, importId, file, content, detection, progress)
      : failed('UnsupportedFormat', UNSUPPORTED_MESSAGE, null);
    await this.complete(ctx, importId, outcome);
    progress.completed(outcome.status);
    return {
      importId,
      status: outcome.status,
      formatCode: outcome.outline?.formatCode ?? null,
      errorMessage: outcome.errorMessage,
      warnings: outcome.warnings,
    };
  }

  /** The whole file in hand, nothing stored: what today's parsers make of a stored original (reprocess preview). */
  analyze(ctx: RequestContext, fileName: string, content: Buffer): ImportAnalysis {
    const detection = detectFormat(content, fileName);
    if (!detection) return { ...failed('UnsupportedFormat', UNSUPPORTED_MESSAGE, null), result: null };
    let result: ParseResult;
    try {
      result = collectReading(detection.parser.read(content));
    } catch (error) {
      return { ...this.readingFailed(ctx, error, detection), result: null };
    }
    const tally = new StatementTally();
    try {
      for (const [statementIndex, statement] of result.statements.entries()) {
        for (const transaction of statement.transactions) tally.add(statementIndex, transaction);
      }
    } catch (error) {
      return { ...this.readingFailed(ctx, error, detection), result: null };
    }
    return { ...succeeded(result, tally, detection), result };
  }

  /** Streams the reading into the bulk load; a reading that fails rolls its rows back and makes the import Failed. */
  private async loadTransactions(
    ctx: RequestContext,
    importId: string,
    file: StoredFile,
    content: Buffer,
    detection: Detection,
    progress: ImportProgress,
  ): Promise<ImportOutcome> {
    const matcher = await this.matching.matcherForWrite(ctx, file.organizationId);
    await ctx.em.query('SAVEPOINT import_transactions');
    const rows = new TransactionRows(importId, file, matcher, () => detection.parser.read(content), progress);
    try {
      await bulkInsert(ctx.em, 'bank_transactions', TRANSACTION_COLUMNS, rows);
    } catch (error) {
      // Database errors end the upload's transaction as they are; only the parser's own failure is an outcome.
      if (!(error instanceof ReadingFailed)) throw error;
      await ctx.em.query('ROLLBACK TO SAVEPOINT import_transactions');
      progress.rolledBack();
      return this.readingFailed(ctx, error.cause, detection);
    }
    await ctx.em.query('RELEASE SAVEPOINT import_transactions');
    return succeeded(rows.outline(), rows.tally, detection);
  }

  private readingFailed(ctx: RequestContext, error: unknown, detection: Detection): ImportOutcome {
    if (error instanceof StatementParseError) return failed('Failed', error.message, detection.confidence);
    // A parser bug: the operator sees a plain message, the log gets the detail under the trace id.
    logInternalError(this.logger, error, ctx.traceId);
    return failed('Failed', UNREADABLE_MESSAGE, detection.confidence);
  }

  private async insertImport(ctx: RequestContext, file: StoredFile, createdByUserId: string): Promise<string> {
    const [row]: { id: string }[] = await ctx.em.query(
      `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, content_type,
                                 file_sha256, storage_key, file_expires_at_utc, created_by_user_id)
       VALUES ($1, $2, 'Failed', $3, $4, $5, $6, $7, $8, $9)
       RETURNING id`,
      [
        file.organizationId,
        file.locationId,
        file.fileName,
        file.sizeBytes,
        file.contentType,
        file.sha256,
        file.storageKey,
        file.expiresAt,
        createdByUserId,
      ],
    );
    return row.id;
  }

  private async complete(ctx: RequestContext, importId: string, outcome: ImportOutcome): Promise<void> {
    const { aggregate, outline } = outcome;
    await ctx.em.query(
      `UPDATE bank_imports
       SET status = $2, error_message = $3, bank_code = $4, format_code = $5, parser_version = $6,
           detection_confidence = $7, parse_confidence = $8, warnings = $9, currency = $10, account_number = $11,
           account_number_masked = $12, period_from = $13, period_to = $14, opening_balance = $15,
           closing_balance = $16, statements = $17, transaction_count = $18, balance_matches = $19
       WHERE id = $1`,
      [
        importId,
        outcome.status,
        outcome.errorMessage,
        outline?.bankCode ?? null,
        outline?.formatCode ?? null,
        outline?.parserVersion ?? null,
        outcome.detectionConfidence,
        outline?.parseConfidence ?? null,
        JSON.stringify(outcome.warnings),
        aggregate.currency,
        aggregate.accountNumber,
        maskAccountNumber(aggregate.accountNumber),
        aggregate.periodFrom,
        aggregate.periodTo,
        aggregate.openingBalance,
        aggregate.closingBalance,
        JSON.stringify(outcome.summaries),
        outcome.summaries.reduce((sum, statement) => sum + statement.transactionCount, 0),
        aggregate.balanceMatches,
      ],
    );
  }
}

/** What reading a file made of it: the outline and statement summaries, or the reason it could not be read. */
export interface ImportOutcome {
  status: ImportStatus;
  errorMessage: string | null;
  outline: ParseOutline | null;
  summaries: StatementSummary[];
  aggregate: ImportAggregate;
  warnings: string[];
  detectionConfidence: number | null;
}

/** An outcome with every transaction in hand (reprocess preview). */
export interface ImportAnalysis extends ImportOutcome {
  result: ParseResult | null;
}

/** A failure of the parser, as opposed to one of the database, surfacing through the bulk load. */
class ReadingFailed extends Error {
  constructor(cause: unknown) {
    super('statement reading failed', { cause });
  }
}

/**
 * Running totals per statement: what the balance check and the period need, without keeping transactions. The
 * totals of each statement and of the whole file must stay safe integers (the quality report adds them up), else
 * the statement is unreadable.
 */
class StatementTally {
  private readonly statements: { count: number; credits: number; debits: number; first: string; last: string }[] = [];
  private credits = 0;
  private debits = 0;

  /** Adds a transaction; returns its sequence within its statement. */
  add(statementIndex: number, transaction: ParsedTransaction): number {
    const date = transaction.transactionDate;
    const statement = (this.statements[statementIndex] ??= {
      count: 0,
      credits: 0,
      debits: 0,
      first: date,
      last: date,
    });
    if (transaction.direction === 'Credit') {
      statement.credits = addMinorUnits(statement.credits, transaction.amount);
      this.credits = addMinorUnits(this.credits, transaction.amount);
    } else {
      statement.debits = addMinorUnits(statement.debits, transaction.amount);
      this.debits = addMinorUnits(this.debits, transaction.amount);
    }
    if (date < statement.first) statement.first = date;
    if (date > statement.last) statement.last = date;
    return statement.count++;
  }

  summarize(header: StatementHeader, statementIndex: number): StatementSummary {
    const tally = this.statements[statementIndex];
    const credits = tally?.credits ?? 0;
    const debits = tally?.debits ?? 0;
    const { openingBalance, closingBalance } = header;
    return {
      accountNumberMasked: maskAccountNumber(header.accountNumber),
      currency: header.currency,
      periodFrom: header.periodFrom ?? tally?.first ?? null,
      periodTo: header.periodTo ?? tally?.last ?? null,
      openingBalance,
      closingBalance,
      credits,
      debits,
      transactionCount: tally?.count ?? 0,
      balanceMatches:
        openingBalance === null || closingBalance === null
          ? null
          : // Exact whatever the balances: a large opening balance is valid data, not an unreadable statement.
            BigInt(openingBalance) + BigInt(credits) - BigInt(debits) === BigInt(closingBalance),
    };
  }
}

/** The bulk-load rows of a reading, tallied on the way; the outline once the reading has ended. */
class TransactionRows implements Iterable<BulkValue[]> {
  readonly tally = new StatementTally();
  private result: ParseOutline | null = null;
  private readonly matchColumns: ImportMatchColumns;

  constructor(
    private readonly importId: string,
    private readonly file: StoredFile,
    matcher: ImportRowMatcher,
    private readonly read: () => StatementReading,
    private readonly progress: ImportProgress,
  ) {
    this.matchColumns = new ImportMatchColumns(matcher);
  }

  outline(): ParseOutline {
    if (!this.result) throw new Error('the reading has not ended');
    return this.result;
  }

  *[Symbol.iterator](): Generator<BulkValue[]> {
    const reading = attempt(this.read);
    for (;;) {
      const step = attempt(() => reading.next());
      if (step.done) {
        this.result = step.value;
        return;
      }
      const { statementIndex, accountNumber, transaction } = step.value;
      this.progress.row();
      const stored = fitToColumns(transaction);
      yield [
        this.importId,
        this.file.organizationId,
        this.file.locationId,
        statementIndex,
        attempt(() => this.tally.add(statementIndex, transaction)),
        transaction.transactionDate,
        transaction.valueDate,
        transaction.direction,
        transaction.amount,
        transaction.currency,
        accountNumber,
        stored.counterpartyName,
        stored.counterpartyTaxId,
        stored.counterpartyAccount,
        maskAccountNumber(transaction.counterpartyAccount),
        transaction.description,
        stored.bankReference,
        `\\x${transactionFingerprint(accountNumber, transaction)}`,
        ...this.matchColumns.of(stored.counterpartyName, stored.counterpartyTaxId),
      ];
    }
  }
}

function attempt<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new ReadingFailed(error);
  }
}

function succeeded(outline: ParseOutline, tally: StatementTally, detection: Detection): ImportOutcome {
  const summaries = outline.statements.map((header, index) => tally.summarize(header, index));
  const aggregate = aggregateOf(outline.statements, summaries);
  const warnings = [...outline.warnings];
  if (aggregate.balanceMatches === false)
    warnings.push('Opening balance plus credits minus debits does not equal the closing balance.');
  return {
    status: warnings.length > 0 ? 'SuccessWithWarnings' : 'Parsed',
    errorMessage: null,
    outline,
    summaries,
    aggregate,
    warnings,
    detectionConfidence: detection.confidence,
  };
}

function failed(
  status: 'Failed' | 'UnsupportedFormat',
  message: string,
  detectionConfidence: number | null,
): ImportOutcome {
  return {
    status,
    errorMessage: message,
    outline: null,
    summaries: [],
    aggregate: emptyAggregate(),
    warnings: [],
    detectionConfidence,
  };
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
function aggregateOf(statements: StatementHeader[], summaries: StatementSummary[]): ImportAggregate {
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

/** The parsed text fields cut to their column widths, as an import stores them (the reprocess preview compares). */
export function fitToColumns<T extends Pick<ParsedTransaction, StoredTextField>>(transaction: T): T {
  return {
    ...transaction,
    counterpartyName: truncate(transaction.counterpartyName, 500),
    counterpartyTaxId: truncate(transaction.counterpartyTaxId, 32),
    counterpartyAccount: truncate(transaction.counterpartyAccount, 64),
    bankReference: truncate(transaction.bankReference, 200),
  };
}

type StoredTextField = 'counterpartyName' | 'counterpartyTaxId' | 'counterpartyAccount' | 'bankReference';

function truncate(text: string | null, length: number): string | null {
  return text === null ? null : text.slice(0, length);
}
