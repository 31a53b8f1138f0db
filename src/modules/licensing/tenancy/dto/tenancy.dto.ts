import { UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType('CreatedLicensingTenant', { description: 'The id of a new vendor tenant.' })
export class CreatedLicensingTenantDto {
  @Field(() => UUIDResolver)
  id: string;
}

@ObjectType('CreatedServiceAccount', { description: 'A new service account; its secret is shown here only, once.' })
export class CreatedServiceAccountDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field({ description: 'Public identifier, `sa_` and 32 hex digits.' })
  clientId: string;

  @Field({ description: 'The secret (256 random bits); never shown again.' })
  clientSecret: string;
}

@ObjectType('ServiceAccountToken', { description: "A service account's bearer access token." })
export class ServiceAccountTokenDto {
  @Field()
  accessToken: string;

  @Field({ description: 'Always Bearer.' })
  tokenType: string;

  @Field()
  accessTokenExpiresAtUtc: Date;
}

@ObjectType('LicensingWhoAmI', { description: 'The licensing caller: its kind and the vendor tenant it acts in.' })
export class LicensingWhoAmIDto {
  @Field(() => UUIDResolver)
  tenantId: string;

  @Field({ description: 'user or serviceAccount.' })
  kind: string;
}
