import { IsOptional, Min } from 'class-validator';
import { Float, Field, InputType, Int } from 'type-graphql';
import { SafeIntResolver } from 'graphql-scalars';

@InputType({
  description:
    'The whole setting, replacing the stored one. amount and percent both null (or absent) turn the tolerance off.',
})
export class SetPaymentToleranceInput {
  @Field(() => SafeIntResolver, { nullable: true, description: 'Minor units, at least 1 (else min).' })
  amount?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Percent of the document’s amount due, read exactly as its decimal text: above 0 (else min), at most 100 (else ' +
      'max), at most 2 fraction digits (else fraction_digits). 0.5 is 0.5 %.',
  })
  percent?: number | null;

  @Field({
    description:
      'An account the organization’s default connection lists (else unknown); required, at most 100 characters.',
  })
  writeOffAccountId: string;

  @Field({
    description:
      'A cash-flow article of the default connection (else unknown), paid from writeOffAccountId where the article ' +
      'is bound to an account (else writeOffAccountId not_of_article); required, at most 100 characters.',
  })
  writeOffCashFlowArticleId: string;

  @Field(() => Int, {
    nullable: true,
    description: 'When given and not the setting’s current rowVersion (or nothing is set yet): concurrency.conflict.',
  })
  @IsOptional()
  @Min(1)
  rowVersion?: number | null;
}
