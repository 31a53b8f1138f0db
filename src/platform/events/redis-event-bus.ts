import Redis from 'ioredis';
import type { Logger } from '../logging/logger';
import { channelOf, type EventBus, type EventPayload } from './event-bus';

type Listener = (payload: EventPayload) => void;

/**
 * Redis pub/sub: a publisher connection and one subscriber connection per process, subscribed to exactly the
 * channels some local listener wants (reference counted). Nothing is stored, so processes stay stateless; a
 * message published while a process is disconnected is lost for its listeners, which is what events promise.
 */
export class RedisEventBus implements EventBus {
  readonly kind = 'redis';
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** SUBSCRIBE/UNSUBSCRIBE calls run one after the other so a channel's count and Redis agree. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
    this.subscriber = new Redis(url, { lazyConnect: true });
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', (error) => this.logger.warn({ err: error.message }, 'event bus subscriber error'));
    this.subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
  }

  async connect(): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
  }

  /** Never rejects: the change the event announces is already committed, so a lost event is only logged. */
  async publish(topic: string, scopeId: string, payload: EventPayload): Promise<void> {
    try {
      await this.publisher.publish(this.prefix + channelOf(topic, scopeId), JSON.stringify(payload));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, topic }, 'event bus: event not published');
    }
  }

  async listen(topic: string, scopeId: string, listener: Listener): Promise<() => Promise<void>> {
    const channel = this.prefix + channelOf(topic, scopeId);
    const entry: Listener = (payload) => listener(payload);
    await this.serially(async () => {
      let set = this.listeners.get(channel);
      if (!set) {
        set = new Set();
        this.listeners.set(channel, set);
        await this.subscriber.subscribe(channel);
      }
      set.add(entry);
    });
    let removed = false;
    return () => {
      if (removed) return Promise.resolve();
      removed = true;
      return this.serially(async () => {
        const set = this.listeners.get(channel);
        if (!set) return;
        set.delete(entry);
        if (set.size > 0) return;
        this.listeners.delete(channel);
        if (this.subscriber.status === 'ready') await this.subscriber.unsubscribe(channel);
      });
    };
  }

  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.queue.catch(() => undefined);
    await Promise.all([quit(this.subscriber), quit(this.publisher)]);
  }

  private deliver(channel: string, message: string): void {
    const listeners = this.listeners.get(channel);
    if (!listeners) return;
    let payload: EventPayload;
    try {
      payload = JSON.parse(message) as EventPayload;
    } catch {
      this.logger.warn({ channel }, 'event bus: unreadable message dropped');
      return;
    }
    for (const listener of [...listeners]) listener(payload);
  }

  private serially(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step, step);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  await redis.quit().catch(() => redis.disconnect());
}
