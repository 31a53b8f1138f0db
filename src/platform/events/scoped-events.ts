import type { RequestContext } from '../context/request-context';
import type { EventPayload } from './event-bus';
import { eventStream } from './event-stream';

const same = (a: unknown, b: string | null) =>
  typeof a === 'string' && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The events of the outlet the subscription's access declaration validated (`on.context()`): the channel is the
 * outlet's, and each payload's organization and outlet are compared again, so no other outlet's event goes out.
 */
export function outletEvents(
  ctx: RequestContext,
  topic: string,
  accept: (payload: EventPayload) => boolean = () => true,
): Promise<AsyncIterableIterator<EventPayload>> {
  const { organizationId, locationId } = ctx.activeContext;
  if (!locationId) throw new Error(`${topic} events need an outlet context`);
  return eventStream(
    ctx.events,
    topic,
    locationId,
    (payload) =>
      same(payload.organizationId, organizationId) && same(payload.locationId, locationId) && accept(payload),
  );
}

/** The events of the organization the subscription's access declaration validated (`on.contextOrganization`). */
export function organizationEvents(
  ctx: RequestContext,
  topic: string,
  accept: (payload: EventPayload) => boolean = () => true,
): Promise<AsyncIterableIterator<EventPayload>> {
  const { organizationId } = ctx.activeContext;
  return eventStream(
    ctx.events,
    topic,
    organizationId,
    (payload) => same(payload.organizationId, organizationId) && accept(payload),
  );
}
