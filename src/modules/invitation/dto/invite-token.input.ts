import { IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The plaintext invite token from the create response.' })
export class InviteTokenInput {
  @Field()
  @IsNotEmpty()
  @MaxLength(200)
  inviteToken: string;
}

@InputType({ description: 'Accepts an invitation: sets the password and display name of the invited user.' })
export class AcceptInviteInput {
  @Field()
  @IsNotEmpty()
  @MaxLength(200)
  inviteToken: string;

  @Field({ description: 'At least 8 characters.' })
  @MinLength(8)
  @MaxLength(1024)
  password: string;

  @Field()
  @IsNotEmpty()
  @MaxLength(200)
  displayName: string;
}
