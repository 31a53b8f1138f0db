import { randomBytes } from 'node:crypto';
import { createLogger } from '../logging/logger';
import type { EventBus, EventPayload } from './event-bus';
import { eventStream } from './event-stream';
import { MemoryEventBus } from './memory-event-bus';
import { RedisEventBus } from './redis-event-bus';

const subjects: [string, () => Promise<EventBus>][] = [['memory', async () => new MemoryEventBus()]];
if (process.env.REDIS_URL) {
  subjects.push([
    'redis',
    async () => {
      const bus = new RedisEventBus(
        process.env.REDIS_URL!,
        `contract:${randomBytes(6).toString('hex')}:events:`,
        createLogger('silent'),
      );
      await bus.connect();
      return bus;
    },
  ]);
}

/** Resolves with what `listener` received once `count` payloads arrived (or whatever came within 1 s). */
function collector(count: number) {
  const received: EventPayload[] = [];
  let done: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (done = resolve));
  const timeout = setTimeout(done, 1000);
  return {
    received,
    listener: (payload: EventPayload) => {
      received.push(payload);
      if (received.length >= count) {
        clearTimeout(timeout);
        done();
      }
    },
    arrived,
  };
}

describe.each(subjects)('event bus contract: %s', (_name, create) => {
  let bus: EventBus;
  beforeEach(async () => {
    bus = await create();
  });
  afterEach(async () => {
    await bus.close();
  });

  it('delivers to the listeners of the topic and scope only, in order', async () => {
    const outletA = collector(2);
    const outletB = collector(1);
    await bus.listen('posting-status', 'A', outletA.listener);
    await bus.listen('posting-status', 'B', outletB.listener);
    await bus.publish('posting-status', 'A', { n: 1 });
    await bus.publish('work-items', 'A', { n: 99 });
    await bus.publish('posting-status', 'A', { n: 2 });
    await outletA.arrived;
    expect(outletA.received).toEqual([{ n: 1 }, { n: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outletB.received).toEqual([]);
  });

  it('scope ids compare without case (UUIDs arrive in either)', async () => {
    const got = collector(1);
    await bus.listen('posting-status', 'ABC-def', got.listener);
    await bus.publish('posting-status', 'abc-DEF', { n: 1 });
    await got.arrived;
    expect(got.received).toEqual([{ n: 1 }]);
  });

  it('stops delivering once a listener is removed, and counts listeners', async () => {
    const first = collector(1);
    const second = collector(2);
    const stopFirst = await bus.listen('t', 's', first.listener);
    await bus.listen('t', 's', second.listener);
    expect(bus.listenerCount()).toBe(2);
    await stopFirst();
    await stopFirst();
    expect(bus.listenerCount()).toBe(1);
    await bus.publish('t', 's', { n: 1 });
    await bus.publish('t', 's', { n: 2 });
    await second.arrived;
    expect(first.received).toEqual([]);
    expect(second.received).toHaveLength(2);
  });

  it('an event stream yields what arrives after it resolved and stops listening on return()', async () => {
    const stream = await eventStream(bus, 't', 's', (payload) => payload.keep === true);
    expect(bus.listenerCount()).toBe(1);
    await bus.publish('t', 's', { keep: false, n: 0 });
    await bus.publish('t', 's', { keep: true, n: 1 });
    await bus.publish('t', 's', { keep: true, n: 2 });
    expect((await stream.next()).value).toEqual({ keep: true, n: 1 });
    expect((await stream.next()).value).toEqual({ keep: true, n: 2 });
    const pending = stream.next();
    await stream.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(bus.listenerCount()).toBe(0);
  });
});
