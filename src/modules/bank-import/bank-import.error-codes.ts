import { defineErrorCodes } from '../../platform/errors/error-codes';

/**
 * Client-visible error codes of bank statement imports: the uploaded file, the balance review and deleting an import.
 */
export const BANK_IMPORT_ERROR_CODES = defineErrorCodes('bank-import', {
  empty_file: { status: 400, message: 'The uploaded file is empty.' },
  file_too_large: { status: 413, message: 'The uploaded file is too large.' },
  review_override_reason_required: { status: 400, message: 'A reason is required to override the review.' },
  import_delete_reason_required: { status: 400, message: 'A reason is required to delete the import.' },
  bank_import_has_allocations: { status: 409, message: 'The import has active allocations.' },
});

type BankImportErrorCodes = typeof BANK_IMPORT_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends BankImportErrorCodes {}
}
