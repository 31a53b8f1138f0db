import { randomUUID } from 'node:crypto';
import type { TestEnvironment } from './test-environment';

/**
 * What the authorization matrix (test/authorization-matrix.e2e.test.ts) gives the samples of the feature modules (the
 * `<name>.authorization-samples.ts` files under src/modules), and the seeds several modules' samples share. The seeds
 * write by SQL, so a module's samples need no other module's internals.
 */

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

/** A valid request for one case, built per case so that mutations act on throwaway resources in the targeted scope. */
export type Sample = (fixture: MatrixFixture, placement: Placement) => Promise<MatrixRequest>;

/**
 * What a module's `<name>.authorization-samples.ts` exports as `authorizationSamples`: a sample per REST route of the
 * module's operations (table routes, file routes and webhooks), keyed `METHOD /path` as the route declares it, e.g.
 * `GET /api/organizations/{id}`. The matrix collects every module's, refuses a route sampled twice, and fails for a
 * route without a sample.
 */
export type AuthorizationSamples = Record<string, Sample>;

/** The organization and outlet a case targets. */
export function target(fixture: MatrixFixture, placement: Placement): { organizationId: string; locationId: string } {
  if (placement === 'own') return { organizationId: fixture.own, locationId: fixture.ownOutlet };
  if (placement === 'foreignOrganization')
    return { organizationId: fixture.foreign, locationId: fixture.foreignOutlet };
  // A foreign outlet named together with the caller's own organization.
  return { organizationId: fixture.own, locationId: fixture.foreignOutlet };
}

/** The organization a case targets: the caller's own, or the foreign one for both foreign placements. */
export function organizationOf(fixture: MatrixFixture, placement: Placement): string {
  return placement === 'own' ? fixture.own : fixture.foreign;
}

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
export async function insertMatrixTransaction(
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

/** The default connection of an organization, created on first use. */
async function defaultConnectionOf(fixture: MatrixFixture, organizationId: string): Promise<string> {
  const [found] = await fixture.env.app.dataSource.query(
    'SELECT id FROM erp_connections WHERE organization_id = $1 AND is_default AND deleted_at_utc IS NULL',
    [organizationId],
  );
  if (found) return found.id as string;
  return fixture.env.createErpConnection(organizationId, {
    baseUrl: 'http://127.0.0.1:9',
    login: 'matrix',
    password: 'matrix-password',
  });
}

/** A Debit of 100 RUB matched to the matrix supplier, and its open invoice on the default connection, in the outlet. */
export async function matchedTransactionIn(
  fixture: MatrixFixture,
  placement: Placement,
): Promise<{ transactionId: string; documentId: string }> {
  const db = fixture.env.app.dataSource;
  const importId = await insertMatrixImport(fixture, placement);
  const [transaction] = await db.query(
    `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
                                    transaction_date, direction, amount, currency, match_status, match_reason,
                                    matched_counterparty_id, matched_counterparty_name)
     SELECT id, organization_id, location_id, 0, 0, '2026-11-01', 'Debit', 100, 'RUB', 'ManualMatched', 'manual',
            'matrix-supplier', 'Matrix supplier'
       FROM bank_imports WHERE id = $1
     RETURNING id, organization_id, location_id`,
    [importId],
  );
  const connectionId = await defaultConnectionOf(fixture, transaction.organization_id);
  const documentId = `matrix-${randomUUID()}`;
  await db.query(
    `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
       document_date, supplier_external_id, direction, document_type, amount, paid_amount, unpaid_amount, currency,
       payment_status, location_id, is_processed, revision)
     VALUES ($1, $2, $3, 'M-1', '2026-10-01', 'matrix-supplier', 'incoming', 'IncomingInvoice', 100, 0, 100, 'RUB',
             'Unpaid', $4, true, 1)`,
    [connectionId, transaction.organization_id, documentId, transaction.location_id],
  );
  return { transactionId: transaction.id, documentId };
}
