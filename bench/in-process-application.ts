import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createApplication, type Application } from '../src/app';
import type { ErpSimulator } from '../src/erp-simulator/erp-simulator';
import type { ErpConnectionRecord } from '../src/modules/erp-connection/erp-connection-store';
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

/**
 * A fresh organization with three outlets (codes matched case-insensitively) and a connection to the simulator, in
 * the simulator's dialect.
 */
export async function tenantWithConnection(
  app: Application,
  simulator: ErpSimulator,
  name: string,
): Promise<ErpConnectionRecord> {
  const [organization] = await app.dataSource.query('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [
    `${name} ${randomUUID().slice(0, 8)}`,
  ]);
  for (const code of ['bench-01', 'BENCH-02', 'BENCH-03'])
    await app.dataSource.query(
      `INSERT INTO locations (organization_id, name, code, time_zone, chain_key)
       VALUES ($1, $2, $3, 'Europe/Moscow', 'bench')`,
      [organization.id, `Outlet ${code}`, code],
    );
  return app.dataSource.transaction((em) =>
    app.erpConnections.insert(em, {
      organizationId: organization.id,
      name: `${simulator.dialect} simulator`,
      baseUrl: simulator.baseUrl,
      dialect: simulator.dialect,
      currency: 'RUB',
      credentials: { login: 'admin', password: 'simulator' },
    }),
  );
}
