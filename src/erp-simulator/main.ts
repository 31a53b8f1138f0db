import { closeOnSignals, runMain } from '../platform/process/process-lifecycle';
import { createLogger } from '../platform/logging/logger';
import { DEMO_FIXTURE, loadFixture } from './demo-fixture';
import { isErpDialect, SIMULATOR_DEFAULTS, startErpSimulator } from './erp-simulator';

function optionalMs(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds`);
  return Number(value);
}

/**
 * `npm run erp:simulator`: the accounting-system simulator on ERP_SIMULATOR_PORT (default 4100, loopback), signing
 * in ERP_SIMULATOR_LOGIN / ERP_SIMULATOR_PASSWORD (default admin / simulator), serving ERP_SIMULATOR_FIXTURE or
 * the built-in demo data, in the dialect ERP_SIMULATOR_DIALECT (`Reference`, default, or `IikoServer`; the latter
 * also reads ERP_SIMULATOR_SESSION_TTL_MS and ERP_SIMULATOR_OLAP_LAG_MS).
 */
async function main(): Promise<void> {
  const logger = createLogger(process.env.LOG_LEVEL ?? 'info');
  const fixturePath = process.env.ERP_SIMULATOR_FIXTURE;
  const dialect = process.env.ERP_SIMULATOR_DIALECT || 'Reference';
  if (!isErpDialect(dialect))
    throw new Error(`ERP_SIMULATOR_DIALECT must be Reference or IikoServer, not "${dialect}"`);
  const simulator = await startErpSimulator({
    port: Number(process.env.ERP_SIMULATOR_PORT ?? SIMULATOR_DEFAULTS.port),
    host: process.env.ERP_SIMULATOR_HOST ?? SIMULATOR_DEFAULTS.host,
    login: process.env.ERP_SIMULATOR_LOGIN ?? SIMULATOR_DEFAULTS.login,
    password: process.env.ERP_SIMULATOR_PASSWORD ?? SIMULATOR_DEFAULTS.password,
    fixture: fixturePath ? loadFixture(fixturePath) : DEMO_FIXTURE,
    dialect,
    sessionTtlMs: optionalMs('ERP_SIMULATOR_SESSION_TTL_MS'),
    olapLagMs: optionalMs('ERP_SIMULATOR_OLAP_LAG_MS'),
  });
  logger.info(
    { baseUrl: simulator.baseUrl, dialect, fixture: fixturePath ?? 'built-in demo' },
    'erp simulator listening',
  );
  closeOnSignals(logger, 'erp simulator', () => simulator.close());
}

runMain(main);
