import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The context to select; locationId null selects organization-wide mode.' })
export class SelectContextInput {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver, { nullable: true })
  locationId?: string | null;
}
