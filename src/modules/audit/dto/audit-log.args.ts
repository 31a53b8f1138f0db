import { MaxLength } from 'class-validator';
import { UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../../platform/graphql/paging';

/** Every filter is optional and narrows the caller's scope further; none widens it. */
@ArgsType()
export class AuditLogArgs extends PageArgs {
  @Field(() => UUIDResolver, { nullable: true, description: 'Outside the scope: an empty page, not an error.' })
  organizationId?: string | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'Outside the scope: an empty page, not an error.' })
  locationId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Inclusive lower bound of createdAtUtc.' })
  fromUtc?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Exclusive upper bound of createdAtUtc.' })
  toUtc?: Date | null;

  @Field(() => String, { nullable: true, description: 'Exact action, e.g. Export, SelectContext.' })
  @MaxLength(64)
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'Email of the acting user, case-insensitive exact match.' })
  @MaxLength(320)
  userEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact entity type, e.g. ActiveContext.' })
  @MaxLength(64)
  entityType?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(100)
  entityId?: string | null;
}
