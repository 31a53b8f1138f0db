import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Email and password of an active user.' })
export class LoginInput {
  @Field()
  @IsNotEmpty()
  @MaxLength(320)
  email: string;

  @Field()
  @IsNotEmpty()
  @MaxLength(1024)
  password: string;
}
