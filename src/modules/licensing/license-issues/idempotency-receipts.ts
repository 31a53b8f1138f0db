import { createHash } from 'node:crypto';
import type { RequestContext } from '../../../platform/context/request-context';
import { selectColumns, type PropertyOf } from '../../../platform/database/entity-columns';
import { DomainError, validationFailed } from '../../../platform/errors/domain-error';
import { IdempotencyReceipt } from './idempotency-receipt.entity';

/** One value, 1–128 of `[A-Za-z0-9_.:-]`; the REST shim checks the header the same way. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The scope of a stored receipt besides the tenant: the route, named by its REST method and path template. */
export type IdempotentRoute =
  | 'POST /api/v1/customers/organizations/{organizationId}/license-issues'
  | 'POST /api/v1/licenses/subscription-issues'
  | 'POST /api/v1/customers/organizations/{organizationId}/licenses/{licenseId}/key/rotations'
  | 'POST /api/v1/licenses/{licenseId}/key/rotate';

/** What a call asked for: its path ids and its body; the fingerprint is taken over both. */
export interface IdempotentRequest {
  tenantId: string;
  route: IdempotentRoute;
  key: string;
  pathIds: Record<string, string>;
  body: Record<string, unknown>;
}

/** A committed call's receipt as stored: never the plaintext key (it is shown once, by the first commit). */
export type StoredReceipt<T> = Pick<IdempotencyReceipt, 'operationId' | 'licenseId'> & { receipt: T };

/** What a claim reads of a stored receipt: the fingerprint it compares, and the receipt it replays. */
const CLAIM_PROPERTIES = [
  'fingerprint',
  'operationId',
  'licenseId',
  'receipt',
] as const satisfies readonly PropertyOf<IdempotencyReceipt>[];

const CLAIM_COLUMNS = selectColumns(IdempotencyReceipt, null, CLAIM_PROPERTIES);

export function checkIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY.test(key)) throw validationFailed({ idempotencyKey: ['invalid'] });
}

/** JSON with the members of every object sorted, so member order never changes the fingerprint. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the canonical JSON of the path ids and the body: member order does not change it. */
export function fingerprintOf(request: Pick<IdempotentRequest, 'pathIds' | 'body'>): string {
  return createHash('sha256')
    .update(canonicalJson({ path: request.pathIds, body: request.body }))
    .digest('hex');
}

/**
 * Idempotency receipts of issue and rotation (docs/licensing.md, "Idempotency of issue and rotation"; table
 * licensing_idempotency_receipts). A call first takes a transaction-level advisory lock on its (tenant, route, key) and
 * only then reads the receipt: calls with one key run one after another, and since every statement of a READ COMMITTED
 * transaction sees what committed before it, a waiting call reads the receipt its predecessor committed and replays it.
 * Only commits leave a receipt: it is written in the transaction of the change, so a refused or failed call leaves the
 * key free.
 */
export class IdempotencyReceipts {
  /**
   * Serializes the calls of one key, then: the stored receipt when one exists with the same fingerprint; 409
   * customer_license_actions.idempotency_conflict when it exists with another (before any business rule); null
   * when the key is free and the caller goes on to its change.
   */
  async claim<T>(ctx: RequestContext, request: IdempotentRequest): Promise<StoredReceipt<T> | null> {
    checkIdempotencyKey(request.key);
    await ctx.em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `licensing-idempotency:${request.tenantId}:${request.route}:${request.key}`,
    ]);
    const [stored]: Pick<IdempotencyReceipt, (typeof CLAIM_PROPERTIES)[number]>[] = await ctx.em.query(
      `SELECT ${CLAIM_COLUMNS} FROM licensing_idempotency_receipts
        WHERE tenant_id = $1 AND route = $2 AND idempotency_key = $3`,
      [request.tenantId, request.route, request.key],
    );
    if (!stored) return null;
    if (stored.fingerprint !== fingerprintOf(request))
      throw new DomainError('customer_license_actions.idempotency_conflict');
    return { operationId: stored.operationId, licenseId: stored.licenseId, receipt: stored.receipt as T };
  }

  /** Keeps the receipt of a commit, in its transaction, forever. `receipt` must not hold the plaintext key. */
  async save<T extends object>(
    ctx: RequestContext,
    request: IdempotentRequest,
    stored: StoredReceipt<T>,
  ): Promise<void> {
    if ('plaintextKey' in stored.receipt) throw new Error('a stored receipt never holds the plaintext key');
    await ctx.em.query(
      `INSERT INTO licensing_idempotency_receipts
         (tenant_id, route, idempotency_key, fingerprint, operation_id, license_id, receipt)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        request.tenantId,
        request.route,
        request.key,
        fingerprintOf(request),
        stored.operationId,
        stored.licenseId,
        JSON.stringify(stored.receipt),
      ],
    );
  }
}
