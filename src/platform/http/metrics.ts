import type { Request, Response } from 'express';

/** Process counters in the Prometheus text format; the benchmark reads them to report SQL statements per request. */
export const metrics = {
  httpRequests: 0,
  sqlStatements: 0,
};

export function metricsHandler(_req: Request, res: Response): void {
  res
    .type('text/plain; version=0.0.4')
    .send(
      [
        '# HELP http_requests_total HTTP requests served.',
        '# TYPE http_requests_total counter',
        `http_requests_total ${metrics.httpRequests}`,
        '# HELP db_statements_total SQL statements sent to the database.',
        '# TYPE db_statements_total counter',
        `db_statements_total ${metrics.sqlStatements}`,
        '',
      ].join('\n'),
    );
}
