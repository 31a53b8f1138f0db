import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { CustomerLicensePageDto } from './customer-license.dto';

@ObjectType('LicensingCustomerPrimaryContact')
export class PrimaryContactDto {
  @Field(() => UUIDResolver, { nullable: true, description: 'A user with a role in the organization, or null.' })
  contactId: string | null;

  @Field()
  displayName: string;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;
}

@ObjectType('LicensingCustomerProfile', {
  description:
    "The vendor tenant's profile of a customer organization. Without a stored profile: revision 0, the " +
    'organization\'s name, notes "" and no primary contact.',
})
export class CustomerProfileDto {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field({ description: "The organization's status: Active, Suspended or Archived." })
  status: string;

  @Field(() => Int, { description: '0 until the first update; each committed update adds 1.' })
  revision: number;

  @Field()
  displayName: string;

  @Field()
  notes: string;

  @Field(() => PrimaryContactDto, { nullable: true })
  primaryContact: PrimaryContactDto | null;
}

@ObjectType('LicensingCustomerAggregate', { description: 'The profile and a page of licenses of one customer.' })
export class CustomerAggregateDto {
  @Field(() => CustomerProfileDto)
  profile: CustomerProfileDto;

  @Field(() => CustomerLicensePageDto, { description: 'Newest first, license id as tie-break.' })
  licenses: CustomerLicensePageDto;
}

@ObjectType('LicensingCustomer', {
  description:
    "A customer (an organization of any level, by the same id) as the caller's vendor tenant sees it: its profile, " +
    'its licenses and, with licenses.manage, the subscriptions that can receive one.',
})
export class LicensingCustomerDto {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field({ description: "The organization's name." })
  name: string;

  @Field({ description: "The organization's status: Active, Suspended or Archived." })
  status: string;

  @Field(() => CustomerProfileDto)
  profile: CustomerProfileDto;
}
