import { UUIDResolver } from 'graphql-scalars';
import { Arg, Field, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { outletEvents } from '../../platform/events/scoped-events';
import { TOPICS } from '../../platform/events/topics';
import { Allow, on } from '../access/allow.decorator';

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

/** Live progress of statement processing; the upload answers with the same result when it ends. */
@Resolver()
export class ImportEventsResolver {
  @Allow('location.bank_statements.view', on.context())
  @Subscription(() => BankImportProgressDto, {
    description:
      'Processing progress and results of the imports of the context outlet, or of one import (importId). ' +
      'Running ticks come while the upload runs; Completed once it has committed (a rolled-back upload sends none).',
    subscribe: ({ context, args }) =>
      outletEvents(
        context as RequestContext,
        TOPICS.bankImport,
        (payload) => !args.importId || String(payload.importId).toLowerCase() === String(args.importId).toLowerCase(),
      ),
  })
  bankImportProgress(
    @Root() progress: BankImportProgressDto,
    @Arg('importId', () => UUIDResolver, { nullable: true }) _importId?: string | null,
  ): BankImportProgressDto {
    return progress;
  }
}
