import { UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { PagedResult } from '../../../platform/graphql/paging';

export enum PaymentAnomalyStatus {
  Open = 'Open',
  Resolved = 'Resolved',
}

registerEnumType(PaymentAnomalyStatus, {
  name: 'PaymentAnomalyStatus',
  description: 'Open anomalies need an accountant; Resolved ones were handled.',
});

@ObjectType({
  description:
    'Something unusual about a posting of the outlet that needs an accountant. A write whose ' +
    'outcome is unknown opens a critical one until a readback resolves it; an open critical anomaly blocks repeat ' +
    'writes and retries of its posting.',
})
export class PaymentAnomaly {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  postingId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field({
    description:
      'Stable code: write_outcome_unknown, posted_payment_missing, duplicate_payment_detected, readback_not_reflected.',
  })
  code: string;

  @Field({ description: 'critical or warning.' })
  severity: string;

  @Field(() => PaymentAnomalyStatus)
  status: PaymentAnomalyStatus;

  @Field({ description: 'Fixed text for the code, and how it was resolved.' })
  message: string;

  @Field()
  createdAtUtc: Date;

  @Field(() => Date, { nullable: true })
  resolvedAtUtc: Date | null;
}

export const PaymentAnomalyPage = PagedResult(PaymentAnomaly);
export type PaymentAnomalyPage = InstanceType<typeof PaymentAnomalyPage>;
