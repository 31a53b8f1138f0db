import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

/** Types and presence are checked by the schema; patterns, lengths and names by the service (license-action-rules). */
const REASON_CODE = '1–64 characters of `[A-Za-z0-9_.:-]`.';
const REASON_DETAIL = 'Optional free text, 1–500 characters, no control characters; never sent to integrations.';

@InputType('CustomerLicenseActionInput', {
  description: 'A revoke or archive of a customer license; no other member.',
})
export class CustomerLicenseActionInput {
  @Field({
    description:
      'The status the caller believes the license has, exactly as named (case-sensitive): Draft, Active, ' +
      'Suspended, Revoked or Archived. A different stored status is 409 customer_license_actions.stale_precondition.',
  })
  expectedStatus: string;

  @Field({ description: REASON_CODE })
  reasonCode: string;

  @Field(() => String, { nullable: true, description: REASON_DETAIL })
  reasonDetail?: string | null;
}

@InputType('GlobalLicenseRevokeInput', { description: 'The v1 body of the global single revoke.' })
export class GlobalRevokeLicenseInput {
  @Field({ description: REASON_CODE })
  reasonCode: string;

  @Field(() => String, { nullable: true, description: REASON_DETAIL })
  reasonDetail?: string | null;

  @Field(() => String, {
    nullable: true,
    deprecationReason: 'Ignored: the authenticated caller is always the actor.',
  })
  revokedByActorId?: string | null;
}

@InputType('BulkLicenseRevokeInput')
export class BulkRevokeLicensesInput {
  @Field(() => [UUIDResolver], {
    description: '1–100 license ids; answered in this order. A repeated id is revoked once (later: alreadyApplied).',
  })
  licenseIds: string[];

  @Field({ description: REASON_CODE })
  reasonCode: string;
}
