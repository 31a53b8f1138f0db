import type { Sample } from './authorization-matrix.samples';

/**
 * The audit log exports: reach-scoped like the list, so one case per caller; a platform user's export lists every
 * tenant by design, an organization user's must not show the foreign one.
 */
export function auditSamples(): Record<string, Sample> {
  return {
    'GET /api/audit-log/export.csv': async () => ({ platformWide: true }),
    'GET /api/audit-log/export.pdf': async () => ({ platformWide: true }),
  };
}
