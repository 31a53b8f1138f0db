import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

/** The members every organization write takes; the other inputs extend it. */
@InputType({ description: 'A new child organization; its parent is the organization of the path.' })
export class CreateChildOrganizationInput {
  @Field()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(300)
  legalName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(32)
  taxId?: string | null;
}

@InputType({ description: 'A new organization (platform); without a parent it is a root organization.' })
export class CreateOrganizationInput extends CreateChildOrganizationInput {
  @Field(() => UUIDResolver, { nullable: true })
  parentOrganizationId?: string | null;
}
