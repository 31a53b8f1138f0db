import type { RequestContext } from '../../platform/context/request-context';
import { selectColumns, type PropertyOf, type SnakeRow } from '../../platform/database/entity-columns';
import { DomainError } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import { maskAccountNumber } from './account-masking';
import type { BankFileStore } from './bank-file-store';
import type { BankTransaction } from './bank-transaction.entity';
import type { BankReprocessPreviewTransactionDto, BankStatementReprocessPreviewDto } from './dto/reprocess-preview.dto';
import { fileExtension } from './file-name';
import { loadImport, storedOriginalKey, type ImportRecord } from './import-access';
import { fitToColumns, type ImportAnalysis, type ImportProcessingService } from './import-processing.service';
import type { ParsedTransaction } from './parsing/statement-parser';
import { ReprocessPreview, type ReprocessPreviewSamples } from './reprocess-preview.entity';
import { transactionFingerprint } from './transaction-fingerprint';

const SAMPLE_LIMIT = 10;
const UNAVAILABLE_MESSAGE =
  'The original file is no longer stored (expired, cleaned up or missing), so the import cannot be re-read.';

/** The fields a preview compares besides the fingerprint (which covers account, date, amount, direction, party). */
const COMPARED_FIELDS = [
  'valueDate',
  'counterpartyName',
  'counterpartyTaxId',
  'counterpartyAccount',
  'description',
  'bankReference',
] as const;

type Compared = Pick<ParsedTransaction, (typeof COMPARED_FIELDS)[number]>;

interface Comparable extends Compared {
  fingerprint: string;
  transactionDate: string;
  direction: string;
  amount: number;
  currency: string;
}

/**
 * Reprocess preview (docs/bank-imports.md §Reprocess preview): today's parser on the stored original, compared with the
 * stored transactions. Read-only apart from the preview row and its audit entry; there is no apply. Comparison is a
 * multiset by fingerprint: the k-th stored transaction of a fingerprint pairs with the k-th of the preview. Paired rows
 * are unchanged or changed (other parsed fields differ); the rest are removed or added, so a transaction whose amount
 * or date changed counts as one removed and one added.
 */
export class ReprocessPreviewService {
  constructor(
    private readonly storage: BankFileStore,
    private readonly processing: ImportProcessingService,
    private readonly audit: AuditService,
  ) {}

  /** Run inside a transaction: the preview row and its audit entry commit together. */
  async run(ctx: RequestContext, importId: string): Promise<BankStatementReprocessPreviewDto> {
    const record = await loadImport(ctx, importId);
    const actor = await ctx.requireActor();
    const existing = await this.existingTransactions(ctx, importId);
    const content = await this.readOriginal(record);
    const analysis = content ? this.processing.analyze(ctx, record.fileName, content) : null;
    const preview = summarize(analysis, existing);
    const [row]: PreviewRow[] = await ctx.em.query(
      `INSERT INTO bank_import_reprocess_previews
         (import_id, organization_id, location_id, status, stored_format_code, stored_bank_code, stored_parser_version,
          format_code, bank_code, parser_version, parse_confidence, detection_confidence, existing_transaction_count,
          preview_transaction_count, added_count, removed_count, changed_count, unchanged_count, samples, warning_count,
          warnings, error_summary, operator_message, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
       RETURNING ${PREVIEW_COLUMNS}`,
      [
        importId,
        record.organizationId,
        record.locationId,
        preview.status,
        record.formatCode,
        record.bankCode,
        record.parserVersion,
        analysis?.result?.formatCode ?? null,
        analysis?.result?.bankCode ?? null,
        analysis?.result?.parserVersion ?? null,
        analysis?.result?.parseConfidence ?? null,
        analysis?.detectionConfidence ?? null,
        existing.length,
        preview.previewCount,
        preview.added,
        preview.removed,
        preview.changed,
        preview.unchanged,
        JSON.stringify(preview.samples),
        analysis?.warnings.length ?? 0,
        JSON.stringify(analysis?.warnings ?? []),
        preview.status === 'Failed' ? (analysis?.errorMessage ?? null) : null,
        preview.status === 'OriginalFileUnavailable' ? UNAVAILABLE_MESSAGE : null,
        actor.userId,
      ],
    );
    await this.audit.record(ctx, {
      action: 'ReprocessPreview',
      entityType: 'BankStatementImport',
      entityId: importId,
      organizationId: record.organizationId,
      locationId: record.locationId,
      message: `Bank statement reprocess preview: ${preview.status}`,
      // Safe details only: ids, adapter metadata, summary counts, extension, size and expiry.
      details: {
        previewId: row.id,
        importId,
        status: preview.status,
        formatCode: row.format_code,
        bankCode: row.bank_code,
        parserVersion: row.parser_version,
        storedParserVersion: row.stored_parser_version,
        existingTransactionCount: existing.length,
        previewTransactionCount: preview.previewCount,
        added: preview.added,
        removed: preview.removed,
        changed: preview.changed,
        unchanged: preview.unchanged,
        extension: fileExtension(record.fileName),
        sizeBytes: record.fileSizeBytes,
        fileExpiresAtUtc: record.fileExpiresAtUtc,
      },
    });
    return toPreviewDto(row);
  }

  async list(ctx: RequestContext, importId: string): Promise<BankStatementReprocessPreviewDto[]> {
    const rows: PreviewRow[] = await ctx.em.query(
      `SELECT ${PREVIEW_COLUMNS} FROM bank_import_reprocess_previews WHERE import_id = $1
       ORDER BY created_at_utc DESC, id DESC`,
      [importId],
    );
    return rows.map(toPreviewDto);
  }

  async get(ctx: RequestContext, importId: string, previewId: string): Promise<BankStatementReprocessPreviewDto> {
    const [row]: PreviewRow[] = await ctx.em.query(
      `SELECT ${PREVIEW_COLUMNS} FROM bank_import_reprocess_previews WHERE id = $1 AND import_id = $2`,
      [previewId, importId],
    );
    if (!row) throw new DomainError('not_found');
    return toPreviewDto(row);
  }

  private async readOriginal(record: ImportRecord): Promise<Buffer | null> {
    const storageKey = storedOriginalKey(record);
    if (!storageKey) return null;
    // A file already cleaned up is null: the preview then reports that the original is gone.
    return this.storage.read(storageKey);
  }

  /** Full account fields are read only to compute fingerprints of legacy rows and to compare; never returned. */
  private async existingTransactions(ctx: RequestContext, importId: string): Promise<Comparable[]> {
    const rows: ExistingRow[] = await ctx.em.query(
      `SELECT encode(fingerprint, 'hex') AS fingerprint, to_char(transaction_date, 'YYYY-MM-DD') AS transaction_date,
              to_char(value_date, 'YYYY-MM-DD') AS value_date, direction, amount, currency,
              account_number, counterparty_name, counterparty_tax_id, counterparty_account, description, bank_reference
       FROM bank_transactions WHERE import_id = $1 ORDER BY statement_index, sequence`,
      [importId],
    );
    return rows.map((row) => {
      const transaction = {
        transactionDate: row.transaction_date,
        valueDate: row.value_date,
        direction: row.direction as ParsedTransaction['direction'],
        amount: row.amount,
        currency: row.currency.trim(),
        counterpartyName: row.counterparty_name,
        counterpartyTaxId: row.counterparty_tax_id,
        counterpartyAccount: row.counterparty_account,
        description: row.description,
        bankReference: row.bank_reference,
      };
      return {
        ...transaction,
        fingerprint: row.fingerprint ?? transactionFingerprint(row.account_number, transaction),
      };
    });
  }
}

/** A stored transaction as compared; the fingerprint as hex (`encode`), null on rows imported before fingerprints. */
type ExistingRow = SnakeRow<
  Pick<
    BankTransaction,
    | 'transactionDate'
    | 'valueDate'
    | 'direction'
    | 'amount'
    | 'currency'
    | 'accountNumber'
    | 'counterpartyName'
    | 'counterpartyTaxId'
    | 'counterpartyAccount'
    | 'description'
    | 'bankReference'
  >
> & { fingerprint: string | null };

type PreviewStatus = 'Completed' | 'Failed' | 'OriginalFileUnavailable';

interface PreviewSummary {
  status: PreviewStatus;
  previewCount: number;
  added: number;
  removed: number;
  changed: number;
  unchanged: number;
  samples: ReprocessPreviewSamples;
}

function summarize(analysis: ImportAnalysis | null, existing: Comparable[]): PreviewSummary {
  const empty: ReprocessPreviewSamples = { added: [], removed: [], changed: [] };
  const none = { previewCount: 0, added: 0, removed: 0, changed: 0, unchanged: 0, samples: empty };
  if (!analysis) return { status: 'OriginalFileUnavailable', ...none };
  if (!analysis.result) return { status: 'Failed', ...none };
  const preview: Comparable[] = analysis.result.statements.flatMap((statement) =>
    statement.transactions.map((transaction) => ({
      // Stored columns are truncated to their widths; compare like with like.
      ...fitToColumns(transaction),
      fingerprint: transactionFingerprint(statement.accountNumber, transaction),
    })),
  );
  const pending = new Map<string, Comparable[]>();
  for (const transaction of existing) {
    const queue = pending.get(transaction.fingerprint) ?? [];
    queue.push(transaction);
    pending.set(transaction.fingerprint, queue);
  }
  const summary: PreviewSummary = {
    status: 'Completed',
    ...none,
    previewCount: preview.length,
    samples: { added: [], removed: [], changed: [] },
  };
  for (const transaction of preview) {
    const counterpart = pending.get(transaction.fingerprint)?.shift();
    if (!counterpart) {
      summary.added += 1;
      pushSample(summary.samples.added, transaction, []);
      continue;
    }
    const changedFields = COMPARED_FIELDS.filter(
      (field) => (counterpart[field] ?? null) !== (transaction[field] ?? null),
    );
    if (changedFields.length === 0) summary.unchanged += 1;
    else {
      summary.changed += 1;
      pushSample(summary.samples.changed, transaction, changedFields);
    }
  }
  for (const queue of pending.values())
    for (const transaction of queue) {
      summary.removed += 1;
      pushSample(summary.samples.removed, transaction, []);
    }
  return summary;
}

function pushSample(samples: BankReprocessPreviewTransactionDto[], transaction: Comparable, changed: string[]): void {
  if (samples.length >= SAMPLE_LIMIT) return;
  samples.push({
    transactionDate: transaction.transactionDate,
    valueDate: transaction.valueDate,
    direction: transaction.direction,
    amount: transaction.amount,
    currency: transaction.currency,
    counterpartyName: transaction.counterpartyName,
    counterpartyAccountMasked: maskAccountNumber(transaction.counterpartyAccount),
    bankReference: transaction.bankReference,
    changedFields: changed,
  });
}

const PREVIEW_PROPERTIES = [
  'id',
  'importId',
  'status',
  'storedFormatCode',
  'storedBankCode',
  'storedParserVersion',
  'formatCode',
  'bankCode',
  'parserVersion',
  'parseConfidence',
  'detectionConfidence',
  'existingTransactionCount',
  'previewTransactionCount',
  'addedCount',
  'removedCount',
  'changedCount',
  'unchangedCount',
  'samples',
  'warningCount',
  'warnings',
  'errorSummary',
  'operatorMessage',
  'createdAtUtc',
  'createdByUserId',
] as const satisfies readonly PropertyOf<ReprocessPreview>[];

const PREVIEW_COLUMNS = selectColumns(ReprocessPreview, null, PREVIEW_PROPERTIES, { as: 'column' });

type PreviewRow = SnakeRow<Pick<ReprocessPreview, (typeof PREVIEW_PROPERTIES)[number]>>;

function toPreviewDto(row: PreviewRow): BankStatementReprocessPreviewDto {
  return {
    id: row.id,
    importId: row.import_id,
    status: row.status,
    formatCode: row.format_code,
    bankCode: row.bank_code,
    parserVersion: row.parser_version,
    storedFormatCode: row.stored_format_code,
    storedBankCode: row.stored_bank_code,
    storedParserVersion: row.stored_parser_version,
    parseConfidence: row.parse_confidence,
    detectionConfidence: row.detection_confidence,
    existingTransactionCount: row.existing_transaction_count,
    previewTransactionCount: row.preview_transaction_count,
    addedCount: row.added_count,
    removedCount: row.removed_count,
    changedCount: row.changed_count,
    unchangedCount: row.unchanged_count,
    addedSamples: row.samples.added ?? [],
    removedSamples: row.samples.removed ?? [],
    changedSamples: row.samples.changed ?? [],
    warningCount: row.warning_count,
    warnings: row.warnings,
    errorSummary: row.error_summary,
    operatorMessage: row.operator_message,
    createdAtUtc: row.created_at_utc,
    createdByUserId: row.created_by_user_id,
  };
}
