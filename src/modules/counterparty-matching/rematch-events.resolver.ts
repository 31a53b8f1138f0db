import { UUIDResolver } from 'graphql-scalars';
import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { organizationEvents } from '../../platform/events/scoped-events';
import { TOPICS } from '../../platform/events/topics';
import { Allow, on } from '../access/access.module';
import { CounterpartyRematchProgressDto } from './dto/rematch-progress.dto';

/** Live progress of the automatic rematch a rule change runs in its own transaction. */
@Resolver()
export class RematchEventsResolver {
  @Allow('organization.view', on.contextOrganization((args) => args.organizationId))
  @Subscription(() => CounterpartyRematchProgressDto, {
    description:
      'Rematch progress of the organization (the organizationId argument, else X-Organization-Id), as the rule ' +
      'list is scoped. Running ticks while the rule change runs; Completed once it has committed.',
    subscribe: ({ context }) => organizationEvents(context as RequestContext, TOPICS.counterpartyRematch),
  })
  counterpartyRematchProgress(
    @Root() progress: CounterpartyRematchProgressDto,
    @Arg('organizationId', () => UUIDResolver, { nullable: true }) _organizationId?: string | null,
  ): CounterpartyRematchProgressDto {
    return progress;
  }
}
