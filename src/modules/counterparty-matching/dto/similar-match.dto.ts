import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { BankTransactionDto } from '../../bank-import/dto/bank-transaction.dto';

@InputType({
  description:
    'A manual decision applied to every line of the transaction’s outlet in the matching queue that pays the same payee.',
})
export class ApplyMatchToSimilarInput {
  @Field(() => String, {
    nullable: true,
    description:
      'The line whose payee defines “similar” (UUID). Missing or blank: bank_transaction_required; not a UUID: ' +
      'validation.failed.',
  })
  bankTransactionId?: string | null;

  @Field(() => String, { nullable: true, description: 'Match or Exclude. Missing or other: validation.failed.' })
  decision?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'What similar means: TaxId, Account or Name; by default the strongest the line has (in that order). Other: ' +
      'validation.failed; a key the line lacks: payee_key_missing.',
  })
  key?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Match: the supplier id, at most 100 characters (erp_counterparty_required).',
  })
  erpCounterpartyId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Match: the supplier name, at most 500 characters (erp_counterparty_name_required).',
  })
  erpCounterpartyName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Exclude: optional free text, at most 500 characters; kept in the audit entry only.',
  })
  reason?: string | null;
}

@ObjectType('ApplyMatchToSimilarResult', { description: 'What a decision applied to similar lines changed.' })
export class ApplyMatchToSimilarResultDto {
  @Field({ description: 'Match or Exclude.' })
  decision: string;

  @Field({ description: 'The key lines were compared by: TaxId, Account or Name.' })
  keyKind: string;

  @Field({ description: 'The key as it may be shown: tax id, normalized name, or masked account (****1234).' })
  keyDisplay: string;

  @Field(() => Int, { description: 'Lines changed (ManualMatched or Excluded by this call).' })
  changedTransactionCount: number;

  @Field(() => [BankTransactionDto], {
    description: 'The changed lines, newest transaction date first (at most 100).',
  })
  transactions: BankTransactionDto[];
}
