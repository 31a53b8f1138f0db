import type { RequestContext } from '../../platform/context/request-context';
import { columnOf, type PropertyOf } from '../../platform/database/entity-columns';
import { sanitizeAuditDetails } from './audit-details';
import { AuditEntry } from './audit-entry.entity';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | null;
  organizationId?: string | null;
  locationId?: string | null;
  message: string;
  details?: Record<string, unknown>;
  /**
   * Only for operations that have no signed-in actor by design, such as accepting an invitation (the invitee acts),
   * or an edge gateway proving itself with its enrollment token (a non-user: `{ nonUser: 'edgeGateway:<id>' }`,
   * named in details.actor like a service account). Otherwise the entry belongs to the request's actor.
   */
  actor?: AuditActor | { nonUser: string };
}

export interface AuditActor {
  userId: string;
  email: string;
}

/**
 * Writes audit entries through the request's entity manager, so inside `@Transactional` the entry commits or
 * rolls back with the change it records. Every entry names its user: a request whose actor cannot be loaded fails
 * instead of leaving an entry nobody is accountable for.
 */
export class AuditService {
  async record(ctx: RequestContext, record: AuditRecord): Promise<void> {
    await this.recordMany(ctx, [record]);
  }

  /** Several entries of the request in one statement, so a set-based change (a bulk action) stays bounded. */
  async recordMany(ctx: RequestContext, records: readonly AuditRecord[]): Promise<void> {
    if (records.length === 0) return;
    const rows = await Promise.all(records.map((record) => rowOf(ctx, record)));
    await ctx.em.query(INSERT_ENTRIES, [ctx.traceId, ...INSERTED.map((property) => rows.map((row) => row[property]))]);
  }
}

/** What an entry's writer fills in; the id and the time are the table's defaults, the trace id the request's. */
const INSERTED = [
  'action',
  'entityType',
  'entityId',
  'organizationId',
  'locationId',
  'userId',
  'userEmail',
  'message',
  'detailsJson',
] as const satisfies readonly PropertyOf<AuditEntry>[];

/** An entry to insert; its details serialized already, for the jsonb cast of the statement. */
type AuditInsert = Pick<AuditEntry, Exclude<(typeof INSERTED)[number], 'detailsJson'>> & { detailsJson: string };

const ARRAY_TYPE: Record<(typeof INSERTED)[number], string> = {
  action: 'text',
  entityType: 'text',
  entityId: 'text',
  organizationId: 'uuid',
  locationId: 'uuid',
  userId: 'uuid',
  userEmail: 'text',
  message: 'text',
  detailsJson: 'jsonb',
};

/** Any number of entries in one statement: one array parameter per column, unnested into rows. */
const INSERT_ENTRIES = (() => {
  const columns = INSERTED.map((property) => columnOf(AuditEntry, property)).join(', ');
  const arrays = INSERTED.map((property, index) => `$${index + 2}::${ARRAY_TYPE[property]}[]`).join(', ');
  return `INSERT INTO audit_log (${columns}, ${columnOf(AuditEntry, 'traceId')})
          SELECT e.*, $1 FROM unnest(${arrays}) AS e(${columns})`;
})();

async function rowOf(ctx: RequestContext, record: AuditRecord): Promise<AuditInsert> {
  if (record.actor && 'nonUser' in record.actor) return nonUserRow(record, record.actor.nonUser);
  const actor = record.actor ?? (await actorOf(ctx));
  // A service account is no user: the entry names it in details.actor and leaves user_id/user_email empty.
  if (!record.actor && ctx.credentials.kind === 'serviceAccount') return nonUserRow(record, actor.email);
  return { ...entryOf(record), userId: actor.userId, userEmail: actor.email, detailsJson: detailsOf(record) };
}

function nonUserRow(record: AuditRecord, actor: string): AuditInsert {
  return { ...entryOf(record), userId: null, userEmail: null, detailsJson: detailsOf(record, { actor }) };
}

function entryOf(record: AuditRecord): Omit<AuditInsert, 'userId' | 'userEmail' | 'detailsJson'> {
  return {
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId ?? null,
    organizationId: record.organizationId ?? null,
    locationId: record.locationId ?? null,
    message: record.message.slice(0, 500),
  };
}

function detailsOf(record: AuditRecord, extra: Record<string, unknown> = {}): string {
  return JSON.stringify(sanitizeAuditDetails({ ...record.details, ...extra }));
}

/** The request's signed-in user; unauthorized when the token's user or session is gone since the guard ran. */
async function actorOf(ctx: RequestContext): Promise<AuditActor> {
  // Audited operations are signed-in ones unless they pass `actor`; reaching here anonymously is a wiring fault.
  if (ctx.credentials.kind === 'anonymous' || ctx.credentials.kind === 'rejected')
    throw new Error('An audit entry needs an actor: none was passed and the request has no signed-in user');
  return ctx.requireActor();
}
