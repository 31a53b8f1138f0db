import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { LicenseStatusValue } from '../../licenses/license-enums';

const PLAINTEXT =
  'The v2 key in plaintext: shown once, by the first commit; null on every replay. Never stored, audited or logged.';
const MASK = 'The key with its body characters as `*`: `LK2-*****-*****-*****-*****-*****-XXXX`.';

@ObjectType('LicenseIssueReceipt', { description: 'The receipt of a license issue.' })
export class LicenseIssueReceiptDto {
  @Field(() => UUIDResolver)
  operationId: string;

  @Field(() => UUIDResolver)
  licenseId: string;

  @Field(() => UUIDResolver)
  customerSubscriptionId: string;

  @Field(() => UUIDResolver)
  keyMaterialRefId: string;

  @Field({ description: MASK })
  maskedKey: string;

  @Field(() => Int)
  formatVersion: number;

  @Field(() => String, { nullable: true, description: PLAINTEXT })
  plaintextKey: string | null;

  @Field(() => LicenseStatusValue, {
    description: 'The license status at the commit (Active); a replay answers the stored receipt.',
  })
  status: string;

  @Field()
  isIdempotentReplay: boolean;
}

@ObjectType('LicenseKeyRotationReceipt', { description: 'The receipt of a key rotation.' })
export class LicenseKeyRotationReceiptDto {
  @Field(() => UUIDResolver)
  operationId: string;

  @Field(() => UUIDResolver)
  licenseId: string;

  @Field(() => UUIDResolver, { description: 'The new primary key material.' })
  keyMaterialRefId: string;

  @Field({ description: MASK })
  maskedKey: string;

  @Field(() => Int)
  formatVersion: number;

  @Field()
  createdAtUtc: Date;

  @Field(() => String, { nullable: true, description: PLAINTEXT })
  plaintextKey: string | null;

  @Field()
  isIdempotentReplay: boolean;
}

@ObjectType('LicenseKeyRotationEnvelope', {
  description: 'The v1 answer of the global rotation route, in both modes: the new key without the receipt members.',
})
export class LicenseKeyRotationEnvelopeDto {
  @Field(() => UUIDResolver)
  licenseId: string;

  @Field(() => UUIDResolver)
  keyMaterialRefId: string;

  @Field({ description: MASK })
  maskedKey: string;

  @Field(() => String, { nullable: true, description: PLAINTEXT })
  plaintextKey: string | null;
}

@ObjectType('LicenseKeyValidation', {
  description:
    "valid only for the current primary key of an Active license of the caller's tenant; an unknown, malformed, " +
    "superseded or another tenant's key gives valid false and nulls.",
})
export class LicenseKeyValidationDto {
  @Field()
  valid: boolean;

  @Field(() => UUIDResolver, { nullable: true })
  licenseId: string | null;

  @Field(() => LicenseStatusValue, {
    nullable: true,
    description: 'The license status when the key is its current one.',
  })
  status: string | null;
}
