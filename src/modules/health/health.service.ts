import type { RequestContext } from '../../platform/context/request-context';
import type { Logger } from '../../platform/logging/logger';
import type { HealthStatus } from './dto/health-status.type';

const CHECK_TIMEOUT_MS = 2000;
const URL_PATTERN = /[a-z][a-z0-9+.-]*:\/\/\S+/gi;

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
      this.logger.warn({ traceId: ctx.traceId, store, error: safeErrorOf(error) }, 'health check failed');
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Type, code and message only: driver errors may carry query parameters, and a connection failure's message may
 * quote the connection string with its password, so any URL in the message is left out.
 */
function safeErrorOf(error: unknown): { type?: string; code?: string; message?: string } {
  const { name, code, message } = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  return {
    type: typeof name === 'string' ? name : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message.replace(URL_PATTERN, '[url]') : undefined,
  };
}
