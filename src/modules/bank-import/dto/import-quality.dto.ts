import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('BankStatementQualityStatement', { description: 'One statement of an import file; account masked.' })
export class BankStatementQualityStatementDto {
  @Field(() => String, { nullable: true, description: 'At most the last 4 digits, `****1234`.' })
  accountNumberMasked: string | null;

  @Field(() => String, { nullable: true })
  currency: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  periodFrom: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  periodTo: string | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Signed minor units.' })
  openingBalance: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Signed minor units.' })
  closingBalance: number | null;

  @Field(() => SafeIntResolver, { description: 'Sum of Credit amounts, minor units.' })
  creditsTotal: number;

  @Field(() => SafeIntResolver, { description: 'Sum of Debit amounts, minor units.' })
  debitsTotal: number;

  @Field(() => Int)
  transactionCount: number;

  @Field(() => Boolean, { nullable: true, description: 'Null when the statement does not state both balances.' })
  balanceMatches: boolean | null;
}

@ObjectType('BankStatementImportQualityReport', {
  description:
    'The quality report of a bank statement import: balance check and its review override, parse and detection ' +
    'confidence, warnings, and the totals of each statement.',
})
export class BankStatementImportQualityReportDto {
  @Field(() => UUIDResolver)
  importId: string;

  @Field()
  status: string;

  @Field(() => Boolean, { nullable: true })
  balanceMatches: boolean | null;

  @Field()
  balanceReviewOverridden: boolean;

  @Field(() => String, { nullable: true })
  reviewOverrideReason: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  reviewOverriddenByUserId: string | null;

  @Field(() => Date, { nullable: true })
  reviewOverriddenAtUtc: Date | null;

  @Field(() => Float, { nullable: true, description: '0 to 1.' })
  parseConfidence: number | null;

  @Field(() => Float, { nullable: true, description: '0 to 1.' })
  detectionConfidence: number | null;

  @Field(() => [String], { description: 'Operator-facing notes; never raw file content.' })
  warnings: string[];

  @Field(() => SafeIntResolver, { nullable: true })
  openingBalance: number | null;

  @Field(() => SafeIntResolver, { nullable: true })
  closingBalance: number | null;

  @Field(() => SafeIntResolver)
  creditsTotal: number;

  @Field(() => SafeIntResolver)
  debitsTotal: number;

  @Field(() => [BankStatementQualityStatementDto])
  statements: BankStatementQualityStatementDto[];

  @Field(() => String, { nullable: true })
  formatCode: string | null;

  @Field(() => String, { nullable: true })
  bankCode: string | null;

  @Field(() => String, { nullable: true })
  parserVersion: string | null;

  @Field(() => Int)
  rowVersion: number;
}

@ObjectType('BankImportStatusCount')
export class BankImportStatusCountDto {
  @Field()
  status: string;

  @Field(() => Int)
  count: number;
}

@ObjectType('BankStatementQualitySummary', { description: 'Aggregated quality counters of the context outlet.' })
export class BankStatementQualitySummaryDto {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => Int)
  totalImports: number;

  @Field(() => [BankImportStatusCountDto], { description: 'Every status, zero counts included.' })
  importsByStatus: BankImportStatusCountDto[];

  @Field(() => Int, { description: 'balanceMatches false and not overridden.' })
  importsNeedingReview: number;

  @Field(() => Int)
  reviewOverriddenCount: number;

  @Field(() => Int)
  importsWithWarnings: number;

  @Field(() => Float, { nullable: true, description: '0 to 1; null without any parsed import.' })
  averageParseConfidence: number | null;

  @Field(() => Float, { nullable: true, description: '0 to 1; null without any detected format.' })
  averageDetectionConfidence: number | null;
}

@ObjectType('BankImportFormatHealth')
export class BankImportFormatHealthDto {
  @Field(() => String, { nullable: true })
  bankCode: string | null;

  @Field()
  formatCode: string;

  @Field(() => Int)
  importCount: number;

  @Field(() => Int)
  successfulImports: number;

  @Field(() => Int)
  failedImports: number;

  @Field(() => Float, { description: '0 to 1.' })
  averageParseConfidence: number;
}

@ObjectType('BankStatementImportHealthSummary', {
  description:
    'Import health of an outlet: aggregate only, no descriptions, references, account numbers or file content.',
})
export class BankStatementImportHealthSummaryDto {
  @Field(() => Int)
  totalImports: number;

  @Field(() => Int, { description: 'Parsed or SuccessWithWarnings.' })
  successfulImports: number;

  @Field(() => Int, { description: 'Failed (UnsupportedFormat is counted apart).' })
  failedImports: number;

  @Field(() => Int)
  unsupportedFormatCount: number;

  @Field(() => Int, { description: 'balanceMatches false and not overridden.' })
  importsNeedingReview: number;

  @Field(() => Int, { description: 'Open transaction-level duplicate candidates at the outlet, awaiting a decision.' })
  duplicateCandidateCount: number;

  @Field(() => Int, { description: 'Transactions with matchStatus Unmatched or LowConfidence.' })
  unmatchedTransactionCount: number;

  @Field(() => Float, { description: '0 to 1; 0 without any parsed import.' })
  averageParseConfidence: number;

  @Field(() => Date, { nullable: true })
  lastSuccessfulImportAtUtc: Date | null;

  @Field(() => Date, { nullable: true })
  lastFailedImportAtUtc: Date | null;

  @Field(() => [BankImportFormatHealthDto])
  importsByBankFormat: BankImportFormatHealthDto[];
}

@ObjectType('SupportedBankFormat', { description: 'SupportedBankFormatDto: a statement format the service reads.' })
export class SupportedBankFormatDto {
  @Field()
  bankCode: string;

  @Field()
  formatCode: string;

  @Field()
  displayName: string;

  @Field(() => [String])
  fileExtensions: string[];

  @Field({
    description:
      'The versions of the file format read, comma-separated (camt.053: "001.02, 001.08"; OFX: "1.x SGML, 2.x XML").',
  })
  version: string;
}
