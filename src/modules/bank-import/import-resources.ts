import { defineResource, resourceOf } from '../access/access.module';
import { importRecordLoader } from './import-access';
import { importRowLoader, transactionRowLoader } from './import-loaders';

const outletOf = (row: { organization_id: string; location_id: string }) => ({
  organizationId: row.organization_id,
  locationId: row.location_id,
});

/** An import, checked on its outlet; the read service takes the row from the same loader afterwards. */
export const importResource = resourceOf({
  name: 'import',
  entity: 'BankStatementImport',
  loader: importRowLoader,
  scopeOf: outletOf,
  checksContextHeaders: true,
});

/**
 * An import for the operations on its record and original file (download, reprocess preview, review, delete); the
 * service reads the record from the same loader, so the check costs no statement of its own.
 */
export const importRecordResource = resourceOf({
  name: 'import',
  entity: 'BankStatementImport',
  loader: importRecordLoader,
  scopeOf: (record) => ({ organizationId: record.organizationId, locationId: record.locationId }),
  checksContextHeaders: true,
});

/** A bank transaction, checked on its outlet. */
export const transactionResource = resourceOf({
  name: 'transaction',
  entity: 'BankTransaction',
  loader: transactionRowLoader,
  scopeOf: outletOf,
  checksContextHeaders: true,
});

/** A transaction-level duplicate candidate, checked on the outlet of its newer transaction's import. */
export const duplicateCandidateResource = defineResource({
  name: 'duplicate candidate',
  entity: 'BankDuplicateCandidate',
  sql: 'SELECT id, organization_id, location_id FROM bank_duplicate_candidates WHERE id = ANY($1::uuid[])',
  checksContextHeaders: true,
});
