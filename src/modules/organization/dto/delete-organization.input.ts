import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Confirmation of a hard delete: the exact organization name and a reason.' })
export class DeleteOrganizationInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  confirmName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(1000)
  reason?: string | null;
}
