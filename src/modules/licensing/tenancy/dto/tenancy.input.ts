import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A vendor tenant of the licensing context.' })
export class CreateLicensingTenantInput {
  @Field({ description: '1–200 characters, not blank.' })
  name: string;
}

@InputType({ description: 'A service account: a machine caller of one vendor tenant.' })
export class CreateServiceAccountInput {
  @Field({ description: '1–200 characters, not blank.' })
  name: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'The vendor tenant; null or omitted: the default one.' })
  tenantId?: string | null;

  @Field(() => [String], {
    description:
      'Distinct, each one of customers.read, customers.manage, licenses.manage, catalog.manage, edge_gateways.manage.',
  })
  permissions: string[];
}

@InputType({ description: "A service account's client credentials." })
export class ServiceAccountTokenInput {
  @Field()
  clientId: string;

  @Field()
  clientSecret: string;
}
