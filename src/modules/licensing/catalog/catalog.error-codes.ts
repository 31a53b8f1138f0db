import { defineErrorCodes } from '../../../platform/errors/error-codes';

/** Client-visible error codes of the licensing catalog. */
export const CATALOG_ERROR_CODES = defineErrorCodes('licensing-catalog', {
  'catalog.invalid_request': { status: 400, message: 'The catalog request is invalid.' },
  'catalog.not_found': { status: 404, message: 'The catalog record was not found.' },
  'catalog.product_code_taken': { status: 409, message: 'Another product of this tenant has this code.' },
  'catalog.offer_version_not_published': {
    status: 409,
    message: 'Subscriptions are made only to a published offer version.',
  },
});

type CatalogErrorCodes = typeof CATALOG_ERROR_CODES;

declare module '../../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends CatalogErrorCodes {}
}
