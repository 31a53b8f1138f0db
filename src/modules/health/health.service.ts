import type { RequestContext } from '../../platform/context/request-context';
import type { HealthStatus } from './dto/health-status.type';

const CHECK_TIMEOUT_MS = 2000;

export class HealthService {
  async check(ctx: RequestContext): Promise<HealthStatus> {
    const [database, keyValueStore] = await Promise.all([
      probe(() => ctx.dataSource.query('SELECT 1')),
      probe(() => ctx.keyValue.ping()),
    ]);
    return { status: database === 'ok' && keyValueStore === 'ok' ? 'ok' : 'unavailable', database, keyValueStore };
  }
}

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
