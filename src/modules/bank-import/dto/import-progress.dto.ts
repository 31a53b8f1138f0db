import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('BankImportProgress', { description: 'Progress, then the result, of processing one uploaded statement.' })
export class BankImportProgressDto {
  @Field(() => UUIDResolver)
  importId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field(() => String, {
    description: 'Running (rows being read, not yet committed) or Completed (committed, with the status).',
  })
  phase: string;

  @Field(() => Int, { description: 'Transactions read so far (Running) or stored (Completed).' })
  processedTransactions: number;

  @Field(() => String, { nullable: true, description: 'The import status once Completed; null while Running.' })
  status: string | null;

  @Field(() => Date)
  changedAtUtc: Date;
}
