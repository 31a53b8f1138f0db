import { DomainError, validationFailed, type FieldErrors } from '../../platform/errors/domain-error';

const MAX_LENGTH = { name: 200, counterpartyNameContains: 500, purposeContains: 500 } as const;

/** What selects a rule's lines, trimmed and checked; the name matcher still as entered (normalized by the service). */
export interface RuleMatchers {
  locationId: string | null;
  direction: string;
  counterpartyTaxId: string | null;
  counterpartyNameContains: string | null;
  purposeContains: string | null;
  amountMin: number | null;
  amountMax: number | null;
}

interface MatchersInput {
  locationId?: string | null;
  direction: string;
  counterpartyTaxId?: string | null;
  counterpartyNameContains?: string | null;
  purposeContains?: string | null;
  amountMin?: number | null;
  amountMax?: number | null;
}

/**
 * Checked in this order: direct_posting_rule.matcher_required (no tax id, name or purpose; blank counts as absent),
 * then every field at once as validation.failed: the tax id's form, the lengths, and the amount range (each bound at
 * least 1, the upper one at least the lower one).
 */
export function matchersOf(input: MatchersInput, extraErrors: FieldErrors = {}): RuleMatchers {
  const rawTaxId = blankToNull(input.counterpartyTaxId);
  const counterpartyNameContains = blankToNull(input.counterpartyNameContains);
  const purposeContains = blankToNull(input.purposeContains);
  if (!rawTaxId && !counterpartyNameContains && !purposeContains)
    throw new DomainError('direct_posting_rule.matcher_required');
  const errors: FieldErrors = { ...extraErrors };
  // Statements write tax ids with spaces or dashes now and then; the comparison drops them on both sides.
  const counterpartyTaxId = rawTaxId === null ? null : rawTaxId.replace(/[\s-]/g, '').toUpperCase();
  if (counterpartyTaxId !== null && !/^[0-9A-Z]{5,32}$/.test(counterpartyTaxId)) errors.counterpartyTaxId = ['invalid'];
  if (counterpartyNameContains && counterpartyNameContains.length > MAX_LENGTH.counterpartyNameContains)
    errors.counterpartyNameContains = ['max_length'];
  if (purposeContains && purposeContains.length > MAX_LENGTH.purposeContains) errors.purposeContains = ['max_length'];
  const amountMin = input.amountMin ?? null;
  const amountMax = input.amountMax ?? null;
  if (amountMin !== null && amountMin < 1) errors.amountMin = ['min'];
  if (amountMax !== null && (amountMax < 1 || (amountMin !== null && amountMax < amountMin)))
    errors.amountMax = ['min'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    locationId: input.locationId ?? null,
    direction: input.direction,
    counterpartyTaxId,
    counterpartyNameContains,
    purposeContains,
    amountMin,
    amountMax,
  };
}

/** A rule's name: required (blank is required), at most 200 characters; reported with the matchers' field errors. */
export function nameErrorsOf(name: string | null | undefined): FieldErrors {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return { name: ['required'] };
  return trimmed.length > MAX_LENGTH.name ? { name: ['max_length'] } : {};
}

function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
