import type { FileUpload } from 'graphql-upload-minimal';
import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import type { AuditService } from '../audit/audit.module';
import type { QuotaService } from '../quota/quota.module';
import type { SettingsService } from '../settings/settings.module';
import type { BankFileStore, SavedFile } from './bank-file-store';
import type { BankStatementImportUploadResultDto } from './dto/upload-result.dto';
import type { DuplicateCandidatesService } from './duplicate-candidates.service';
import { fileExtension, sanitizeContentType, sanitizeFileName } from './file-name';
import type { ImportProcessingService, StoredFile } from './import-processing.service';
import { sqlFailureOf } from '../../platform/database/sql-state';

const DUPLICATE_MESSAGE = 'This file has already been imported for the organization; open the existing import.';

/**
 * Upload of a bank statement for the active outlet (docs/bank-imports.md §Upload and processing): permission (by the
 * access declaration, `on.context()`) and quota before any byte is processed, the file streamed to storage while
 * hashed, the file-level duplicate rule (digest + organization), then parsing and storing in one transaction.
 */
export class BankImportUploadService {
  constructor(
    private readonly storage: BankFileStore,
    private readonly processing: ImportProcessingService,
    private readonly quota: QuotaService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly duplicates: DuplicateCandidatesService,
  ) {}

  async upload(ctx: RequestContext, pending: Promise<FileUpload>): Promise<BankStatementImportUploadResultDto> {
    const { organizationId, locationId } = ctx.activeContext;
    const actor = await ctx.requireActor();
    await this.quota.assertImportPlace(ctx, organizationId, { lock: false });
    const maxBytes = await this.settings.integer(ctx, 'bankUpload.maxBytes');
    const retentionHours = await this.settings.integer(ctx, 'bankFiles.retentionHours');

    const upload = await pending;
    const saved = await this.storage.save(upload.createReadStream(), maxBytes);
    const file: StoredFile = {
      organizationId,
      locationId: locationId!,
      fileName: sanitizeFileName(upload.filename),
      contentType: sanitizeContentType(upload.mimetype),
      sizeBytes: saved.sizeBytes,
      sha256: saved.sha256,
      storageKey: saved.storageKey,
      expiresAt: new Date(Date.now() + retentionHours * 3600_000),
    };
    try {
      const existing = await this.findByDigest(ctx, organizationId, saved.sha256);
      if (existing) return await this.duplicate(ctx, file, saved, existing);
      const content = await this.storage.read(saved.storageKey);
      if (!content) throw new Error('the saved bank file is missing');
      const processed = await inTransaction(ctx.dataSource, async () => {
        await this.quota.assertImportPlace(ctx, organizationId, { lock: true });
        const stored = await this.processing.store(ctx, file, content, actor.userId);
        // Transaction-level duplicates against the organization's other imports (one statement); never drops rows.
        await this.duplicates.detectForImport(ctx, stored.importId, organizationId);
        await this.audit.record(ctx, {
          action: 'Upload',
          entityType: 'BankStatementImport',
          entityId: stored.importId,
          organizationId,
          locationId,
          message: `Bank statement uploaded: ${stored.status}`,
          details: this.safeMetadata(file, { status: stored.status, formatCode: stored.formatCode }),
        });
        return stored;
      });
      return {
        importId: processed.importId,
        status: processed.status,
        errorMessage: processed.errorMessage,
        errors: processed.errorMessage ? [processed.errorMessage] : [],
        isDuplicate: false,
        existingImportId: null,
        message: null,
      };
    } catch (error) {
      // The same file uploaded concurrently: the other upload created the import.
      const existing = isDigestConflict(error) ? await this.findByDigest(ctx, organizationId, saved.sha256) : null;
      if (existing) return this.duplicate(ctx, file, saved, existing);
      await this.storage.remove(saved.storageKey);
      throw error;
    }
  }

  private async duplicate(
    ctx: RequestContext,
    file: StoredFile,
    saved: SavedFile,
    existing: { id: string; status: string },
  ): Promise<BankStatementImportUploadResultDto> {
    await this.storage.remove(saved.storageKey);
    await this.audit.record(ctx, {
      action: 'DuplicateUpload',
      entityType: 'BankStatementImport',
      entityId: existing.id,
      organizationId: file.organizationId,
      locationId: file.locationId,
      message: 'Bank statement upload was a duplicate',
      details: this.safeMetadata(file, { existingImportId: existing.id }),
    });
    return {
      importId: existing.id,
      status: existing.status,
      errorMessage: null,
      errors: [],
      isDuplicate: true,
      existingImportId: existing.id,
      message: DUPLICATE_MESSAGE,
    };
  }

  /** Safe audit metadata only: organization, outlet, extension, content type, size and a short digest prefix. */
  private safeMetadata(file: StoredFile, extra: Record<string, unknown>): Record<string, unknown> {
    return {
      organizationId: file.organizationId,
      locationId: file.locationId,
      extension: fileExtension(file.fileName),
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      digestPrefix: file.sha256.slice(0, 12),
      ...extra,
    };
  }

  private async findByDigest(
    ctx: RequestContext,
    organizationId: string,
    sha256: string,
  ): Promise<{ id: string; status: string } | null> {
    const [row] = await ctx.em.query(
      'SELECT id, status FROM bank_imports WHERE organization_id = $1 AND file_sha256 = $2',
      [organizationId, sha256],
    );
    return row ?? null;
  }
}

function isDigestConflict(error: unknown): boolean {
  const failure = sqlFailureOf(error);
  return failure.code === '23505' && failure.constraint === 'ux_bank_imports_organization_digest';
}
