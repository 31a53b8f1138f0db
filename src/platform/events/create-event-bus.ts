import type { Logger } from '../logging/logger';
import type { EventBus } from './event-bus';
import { MemoryEventBus } from './memory-event-bus';
import { RedisEventBus } from './redis-event-bus';

/** Redis pub/sub when REDIS_URL is set (shared by every process), else in-process, like the key-value store. */
export async function createEventBus(
  options: { redisUrl: string | null; keyPrefix: string },
  logger: Logger,
): Promise<EventBus> {
  if (options.redisUrl) {
    const bus = new RedisEventBus(options.redisUrl, `${options.keyPrefix}events:`, logger);
    try {
      await bus.connect();
    } catch (error) {
      // Without this the clients would keep reconnecting in the background and hold the process open.
      await bus.close();
      throw error;
    }
    logger.info('event bus: Redis pub/sub');
    return bus;
  }
  logger.warn('event bus: in-process (REDIS_URL not set); subscribers see events of this process only');
  return new MemoryEventBus();
}
