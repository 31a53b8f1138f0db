import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A new edge gateway of the caller’s vendor tenant.' })
export class CreateEdgeGatewayInput {
  @Field({ description: '1–200 characters, not blank, no control characters.' })
  name: string;
}

/**
 * What an edge gateway sends to register its key. The JWK is any JSON object here: its rules are checked after the
 * token, by the service, so a refusal of the key never happens for a caller the token has not admitted.
 */
@InputType({ description: 'A gateway’s enrollment token and its public ES256 signing key.' })
export class RegisterEdgeGatewaySigningKeyInput {
  @Field({ description: 'The single-use enrollment token the gateway was created with (`egw_…`).' })
  enrollmentToken: string;

  @Field(() => GraphQLJSONObject, {
    description:
      'The public JWK: kty EC, crv P-256, x and y (canonical base64url, on the curve), alg absent or ES256, no ' +
      'private member. Only kty, crv, x and y are stored.',
  })
  jwk: Record<string, unknown>;
}
