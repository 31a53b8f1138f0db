import { SafeIntResolver } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('BankReprocessPreviewTransaction', {
  description: 'Safe fields of a transaction in a preview diff sample: accounts masked, no description or raw line.',
})
export class BankReprocessPreviewTransactionDto {
  @Field()
  transactionDate: string;

  @Field(() => String, { nullable: true })
  valueDate: string | null;

  @Field()
  direction: string;

  @Field(() => SafeIntResolver)
  amount: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  counterpartyName: string | null;

  @Field(() => String, { nullable: true, description: 'Masked (****1234).' })
  counterpartyAccountMasked: string | null;

  @Field(() => String, { nullable: true })
  bankReference: string | null;

  @Field(() => [String], { description: 'For changed samples: the fields that differ (names only).' })
  changedFields: string[];
}

@ObjectType('BankStatementReprocessPreview', {
  description:
    'A reprocess preview of an import: today\u2019s parser run on the stored original, compared with the ' +
    'stored transactions by fingerprint. Read-only: nothing else changes; there is no apply.',
})
export class BankStatementReprocessPreviewDto {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  importId: string;

  @Field({ description: 'Completed, Failed or OriginalFileUnavailable.' })
  status: string;

  @Field(() => String, { nullable: true, description: 'Format detected now.' })
  formatCode: string | null;

  @Field(() => String, { nullable: true, description: 'Bank or dialect detected now.' })
  bankCode: string | null;

  @Field(() => String, { nullable: true, description: 'Parser version that produced the preview.' })
  parserVersion: string | null;

  @Field(() => String, { nullable: true })
  storedFormatCode: string | null;

  @Field(() => String, { nullable: true })
  storedBankCode: string | null;

  @Field(() => String, { nullable: true, description: 'Parser version that produced the stored transactions.' })
  storedParserVersion: string | null;

  @Field(() => Float, { nullable: true })
  parseConfidence: number | null;

  @Field(() => Float, { nullable: true })
  detectionConfidence: number | null;

  @Field(() => Int)
  existingTransactionCount: number;

  @Field(() => Int)
  previewTransactionCount: number;

  @Field(() => Int)
  addedCount: number;

  @Field(() => Int)
  removedCount: number;

  @Field(() => Int)
  changedCount: number;

  @Field(() => Int)
  unchangedCount: number;

  @Field(() => [BankReprocessPreviewTransactionDto], { description: 'At most 10.' })
  addedSamples: BankReprocessPreviewTransactionDto[];

  @Field(() => [BankReprocessPreviewTransactionDto], { description: 'At most 10.' })
  removedSamples: BankReprocessPreviewTransactionDto[];

  @Field(() => [BankReprocessPreviewTransactionDto], { description: 'At most 10; the preview side.' })
  changedSamples: BankReprocessPreviewTransactionDto[];

  @Field(() => Int)
  warningCount: number;

  @Field(() => [String], { description: 'Operator-facing parser warnings of the preview run.' })
  warnings: string[];

  @Field(() => String, { nullable: true, description: 'Why the preview run failed (Failed).' })
  errorSummary: string | null;

  @Field(() => String, { nullable: true, description: 'Set when the original file is unavailable.' })
  operatorMessage: string | null;

  @Field()
  createdAtUtc: Date;

  @Field(() => ID, { nullable: true })
  createdByUserId: string | null;
}
