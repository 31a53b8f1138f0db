import type { RequestContext } from '../../platform/context/request-context';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { normalizeCounterpartyName } from '../counterparty-matching/counterparty-matching.module';

/**
 * The name matcher normalized as counterparty rules normalize names, so it compares with the bank lines' stored
 * `counterparty_name_normalized`. A text that normalizes to nothing (only legal forms) would match every name:
 * validation.failed invalid.
 */
export function normalizedNameOf(nameContains: string | null): string | null {
  if (nameContains === null) return null;
  const normalized = normalizeCounterpartyName(nameContains);
  if (!normalized) throw validationFailed({ counterpartyNameContains: ['invalid'] });
  if (normalized.length > 500) throw validationFailed({ counterpartyNameContains: ['max_length'] });
  return normalized;
}

/** A rule's outlet must be an active outlet of its organization. */
export async function assertOutletOf(
  ctx: RequestContext,
  organizationId: string,
  locationId: string | null,
): Promise<void> {
  if (locationId === null) return;
  const [outlet] = await ctx.em.query('SELECT 1 FROM locations WHERE id = $1 AND organization_id = $2 AND is_active', [
    locationId,
    organizationId,
  ]);
  if (!outlet) throw new DomainError('direct_posting_rule.location_unknown', { params: { locationId } });
}
