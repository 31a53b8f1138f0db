import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Limits and usage of an organization; a null maximum means no limit.' })
export class OrganizationQuotaDto {
  @Field(() => ID)
  organizationId: string;

  @Field(() => Int, { nullable: true })
  maxUsers: number | null;

  @Field(() => Int, { nullable: true })
  maxLocations: number | null;

  @Field(() => Int, { nullable: true })
  maxMonthlyBankImports: number | null;

  @Field(() => Int, { description: 'Distinct users holding an assignment in the organization or one of its outlets.' })
  usedUsers: number;

  @Field(() => Int)
  usedLocations: number;

  @Field(() => Int, { description: 'Bank statement imports created this calendar month (UTC).' })
  usedMonthlyBankImports: number;

  @Field(() => Date, { nullable: true, description: 'When the limits were last set; null when never set.' })
  updatedAtUtc: Date | null;
}
