import type { AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

/**
 * The audit log and its exports: reach-scoped, so one case per caller; a platform user's answer lists every tenant by
 * design, an organization user's must not show the foreign one.
 */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/audit-log': async () => ({ platformWide: true }),
  'GET /api/audit-log/export.csv': async () => ({ platformWide: true }),
  'GET /api/audit-log/export.pdf': async () => ({ platformWide: true }),
};
