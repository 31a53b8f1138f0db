import type { RequestContext } from '../../platform/context/request-context';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import type { Permission } from '../access/permissions';
import { authorizeImportScope } from '../bank-import/import-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The transaction a match or rule request names: bank_transaction_required when missing or blank, validation.failed when not a UUID. */
export function requiredTransactionId(value: string | null | undefined): string {
  const id = value?.trim();
  if (!id) throw new DomainError('bank_transaction_required');
  if (!UUID.test(id)) throw validationFailed({ bankTransactionId: ['uuid'] });
  return id;
}

/**
 * The check of every transaction call (header context, then `permission` on the outlet), except that an unknown,
 * unreached or out-of-context transaction is `bank_transaction_not_found` (document 01, Counterparties rule 2) rather
 * than the generic not_found; either way nothing is revealed.
 */
export async function authorizeTransaction(
  ctx: RequestContext,
  permission: Permission,
  transaction: { organizationId: string; locationId: string } | undefined,
): Promise<void> {
  if (!transaction) throw new DomainError('bank_transaction_not_found');
  try {
    await authorizeImportScope(ctx, permission, transaction);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') throw new DomainError('bank_transaction_not_found');
    throw error;
  }
}
