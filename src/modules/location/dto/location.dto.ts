import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Location } from '../location.entity';

@ObjectType({ description: 'An outlet of an organization.' })
export class LocationDto {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  organizationId: string;

  @Field()
  name: string;

  @Field({ description: 'Unique within the organization, case-insensitively.' })
  code: string;

  @Field({ description: 'IANA time zone name, e.g. Europe/Moscow.' })
  timeZone: string;

  @Field()
  chainKey: string;

  @Field()
  isActive: boolean;

  @Field()
  createdAtUtc: Date;

  @Field(() => Int, { description: 'Send it back on update to detect concurrent changes (concurrency.conflict).' })
  rowVersion: number;
}

export function toLocationDto(location: Location): LocationDto {
  return {
    id: location.id,
    organizationId: location.organizationId,
    name: location.name,
    code: location.code,
    timeZone: location.timeZone,
    chainKey: location.chainKey,
    isActive: location.isActive,
    createdAtUtc: location.createdAtUtc,
    rowVersion: location.rowVersion,
  };
}
