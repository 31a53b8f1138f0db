import { startErpSimulator, type ErpSimulator } from '../../erp-simulator/erp-simulator';
import {
  organizationOf,
  type AuthorizationSamples,
  type MatrixFixture,
  type Placement,
  type Sample,
} from '../../../test/authorization-matrix.fixture';

/** An address nothing listens on: a failed check still answers 200. */
const UNREACHABLE = 'http://127.0.0.1:9';

/** Accounting-system simulator for the connection routes that must reach a server; started on first use. */
let matrixSimulator: Promise<ErpSimulator> | null = null;
afterAll(async () => {
  if (matrixSimulator) await (await matrixSimulator).close();
});
const simulator = () => {
  matrixSimulator ??= startErpSimulator({ port: 0, sessionLimit: 1000 });
  return matrixSimulator;
};

const connectionIn = async (fixture: MatrixFixture, placement: Placement, baseUrl = UNREACHABLE) =>
  fixture.env.createErpConnection(organizationOf(fixture, placement), {
    baseUrl,
    login: 'admin',
    password: 'simulator',
  });

/** Seeds the connection's local copy of its references, so reads need no live call. */
const withCopy = async (fixture: MatrixFixture, connectionId: string) => {
  for (const kind of ['accounts', 'cash-flow-articles'])
    await fixture.env.app.dataSource.query(
      `INSERT INTO erp_reference_snapshots (connection_id, kind, items) VALUES ($1, $2, $3)
       ON CONFLICT (connection_id, kind) DO NOTHING`,
      [connectionId, kind, JSON.stringify([{ id: 'ref-1', code: '1', name: 'Matrix reference' }])],
    );
  return connectionId;
};

/** The organization's default (made one when a deleted default left it without), with a local copy. */
const defaultIn: Sample = async (fixture, placement) => {
  const organizationId = organizationOf(fixture, placement);
  const query = (sql: string, params: unknown[]) => fixture.env.app.dataSource.query(sql, params);
  const [found] = await query(
    `SELECT id FROM erp_connections WHERE organization_id = $1 AND is_default AND deleted_at_utc IS NULL`,
    [organizationId],
  );
  let id = found?.id as string | undefined;
  if (!id) {
    id = await connectionIn(fixture, placement);
    await query(`UPDATE erp_connections SET is_default = true WHERE id = $1`, [id]);
  }
  await withCopy(fixture, id);
  return { headers: { 'X-Organization-Id': organizationId } };
};

const connection: Sample = async (fixture, placement) => ({
  params: { id: await connectionIn(fixture, placement) },
});
const references: Sample = async (fixture, placement) => ({
  params: { connectionId: await withCopy(fixture, await connectionIn(fixture, placement)) },
});
const createBody = (fixture: MatrixFixture, placement: Placement) => ({
  organizationId: organizationOf(fixture, placement),
  name: 'Matrix connection',
  baseUrl: UNREACHABLE,
  login: 'admin',
  password: 'simulator',
});

/**
 * Accounting-system connections: each case on a fresh connection of the targeted organization. Checks go to an
 * address nothing listens on; rotation and the service account need the simulator; reference reads are served from
 * a seeded local copy.
 */
export const authorizationSamples: AuthorizationSamples = {
  'GET /api/erp/connections/operational-flags': async () => ({}),
  'POST /api/erp/connections/probe': async (fixture, placement) => ({ body: createBody(fixture, placement) }),
  'POST /api/erp/connections': async (fixture, placement) => ({ body: createBody(fixture, placement) }),
  'GET /api/erp/connections': async (fixture, placement) => ({
    headers: { 'X-Organization-Id': organizationOf(fixture, placement) },
  }),
  'GET /api/erp/connections/{id}': connection,
  'GET /api/erp/connections/{id}/health': connection,
  'POST /api/erp/connections/{id}/test': connection,
  'POST /api/erp/connections/{id}/credentials/rotate': async (fixture, placement) => ({
    params: { id: await connectionIn(fixture, placement, (await simulator()).baseUrl) },
    body: { login: 'admin', password: 'simulator' },
  }),
  'POST /api/erp/connections/{id}/service-account/ensure': async (fixture, placement) => ({
    params: { id: await connectionIn(fixture, placement, (await simulator()).baseUrl) },
  }),
  'POST /api/erp/connections/{id}/default': connection,
  'DELETE /api/erp/connections/{id}': connection,
  'GET /api/erp/connections/{connectionId}/references/accounts': references,
  'GET /api/erp/connections/{connectionId}/references/cash-flow-articles': references,
  'GET /api/erp/references/accounts': defaultIn,
  'GET /api/erp/references/cash-flow-articles': defaultIn,
};
