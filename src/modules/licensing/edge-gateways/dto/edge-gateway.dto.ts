import { GraphQLJSONObject, UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { GatewayPublicJwk } from '../gateway-signing-key';

/** PendingEnrollment until a signing key is registered with the enrollment token, then Enrolled. */
export enum EdgeGatewayStatus {
  PendingEnrollment = 'PendingEnrollment',
  Enrolled = 'Enrolled',
}

registerEnumType(EdgeGatewayStatus, {
  name: 'EdgeGatewayStatus',
  description: 'PendingEnrollment until a signing key is registered with the enrollment token, then Enrolled.',
});

@ObjectType('CreatedEdgeGateway', { description: 'A new edge gateway; its enrollment token is shown here only, once.' })
export class CreatedEdgeGatewayDto {
  @Field(() => UUIDResolver)
  gatewayInstanceId: string;

  @Field({ description: 'Single-use, valid for 24 hours; stored only as a keyed hash and never shown again.' })
  enrollmentToken: string;
}

@ObjectType('EdgeGatewaySigningKey', { description: 'A registered public signing key of an edge gateway.' })
export class EdgeGatewaySigningKeyDto {
  @Field({ description: 'The RFC 7638 SHA-256 thumbprint of the key, base64url.' })
  keyId: string;

  @Field(() => GraphQLJSONObject, { description: 'The public JWK as stored: kty, crv, x, y.' })
  jwk: GatewayPublicJwk;

  @Field({ description: 'Always ES256.' })
  algorithm: string;

  @Field()
  registeredAtUtc: Date;
}

@ObjectType('EdgeGateway', { description: 'An edge gateway of the caller’s vendor tenant.' })
export class EdgeGatewayDto {
  @Field(() => UUIDResolver)
  gatewayInstanceId: string;

  @Field()
  name: string;

  @Field(() => EdgeGatewayStatus)
  status: EdgeGatewayStatus;

  @Field(() => [EdgeGatewaySigningKeyDto], { description: 'In registration order.' })
  signingKeys: EdgeGatewaySigningKeyDto[];

  @Field()
  createdAtUtc: Date;
}

@ObjectType('RegisteredEdgeGatewaySigningKey', { description: 'The key an edge gateway registered.' })
export class RegisteredEdgeGatewaySigningKeyDto {
  @Field({ description: 'The RFC 7638 SHA-256 thumbprint of the key, base64url.' })
  keyId: string;

  @Field({ description: 'Always ES256.' })
  algorithm: string;
}
