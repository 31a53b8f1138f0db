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
    'Something unusual about a payment of the outlet that needs an accountant. Detected once postings exist (the ' +
    'posting module is not built yet): no anomaly exists until then.',
})
export class PaymentAnomaly {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => UUIDResolver, { nullable: true })
  bankTransactionId: string | null;

  @Field({ description: 'Stable machine-readable kind of anomaly.' })
  anomalyType: string;

  @Field(() => PaymentAnomalyStatus)
  status: PaymentAnomalyStatus;

  @Field()
  detectedAtUtc: Date;
}

export const PaymentAnomalyPage = PagedResult(PaymentAnomaly);
export type PaymentAnomalyPage = InstanceType<typeof PaymentAnomalyPage>;
