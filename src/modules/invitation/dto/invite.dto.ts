import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Safe metadata of a valid invitation.' })
export class InviteInfoDto {
  @Field(() => ID)
  inviteId: string;

  @Field({ description: 'Exactly 3 hours after creation.' })
  expiresAtUtc: Date;

  @Field(() => ID)
  organizationId: string;

  @Field(() => ID, { nullable: true })
  locationId: string | null;

  @Field()
  roleCode: string;
}

@ObjectType({ description: 'A new invitation; the plaintext token is returned here once and never again.' })
export class InviteCreatedDto extends InviteInfoDto {
  @Field()
  inviteToken: string;
}

@ObjectType({ description: 'Outcome of accepting an invitation; no session tokens are issued.' })
export class InviteAcceptResultDto {
  @Field(() => ID)
  inviteId: string;

  @Field(() => ID)
  userId: string;

  @Field({ description: 'False when a user with the invited email existed; it is activated with the new password.' })
  userCreated: boolean;

  @Field({ description: 'False when the user already held the invited assignment.' })
  roleAssignmentCreated: boolean;
}
