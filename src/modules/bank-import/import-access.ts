import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';

/** The columns of an import that the review, delete and download operations need; never the storage path. */
export interface ImportRecord {
  id: string;
  organizationId: string;
  locationId: string;
  status: string;
  formatCode: string | null;
  bankCode: string | null;
  parserVersion: string | null;
  fileName: string;
  fileSizeBytes: number;
  contentType: string | null;
  storageKey: string | null;
  fileExpiresAtUtc: Date | null;
  fileRemovedAtUtc: Date | null;
  transactionCount: number;
  balanceMatches: boolean | null;
  balanceReviewOverridden: boolean;
  reviewOverrideReason: string | null;
  reviewOverriddenByUserId: string | null;
  reviewOverriddenAtUtc: Date | null;
  rowVersion: number;
}

const RECORD_COLUMNS = `id, organization_id AS "organizationId", location_id AS "locationId", status,
  format_code AS "formatCode", bank_code AS "bankCode", parser_version AS "parserVersion", file_name AS "fileName",
  file_size_bytes AS "fileSizeBytes", content_type AS "contentType", storage_key AS "storageKey",
  file_expires_at_utc AS "fileExpiresAtUtc", file_removed_at_utc AS "fileRemovedAtUtc",
  transaction_count AS "transactionCount", balance_matches AS "balanceMatches",
  balance_review_overridden AS "balanceReviewOverridden", review_override_reason AS "reviewOverrideReason",
  review_overridden_by_user_id AS "reviewOverriddenByUserId", review_overridden_at_utc AS "reviewOverriddenAtUtc",
  row_version AS "rowVersion"`;

/** Import records by id in one statement per batch: the access check and the operation share the read. */
export const importRecordLoader = defineLoader<string, ImportRecord | null>(async (ctx, ids) => {
  const rows: ImportRecord[] = await ctx.em.query(
    `SELECT ${RECORD_COLUMNS} FROM bank_imports WHERE id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/**
 * Loads one import for an operation its access declaration has already checked (`on.resource(importRecordResource,
 * …)`), from the request's cache. `lock` reads it again FOR UPDATE; call that inside the transaction of the write.
 */
export async function loadImport(
  ctx: RequestContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImportRecord> {
  const [row]: (ImportRecord | null)[] = options.lock
    ? await ctx.em.query(`SELECT ${RECORD_COLUMNS} FROM bank_imports WHERE id = $1 FOR UPDATE`, [id])
    : [await ctx.loader(importRecordLoader).load(id)];
  // Gone since the check: deleted by a concurrent call.
  if (!row) throw new DomainError('not_found');
  return row;
}

/**
 * The storage key of the import's original while it may still be read: null when it was never stored, has been
 * removed or is past its expiry (the retention run may not have reached it yet).
 */
export function storedOriginalKey(
  record: Pick<ImportRecord, 'storageKey' | 'fileRemovedAtUtc' | 'fileExpiresAtUtc'>,
): string | null {
  const expired = record.fileExpiresAtUtc !== null && record.fileExpiresAtUtc.getTime() <= Date.now();
  return record.fileRemovedAtUtc === null && !expired ? record.storageKey : null;
}
