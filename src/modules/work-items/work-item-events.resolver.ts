import { Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { outletEvents } from '../../platform/events/scoped-events';
import { TOPICS } from '../../platform/events/topics';
import { Allow, on } from '../access/access.module';
import { AccountantWorkItemChangeDto } from './dto/work-item-change.dto';

/** Live hints for the accountant work queue: the state is derived on read, so the event names what to re-read. */
@Resolver()
export class WorkItemEventsResolver {
  @Allow('location.bank_statements.view', on.context())
  @Subscription(() => AccountantWorkItemChangeDto, {
    description:
      'Changes that may move work items of the context outlet (a match, an allocation, a posting status, an ' +
      'import, a rematch), announced once committed; re-checked on every event.',
    subscribe: ({ context }) => outletEvents(context as RequestContext, TOPICS.workItems),
  })
  accountantWorkItemChanged(@Root() change: AccountantWorkItemChangeDto): AccountantWorkItemChangeDto {
    return change;
  }
}
