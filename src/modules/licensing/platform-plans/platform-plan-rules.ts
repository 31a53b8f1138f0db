import type { FieldErrors } from '../../../platform/errors/domain-error';
import { isLicensingCode } from '../licensing-code';

export const PLAN_STATUSES = ['Draft', 'Active', 'Retired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_VISIBILITIES = ['Internal', 'Public'] as const;
export type PlanVisibility = (typeof PLAN_VISIBILITIES)[number];

export const BILLING_PERIODS = ['Monthly', 'Yearly', 'OneTime'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type EntitlementValue = number | boolean | string;

/** The members a create or an update sends, in the plan's documented order (docs/licensing.md, "The plan"). */
export interface PlatformPlanFields {
  code: string;
  name: string;
  description: string;
  priceMinor: number;
  currency: string;
  billingPeriod: BillingPeriod;
  features: string[];
  sortOrder: number;
  status: PlanStatus;
  visibility: PlanVisibility;
  providerPriceRef: string | null;
  entitlements: Record<string, EntitlementValue>;
}

/** The canonical plan every deployment has: it stays Active and Public under this code. */
export const FREE_PLAN_CODE = 'free';

export const PLAN_LIMITS = {
  nameLength: 200,
  descriptionLength: 2000,
  features: 50,
  featureLength: 200,
  providerPriceRefLength: 200,
  entitlements: 100,
  entitlementStringLength: 200,
} as const;

export const ENTITLEMENT_KEY = /^[a-z][a-z0-9_.-]{0,63}$/;
const CURRENCY = /^[A-Z]{3}$/;
// Control characters have no place in text a public price page shows.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Field errors of a plan as the service would store it, or `{}` when it is valid. One rule set for both directions:
 * a write that breaks it is 400 validation.failed, and a stored public plan that breaks it (changed by hand) makes
 * the public catalog refuse to answer rather than publish it. Takes `unknown` members because stored rows are only
 * as trustworthy as whoever last wrote them.
 */
export function planFieldErrors(plan: { [K in keyof PlatformPlanFields]: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  const fail = (field: string, key: string) => {
    const keys = (errors[field] ??= []);
    if (!keys.includes(key)) keys.push(key);
  };

  if (typeof plan.code !== 'string' || plan.code === '') fail('code', 'required');
  else if (!isLicensingCode(plan.code)) fail('code', 'invalid');

  checkText(plan.name, 'name', PLAN_LIMITS.nameLength, true, fail);
  checkText(plan.description, 'description', PLAN_LIMITS.descriptionLength, false, fail);

  if (!Number.isSafeInteger(plan.priceMinor)) fail('priceMinor', 'integer');
  else if ((plan.priceMinor as number) < 0) fail('priceMinor', 'min');

  if (typeof plan.currency !== 'string' || !CURRENCY.test(plan.currency)) fail('currency', 'invalid');
  if (!oneOf(BILLING_PERIODS, plan.billingPeriod)) fail('billingPeriod', 'invalid');

  if (!Array.isArray(plan.features)) fail('features', 'invalid');
  else {
    if (plan.features.length > PLAN_LIMITS.features) fail('features', 'too_many');
    plan.features.forEach((feature, index) =>
      checkText(feature, `features.${index}`, PLAN_LIMITS.featureLength, true, fail),
    );
    if (new Set(plan.features).size !== plan.features.length) fail('features', 'duplicate');
  }

  if (!Number.isInteger(plan.sortOrder) || Math.abs(plan.sortOrder as number) > 2_147_483_647)
    fail('sortOrder', 'integer');
  if (!oneOf(PLAN_STATUSES, plan.status)) fail('status', 'invalid');
  if (!oneOf(PLAN_VISIBILITIES, plan.visibility)) fail('visibility', 'invalid');

  if (plan.providerPriceRef !== null)
    checkText(plan.providerPriceRef, 'providerPriceRef', PLAN_LIMITS.providerPriceRefLength, true, fail);

  checkEntitlements(plan.entitlements, fail);
  return errors;
}

function checkText(
  value: unknown,
  field: string,
  maxLength: number,
  required: boolean,
  fail: (field: string, key: string) => void,
): void {
  if (typeof value !== 'string') fail(field, required ? 'required' : 'invalid');
  else if (required && value.trim() === '') fail(field, 'required');
  else if (value.length > maxLength) fail(field, 'max_length');
  else if (CONTROL.test(value)) fail(field, 'invalid');
}

function checkEntitlements(value: unknown, fail: (field: string, key: string) => void): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('entitlements', 'object');
    return;
  }
  const entries = Object.entries(value);
  if (entries.length > PLAN_LIMITS.entitlements) fail('entitlements', 'too_many');
  for (const [key, entry] of entries) {
    // The key is a code chosen by the vendor; only its shape is reported, never an unrecognized key itself.
    if (!ENTITLEMENT_KEY.test(key)) {
      fail('entitlements', 'invalid_key');
      continue;
    }
    const valid =
      typeof entry === 'boolean' ||
      (typeof entry === 'number' && Number.isFinite(entry)) ||
      (typeof entry === 'string' && entry.length <= PLAN_LIMITS.entitlementStringLength && !CONTROL.test(entry));
    if (!valid) fail(`entitlements.${key}`, 'invalid');
  }
}

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
