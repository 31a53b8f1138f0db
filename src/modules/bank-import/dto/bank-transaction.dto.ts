import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { PagedResult } from '../../../platform/graphql/paging';
import { CounterpartyMatchSignalDto } from './match-signal.dto';

/** A transaction as clients see it: the counterparty account only masked. */
@ObjectType('BankTransaction', { description: 'A bank transaction of an import.' })
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

  @Field(() => SafeIntResolver, { description: 'Positive integer in minor units.' })
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

  @Field({
    description:
      'Why the transaction is in its match state: tax_id, rule, name_exact (AutoMatched); conflicting_evidence, ' +
      'weak_name_similarity (LowConfidence); no_evidence (Unmatched); manual (ManualMatched); excluded, ' +
      'duplicate_confirmed (Excluded). See docs/counterparty-matching.md.',
  })
  matchReason: string;

  @Field(() => [CounterpartyMatchSignalDto], {
    description: 'The evidence behind matchReason, strongest first; empty for Unmatched and Excluded.',
  })
  matchSignals: CounterpartyMatchSignalDto[];

  @Field(() => UUIDResolver, { nullable: true, description: 'The rule that matched it (AutoMatched by a rule).' })
  matchedRuleId: string | null;

  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'Who made the manual decision (ManualMatched, Excluded); null for automatic outcomes.',
  })
  matchDecidedByUserId: string | null;

  @Field(() => Date, { nullable: true, description: 'When the manual decision was made.' })
  matchDecidedAtUtc: Date | null;

  @Field(() => Int)
  rowVersion: number;
}

export const BankTransactionPage = PagedResult(BankTransactionDto);
export type BankTransactionPage = InstanceType<typeof BankTransactionPage>;
