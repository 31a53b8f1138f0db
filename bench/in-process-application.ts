import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { createApplication, type Application } from '../src/app';
import { loadConfig } from '../src/platform/config/app-config';
import { ADMIN, type Backend } from './api.bench';

/**
 * The application wired in this process, as production configures it, with fresh secrets and its log discarded:
 * for benches that measure a service call or drive a loopback port rather than a separate server process.
 */
export function createBenchApplication(backend: Backend, dataDir: string): Promise<Application> {
  return createApplication(
    loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: backend.databaseUrl ?? '',
      REDIS_URL: backend.redisUrl ?? '',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      KEY_VALUE_PREFIX: `bench:${randomBytes(6).toString('hex')}:`,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // The benches' simulator listens on loopback, which the outbound address policy refuses by default.
      ERP_ALLOW_LOOPBACK: 'true',
    }),
    { logDestination: new Writable({ write: (_chunk, _encoding, callback) => callback() }) },
  );
}
