import { closeOnSignals, runMain } from '../platform/process/process-lifecycle';
import { createLogger } from '../platform/logging/logger';
import { DEMO_FIXTURE, loadFixture } from './demo-fixture';
import { SIMULATOR_DEFAULTS, startErpSimulator } from './erp-simulator';

/**
 * `npm run erp:simulator`: the accounting-system simulator on ERP_SIMULATOR_PORT (default 4100, loopback), signing
 * in ERP_SIMULATOR_LOGIN / ERP_SIMULATOR_PASSWORD (default admin / simulator), serving ERP_SIMULATOR_FIXTURE or
 * the built-in demo data.
 */
async function main(): Promise<void> {
  const logger = createLogger(process.env.LOG_LEVEL ?? 'info');
  const fixturePath = process.env.ERP_SIMULATOR_FIXTURE;
  const simulator = await startErpSimulator({
    port: Number(process.env.ERP_SIMULATOR_PORT ?? SIMULATOR_DEFAULTS.port),
    host: process.env.ERP_SIMULATOR_HOST ?? SIMULATOR_DEFAULTS.host,
    login: process.env.ERP_SIMULATOR_LOGIN ?? SIMULATOR_DEFAULTS.login,
    password: process.env.ERP_SIMULATOR_PASSWORD ?? SIMULATOR_DEFAULTS.password,
    fixture: fixturePath ? loadFixture(fixturePath) : DEMO_FIXTURE,
  });
  logger.info({ baseUrl: simulator.baseUrl, fixture: fixturePath ?? 'built-in demo' }, 'erp simulator listening');
  closeOnSignals(logger, 'erp simulator', () => simulator.close());
}

runMain(main);
