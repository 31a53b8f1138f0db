import { IsNotEmpty } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The refresh token of the latest sign-in or refresh; each token works once.' })
export class RefreshInput {
  /**
   * No length limit here: a token of any other shape (an access token, say) is refused like every other unusable
   * token, with unauthorized, not as a validation failure.
   */
  @Field()
  @IsNotEmpty()
  refreshToken: string;
}
