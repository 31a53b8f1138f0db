import { UUIDResolver } from 'graphql-scalars';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../../platform/graphql/paging';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ROW_VERSION =
  'The rowVersion of the transaction as read; a stale one is concurrency.conflict {entity: BankTransaction, id}.';
// The ids with a specific "required" code are nullable in the schema, so the service answers that code.
const TRANSACTION_ID =
  'The bank transaction (UUID). Missing or blank: bank_transaction_required; not a UUID: validation.failed.';

@InputType({ description: 'A manual match: the bank transaction and the accounting-system counterparty it pays.' })
export class MatchCounterpartyInput {
  @Field(() => String, { nullable: true, description: TRANSACTION_ID })
  bankTransactionId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Supplier id in the accounting system, at most 100 characters. Missing or blank: erp_counterparty_required.',
  })
  erpCounterpartyId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Supplier name, at most 500 characters. Missing or blank: erp_counterparty_name_required.',
  })
  erpCounterpartyName?: string | null;

  @Field(() => Int, { nullable: true, description: ROW_VERSION })
  expectedRowVersion?: number | null;
}

@InputType({ description: 'The bank transaction of a revert or unexclude.' })
export class CounterpartyMatchTargetInput {
  @Field(() => String, { nullable: true, description: TRANSACTION_ID })
  bankTransactionId?: string | null;

  @Field(() => Int, { nullable: true, description: ROW_VERSION })
  expectedRowVersion?: number | null;
}

@InputType({ description: 'Exclusion of a bank transaction from the matching queue.' })
export class ExcludeCounterpartyMatchInput {
  @Field(() => String, { nullable: true, description: TRANSACTION_ID })
  bankTransactionId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Optional free text, at most 500 characters; kept in the audit entry only.',
  })
  reason?: string | null;

  @Field(() => Int, { nullable: true, description: ROW_VERSION })
  expectedRowVersion?: number | null;
}

@ArgsType()
export class CounterpartyMatchFilterArgs extends PageArgs {
  @Field(() => [String], {
    nullable: true,
    description:
      'Match statuses to list (Unmatched, LowConfidence, AutoMatched, ManualMatched, Excluded); each item may be a ' +
      'comma list, so REST `?status=Unmatched,LowConfidence` is the matching queue. Unknown: validation.failed.',
  })
  status?: string[] | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'Only the transactions of this import.' })
  importId?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive, YYYY-MM-DD, on transactionDate.' })
  @IsOptional()
  @Matches(DATE)
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive, YYYY-MM-DD, on transactionDate.' })
  @IsOptional()
  @Matches(DATE)
  dateTo?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text in counterpartyName, description, bankReference or matchedCounterpartyName.',
  })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;
}
