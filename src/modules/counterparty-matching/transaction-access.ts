import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { on } from '../access/access.module';
import type { ResourceDefinition } from '../access/access.module';
import { transactionResource } from '../bank-import/bank-import.module';
import { isUuid } from '../../platform/validation/uuid';

/** The transaction a match or rule request names: bank_transaction_required when missing or blank, validation.failed when not a UUID. */
export function requiredTransactionId(value: string | null | undefined): string {
  const id = value?.trim();
  if (!id) throw new DomainError('bank_transaction_required');
  if (!isUuid(id)) throw validationFailed({ bankTransactionId: ['uuid'] });
  return id;
}

/**
 * A transaction named in a match or rule request: the transaction resource of the imports, except that an unknown one
 * is bank_transaction_not_found (docs/counterparty-matching.md §Rules, §Manual decisions: the state table).
 */
const matchTransactionResource: ResourceDefinition = {
  ...transactionResource,
  notFoundCode: 'bank_transaction_not_found',
};

const inputTransactionId = (args: Record<string, unknown>) =>
  requiredTransactionId((args.input as { bankTransactionId?: string | null }).bankTransactionId);

/** The access target of a call naming its transaction in `input.bankTransactionId`: the transaction's outlet. */
export const byInputTransaction = on.resource(matchTransactionResource, inputTransactionId);

/**
 * A rule created from a transaction's match is organization-wide: checked on the transaction's organization (the
 * context headers still have to contain the transaction).
 */
export const byInputTransactionOrganization = on.resource(
  { ...matchTransactionResource, name: 'transaction’s organization', checkedOn: 'organization' },
  inputTransactionId,
);

/** The access target of a call naming its transaction in the `bankTransactionId` argument: the transaction's outlet. */
export const byTransactionArgument = on.resource(matchTransactionResource, (args) =>
  requiredTransactionId(args.bankTransactionId as string | null | undefined),
);
