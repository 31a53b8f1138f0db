import { UUIDResolver } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PagedResult } from '../../../platform/graphql/paging';

/** The transaction item of 00-decisions §6: the counterparty account only masked. */
@ObjectType('BankTransaction', { description: 'A bank transaction of an import (00-decisions §6 transaction item).' })
export class BankTransactionDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  importId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field({ description: 'YYYY-MM-DD.' })
  transactionDate: string;

  @Field({ description: '"Debit" money out, "Credit" money in.' })
  direction: string;

  @Field(() => Float, { description: 'Positive integer in minor units.' })
  amount: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  counterpartyName: string | null;

  @Field(() => String, { nullable: true })
  counterpartyTaxId: string | null;

  @Field(() => String, { nullable: true, description: 'At most the last 4 digits, `****1234`.' })
  counterpartyAccountMasked: string | null;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  bankReference: string | null;

  @Field({ description: 'Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded.' })
  matchStatus: string;

  @Field(() => String, { nullable: true })
  matchedCounterpartyId: string | null;

  @Field(() => String, { nullable: true })
  matchedCounterpartyName: string | null;

  @Field(() => Int)
  rowVersion: number;
}

export const BankTransactionPage = PagedResult(BankTransactionDto);
export type BankTransactionPage = InstanceType<typeof BankTransactionPage>;
