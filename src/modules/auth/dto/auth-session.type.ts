import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The user a session belongs to.' })
export class SessionUser {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  displayName: string;
}

@ObjectType({ description: 'Tokens of a sign-in session.' })
export class AuthSession {
  @Field({ description: 'Bearer token for the Authorization header; short-lived.' })
  accessToken: string;

  @Field({ description: 'Opaque token for `refresh`; works once, a new one comes with every refresh.' })
  refreshToken: string;

  @Field({ description: 'Always "Bearer".' })
  tokenType: string;

  @Field()
  accessTokenExpiresAtUtc: Date;

  @Field()
  refreshTokenExpiresAtUtc: Date;

  @Field(() => SessionUser)
  user: SessionUser;
}
