import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The refresh token of the latest sign-in or refresh; each token works once.' })
export class RefreshInput {
  @Field()
  @IsNotEmpty()
  @MaxLength(256)
  refreshToken: string;
}
