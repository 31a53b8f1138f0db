import type { AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

export const authorizationSamples: AuthorizationSamples = {
  // Reach-scoped: platform roles see every tenant's postings (the foreign one's included); others only their own.
  'GET /api/reports/reconciliation-evidence/export.csv': async () => ({ platformWide: true }),
};
