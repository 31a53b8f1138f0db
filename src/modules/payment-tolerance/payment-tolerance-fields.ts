import { validationFailed, type FieldErrors } from '../../platform/errors/domain-error';
import { exactToMinorUnits, minorUnitsToDecimal, parseExactDecimal } from '../../platform/money/minor-units';

/** The longest ids the write-off target columns hold. */
const MAX_ID_LENGTH = 100;

/** A setting as validated: the limits as stored, the target ids trimmed (not yet checked against the lists). */
export interface ToleranceContent {
  amount: number | null;
  percentBasisPoints: number | null;
  writeOffAccountId: string;
  writeOffCashFlowArticleId: string;
}

interface ContentInput {
  amount?: number | null;
  percent?: number | null;
  writeOffAccountId: string;
  writeOffCashFlowArticleId: string;
}

/**
 * Every field at once as validation.failed: `amount` at least 1 (min), `percent` per `basisPointsOf`, each target id
 * required and at most 100 characters.
 */
export function contentOf(input: ContentInput): ToleranceContent {
  const errors: FieldErrors = {};
  const amount = input.amount ?? null;
  if (amount !== null && amount < 1) errors.amount = ['min'];
  const percent = input.percent ?? null;
  const basisPoints = percent === null ? null : basisPointsOf(percent);
  if (typeof basisPoints === 'string') errors.percent = [basisPoints];
  const writeOffAccountId = idOf(input.writeOffAccountId, 'writeOffAccountId', errors);
  const writeOffCashFlowArticleId = idOf(input.writeOffCashFlowArticleId, 'writeOffCashFlowArticleId', errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    amount,
    percentBasisPoints: basisPoints as number | null,
    writeOffAccountId,
    writeOffCashFlowArticleId,
  };
}

/**
 * A percent as it arrived (a JSON or GraphQL number) in basis points, exactly: its shortest decimal text
 * (`String(0.5)` is `0.5`) read by integer arithmetic, so 0.29 is 29 and never 28.999…; or why it is refused: `min`
 * (not above 0), `max` (above 100), `fraction_digits` (more than 2 fraction digits, `1e-7` included).
 */
export function basisPointsOf(percent: number): number | 'min' | 'max' | 'fraction_digits' {
  const decimal = parseExactDecimal(String(percent));
  if (decimal.coefficient <= 0n) return 'min';
  if (decimal.coefficient > 100n * 10n ** BigInt(decimal.scale)) return 'max';
  const { value, rounded } = exactToMinorUnits(decimal, 2, 'truncate');
  return rounded ? 'fraction_digits' : value;
}

/** Basis points as the percent clients read: 50 is 0.5, the number nearest to that decimal text. */
export function percentOf(basisPoints: number | null): number | null {
  return basisPoints === null ? null : Number(minorUnitsToDecimal(basisPoints, 2));
}

function idOf(value: string, field: string, errors: FieldErrors): string {
  const trimmed = value.trim();
  if (!trimmed) errors[field] = ['required'];
  else if (trimmed.length > MAX_ID_LENGTH) errors[field] = ['max_length'];
  return trimmed;
}
