import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors/domain-error';

/**
 * Process counters in the Prometheus text format; the benchmarks read them to report SQL statements per request and
 * transaction retries per write.
 */
export const metrics = {
  httpRequests: 0,
  sqlStatements: 0,
  /** Transactions run again after a serialization failure (40001) or a deadlock (40P01), by SQLSTATE. */
  transactionRetries: { '40001': 0, '40P01': 0 } as Record<string, number>,
};

/**
 * GET /metrics for a scraper holding METRICS_TOKEN as its bearer token. Without a configured token the route does
 * not exist (404), so the counters are never public by default.
 */
export function metricsHandler(token: string | null) {
  const expected = token === null ? null : digest(token);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (expected === null) {
      next(new DomainError('not_found'));
      return;
    }
    const presented = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    // Digests have one length, so the comparison takes the same time whatever was presented.
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      next(new DomainError('unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } }));
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain; version=0.0.4').send(metricsText());
  };
}

function metricsText(): string {
  return [
    '# HELP http_requests_total HTTP requests served.',
    '# TYPE http_requests_total counter',
    `http_requests_total ${metrics.httpRequests}`,
    '# HELP db_statements_total SQL statements sent to the database.',
    '# TYPE db_statements_total counter',
    `db_statements_total ${metrics.sqlStatements}`,
    '# HELP db_transaction_retries_total Transactions run again after a serialization failure or deadlock, by SQLSTATE.',
    '# TYPE db_transaction_retries_total counter',
    ...Object.entries(metrics.transactionRetries).map(
      ([sqlState, count]) => `db_transaction_retries_total{sqlstate="${sqlState}"} ${count}`,
    ),
    '',
  ].join('\n');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
