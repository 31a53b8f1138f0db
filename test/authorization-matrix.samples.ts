import { randomUUID } from 'node:crypto';
import { ROLE_IDS } from '../src/modules/identity/identity.module';
import { startErpSimulator, type ErpSimulator } from '../src/erp-simulator/erp-simulator';
import { auditSamples } from './authorization-matrix.audit-samples';
import { catalogSamples } from './authorization-matrix.catalog-samples';
import { licensingCustomerSamples } from './authorization-matrix.licensing-customer-samples';
import { licenseActionSamples } from './authorization-matrix.license-action-samples';
import { edgeGatewaySamples } from './authorization-matrix.edge-gateway-samples';
import { licenseIssueSamples } from './authorization-matrix.license-issue-samples';
import { messengerSamples } from './authorization-matrix.messenger-samples';
import { paymentSamples } from './authorization-matrix.payment-samples';
import { planSamples } from './authorization-matrix.plan-samples';
import { tenancySamples } from './authorization-matrix.tenancy-samples';
import { postingSamples } from './authorization-matrix.posting-samples';
import { workItemSamples } from './authorization-matrix.work-item-samples';
import type { SignedInClient, TestEnvironment } from './test-environment';

/** Where the target of a matrix case lives relative to the caller's own organization. */
export type Placement = 'own' | 'foreignOrganization' | 'foreignOutlet';

export interface MatrixFixture {
  env: TestEnvironment;
  own: string;
  ownOutlet: string;
  foreign: string;
  /** Searched for in every denied response: it must never leak. */
  foreignName: string;
  foreignOutlet: string;
}

export interface MatrixRequest {
  params?: Record<string, string>;
  body?: object;
  headers?: Record<string, string>;
  /** A multipart `file` part instead of a JSON body. */
  file?: { content: Buffer; fileName: string };
  /** When the allowed answer differs from the route's declared success status. */
  successStatus?: number;
  /** The error code an allowed answer carries (a disabled route answers 410 once access passes). */
  allowedCode?: string;
  /** The allowed answer of a platform user lists every tenant by design (context options, audit log). */
  platformWide?: boolean;
}

export type Sample = (fixture: MatrixFixture, placement: Placement) => Promise<MatrixRequest>;

/** The organization and outlet a case targets. */
export function target(fixture: MatrixFixture, placement: Placement): { organizationId: string; locationId: string } {
  if (placement === 'own') return { organizationId: fixture.own, locationId: fixture.ownOutlet };
  if (placement === 'foreignOrganization')
    return { organizationId: fixture.foreign, locationId: fixture.foreignOutlet };
  // A foreign outlet named together with the caller's own organization.
  return { organizationId: fixture.own, locationId: fixture.foreignOutlet };
}

/** The organization a case targets: the caller's own, or the foreign one for both foreign placements. */
function organizationOf(fixture: MatrixFixture, placement: Placement): string {
  return placement === 'own' ? fixture.own : fixture.foreign;
}

/**
 * A valid request per route (`METHOD /path`), built per case so that mutations act on throwaway resources in
 * the targeted scope. The matrix test fails for a route of the table that has no sample here.
 */
export const SAMPLES: Record<string, Sample> = {
  'POST /api/auth/login': async ({ env }) => {
    const user = await env.createUser();
    return { body: { email: user.email, password: user.password } };
  },
  'POST /api/auth/refresh': async ({ env }) => {
    const client = await env.signIn(await env.createUser());
    return { body: { refreshToken: client.refreshToken } };
  },
  // A throwaway session, so the shared per-role client stays signed in.
  'POST /api/auth/logout': async ({ env }) => {
    const client = await env.signIn(await env.createUser());
    return { headers: { Authorization: `Bearer ${client.accessToken}` } };
  },
  'GET /api/auth/me': async () => ({}),
  'GET /api/health': async () => ({}),
  'GET /api/auth/context': async () => ({ platformWide: true }),
  'POST /api/auth/context': async ({ own, ownOutlet }) => ({ body: { organizationId: own, locationId: ownOutlet } }),
  'GET /api/dashboard': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
  'GET /api/payment-anomalies': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
  'GET /api/audit-log': async () => ({ platformWide: true }),
  // Reach-scoped: platform roles see every tenant's postings (the foreign one's included); others only their own.
  'GET /api/reports/reconciliation-evidence/export.csv': async () => ({ platformWide: true }),
  // A unique CSV statement per case, so no upload is a duplicate of another.
  'POST /api/bank-statements/import': async (fixture, placement) => ({
    headers: contextHeaders(fixture, placement),
    file: {
      content: Buffer.from(`date;amount\n2026-11-01;${randomUUID().replace(/\D/g, '').slice(0, 6)}.00\n`),
      fileName: 'matrix.csv',
    },
  }),
  ...userSamples(),
  ...organizationSamples(),
  ...bankImportAdminSamples(),
  ...bankImportReadSamples(),
  ...bankImportDuplicateSamples(),
  ...erpConnectionSamples(),
  ...erpSyncSamples(),
  ...counterpartyMatchSamples(),
  ...nameMatchSamples(),
  ...counterpartyRuleSamples(),
  ...paymentSamples(),
  ...postingSamples(),
  ...auditSamples(),
  ...workItemSamples(),
  ...messengerSamples(),
  ...planSamples(),
  ...tenancySamples(),
  ...catalogSamples(),
  ...licensingCustomerSamples(),
  ...licenseActionSamples(),
  ...edgeGatewaySamples(),
  ...licenseIssueSamples(),
};

/**
 * Context headers of a case. A foreign outlet goes with its own organization: paired with the caller's
 * organization it would be context.location.organization_mismatch for every role, platform staff included.
 */
export function contextHeaders(fixture: MatrixFixture, placement: Placement): Record<string, string> {
  const { organizationId, locationId } =
    placement === 'foreignOutlet'
      ? { organizationId: fixture.foreign, locationId: fixture.foreignOutlet }
      : target(fixture, placement);
  return { 'X-Organization-Id': organizationId, 'X-Location-Id': locationId };
}

/** `/api/organizations/{id}` with `{id: '…'}` → the concrete path. */
export function expressPathParams(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`sample for ${path} lacks the path parameter ${name}`);
    return params[name];
  });
}

/** Platform, scoped user and invitation routes: each case acts on a throwaway user. */
function userSamples(): Record<string, Sample> {
  const viewerUser = async ({ env }: MatrixFixture, organizationId: string) => {
    const user = await env.createUser({ roles: [{ role: 'Viewer', scope: { organizationId } }] });
    const [assignment] = await env.app.dataSource.query('SELECT id FROM role_assignments WHERE user_id = $1', [
      user.id,
    ]);
    return { userId: user.id, assignmentId: assignment.id as string };
  };
  const inviters = new WeakMap<MatrixFixture, Promise<SignedInClient>>();
  const inviteToken = async (fixture: MatrixFixture) => {
    if (!inviters.has(fixture)) inviters.set(fixture, fixture.env.clientFor('MegaAdmin'));
    const response = await (
      await inviters.get(fixture)!
    )
      .rest('post', '/api/platform/users/invites')
      .send({ email: `invitee-${randomUUID()}@example.test`, roleId: ROLE_IDS.Viewer, organizationId: fixture.own });
    return response.body.inviteToken as string;
  };
  return {
    'GET /api/platform/users': async () => ({ platformWide: true }),
    'POST /api/platform/users': async () => ({
      body: {
        email: `created-${randomUUID()}@example.test`,
        displayName: 'Created',
        password: 'long-enough-1',
        isActive: true,
      },
    }),
    'GET /api/platform/users/roles': async () => ({}),
    'PUT /api/platform/users/{targetUserId}': async ({ env }) => ({
      params: { targetUserId: (await env.createUser()).id },
      body: { displayName: 'Renamed', isActive: true },
    }),
    'POST /api/platform/users/{targetUserId}/roles': async ({ env, own }) => ({
      params: { targetUserId: (await env.createUser()).id },
      body: { roleId: ROLE_IDS.Viewer, organizationId: own },
    }),
    'DELETE /api/platform/users/{targetUserId}/roles/{assignmentId}': async (fixture) => {
      const { userId, assignmentId } = await viewerUser(fixture, fixture.own);
      return { params: { targetUserId: userId, assignmentId } };
    },
    'GET /api/organizations/{id}/users': async (fixture, placement) => ({
      params: { id: organizationOf(fixture, placement) },
    }),
    'POST /api/organizations/{id}/users/{userId}/roles': async (fixture, placement) => ({
      params: { id: organizationOf(fixture, placement), userId: (await fixture.env.createUser()).id },
      body: { roleId: ROLE_IDS.Viewer },
    }),
    'DELETE /api/organizations/{id}/users/{userId}/roles/{assignmentId}': async (fixture, placement) => {
      const { userId, assignmentId } = await viewerUser(fixture, organizationOf(fixture, placement));
      return { params: { id: organizationOf(fixture, placement), userId, assignmentId } };
    },
    'GET /api/locations/{id}/users': async (fixture, placement) => ({
      params: { id: target(fixture, placement).locationId },
    }),
    'POST /api/locations/{id}/users/{userId}/roles': async (fixture, placement) => ({
      params: { id: target(fixture, placement).locationId, userId: (await fixture.env.createUser()).id },
      body: { roleId: ROLE_IDS.Viewer },
    }),
    'POST /api/platform/users/invites': async ({ own }) => ({
      body: { email: `invitee-${randomUUID()}@example.test`, roleId: ROLE_IDS.Viewer, organizationId: own },
    }),
    'POST /api/auth/invites/check': async (fixture) => ({ body: { inviteToken: await inviteToken(fixture) } }),
    'POST /api/auth/invites/accept': async (fixture) => ({
      body: { inviteToken: await inviteToken(fixture), password: 'long-enough-1', displayName: 'Invitee' },
    }),
  };
}

/** Organization, outlet, quota and settings routes: writes act on throwaway organizations or outlets. */
function organizationSamples(): Record<string, Sample> {
  const outletBody = () => ({ name: 'Matrix outlet', code: `M-${randomUUID()}`, timeZone: 'UTC', chainKey: 'main' });
  const sameName = async ({ env }: MatrixFixture, id: string) => {
    const [row] = await env.app.dataSource.query('SELECT name FROM organizations WHERE id = $1', [id]);
    return { name: row.name as string, status: 'Active' };
  };
  return {
    'GET /api/platform/organizations': async () => ({ platformWide: true }),
    'POST /api/platform/organizations': async () => ({ body: { name: 'Matrix organization' } }),
    'GET /api/platform/organizations/{id}': async ({ own }) => ({ params: { id: own } }),
    // organization.users.manage on the organization: the platform path also takes the scoped permission.
    'PUT /api/platform/organizations/{id}': async (fixture, placement) => {
      const id = organizationOf(fixture, placement);
      return { params: { id }, body: await sameName(fixture, id) };
    },
    'DELETE /api/platform/organizations/{id}': async ({ env }) => {
      const id = await env.createOrganization('Matrix archived');
      await env.app.dataSource.query(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [id]);
      return { params: { id }, body: { confirmName: 'Matrix archived', reason: 'matrix' } };
    },
    'GET /api/platform/organizations/{id}/quota': async (fixture, placement) => ({
      params: { id: organizationOf(fixture, placement) },
    }),
    'PUT /api/platform/organizations/{id}/quota': async ({ env }) => ({
      params: { id: await env.createOrganization() },
      body: { maxUsers: 10, maxLocations: null, maxMonthlyBankImports: null },
    }),
    // Platform users' first organization may be any tenant.
    'GET /api/organizations/current': async () => ({ platformWide: true }),
    'GET /api/organizations/{id}': async (fixture, placement) => ({
      params: { id: organizationOf(fixture, placement) },
    }),
    'PUT /api/organizations/{id}': async (fixture, placement) => {
      const id = organizationOf(fixture, placement);
      return { params: { id }, body: await sameName(fixture, id) };
    },
    'POST /api/organizations/{id}/children': async (fixture, placement) => ({
      params: { id: organizationOf(fixture, placement) },
      body: { name: 'Matrix child' },
    }),
    'GET /api/organizations/{id}/locations': async (fixture, placement) => ({
      params: { id: organizationOf(fixture, placement) },
    }),
    'POST /api/organizations/{id}/locations': async (fixture, placement) => ({
      params: { id: organizationOf(fixture, placement) },
      body: outletBody(),
    }),
    'PUT /api/organizations/{id}/locations/{locationId}': async (fixture, placement) => {
      const id = organizationOf(fixture, placement);
      return { params: { id, locationId: await fixture.env.createLocation(id) }, body: outletBody() };
    },
    'GET /api/locations/{id}': async (fixture, placement) => ({
      params: { id: target(fixture, placement).locationId },
    }),
    'GET /api/platform/settings': async () => ({}),
    'PUT /api/platform/settings': async () => ({ body: { settings: {} } }),
  };
}

/**
 * An import (by SQL, no stored file) in the targeted outlet, with a balance review open, so the override and the
 * delete each act on a fresh one.
 */
export async function insertMatrixImport(fixture: MatrixFixture, placement: Placement): Promise<string> {
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256, balance_matches)
     SELECT organization_id, id, 'SuccessWithWarnings', 'matrix.txt', 10, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), false
       FROM locations WHERE id = $1
     RETURNING id`,
    [target(fixture, placement).locationId],
  );
  return row.id as string;
}

/** A transaction of 100 RUB, alone in a fresh import of the targeted outlet, in the given match status. */
async function insertMatrixTransaction(
  fixture: MatrixFixture,
  placement: Placement,
  direction: 'Credit' | 'Debit',
  status = 'Unmatched',
): Promise<string> {
  const importId = await insertMatrixImport(fixture, placement);
  const [row] = await fixture.env.app.dataSource.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                    transaction_date, direction, amount, currency, match_status, match_reason)
     SELECT id, organization_id, location_id, 0, 0, '2026-11-01', $2::varchar, 100, 'RUB', $3::varchar,
            CASE $3::varchar WHEN 'ManualMatched' THEN 'manual' WHEN 'Excluded' THEN 'excluded' ELSE 'no_evidence' END
       FROM bank_imports WHERE id = $1
     RETURNING id`,
    [importId, direction, status],
  );
  return row.id as string;
}

/** Quality override and import delete: each case on its own import in the targeted outlet. */
function bankImportAdminSamples(): Record<string, Sample> {
  return {
    'POST /api/bank-statements/imports/{id}/quality-review/override': async (fixture, placement) => ({
      params: { id: await insertMatrixImport(fixture, placement) },
      body: { reason: 'Bank confirmed the closing balance', rowVersion: 1 },
    }),
    'DELETE /api/bank-statements/imports/{id}': async (fixture, placement) => ({
      params: { id: await insertMatrixImport(fixture, placement) },
      body: { reason: 'Uploaded to the wrong outlet' },
    }),
  };
}

/** Import and transaction reads: an import (and a transaction in it) in the targeted outlet. */
function bankImportReadSamples(): Record<string, Sample> {
  const importIn = async (fixture: MatrixFixture, placement: Placement) => ({
    params: { id: await insertMatrixImport(fixture, placement) },
  });
  return {
    'GET /api/bank-statements/imports': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
    'GET /api/bank-statements/imports/{id}': importIn,
    'GET /api/bank-statements/imports/{id}/transactions': importIn,
    'GET /api/bank-statements/imports/{id}/quality-report': importIn,
    'GET /api/bank-statements/transactions/{id}': async (fixture, placement) => ({
      params: { id: await insertMatrixTransaction(fixture, placement, 'Credit') },
    }),
    'GET /api/bank-statements/quality-summary': async (fixture, placement) => ({
      headers: contextHeaders(fixture, placement),
    }),
    'GET /api/bank-statements/import-health-summary': async (fixture, placement) => ({
      headers: contextHeaders(fixture, placement),
    }),
    'GET /api/bank-statements/supported-banks': async () => ({}),
    'GET /api/bank-statements/imports/{id}/file': async (fixture, placement) => ({
      params: { id: await uploadedImport(fixture, placement) },
    }),
  };
}

/** An import with its original stored, uploaded by a MegaAdmin into the targeted outlet; one per placement. */
const uploads = new Map<Placement, Promise<string>>();
function uploadedImport(fixture: MatrixFixture, placement: Placement): Promise<string> {
  const upload = async () => {
    const uploader = await fixture.env.clientFor('MegaAdmin');
    const response = await uploader
      .rest('post', '/api/bank-statements/import')
      .set(contextHeaders(fixture, placement))
      .attach(
        'file',
        Buffer.from(`date;amount\n2026-11-02;${randomUUID().replace(/\D/g, '').slice(0, 6)}.00\n`),
        'matrix.csv',
      );
    if (response.status !== 202) throw new Error(`matrix upload answered ${response.status}`);
    return response.body.importId as string;
  };
  if (!uploads.has(placement)) uploads.set(placement, upload());
  return uploads.get(placement)!;
}

/** Duplicate candidates and reprocess previews: a fresh candidate pair or import in the targeted outlet. */
function bankImportDuplicateSamples(): Record<string, Sample> {
  const importIn = async (fixture: MatrixFixture, placement: Placement) => ({
    params: { id: await insertMatrixImport(fixture, placement) },
  });
  const candidateIn = async (fixture: MatrixFixture, placement: Placement) => {
    const [earlier, later] = [
      await insertMatrixImport(fixture, placement),
      await insertMatrixImport(fixture, placement),
    ];
    const [row] = await fixture.env.app.dataSource.query(
      `WITH t AS (
         INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                        transaction_date, direction, amount, currency)
         SELECT id, organization_id, location_id, 0, 0, '2026-11-01', 'Credit', 100, 'RUB' FROM bank_imports
         WHERE id IN ($1, $2)
         RETURNING id, import_id, organization_id, location_id)
       INSERT INTO bank_duplicate_candidates (organization_id, location_id, import_id, transaction_id,
                                              duplicate_of_import_id, duplicate_of_transaction_id)
       SELECT n.organization_id, n.location_id, n.import_id, n.id, o.import_id, o.id
       FROM t n JOIN t o ON n.import_id = $2 AND o.import_id = $1
       RETURNING id`,
      [earlier, later],
    );
    return { params: { candidateId: row.id as string } };
  };
  const previewIn = async (fixture: MatrixFixture, placement: Placement) => {
    const importId = await insertMatrixImport(fixture, placement);
    const [row] = await fixture.env.app.dataSource.query(
      `INSERT INTO bank_import_reprocess_previews (import_id, organization_id, location_id, status, existing_transaction_count)
       SELECT id, organization_id, location_id, 'OriginalFileUnavailable', 0 FROM bank_imports WHERE id = $1
       RETURNING id`,
      [importId],
    );
    return { params: { id: importId, previewId: row.id as string } };
  };
  return {
    'GET /api/bank-statements/imports/{id}/duplicates': importIn,
    'POST /api/bank-statements/duplicates/{candidateId}/confirm': candidateIn,
    'POST /api/bank-statements/duplicates/{candidateId}/dismiss': candidateIn,
    'POST /api/bank-statements/imports/{id}/reprocess-preview': importIn,
    'GET /api/bank-statements/imports/{id}/reprocess-previews': importIn,
    'GET /api/bank-statements/imports/{id}/reprocess-previews/{previewId}': previewIn,
  };
}

/** Accounting-system simulator for the connection routes that must reach a server; started on first use. */
let matrixSimulator: Promise<ErpSimulator> | null = null;
afterAll(async () => {
  if (matrixSimulator) await (await matrixSimulator).close();
});

/**
 * Accounting-system connections: each case on a fresh connection of the targeted organization. Checks go to an
 * address nothing listens on (a failed check still answers 200); rotation and the service account need the
 * simulator; reference reads are served from a seeded local copy.
 */
function erpConnectionSamples(): Record<string, Sample> {
  const unreachable = 'http://127.0.0.1:9';
  const simulator = () => {
    matrixSimulator ??= startErpSimulator({ port: 0, sessionLimit: 1000 });
    return matrixSimulator;
  };
  const connectionIn = async (fixture: MatrixFixture, placement: Placement, baseUrl = unreachable) =>
    fixture.env.createErpConnection(organizationOf(fixture, placement), {
      baseUrl,
      login: 'admin',
      password: 'simulator',
    });
  const withCopy = async (fixture: MatrixFixture, connectionId: string) => {
    for (const kind of ['accounts', 'cash-flow-articles'])
      await fixture.env.app.dataSource.query(
        `INSERT INTO erp_reference_snapshots (connection_id, kind, items) VALUES ($1, $2, $3)
         ON CONFLICT (connection_id, kind) DO NOTHING`,
        [connectionId, kind, JSON.stringify([{ id: 'ref-1', code: '1', name: 'Matrix reference' }])],
      );
    return connectionId;
  };
  // The organization's default (made one when a deleted default left it without), with a local copy.
  const defaultIn = async (fixture: MatrixFixture, placement: Placement) => {
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
  const connection = async (fixture: MatrixFixture, placement: Placement) => ({
    params: { id: await connectionIn(fixture, placement) },
  });
  const references = async (fixture: MatrixFixture, placement: Placement) => ({
    params: { connectionId: await withCopy(fixture, await connectionIn(fixture, placement)) },
  });
  const createBody = (fixture: MatrixFixture, placement: Placement) => ({
    organizationId: organizationOf(fixture, placement),
    name: 'Matrix connection',
    baseUrl: unreachable,
    login: 'admin',
    password: 'simulator',
  });
  return {
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
}

/**
 * Supplier and document sync, histories, counterparties and debts: syncs act on a fresh connection of the targeted
 * organization whose address nothing listens on (an allowed sync answers 200 with a Failed run); organization-wide
 * reads name the organization in X-Organization-Id, over a seeded supplier snapshot so no live read is needed.
 */
function erpSyncSamples(): Record<string, Sample> {
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
  return {
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
}

/** Name matching: outlet reads of the context outlet. */
function nameMatchSamples(): Record<string, Sample> {
  const inContext = async (fixture: MatrixFixture, placement: Placement) => ({
    headers: contextHeaders(fixture, placement),
  });
  return { 'GET /api/name-matches/summary': inContext, 'GET /api/name-matches': inContext };
}

/** Manual decisions: each case on its own transaction in the targeted outlet, in a state the operation accepts. */
function counterpartyMatchSamples(): Record<string, Sample> {
  const transactionIn = (fixture: MatrixFixture, placement: Placement, status: string) =>
    insertMatrixTransaction(fixture, placement, 'Debit', status);
  return {
    'POST /api/counterparty-matches': async (fixture, placement) => ({
      body: {
        bankTransactionId: await transactionIn(fixture, placement, 'Unmatched'),
        erpCounterpartyId: 'supplier-1',
        erpCounterpartyName: 'Supplier One',
      },
    }),
    'POST /api/counterparty-matches/revert': async (fixture, placement) => ({
      body: { bankTransactionId: await transactionIn(fixture, placement, 'ManualMatched') },
    }),
    'POST /api/counterparty-matches/exclude': async (fixture, placement) => ({
      body: { bankTransactionId: await transactionIn(fixture, placement, 'Unmatched') },
    }),
    'POST /api/counterparty-matches/unexclude': async (fixture, placement) => ({
      body: { bankTransactionId: await transactionIn(fixture, placement, 'Excluded') },
    }),
    'GET /api/counterparty-matches': async (fixture, placement) => ({ headers: contextHeaders(fixture, placement) }),
  };
}

/**
 * Counterparty rules: reads name the targeted organization in X-Organization-Id; writes act on a fresh rule (or a
 * fresh transaction for the create from a match) of the targeted organization, with a unique pattern.
 */
function counterpartyRuleSamples(): Record<string, Sample> {
  const ruleIn = async (fixture: MatrixFixture, placement: Placement, isActive: boolean) => {
    const [row] = await fixture.env.app.dataSource.query(
      `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                       erp_counterparty_name, is_active)
       VALUES ($1, $2::varchar, lower($2::varchar), 'matrix-supplier', 'Matrix supplier', $3) RETURNING id`,
      [organizationOf(fixture, placement), `matrix ${randomUUID().replace(/\W/g, '')}`, isActive],
    );
    return { params: { id: row.id as string } };
  };
  const inOrganization: Sample = async (fixture, placement) => ({
    headers: { 'X-Organization-Id': organizationOf(fixture, placement) },
  });
  return {
    'GET /api/counterparties': inOrganization,
    'GET /api/counterparties/rules': inOrganization,
    'POST /api/counterparties/rules': async (fixture, placement) => ({
      body: {
        bankTransactionId: await insertMatrixTransaction(fixture, placement, 'Debit'),
        pattern: `Matrix ${randomUUID()}`,
        erpCounterpartyId: 'matrix-supplier',
        erpCounterpartyName: 'Matrix supplier',
      },
      successStatus: 201,
    }),
    'PUT /api/counterparties/rules/{id}': async (fixture, placement) => ({
      ...(await ruleIn(fixture, placement, true)),
      body: { pattern: `Matrix ${randomUUID()}` },
    }),
    'POST /api/counterparties/rules/{id}/deactivate': (fixture, placement) => ruleIn(fixture, placement, true),
    'POST /api/counterparties/rules/{id}/activate': (fixture, placement) => ruleIn(fixture, placement, false),
    'POST /api/counterparties/rules/conflict-preview': async (fixture, placement) => ({
      body: { organizationId: organizationOf(fixture, placement), pattern: 'Matrix supplier' },
    }),
  };
}
