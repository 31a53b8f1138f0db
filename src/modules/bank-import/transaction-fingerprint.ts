import { hash } from 'node:crypto';
import type { ParsedTransaction } from './parsing/statement-parser';

/**
 * The transaction fingerprint behind duplicate candidates and the reprocess preview (docs/bank-imports.md):
 * lowercase hex SHA-256 of, joined by U+001F,
 *
 * 1. `v1` (the definition's version),
 * 2. the statement account: letters and digits only, upper case (empty when the statement has none),
 * 3. the currency, 4. the booking date `YYYY-MM-DD`, 5. the direction (Debit/Credit), 6. the amount in minor units,
 * 7. `ref:` + the bank reference (trimmed, inner whitespace collapsed, upper case) when the bank gave one; otherwise
 *    `cp:` + the normalized counterparty name (NFKC, lower case, letters and digits only, single spaces) + `|` +
 *    the counterparty account (letters and digits only, upper case).
 *
 * The same entry exported twice (overlapping statements) gives the same fingerprint; repeated payments to one
 * supplier on one day differ by their references. The organization is not part of it: lookups filter by it.
 * Stored as the 32 raw bytes (bytea), shown nowhere.
 */
export function transactionFingerprint(
  statementAccount: string | null,
  transaction: Pick<
    ParsedTransaction,
    | 'transactionDate'
    | 'direction'
    | 'amount'
    | 'currency'
    | 'bankReference'
    | 'counterpartyName'
    | 'counterpartyAccount'
  >,
): string {
  const reference = normalizeReference(transaction.bankReference);
  const party =
    reference !== ''
      ? `ref:${reference}`
      : `cp:${normalizeName(transaction.counterpartyName)}|${normalizeAccount(transaction.counterpartyAccount)}`;
  const parts = [
    'v1',
    normalizeStatementAccount(statementAccount),
    transaction.currency.trim().toUpperCase(),
    transaction.transactionDate,
    transaction.direction,
    String(transaction.amount),
    party,
  ];
  return hash('sha256', parts.join('\u001f'), 'hex');
}

/** The statement account repeats on every transaction of a statement: normalized once per run of equal values. */
let lastAccount: string | null = null;
let lastNormalizedAccount = '';

function normalizeStatementAccount(account: string | null): string {
  if (account !== lastAccount) {
    lastAccount = account;
    lastNormalizedAccount = normalizeAccount(account);
  }
  return lastNormalizedAccount;
}

function normalizeAccount(account: string | null): string {
  return (account ?? '').replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}

function normalizeReference(reference: string | null): string {
  return (reference ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
}

function normalizeName(name: string | null): string {
  return (name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
