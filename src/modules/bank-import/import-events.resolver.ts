import { UUIDResolver } from 'graphql-scalars';
import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { outletEvents } from '../../platform/events/scoped-events';
import { TOPICS } from '../../platform/events/topics';
import { Allow, on } from '../access/access.module';
import { BankImportProgressDto } from './dto/import-progress.dto';

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
