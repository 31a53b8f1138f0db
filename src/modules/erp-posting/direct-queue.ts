import { createHash } from 'node:crypto';
import type { RequestContext } from '../../platform/context/request-context';
import type { ErrorCode } from '../../platform/errors/error-codes';
import type { TakingRule } from './direct-rules.port';
import { PAY_OUT_ONLY_DIALECTS } from './posting-rules';

/** Every reason a direct posting is refused, in the order the first one found is answered. */
export const DIRECT_QUEUE_BLOCK_ORDER = [
  'bank_import_balance_review_required',
  'direct_posting_rule_missing',
  'direct_posting_rule_ambiguous',
  'direct_posting_rule_stale',
  'erp_posting_rule_unsupported',
] as const satisfies readonly ErrorCode[];

export type DirectBlockCode = (typeof DIRECT_QUEUE_BLOCK_ORDER)[number];

/**
 * Dialects whose direct pay-out names a counterparty: every pay-out type iikoServer offers is a supplier type, which
 * books only with a `counteragent` (docs/iiko-server.md §2), so a direct posting rule there names one.
 */
export const COUNTERPARTY_REQUIRED_DIALECTS: ReadonlySet<string> = new Set(['IikoServer']);

/** The posting type of a direct posting, by the bank line's direction. */
const DIRECT_POSTING_TYPES: Readonly<Record<string, string>> = { Debit: 'DirectPayOut', Credit: 'DirectPayIn' };

/** The bank line and what decides its direct posting, read in one statement. */
export interface DirectFacts {
  bankTransactionId: string;
  organizationId: string;
  locationId: string;
  transactionDirection: string;
  transactionDate: string;
  totalAmount: number;
  currency: string;
  counterpartyName: string | null;
  importId: string;
  balanceReviewOpen: boolean;
  /** The organization's default connection now, and its dialect; null without one. */
  defaultConnectionId: string | null;
  dialect: string | null;
  /** The line is held by an allocation or a posting other than Cancelled: it is decided already. */
  held: boolean;
}

/**
 * The line and its import, the organization's default connection and the line's hold. `lock` takes the line FOR
 * UPDATE first, in a statement of its own: an allocation confirm holds the line FOR SHARE until its hold commits, so
 * only a snapshot taken after the lock sees that hold.
 */
export async function loadDirectFacts(
  ctx: RequestContext,
  bankTransactionId: string,
  lock: boolean,
): Promise<DirectFacts> {
  if (lock) await ctx.em.query('SELECT 1 FROM bank_transactions WHERE id = $1 FOR UPDATE', [bankTransactionId]);
  const [row]: DirectFacts[] = await ctx.em.query(
    `SELECT t.id AS "bankTransactionId", t.organization_id AS "organizationId", t.location_id AS "locationId",
            t.direction AS "transactionDirection", to_char(t.transaction_date, 'YYYY-MM-DD') AS "transactionDate",
            t.amount AS "totalAmount", t.currency, t.counterparty_name AS "counterpartyName", i.id AS "importId",
            (i.balance_matches = false AND NOT i.balance_review_overridden) AS "balanceReviewOpen",
            c.id AS "defaultConnectionId", c.dialect,
            EXISTS (SELECT 1 FROM bank_transaction_holds h WHERE h.bank_transaction_id = t.id) AS held
       FROM bank_transactions t
       JOIN bank_imports i ON i.id = t.import_id
       LEFT JOIN erp_connections c
         ON c.organization_id = t.organization_id AND c.is_default AND c.deleted_at_utc IS NULL
      WHERE t.id = $1`,
    [bankTransactionId],
  );
  return row;
}

/**
 * The direct queue rules (docs/direct-postings.md §Postings) over the line and the rules taking it: every reason
 * found, and the first in DIRECT_QUEUE_BLOCK_ORDER as the block reason. Pure, so preview and queue answer the same.
 */
export function evaluateDirect(
  facts: DirectFacts,
  rules: readonly TakingRule[],
): { rule: TakingRule | null; warnings: DirectBlockCode[]; blockReason: DirectBlockCode | null } {
  const warnings: DirectBlockCode[] = [];
  if (facts.balanceReviewOpen) warnings.push('bank_import_balance_review_required');
  if (rules.length === 0) warnings.push('direct_posting_rule_missing');
  if (rules.length > 1) warnings.push('direct_posting_rule_ambiguous');
  const rule = rules.length === 1 ? rules[0] : null;
  // A rule saved before its dialect required a counterparty must be saved again with one.
  const counterpartyMissing =
    rule?.erpCounterpartyId === null && COUNTERPARTY_REQUIRED_DIALECTS.has(facts.dialect ?? '');
  if (rule && (rule.erpConnectionId !== facts.defaultConnectionId || counterpartyMissing)) {
    warnings.push('direct_posting_rule_stale');
  }
  if (rule && facts.transactionDirection === 'Credit' && PAY_OUT_ONLY_DIALECTS.has(facts.dialect ?? '')) {
    warnings.push('erp_posting_rule_unsupported');
  }
  const first = DIRECT_QUEUE_BLOCK_ORDER.find((code) => warnings.includes(code)) ?? null;
  return { rule, warnings, blockReason: first };
}

export function directPostingTypeOf(transactionDirection: string): string {
  return DIRECT_POSTING_TYPES[transactionDirection] ?? 'DirectPayOut';
}

/** The payment a direct posting writes, without documents: what its `requestHash` covers. */
export interface CanonicalDirectPayment {
  date: string;
  direction: string;
  amount: number;
  currency: string;
  accountId: string;
  cashFlowArticleId: string;
  bankTransactionId: string;
  /** The rule's counterparty copied onto the posting; null when it names none. */
  counterpartyId: string | null;
}

/** SHA-256 over the canonical JSON of the direct payment, members in a fixed order. */
export function directRequestHashOf(payment: CanonicalDirectPayment): string {
  const canonical = JSON.stringify([
    'direct',
    payment.date,
    payment.direction,
    payment.amount,
    payment.currency,
    payment.accountId,
    payment.cashFlowArticleId,
    payment.bankTransactionId,
    payment.counterpartyId,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
