import { JSONObjectResolver, UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { PagedResult } from '../../../platform/graphql/paging';

@ObjectType({ description: 'One audit log entry; message and details are already masked.' })
export class AuditLogEntry {
  @Field(() => UUIDResolver)
  id: string;

  @Field()
  createdAtUtc: Date;

  @Field(() => UUIDResolver, { nullable: true, description: 'Null for platform-level entries.' })
  organizationId: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  locationId: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  userId: string | null;

  @Field(() => String, { nullable: true })
  userEmail: string | null;

  @Field()
  action: string;

  @Field()
  entityType: string;

  @Field(() => String, { nullable: true })
  entityId: string | null;

  @Field()
  message: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The details as the text of a JSON document (an object), as legacy clients parse it and as the CSV export ' +
      'writes it; null when the entry has none.',
  })
  detailsJson: string | null;

  @Field(() => JSONObjectResolver, {
    nullable: true,
    description: 'The same details as a JSON object; null when none.',
  })
  details: Record<string, unknown> | null;
}

export const AuditLogEntryPage = PagedResult(AuditLogEntry);
export type AuditLogEntryPage = InstanceType<typeof AuditLogEntryPage>;
