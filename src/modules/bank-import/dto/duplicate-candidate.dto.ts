import { SafeIntResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('BankDuplicateTransaction', {
  description: 'Safe fields of one side of a duplicate candidate: accounts masked, no description or raw line.',
})
export class BankDuplicateTransactionDto {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  importId: string;

  @Field(() => ID)
  locationId: string;

  @Field({ description: 'Booking date, YYYY-MM-DD.' })
  transactionDate: string;

  @Field(() => String, { nullable: true })
  valueDate: string | null;

  @Field({ description: 'Debit or Credit.' })
  direction: string;

  @Field(() => SafeIntResolver, { description: 'Positive, in minor units of the currency.' })
  amount: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true, description: 'Statement account, masked (****1234).' })
  accountNumberMasked: string | null;

  @Field(() => String, { nullable: true })
  counterpartyName: string | null;

  @Field(() => String, { nullable: true, description: 'Masked (****1234).' })
  counterpartyAccountMasked: string | null;

  @Field(() => String, { nullable: true })
  bankReference: string | null;

  @Field({ description: 'Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded.' })
  matchStatus: string;
}

@ObjectType('BankDuplicateCandidate', {
  description:
    'A transaction of a later import (transaction) whose fingerprint equals one of an earlier import of the same ' +
    'organization (duplicateOf). See docs/bank-imports.md for the fingerprint.',
})
export class BankDuplicateCandidateDto {
  @Field(() => ID)
  candidateId: string;

  @Field({ description: 'Open, Confirmed or Dismissed.' })
  status: string;

  @Field(() => ID)
  importId: string;

  @Field(() => ID)
  transactionId: string;

  @Field(() => ID)
  duplicateOfImportId: string;

  @Field(() => ID)
  duplicateOfTransactionId: string;

  @Field(() => BankDuplicateTransactionDto)
  transaction: BankDuplicateTransactionDto;

  @Field(() => BankDuplicateTransactionDto)
  duplicateOf: BankDuplicateTransactionDto;

  @Field()
  createdAtUtc: Date;

  @Field(() => Date, { nullable: true })
  decidedAtUtc: Date | null;

  @Field(() => ID, { nullable: true })
  decidedByUserId: string | null;

  @Field(() => Int)
  rowVersion: number;
}

@ObjectType('BankDuplicateCandidateMutationResult', {
  description: 'A duplicate candidate after confirm or dismiss.',
})
export class BankDuplicateCandidateMutationResultDto {
  @Field(() => ID)
  candidateId: string;

  @Field({ description: 'Confirmed or Dismissed.' })
  status: string;

  @Field(() => ID)
  importId: string;

  @Field(() => ID)
  transactionId: string;

  @Field(() => ID)
  duplicateOfTransactionId: string;

  @Field(() => Int)
  rowVersion: number;
}
