import {
  organizationOf,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
  type Sample,
} from '../../../test/authorization-matrix.fixture';

const connectionIn = (fixture: MatrixFixture, placement: Placement) =>
  fixture.env.createErpConnection(organizationOf(fixture, placement), {
    baseUrl: 'http://127.0.0.1:9',
    login: 'admin',
    password: 'simulator',
  });
const connectionSample: Sample = async (fixture, placement) => ({
  params: { id: await connectionIn(fixture, placement) },
});
const organizationSample: Sample = async (fixture, placement) => ({
  headers: { 'X-Organization-Id': organizationOf(fixture, placement) },
});

/**
 * Supplier and document sync, histories, counterparties and debts: syncs act on a fresh connection of the targeted
 * organization whose address nothing listens on (an allowed sync answers 200 with a Failed run); organization-wide
 * reads name the organization in X-Organization-Id, over a seeded supplier snapshot so no live read is needed.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/erp/connections/{id}/sync-suppliers': connectionSample,
  'POST /api/erp/connections/{id}/sync-documents': connectionSample,
  'GET /api/erp/connections/{connectionId}/document-sync-runs': async (fixture, placement) => ({
    params: { connectionId: await connectionIn(fixture, placement) },
  }),
  'GET /api/erp/supplier-sync-runs': organizationSample,
  'GET /api/erp/document-sync-runs': organizationSample,
  'GET /api/erp/debts': organizationSample,
  'GET /api/erp/counterparties': async (fixture, placement) => {
    const organizationId = organizationOf(fixture, placement);
    const connectionId = await connectionIn(fixture, placement);
    await fixture.env.app.dataSource.query(
      `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, revision)
       VALUES ($1, $2, 'matrix-supplier', 'Matrix supplier', 1)`,
      [connectionId, organizationId],
    );
    return { headers: { 'X-Organization-Id': organizationId } };
  },
};
