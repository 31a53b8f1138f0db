import { createHash } from 'node:crypto';
import type { FieldErrors } from '../../../platform/errors/domain-error';
import { codeKey, isLicensingCode } from '../licensing-code';

export const OFFER_VERSION_STATES = ['Draft', 'Published', 'Retired'] as const;
export type OfferVersionState = (typeof OFFER_VERSION_STATES)[number];

export const SUBSCRIPTION_STATUSES = ['Trialing', 'Active', 'PastDue', 'Cancelled', 'Expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface Tariff {
  code: string;
  name: string;
  seatLimit: number | null;
}

/** The terms of an offer version that its policy snapshot freezes on publish. */
export interface OfferPolicy {
  tariffs: Tariff[];
  sharedSeatPool: number | null;
  validityDays: number;
}

/** The format of the canonical policy JSON below; a new format gets a new number and old hashes stay valid. */
export const POLICY_SNAPSHOT_VERSION = 1;

export const CATALOG_LIMITS = { nameLength: 200, tariffs: 50, validityDays: 36_500, count: 2_147_483_647 } as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The canonical JSON of a policy (snapshot version 1): an object with exactly the members `sharedSeatPool`,
 * `tariffs`, `validityDays` in that (lexical) order; `tariffs` in the order stored, each `{code, name, seatLimit}`
 * in that order; null written as `null`; no whitespace (JSON.stringify of exactly these values).
 */
export function canonicalPolicy(policy: OfferPolicy): string {
  return JSON.stringify({
    sharedSeatPool: policy.sharedSeatPool,
    tariffs: policy.tariffs.map(({ code, name, seatLimit }) => ({ code, name, seatLimit })),
    validityDays: policy.validityDays,
  });
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of the canonical policy JSON. */
export function policyHash(policy: OfferPolicy): string {
  return createHash('sha256').update(canonicalPolicy(policy), 'utf8').digest('hex');
}

export function nameErrors(name: unknown, field: string, errors: FieldErrors): void {
  if (typeof name !== 'string' || name.trim() === '') add(errors, field, 'required');
  else if (name.length > CATALOG_LIMITS.nameLength) add(errors, field, 'max_length');
  else if (CONTROL.test(name)) add(errors, field, 'invalid');
}

export function codeErrors(code: unknown, field: string, errors: FieldErrors): void {
  if (typeof code !== 'string' || code === '') add(errors, field, 'required');
  else if (!isLicensingCode(code)) add(errors, field, 'invalid');
}

/** Field errors of the policy an offer version is created with, or `{}`. */
export function policyErrors(policy: OfferPolicy): FieldErrors {
  const errors: FieldErrors = {};
  if (policy.tariffs.length === 0) add(errors, 'tariffs', 'required');
  if (policy.tariffs.length > CATALOG_LIMITS.tariffs) add(errors, 'tariffs', 'too_many');
  policy.tariffs.forEach((tariff, index) => {
    codeErrors(tariff.code, `tariffs.${index}.code`, errors);
    nameErrors(tariff.name, `tariffs.${index}.name`, errors);
    countErrors(tariff.seatLimit, `tariffs.${index}.seatLimit`, errors);
  });
  // A subscription names its tariff in any case, so two tariffs of a version may not differ only by case.
  if (new Set(policy.tariffs.map((tariff) => codeKey(tariff.code))).size !== policy.tariffs.length)
    add(errors, 'tariffs', 'duplicate');
  countErrors(policy.sharedSeatPool, 'sharedSeatPool', errors);
  if (!Number.isInteger(policy.validityDays) || policy.validityDays < 1) add(errors, 'validityDays', 'min');
  else if (policy.validityDays > CATALOG_LIMITS.validityDays) add(errors, 'validityDays', 'max');
  return errors;
}

/** A seat count: an integer ≥ 0, or null (a null limit or pool is never issuable). */
function countErrors(value: number | null, field: string, errors: FieldErrors): void {
  if (value === null) return;
  if (!Number.isInteger(value) || value < 0) add(errors, field, 'min');
  else if (value > CATALOG_LIMITS.count) add(errors, field, 'max');
}

function add(errors: FieldErrors, field: string, key: string): void {
  const keys = (errors[field] ??= []);
  if (!keys.includes(key)) keys.push(key);
}
