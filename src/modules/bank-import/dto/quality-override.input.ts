import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Override of an open balance review: a non-blank reason and the rowVersion read.' })
export class QualityOverrideInput {
  // Nullable in the schema so a blank or missing reason is review_override_reason_required, not validation.failed.
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(1000)
  reason?: string | null;

  @Field(() => Int, { description: 'The rowVersion of the import as read; a stale one is concurrency.conflict.' })
  rowVersion: number;
}
