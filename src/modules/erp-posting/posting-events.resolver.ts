import { Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { outletEvents } from '../../platform/events/scoped-events';
import { TOPICS } from '../../platform/events/topics';
import { Allow, on } from '../access/access.module';
import { ErpPostingStatusChangeDto } from './dto/posting-status-change.dto';

/** Live posting status changes: queue, approve, reject and retry in the API, every step of the posting worker. */
@Resolver()
export class PostingEventsResolver {
  @Allow('erp.postings.view', on.context())
  @Subscription(() => ErpPostingStatusChangeDto, {
    description:
      'Status changes of the postings of the context outlet (connection_init carries Authorization, ' +
      'X-Organization-Id and X-Location-Id), announced once committed; re-checked on every event.',
    subscribe: ({ context }) => outletEvents(context as RequestContext, TOPICS.postingStatus),
  })
  erpPostingStatusChanged(@Root() change: ErpPostingStatusChangeDto): ErpPostingStatusChangeDto {
    return change;
  }
}
