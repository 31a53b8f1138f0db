import { UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType('ErpPostingStatusChange', { description: 'A posting of the subscribed outlet changed its status.' })
export class ErpPostingStatusChangeDto {
  @Field(() => UUIDResolver)
  postingId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'Null for a direct posting (no allocation).' })
  paymentAllocationId: string | null;

  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => String, { nullable: true, description: 'Null when the posting was just queued.' })
  previousStatus: string | null;

  @Field(() => String)
  status: string;

  @Field(() => Date)
  changedAtUtc: Date;
}
