import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../../platform/graphql/paging';
import { PaymentAnomalyStatus } from './payment-anomaly.type';

@ArgsType()
export class PaymentAnomaliesArgs extends PageArgs {
  @Field(() => PaymentAnomalyStatus, { nullable: true, description: 'Only anomalies with this status.' })
  status?: PaymentAnomalyStatus | null;
}
