import { loadConfig } from '../config/app-config';
import { MemoryKeyValueStore } from '../key-value/memory-key-value-store';
import { createLogger } from '../logging/logger';
import type { PlatformServices } from './feature-module';

/**
 * Platform services for composing the modules without serving them (`npm run schema:emit`, the schema tests): the
 * default configuration, a silent logger, an in-process key-value store and placeholder keys. Nothing here connects
 * anywhere or reads DATA_DIR, so building the schema needs neither a database nor Redis.
 */
export function inertPlatformServices(): PlatformServices {
  const config = loadConfig({});
  return {
    config,
    logger: createLogger('silent'),
    secrets: { jwtSecret: 'placeholder-signing-key-never-used-to-sign', encryptionKey: 'placeholder-encryption-key' },
    keyValue: new MemoryKeyValueStore(config.keyValue.keyPrefix),
  };
}
