import type { RequestContext } from '../../platform/context/request-context';
import { safeErrorFields, type SafeErrorFields } from '../../platform/errors/log-error';
import type { Logger } from '../../platform/logging/logger';
import type { HealthStatus } from './dto/health-status.type';

const CHECK_TIMEOUT_MS = 2000;

export class HealthService {
  constructor(private readonly logger: Logger) {}

  async check(ctx: RequestContext): Promise<HealthStatus> {
    const [database, keyValueStore] = await Promise.all([
      this.probe(ctx, 'database', () => ctx.dataSource.query('SELECT 1')),
      this.probe(ctx, 'keyValueStore', () => ctx.keyValue.ping()),
    ]);
    return { status: database === 'ok' && keyValueStore === 'ok' ? 'ok' : 'unavailable', database, keyValueStore };
  }

  /** A store that is down is answered as `unavailable`; why it is down goes to the log, for the operator. */
  private async probe(
    ctx: RequestContext,
    store: 'database' | 'keyValueStore',
    check: () => Promise<unknown>,
  ): Promise<'ok' | 'unavailable'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([check(), timeout]);
      return 'ok';
    } catch (error) {
      this.logger.warn(
        { traceId: ctx.traceId, store, error: withoutStack(safeErrorFields(error)) },
        'health check failed',
      );
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A store being down is an operational fact, not a bug: no stack. */
function withoutStack({ stack: _stack, ...fields }: SafeErrorFields): SafeErrorFields {
  return fields;
}
