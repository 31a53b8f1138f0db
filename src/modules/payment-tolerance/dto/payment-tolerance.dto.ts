import { Float, Field, Int, ObjectType } from 'type-graphql';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { WriteOffTargetDto } from '../../payment-allocation/dto/allocation-preview.dto';

@ObjectType('PaymentTolerance', {
  description:
    'How far a supplier payment of the organization may fall short of a document and still settle it, and where ' +
    'the difference is written off (docs/payment-tolerance.md). On while amount or percent is set.',
})
export class PaymentToleranceDto {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field({ description: 'True while amount or percent is set; false: off (the write-off target stays stored).' })
  isActive: boolean;

  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'The largest shortfall settled, in minor units of the document’s currency; null: no amount limit.',
  })
  amount: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'The largest shortfall settled, in percent of the document’s amount due (0.5 is 0.5 %, at most 2 fraction ' +
      'digits); null: no percent limit.',
  })
  percent: number | null;

  @Field(() => UUIDResolver, {
    description: 'The connection the write-off target was checked against: the organization’s default one then.',
  })
  erpConnectionId: string;

  @Field(() => WriteOffTargetDto, {
    description: 'The payment account and cash-flow article the difference is written off to, with their names.',
  })
  writeOffTarget: WriteOffTargetDto;

  @Field(() => Int, { description: 'Optimistic concurrency token; pass it as rowVersion.' })
  rowVersion: number;

  @Field()
  updatedAtUtc: Date;
}
