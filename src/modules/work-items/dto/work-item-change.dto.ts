import { UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType('AccountantWorkItemChange', {
  description: 'A work item of the subscribed outlet may have changed; read it (or the list) again.',
})
export class AccountantWorkItemChangeDto {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The transaction whose work item changed; null when many may have (an import, a rematch).',
  })
  bankTransactionId: string | null;

  @Field(() => String, { description: 'Match, Allocation, Posting, Import, Rematch or DirectPostingRule.' })
  cause: string;

  @Field(() => Date)
  changedAtUtc: Date;
}
