import { UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { LicenseStatusValue } from '../../licenses/license-enums';
import type { LicenseStatus } from '../../licenses/license-store';
import type { LicenseAction } from '../license-action-rules';

export enum LicenseTerminalActionValue {
  Revoke = 'Revoke',
  Archive = 'Archive',
}

registerEnumType(LicenseTerminalActionValue, {
  name: 'LicenseTerminalAction',
  description: 'Revoke (Draft, Active, Suspended → Revoked) or Archive (Draft, Revoked → Archived).',
});

@ObjectType('LicenseTerminalActionReceipt', {
  description: 'The receipt of a revoke or archive.',
})
export class TerminalActionReceiptDto {
  @Field(() => UUIDResolver, { description: 'The action; the same on every replay of it.' })
  operationId: string;

  @Field(() => UUIDResolver, { description: 'Identical to operationId.' })
  effectId: string;

  @Field(() => UUIDResolver)
  licenseId: string;

  @Field(() => LicenseTerminalActionValue)
  action: LicenseAction;

  @Field(() => LicenseStatusValue)
  fromStatus: LicenseStatus;

  @Field(() => LicenseStatusValue)
  toStatus: LicenseStatus;

  @Field({ description: 'When the action committed; the same on every replay of it.' })
  completedAtUtc: Date;

  @Field({ description: 'True when this answer replays an action applied by an earlier identical call.' })
  isIdempotentReplay: boolean;
}

@ObjectType('LicenseRevokeResult', { description: 'The v1 envelope of the global single revoke.' })
export class GlobalRevokeResultDto {
  @Field(() => UUIDResolver)
  licenseId: string;

  @Field(() => LicenseStatusValue, { description: 'Revoked.' })
  status: LicenseStatus;
}

@ObjectType('LicenseBulkRevokeItem', { description: 'The outcome of one id of a bulk revoke, in request order.' })
export class BulkRevokeItemDto {
  @Field(() => UUIDResolver)
  licenseId: string;

  @Field({ description: 'Revoked now or already Revoked.' })
  succeeded: boolean;

  @Field({ description: 'The license was already Revoked (also a repeated id after its first occurrence).' })
  alreadyApplied: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Null on success; customer_license_actions.not_found (missing or another tenant) or ' +
      'customer_license_actions.transition_not_allowed (Archived).',
  })
  errorCode: string | null;
}

@ObjectType('LicenseBulkRevokeResult')
export class BulkRevokeResultDto {
  @Field(() => [BulkRevokeItemDto])
  items: BulkRevokeItemDto[];
}
