import Redis from 'ioredis';
import type { KeyValueStore } from './key-value-store';

export class RedisKeyValueStore implements KeyValueStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(url: string, keyPrefix: string) {
    // Fail fast instead of queueing commands forever while Redis is down: health reports it and requests get 500.
    this.redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: true });
    this.redis.on('error', () => undefined);
  }

  async connect(): Promise<void> {
    await this.redis.connect();
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(key);
  }

  async set(
    key: string,
    value: string,
    options: { ttlSeconds?: number; onlyIfAbsent?: boolean } = {},
  ): Promise<boolean> {
    const { ttlSeconds, onlyIfAbsent } = options;
    let result: string | null;
    if (ttlSeconds !== undefined && onlyIfAbsent) result = await this.redis.set(key, value, 'EX', ttlSeconds, 'NX');
    else if (ttlSeconds !== undefined) result = await this.redis.set(key, value, 'EX', ttlSeconds);
    else if (onlyIfAbsent) result = await this.redis.set(key, value, 'NX');
    else result = await this.redis.set(key, value);
    return result === 'OK';
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async getAndDelete(key: string): Promise<string | null> {
    return this.redis.getdel(key);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.redis.exists(key)) === 1;
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const results = await this.redis.multi().set(key, '0', 'EX', ttlSeconds, 'NX').incr(key).exec();
    const [, incremented] = results ?? [];
    if (!incremented || incremented[0]) throw incremented?.[0] ?? new Error('Redis INCR failed');
    return Number(incremented[1]);
  }

  async ttlSeconds(key: string): Promise<number | null> {
    const ms = await this.redis.pttl(key);
    return ms < 0 ? null : Math.ceil(ms / 1000);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
