import type { RequestContext } from '../../platform/context/request-context';
import { sanitizeAuditDetails } from './audit-details';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | null;
  organizationId?: string | null;
  locationId?: string | null;
  message: string;
  details?: Record<string, unknown>;
  /**
   * Only for operations that have no signed-in actor by design, such as accepting an invitation (the invitee acts).
   * Otherwise the entry belongs to the request's actor.
   */
  actor?: AuditActor;
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
    const actor = record.actor ?? (await actorOf(ctx));
    // A service account is no user: the entry names it in details.actor and leaves user_id/user_email empty.
    const serviceAccount = !record.actor && ctx.credentials.kind === 'serviceAccount';
    const details = serviceAccount ? { ...record.details, actor: actor.email } : (record.details ?? {});
    await ctx.em.query(
      `INSERT INTO audit_log (action, entity_type, entity_id, organization_id, location_id, user_id, user_email, message, details_json, trace_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        record.action,
        record.entityType,
        record.entityId ?? null,
        record.organizationId ?? null,
        record.locationId ?? null,
        serviceAccount ? null : actor.userId,
        serviceAccount ? null : actor.email,
        record.message.slice(0, 500),
        JSON.stringify(sanitizeAuditDetails(details)),
        ctx.traceId,
      ],
    );
  }
}

/** The request's signed-in user; unauthorized when the token's user or session is gone since the guard ran. */
async function actorOf(ctx: RequestContext): Promise<AuditActor> {
  // Audited operations are signed-in ones unless they pass `actor`; reaching here anonymously is a wiring fault.
  if (ctx.credentials.kind === 'anonymous' || ctx.credentials.kind === 'rejected')
    throw new Error('An audit entry needs an actor: none was passed and the request has no signed-in user');
  return ctx.requireActor();
}
