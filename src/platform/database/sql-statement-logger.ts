import type { Logger as TypeOrmLogger } from 'typeorm';
import { recordSqlStatement } from '../context/request-scope';
import type { Logger } from '../logging/logger';
import { metrics } from '../http/metrics';

/**
 * TypeORM logger that counts every statement (process-wide for /metrics and per request) and logs failures and
 * slow queries without their parameters, which may hold hashes, tokens or bank data.
 */
export class SqlStatementLogger implements TypeOrmLogger {
  constructor(private readonly logger: Logger) {}

  logQuery(): void {
    metrics.sqlStatements += 1;
    recordSqlStatement();
  }

  logQueryError(error: string | Error, query: string): void {
    const code = typeof error === 'object' ? (error as { code?: string }).code : undefined;
    this.logger.debug({ sqlState: code, query: truncate(query) }, 'sql statement failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ durationMs: time, query: truncate(query) }, 'slow sql statement');
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.info({ migration: message }, 'migration');
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn({ typeorm: String(message) }, 'typeorm warning');
  }
}

function truncate(query: string): string {
  return query.length > 500 ? `${query.slice(0, 500)}…` : query;
}
