import type { Logger } from '../logging/logger';
import type { KeyValueStore } from './key-value-store';
import { MemoryKeyValueStore } from './memory-key-value-store';
import { RedisKeyValueStore } from './redis-key-value-store';

export async function createKeyValueStore(
  options: { redisUrl: string | null; keyPrefix: string },
  logger: Logger,
): Promise<KeyValueStore> {
  if (options.redisUrl) {
    const store = new RedisKeyValueStore(options.redisUrl, options.keyPrefix);
    await store.connect();
    logger.info('key-value store: Redis');
    return store;
  }
  logger.warn('key-value store: in-process (REDIS_URL not set); state is not shared between processes');
  return new MemoryKeyValueStore(options.keyPrefix);
}
