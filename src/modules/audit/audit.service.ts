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
}

/**
 * Writes audit entries through the request's entity manager, so inside `@Transactional` the entry commits or
 * rolls back with the change it records.
 */
export class AuditService {
  async record(ctx: RequestContext, record: AuditRecord): Promise<void> {
    const actor = ctx.credentials.kind === 'token' ? await ctx.requireActor().catch(() => null) : null;
    await ctx.em.query(
      `INSERT INTO audit_log (action, entity_type, entity_id, organization_id, location_id, user_id, user_email, message, details_json, trace_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        record.action,
        record.entityType,
        record.entityId ?? null,
        record.organizationId ?? null,
        record.locationId ?? null,
        actor?.userId ?? null,
        actor?.email ?? null,
        record.message.slice(0, 500),
        JSON.stringify(sanitizeAuditDetails(record.details ?? {})),
        ctx.traceId,
      ],
    );
  }
}
