import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import {
  LicenseIssueMode,
  LicenseKeyMaskStatus,
  LicenseMigrationState,
  LicenseProductResolution,
  LicenseStatusValue,
} from '../../licenses/license-enums';
import { OffsetPagedResult, type OffsetPage } from '../../../../platform/graphql/paging';

const NO_SECRETS = 'Never a plaintext key, a key hash or a provider reference.';

@ObjectType('LicensingCustomerLicense', {
  description: `A license of the customer as the aggregate and the table show it. ${NO_SECRETS}`,
})
export class CustomerLicenseDto {
  @Field(() => UUIDResolver)
  licenseId: string;

  @Field(() => LicenseStatusValue, { description: 'Every status stays visible.' })
  status: string;

  @Field(() => LicenseProductResolution)
  productResolution: string;

  @Field(() => String, { nullable: true, description: 'Only when productResolution is Resolved.' })
  productName: string | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'The current primary key material, or null.' })
  keyMaterialRefId: string | null;

  @Field(() => String, { nullable: true, description: 'Only when keyMaskStatus is Available.' })
  maskedKey: string | null;

  @Field(() => LicenseKeyMaskStatus)
  keyMaskStatus: string;

  @Field()
  createdAtUtc: Date;

  @Field(() => UUIDResolver, { description: 'The customer (the path organization).' })
  customerOrganizationId: string;

  @Field(() => UUIDResolver, { description: 'The same stored value as customerOrganizationId (kept for v1 clients).' })
  assignedCustomerId: string;

  @Field(() => UUIDResolver, { nullable: true })
  productId: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  customerSubscriptionId: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  offerVersionId: string | null;

  @Field(() => LicenseIssueMode)
  issueMode: string;

  @Field(() => LicenseMigrationState)
  migrationState: string;

  @Field()
  notes: string;
}

@ObjectType('LicensingCustomerLicenseTableRow', {
  description:
    'A row of the license table: the license with display results for its product, tariff, renewal, devices and ' +
    `usage. ${NO_SECRETS}`,
})
export class CustomerLicenseTableRowDto extends CustomerLicenseDto {
  @Field(() => String, { nullable: true, description: 'The tariff the license was issued under (legacy rows: null).' })
  tariffCode: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The tariff's name in the license's offer version; null when unknown.",
  })
  tariffName: string | null;

  @Field(() => Date, { nullable: true, description: 'End of validity; null when the license records none.' })
  validUntilUtc: Date | null;

  @Field({
    description: 'Current (validUntilUtc in the future), Expired (in the past) or NoExpiry (validUntilUtc null).',
  })
  renewalStatus: string;

  @Field({ description: 'Unavailable: devices are not tracked by this service.' })
  devicesStatus: string;

  @Field(() => Int, { nullable: true, description: 'Always null: devices are not tracked (devicesStatus).' })
  deviceCount: number | null;

  @Field({ description: 'Always Unavailable: usage is not reported.' })
  usageStatus: string;
}

export const CustomerLicensePageDto = OffsetPagedResult(CustomerLicenseDto, 'LicensingCustomerLicensePage');
export type CustomerLicensePageDto = OffsetPage<CustomerLicenseDto>;

export const CustomerLicenseTablePageDto = OffsetPagedResult(
  CustomerLicenseTableRowDto,
  'LicensingCustomerLicenseTablePage',
);
export type CustomerLicenseTablePageDto = OffsetPage<CustomerLicenseTableRowDto>;
