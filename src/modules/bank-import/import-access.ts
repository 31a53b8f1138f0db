import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { RequestContext } from '../../platform/context/request-context';
import { selectColumns, type PropertyOf } from '../../platform/database/entity-columns';
import { DomainError } from '../../platform/errors/domain-error';
import { BankImport } from './bank-import.entity';

/** The columns of an import that the review, delete and download operations need; never the storage path. */
const RECORD_PROPERTIES = [
  'id',
  'organizationId',
  'locationId',
  'status',
  'formatCode',
  'bankCode',
  'parserVersion',
  'fileName',
  'fileSizeBytes',
  'contentType',
  'storageKey',
  'fileExpiresAtUtc',
  'fileRemovedAtUtc',
  'transactionCount',
  'balanceMatches',
  'balanceReviewOverridden',
  'reviewOverrideReason',
  'reviewOverriddenByUserId',
  'reviewOverriddenAtUtc',
  'rowVersion',
] as const satisfies readonly PropertyOf<BankImport>[];

export type ImportRecord = Pick<BankImport, (typeof RECORD_PROPERTIES)[number]>;

const RECORD_COLUMNS = selectColumns(BankImport, null, RECORD_PROPERTIES);

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
