import { IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

const MAX = 1_000_000_000;

@InputType({ description: 'The three limits; null (or absent) means no limit, as PUT replaces the whole record.' })
export class UpdateOrganizationQuotaInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0)
  @Max(MAX)
  maxUsers?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0)
  @Max(MAX)
  maxLocations?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0)
  @Max(MAX)
  maxMonthlyBankImports?: number | null;
}
