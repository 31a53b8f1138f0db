import type { Readable } from 'node:stream';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import type { BankFileStore } from './bank-file-store';
import { fileExtension } from './file-name';
import { loadImport, storedOriginalKey } from './import-access';
import { allow, on } from '../access/access.module';
import { importRecordResource } from './import-resources';

export interface OriginalFile {
  stream: Readable;
  contentType: string;
  sizeBytes: number;
  /** The Content-Disposition value: attachment with the sanitized original name. */
  contentDisposition: string;
}

/**
 * Who may download an import's original: bankFiles.download on the import's outlet (docs/api.md §Original bank
 * files).
 */
export const originalFileAccess = allow(
  'bankFiles.download',
  on.resource(importRecordResource, (args) => args.id),
);

/**
 * Download of an import's original file (docs/api.md §Original bank files). Expired, cleaned-up, deleted and
 * never-stored files are all plain `not_found`: whether a file once existed is not revealed.
 */
export class ImportFileService {
  constructor(
    private readonly storage: BankFileStore,
    private readonly audit: AuditService,
  ) {}

  async open(ctx: RequestContext, importId: string): Promise<OriginalFile> {
    const row = await loadImport(ctx, importId);
    const storageKey = storedOriginalKey(row);
    if (!storageKey) throw new DomainError('not_found');
    const file = await this.storage.open(storageKey);
    if (!file) throw new DomainError('not_found');
    try {
      await this.audit.record(ctx, {
        action: 'Download',
        entityType: 'BankStatementImport',
        entityId: row.id,
        organizationId: row.organizationId,
        locationId: row.locationId,
        message: 'Original bank statement file downloaded',
        details: {
          importId: row.id,
          extension: fileExtension(row.fileName),
          sizeBytes: file.sizeBytes,
          fileExpiresAtUtc: row.fileExpiresAtUtc?.toISOString() ?? null,
        },
      });
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
    return {
      stream: file.stream,
      contentType: row.contentType ?? 'application/octet-stream',
      sizeBytes: file.sizeBytes,
      contentDisposition: attachmentDisposition(row.fileName),
    };
  }
}

/**
 * RFC 6266: an ASCII-only `filename` for old clients and the exact UTF-8 name in `filename*` (RFC 8187). The name
 * is already sanitized (no quotes, separators or control characters); the fallback also drops backslashes.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
