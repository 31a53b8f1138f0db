import { IsOptional, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CreateLocationInput } from './create-location.input';

@InputType({ description: 'Replaces the outlet members; isActive is kept when absent.' })
export class UpdateLocationInput extends CreateLocationInput {
  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  isActive?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'When given and stale: concurrency.conflict.' })
  @IsOptional()
  @Min(1)
  rowVersion?: number | null;
}
