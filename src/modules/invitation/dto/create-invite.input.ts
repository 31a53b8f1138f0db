import { IsEmail, MaxLength } from 'class-validator';
import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Invites an email to an organization role (optionally at one of its outlets).' })
export class CreateInviteInput {
  @Field()
  @IsEmail()
  @MaxLength(320)
  email: string;

  @Field(() => UUIDResolver, { description: 'OrganizationAdmin, Accountant or Viewer.' })
  roleId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'An outlet of the organization, or null.' })
  locationId?: string | null;
}
