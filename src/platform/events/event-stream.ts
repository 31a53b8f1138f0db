import type { EventBus, EventPayload } from './event-bus';

/** Events waiting for a slow subscriber; beyond it the oldest are dropped (events are notifications, not state). */
const MAX_BUFFERED = 256;

/**
 * The events of one topic and scope as an async iterator, for a subscription's `subscribe`. Listening has begun
 * when the promise resolves, so nothing published after the subscribe call returned is missed; `return()` (the
 * client completes, the connection closes, the server shuts down) stops listening. `accept` is a second check on
 * each payload, beside the scope in the channel name.
 */
export async function eventStream(
  bus: EventBus,
  topic: string,
  scopeId: string,
  accept: (payload: EventPayload) => boolean = () => true,
): Promise<AsyncIterableIterator<EventPayload>> {
  const buffered: EventPayload[] = [];
  let waiting: ((result: IteratorResult<EventPayload>) => void) | null = null;
  let done = false;
  const stop = await bus.listen(topic, scopeId, (payload) => {
    if (done || !accept(payload)) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: payload, done: false });
      return;
    }
    buffered.push(payload);
    if (buffered.length > MAX_BUFFERED) buffered.shift();
  });
  const finish = async (): Promise<IteratorResult<EventPayload>> => {
    if (!done) {
      done = true;
      buffered.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = null;
      await stop();
    }
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<EventPayload> = {
    next() {
      if (buffered.length > 0) return Promise.resolve({ value: buffered.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    throw: async (error) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
