import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { RequestContext } from '../../platform/context/request-context';
import { columnPropertiesOf, selectColumns } from '../../platform/database/entity-columns';
import { resourceOf } from '../access/access.module';
import { DirectPostingRule } from './direct-posting-rule.entity';
import type { DirectPostingRuleDto } from './dto/direct-posting-rule.dto';
import type { DirectPostingPreviewLineDto } from './dto/direct-posting-preview.dto';
import type { TakingRule } from '../erp-posting/erp-posting.module';

/** Read columns of a rule (alias `r`): every column of the entity, named as its properties and the DTO's fields. */
export const RULE_COLUMNS = selectColumns(DirectPostingRule, 'r', columnPropertiesOf(DirectPostingRule));

/** Rules by id, any number per request in one statement. */
export const ruleLoader = defineLoader<string, DirectPostingRuleDto | null>(async (ctx, ids) => {
  const rows: DirectPostingRuleDto[] = await ctx.em.query(
    `SELECT ${RULE_COLUMNS} FROM direct_posting_rules r WHERE r.id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

/**
 * A rule by id, checked on its organization (and against X-Organization-Id when sent): rules are managed
 * organization-wide, also the ones of a single outlet.
 */
export const directPostingRuleResource = resourceOf({
  name: 'direct posting rule',
  entity: 'DirectPostingRule',
  loader: ruleLoader,
  scopeOf: (rule) => ({ organizationId: rule.organizationId, locationId: null }),
  checksContextHeaders: true,
  checkedOn: 'organization',
});

/**
 * Whether rule `r` takes bank line `t`, both rows with the columns of their tables (a draft rule is a one-row CTE
 * with the rule's column names): the line's direction, the rule's outlet when it has one, and every matcher the
 * rule sets. The tax id compares without separators; the name as whole contiguous words of the normalized name, the
 * way counterparty rules match; the purpose case-insensitively.
 */
function takes(r: string, t: string): string {
  return `${t}.direction = ${r}.direction
      AND (${r}.location_id IS NULL OR ${t}.location_id = ${r}.location_id)
      AND (${r}.counterparty_tax_id IS NULL
           OR upper(regexp_replace(${t}.counterparty_tax_id, '[^0-9A-Za-z]', '', 'g')) = ${r}.counterparty_tax_id)
      AND (${r}.counterparty_name_normalized IS NULL
           OR strpos(' ' || ${t}.counterparty_name_normalized || ' ', ' ' || ${r}.counterparty_name_normalized || ' ') > 0)
      AND (${r}.purpose_contains IS NULL OR strpos(lower(${t}.description), lower(${r}.purpose_contains)) > 0)
      AND (${r}.amount_min IS NULL OR ${t}.amount >= ${r}.amount_min)
      AND (${r}.amount_max IS NULL OR ${t}.amount <= ${r}.amount_max)`;
}

/**
 * The lines a rule may take at all: not matched to a supplier (a matched line is paid against its invoices) and not a
 * confirmed duplicate of another line (it would be posted twice).
 */
const takeableLine = (t: string) => `${t}.match_status IN ('Unmatched', 'LowConfidence', 'Excluded')
      AND ${t}.match_reason <> 'duplicate_confirmed'`;
const TAKEABLE_LINE = takeableLine('t');

/** A takeable line with no live allocation or posting: what a preview shows. */
const FREE_LINE = `${TAKEABLE_LINE}
      AND NOT EXISTS (SELECT 1 FROM payment_allocations a WHERE a.bank_transaction_id = t.id AND a.status <> 'Cancelled')
      AND NOT EXISTS (SELECT 1 FROM erp_payment_postings p
                       WHERE p.organization_id = t.organization_id AND p.bank_transaction_id = t.id
                         AND p.status <> 'Cancelled')`;

/** A rule as the preview compares it: saved (with its id, left out of the overlaps) or a draft (id null). */
export interface PreviewedRule {
  id: string | null;
  organizationId: string;
  locationId: string | null;
  direction: string;
  counterpartyTaxId: string | null;
  counterpartyNameNormalized: string | null;
  purposeContains: string | null;
  amountMin: number | null;
  amountMax: number | null;
}

export interface PreviewRows {
  lineCount: number;
  overlappingLineCount: number;
  lines: DirectPostingPreviewLineDto[];
}

/**
 * The lines of the organization the rule takes now, their count, and for each line of the page the other active
 * rules of the organization that take it too: one statement, whatever the number of lines and rules.
 */
export async function previewLines(
  ctx: RequestContext,
  rule: PreviewedRule,
  window: { offset: number; limit: number },
): Promise<PreviewRows> {
  const [row]: PreviewRows[] = await ctx.em.query(
    `WITH draft AS (
       SELECT $1::uuid AS id, $2::uuid AS organization_id, $3::uuid AS location_id, $4::varchar AS direction,
              $5::varchar AS counterparty_tax_id, $6::varchar AS counterparty_name_normalized,
              $7::varchar AS purpose_contains, $8::bigint AS amount_min, $9::bigint AS amount_max),
     taken AS MATERIALIZED (
       SELECT t.id, t.organization_id, t.location_id, t.transaction_date, t.direction, t.amount, t.currency,
              t.counterparty_name, t.counterparty_name_normalized, t.counterparty_tax_id,
              t.counterparty_account_masked, t.description, t.match_status
         FROM draft d
         JOIN bank_transactions t ON t.organization_id = d.organization_id AND ${takes('d', 't')}
        WHERE ${FREE_LINE}),
     shared AS (
       SELECT k.id, jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name) ORDER BY o.name, o.id) AS rules
         FROM taken k
         JOIN direct_posting_rules o
           ON o.organization_id = $2 AND o.is_active AND o.id IS DISTINCT FROM $1::uuid AND ${takes('o', 'k')}
        GROUP BY k.id),
     page AS (
       SELECT k.*, COALESCE(v.rules, '[]'::jsonb) AS rules
         FROM taken k LEFT JOIN shared v ON v.id = k.id
        ORDER BY k.transaction_date DESC, k.id
        LIMIT $10 OFFSET $11)
     SELECT (SELECT count(*)::int FROM taken) AS "lineCount",
            (SELECT count(*)::int FROM shared) AS "overlappingLineCount",
            COALESCE((SELECT jsonb_agg(jsonb_build_object(
                        'bankTransactionId', p.id, 'locationId', p.location_id,
                        'transactionDate', to_char(p.transaction_date, 'YYYY-MM-DD'), 'direction', p.direction,
                        'amount', p.amount, 'currency', p.currency, 'counterpartyName', p.counterparty_name,
                        'counterpartyAccountMasked', p.counterparty_account_masked, 'purpose', p.description,
                        'matchStatus', p.match_status, 'overlappingRules', p.rules)
                      ORDER BY p.transaction_date DESC, p.id)
                        FROM page p), '[]'::jsonb) AS lines`,
    [
      rule.id,
      rule.organizationId,
      rule.locationId,
      rule.direction,
      rule.counterpartyTaxId,
      rule.counterpartyNameNormalized,
      rule.purposeContains,
      rule.amountMin,
      rule.amountMax,
      window.limit,
      window.offset,
    ],
  );
  return row;
}

/**
 * A correlated subquery over bank line `t` (a row with the columns of bank_transactions the rules read: organization,
 * outlet, direction, tax id, normalized name, description, amount, match status and reason): the ids of the active
 * rules of its organization taking it now, by name, at most two, or null for a line no rule may take. The work queue
 * derives a line's direct posting from it, so its decision is the one queueing makes (takingRulesOf below); whether
 * the line is held is the caller's to check.
 */
export function takingRuleIdsSql(t: string): string {
  return `(CASE WHEN ${takeableLine(t)} THEN ARRAY(
      SELECT r.id FROM direct_posting_rules r
       WHERE r.organization_id = ${t}.organization_id AND r.is_active AND ${takes('r', t)}
       ORDER BY r.name, r.id LIMIT 2) END)`;
}

/**
 * The active rules of the line's organization that take one takeable line now, by name, at most two (one decides,
 * two are ambiguous): what a direct posting is queued by. Whether the line is held is the caller's to check.
 */
export async function takingRulesOf(ctx: RequestContext, bankTransactionId: string): Promise<TakingRule[]> {
  return ctx.em.query(
    `SELECT r.id, r.name, r.direction, r.erp_connection_id AS "erpConnectionId", r.account_id AS "accountId",
            r.account_name AS "accountName", r.cash_flow_article_id AS "cashFlowArticleId",
            r.cash_flow_article_name AS "cashFlowArticleName", r.erp_counterparty_id AS "erpCounterpartyId",
            r.erp_counterparty_name AS "erpCounterpartyName"
       FROM bank_transactions t
       JOIN direct_posting_rules r ON r.organization_id = t.organization_id AND r.is_active AND ${takes('r', 't')}
      WHERE t.id = $1 AND ${TAKEABLE_LINE}
      ORDER BY r.name, r.id
      LIMIT 2`,
    [bankTransactionId],
  );
}
