import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { PagedResult, PageArgs } from '../../../platform/graphql/paging';
import { MATCH_STATUSES } from '../import-matching.port';

/** An import as clients see it: never the storage key or path, never the full account number. */
@ObjectType('BankImport', { description: 'A bank statement import.' })
export class BankImportDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field({ description: 'Parsed, SuccessWithWarnings, Failed or UnsupportedFormat.' })
  status: string;

  @Field(() => String, { nullable: true })
  bankCode: string | null;

  @Field(() => String, { nullable: true })
  formatCode: string | null;

  @Field({ description: 'The sanitized original file name.' })
  fileName: string;

  @Field(() => SafeIntResolver, { description: 'Size of the original file in bytes.' })
  fileSizeBytes: number;

  @Field(() => String, { nullable: true })
  contentType: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code when all statements share one.' })
  currency: string | null;

  @Field(() => String, { nullable: true, description: 'At most the last 4 digits, `****1234`.' })
  accountNumberMasked: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  periodFrom: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  periodTo: string | null;

  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'Signed integer in minor units; single-statement imports only.',
  })
  openingBalance: number | null;

  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'Signed integer in minor units; single-statement imports only.',
  })
  closingBalance: number | null;

  @Field(() => Int)
  transactionCount: number;

  @Field(() => Float, { nullable: true, description: '0 to 1.' })
  parseConfidence: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Null when no statement states both balances.' })
  balanceMatches: boolean | null;

  @Field()
  balanceReviewOverridden: boolean;

  @Field({ description: 'The stored original can still be downloaded (not removed, not expired).' })
  fileAvailable: boolean;

  @Field()
  createdAtUtc: Date;

  @Field(() => UUIDResolver, { nullable: true })
  createdByUserId: string | null;

  @Field(() => Int)
  rowVersion: number;
}

export const BankImportPage = PagedResult(BankImportDto);
export type BankImportPage = InstanceType<typeof BankImportPage>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Filters of the transactions of an import; all optional. */
@ArgsType()
export class BankTransactionFilterArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Debit (money out) or Credit (money in).' })
  @IsOptional()
  @IsIn(['Debit', 'Credit'])
  direction?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded.',
  })
  @IsOptional()
  @IsIn(MATCH_STATUSES)
  matchStatus?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive, YYYY-MM-DD, on transactionDate.' })
  @IsOptional()
  @Matches(DATE)
  fromDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive, YYYY-MM-DD, on transactionDate.' })
  @IsOptional()
  @Matches(DATE)
  toDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive text in counterpartyName or description.' })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;
}
