import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

@InputType('LicenseIssueInput', {
  description:
    'Issues a license from a subscription. Product, customer, offer version, policy, validity ' +
    'and key are never request fields: they come from the subscription.',
})
export class LicenseIssueInput {
  @Field(() => UUIDResolver)
  customerSubscriptionId: string;

  @Field(() => UUIDResolver, { description: "The caller's own correlation id of the attempt; kept in the audit." })
  correlationId: string;
}

@InputType('LicenseKeyRotationInput', { description: 'A key rotation of a license.' })
export class LicenseKeyRotationInput {
  @Field(() => UUIDResolver, {
    description: 'The current primary key material: a stale-write precondition (409 stale_precondition otherwise).',
  })
  expectedPrimaryMaterialRefId: string;
}

@InputType('LicenseKeyValidationInput')
export class LicenseKeyValidationInput {
  @Field({ description: 'A v2 key as a person typed it: case, spaces, dashes and I/L/O read-alikes are tolerated.' })
  licenseKey: string;
}
