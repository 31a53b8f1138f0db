import { createHash } from 'node:crypto';
import type { RequestContext } from '../../platform/context/request-context';
import { nameWords, normalizeCounterpartyName, normalizeTaxId } from './counterparty-name';

/**
 * What tells that two bank lines pay the same payee, strongest first: the counterparty tax id, the counterparty
 * account number, the normalized counterparty name (docs/counterparty-matching.md §Learning from manual matches).
 */
export const PAYEE_KEY_KINDS = ['TaxId', 'Account', 'Name'] as const;
export type PayeeKeyKind = (typeof PAYEE_KEY_KINDS)[number];

/** Fewer digits than this is no account number (a placeholder, a fragment). */
const MIN_ACCOUNT_DIGITS = 5;

/** The tax id of a row as normalizeTaxId compares it (letters and digits, upper case), in SQL. */
const taxIdSql = (alias: string) => `upper(regexp_replace(${alias}.counterparty_tax_id, '[^0-9A-Za-z]', '', 'g'))`;
/** The digits of a row's counterparty account, in SQL: they never leave the database. */
const accountDigitsSql = (alias: string) => `regexp_replace(${alias}.counterparty_account, '[^0-9]', '', 'g')`;

/** One key of a line: its kind, a hash that identifies it, and the form that may be shown (an account only masked). */
export interface PayeeKey {
  kind: PayeeKeyKind;
  hash: string;
  display: string;
}

/** A line's tenant, its keys (strongest first) and its normalized name, read by id. */
export interface PayeeKeys {
  organizationId: string;
  locationId: string;
  keys: PayeeKey[];
  normalizedName: string;
}

/**
 * The keys of one transaction. The account is hashed and compared inside the database, so its full number is never
 * read into the service, answered or logged; only the masked form stored at import is shown.
 */
export async function payeeKeysOf(ctx: RequestContext, transactionId: string): Promise<PayeeKeys | null> {
  const [row]: {
    organization_id: string;
    location_id: string;
    counterparty_tax_id: string | null;
    account_hash: string | null;
    counterparty_account_masked: string | null;
    counterparty_name: string | null;
    counterparty_name_normalized: string | null;
  }[] = await ctx.em.query(
    `SELECT t.organization_id, t.location_id, t.counterparty_tax_id, t.counterparty_account_masked, t.counterparty_name,
            t.counterparty_name_normalized,
            CASE WHEN length(${accountDigitsSql('t')}) >= ${MIN_ACCOUNT_DIGITS}
                 THEN encode(sha256(convert_to('Account:' || ${accountDigitsSql('t')}, 'UTF8')), 'hex') END
              AS account_hash
       FROM bank_transactions t WHERE t.id = $1`,
    [transactionId],
  );
  if (!row) return null;
  const keys: PayeeKey[] = [];
  const taxId = normalizeTaxId(row.counterparty_tax_id);
  if (taxId) keys.push({ kind: 'TaxId', hash: keyHash('TaxId', taxId), display: taxId });
  if (row.account_hash)
    keys.push({ kind: 'Account', hash: row.account_hash, display: row.counterparty_account_masked ?? '****' });
  const normalizedName = row.counterparty_name_normalized ?? normalizeCounterpartyName(row.counterparty_name);
  if (normalizedName) keys.push({ kind: 'Name', hash: keyHash('Name', normalizedName), display: normalizedName });
  return { organizationId: row.organization_id, locationId: row.location_id, keys, normalizedName };
}

/** The hash of a tax id or normalized name key; the database computes an account's the same way from its digits. */
function keyHash(kind: 'TaxId' | 'Name', value: string): string {
  return createHash('sha256').update(`${kind}:${value}`, 'utf8').digest('hex');
}

/**
 * SQL: line `t` shares the key of this kind with the source line `s` (same organization checked by the caller).
 * The name compares the stored normalized form, written at import.
 */
export function sharesKeySql(kind: PayeeKeyKind): string {
  switch (kind) {
    case 'TaxId':
      return `${taxIdSql('t')} = ${taxIdSql('s')}`;
    case 'Account':
      return `${accountDigitsSql('t')} = ${accountDigitsSql('s')}`;
    case 'Name':
      return `t.counterparty_name_normalized = s.counterparty_name_normalized`;
  }
}

/**
 * The longest run of whole words every name contains, earliest first on a tie; '' when they share none. The pattern
 * of a rule learned from lines of one account whose names are spelled differently.
 */
export function commonWordRun(names: readonly string[]): string {
  const [first, ...others] = names.map(nameWords);
  if (!first) return '';
  for (let length = first.length; length > 0; length -= 1) {
    for (let start = 0; start + length <= first.length; start += 1) {
      const run = first.slice(start, start + length).join(' ');
      if (others.every((words) => ` ${words.join(' ')} `.includes(` ${run} `))) return run;
    }
  }
  return '';
}
