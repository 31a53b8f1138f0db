import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';

/** Types and presence are checked by the schema; lengths and text rules by the service (customer-profile-rules.ts). */
@InputType('LicensingCustomerPrimaryContactInput')
export class PrimaryContactInput {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'A user with a role in the organization (else customer_primary_contact_not_found), or null.',
  })
  contactId?: string | null;

  @Field({ description: '1–200 characters, not blank.' })
  displayName: string;

  @Field(() => String, { nullable: true, description: 'At most 254 characters, an address with one @; or null.' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 50 characters; or null.' })
  phone?: string | null;
}

@InputType('UpdateLicensingCustomerProfileInput', { description: 'Replaces every mutable member of the profile.' })
export class UpdateCustomerProfileInput {
  @Field(() => Int, { description: 'The revision the change is based on (0 for a customer never updated).' })
  expectedRevision: number;

  @Field({ description: '1–200 characters, not blank.' })
  displayName: string;

  @Field({ description: 'At most 4000 characters; line breaks and tabs allowed, no other control characters.' })
  notes: string;

  @Field(() => PrimaryContactInput, { nullable: true, description: 'Null or omitted: no primary contact.' })
  primaryContact?: PrimaryContactInput | null;
}
