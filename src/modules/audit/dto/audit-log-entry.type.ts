import { JSONObjectResolver, UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { PagedResult } from '../../../platform/graphql/paging';

@ObjectType({ description: 'One audit log entry (document 02 §Audit entry); message and details are already masked.' })
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

  @Field(() => JSONObjectResolver)
  detailsJson: Record<string, unknown>;
}

export const AuditLogEntryPage = PagedResult(AuditLogEntry);
export type AuditLogEntryPage = InstanceType<typeof AuditLogEntryPage>;
