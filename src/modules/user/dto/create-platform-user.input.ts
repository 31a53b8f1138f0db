import { IsEmail, IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A new user created without invitation; the password is never returned.' })
export class CreatePlatformUserInput {
  @Field({ description: 'Unique, compared case-insensitively.' })
  @IsEmail()
  @MaxLength(320)
  email: string;

  @Field()
  @IsNotEmpty()
  @MaxLength(200)
  displayName: string;

  @Field({ description: 'At least 8 characters.' })
  @MinLength(8)
  @MaxLength(1024)
  password: string;

  @Field()
  isActive: boolean;
}
