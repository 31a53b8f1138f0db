import { publishRematchProgress, publishWorkItemChanged } from '../../platform/events/topics';
import type { RequestContext } from '../../platform/context/request-context';
import {
  CounterpartyMatcher,
  type AutomaticMatch,
  type MatchRule,
  type MatchSignal,
  type MatchSupplier,
} from './counterparty-matcher';

/**
 * States automatic matching may change; ManualMatched and Excluded are people's decisions and stay. A rematch also
 * leaves alone any transaction held by a payment allocation (`bank_transaction_holds`): the allocation pays the
 * supplier it was confirmed with.
 */
export const UNDECIDED_STATUSES = ['Unmatched', 'LowConfidence', 'AutoMatched'] as const;
const UNDECIDED_SQL = UNDECIDED_STATUSES.map((status) => `'${status}'`).join(', ');

/** The least time between two Running progress events of one rematch. */
const PROGRESS_INTERVAL_MS = 250;

/** Transactions read per FETCH of a rematch, and changed rows written per UPDATE. */
const FETCH_ROWS = 5_000;
const UPDATE_ROWS = 5_000;

export interface RematchSummary {
  examinedCount: number;
  changedCount: number;
}

interface UndecidedRow {
  id: string;
  counterparty_name: string | null;
  counterparty_name_normalized: string | null;
  counterparty_tax_id: string | null;
  match_status: string;
  matched_counterparty_id: string | null;
  match_reason: string;
  match_signals: MatchSignal[];
  matched_rule_id: string | null;
}

/**
 * Runs automatic matching (docs/counterparty-matching.md §When matching runs): inside an import's bulk load for its
 * new rows, and over an organization's undecided transactions when its rules or suppliers change; revert and
 * unexclude for their one transaction. Matching of one organization is serialized with a
 * transaction-scoped advisory lock: imports, reverts and unexcludes take it shared, a rematch exclusive, so a rematch
 * never misses the rows of an import that was loading with the old rules, and an import never reads rules half-changed.
 */
export class AutomaticMatchingService {
  /**
   * The matcher for automatic outcomes written outside a rematch (an import's rows, a revert, an unexclude), under
   * the shared matching lock; call inside the writing transaction. Imports reach it through bank-import's
   * ImportMatchingPort, which the application wires to this service.
   */
  async matcherForWrite(ctx: RequestContext, organizationId: string): Promise<CounterpartyMatcher> {
    await ctx.em.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [lockKey(organizationId)]);
    return this.matcherOf(ctx, organizationId);
  }

  /** A matcher over the organization's active rules and live supplier snapshot. */
  async matcherOf(ctx: RequestContext, organizationId: string): Promise<CounterpartyMatcher> {
    const [rules, suppliers]: [MatchRule[], MatchSupplier[]] = await Promise.all([
      ctx.em.query(
        `SELECT id, pattern, normalized_pattern AS "normalizedPattern", erp_counterparty_id AS "erpCounterpartyId",
                erp_counterparty_name AS "erpCounterpartyName"
           FROM counterparty_rules WHERE organization_id = $1 AND is_active`,
        [organizationId],
      ),
      // One row per supplier id; a supplier present in several live connections counts once.
      ctx.em.query(
        `SELECT DISTINCT ON (s.external_id) s.external_id AS id, s.name, s.tax_id AS "taxId"
           FROM erp_supplier_snapshots s JOIN erp_connections c ON c.id = s.connection_id
          WHERE s.organization_id = $1 AND NOT s.is_deleted AND c.deleted_at_utc IS NULL
          ORDER BY s.external_id, c.is_default DESC, s.synced_at_utc DESC`,
        [organizationId],
      ),
    ]);
    return new CounterpartyMatcher(rules, suppliers);
  }

  /**
   * Re-runs automatic matching for every undecided transaction of the organization and writes the ones whose
   * outcome changed. Call inside the transaction of the rule change, after it.
   */
  async rematchOrganization(
    ctx: RequestContext,
    organizationId: string,
    announce: { ruleId: string } | null = null,
  ): Promise<RematchSummary> {
    await ctx.em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey(organizationId)]);
    const matcher = await this.matcherOf(ctx, organizationId);
    // A cursor keeps memory bounded however many transactions the organization has.
    await ctx.em.query(
      `DECLARE undecided_transactions NO SCROLL CURSOR FOR
         SELECT id, counterparty_name, counterparty_name_normalized, counterparty_tax_id, match_status, matched_counterparty_id, match_reason,
                match_signals, matched_rule_id
           FROM bank_transactions
          WHERE organization_id = $1 AND match_status IN (${UNDECIDED_SQL})
            AND NOT EXISTS (SELECT 1 FROM bank_transaction_holds h WHERE h.bank_transaction_id = bank_transactions.id)`,
      [organizationId],
    );
    let examinedCount = 0;
    let changedCount = 0;
    let changed: ChangedMatch[] = [];
    const outlets = new Set<string>();
    const progress = (phase: 'Running' | 'Completed') => {
      if (announce) {
        publishRematchProgress(ctx.events, {
          organizationId,
          ruleId: announce.ruleId,
          phase,
          examinedTransactions: examinedCount,
          changedTransactions: changedCount,
        });
      }
    };
    let lastProgressAt = Date.now();
    for (;;) {
      const rows: UndecidedRow[] = await ctx.em.query(`FETCH ${FETCH_ROWS} FROM undecided_transactions`);
      for (const row of rows) {
        const outcome = matcher.matchNormalized(
          row.counterparty_name_normalized ?? matcher.normalizedName(row.counterparty_name),
          row.counterparty_tax_id,
        );
        if (sameOutcome(row, outcome)) continue;
        changed.push({ id: row.id, outcome });
        if (changed.length === UPDATE_ROWS) {
          changedCount += await writeOutcomes(ctx, changed, outlets);
          changed = [];
        }
      }
      examinedCount += rows.length;
      if (rows.length < FETCH_ROWS) break;
      if (Date.now() - lastProgressAt >= PROGRESS_INTERVAL_MS) {
        lastProgressAt = Date.now();
        progress('Running');
      }
    }
    if (changed.length > 0) changedCount += await writeOutcomes(ctx, changed, outlets);
    await ctx.em.query('CLOSE undecided_transactions');
    progress('Completed');
    for (const locationId of outlets) {
      publishWorkItemChanged(ctx.events, { organizationId, locationId, bankTransactionId: null, cause: 'Rematch' });
    }
    return { examinedCount, changedCount };
  }
}

interface ChangedMatch {
  id: string;
  outcome: AutomaticMatch;
}

/**
 * One UPDATE per batch from a JSON array of outcomes. Rows a person decided or an allocation confirm held in the
 * meantime are left alone: the batch's rows are locked first, which waits for a deciding call or a confirm (it holds
 * the row FOR SHARE until its hold commits), and the UPDATE, a later statement, sees their outcome.
 */
async function writeOutcomes(ctx: RequestContext, changed: ChangedMatch[], outlets: Set<string>): Promise<number> {
  await ctx.em.query('SELECT 1 FROM bank_transactions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [
    changed.map(({ id }) => id),
  ]);
  const payload = JSON.stringify(
    changed.map(({ id, outcome }) => ({
      id,
      status: outcome.status,
      counterparty_id: outcome.counterpartyId,
      counterparty_name: outcome.counterpartyName,
      reason: outcome.reason,
      signals: outcome.signals,
      rule_id: outcome.ruleId,
    })),
  );
  const [{ count, locations }]: { count: number; locations: string[] | null }[] = await ctx.em.query(
    `WITH written AS (
       UPDATE bank_transactions t
          SET match_status = v.status, matched_counterparty_id = v.counterparty_id,
              matched_counterparty_name = v.counterparty_name, match_reason = v.reason, match_signals = v.signals,
              matched_rule_id = v.rule_id, row_version = t.row_version + 1
         FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, status varchar, counterparty_id varchar,
                                                counterparty_name varchar, reason varchar, signals jsonb, rule_id uuid)
        WHERE t.id = v.id AND t.match_status IN (${UNDECIDED_SQL})
          AND NOT EXISTS (SELECT 1 FROM bank_transaction_holds h WHERE h.bank_transaction_id = t.id)
        RETURNING t.location_id)
     SELECT count(*)::int AS count, array_agg(DISTINCT location_id::text) AS locations FROM written`,
    [payload],
  );
  for (const locationId of locations ?? []) outlets.add(locationId);
  return count;
}

function sameOutcome(row: UndecidedRow, outcome: AutomaticMatch): boolean {
  return (
    row.match_status === outcome.status &&
    row.matched_counterparty_id === outcome.counterpartyId &&
    row.match_reason === outcome.reason &&
    row.matched_rule_id === outcome.ruleId &&
    signalsKey(row.match_signals) === signalsKey(outcome.signals)
  );
}

function signalsKey(signals: MatchSignal[]): string {
  return signals
    .map(
      (signal) =>
        `${signal.kind}\u0000${signal.counterpartyId}\u0000${signal.value}\u0000${signal.score}\u0000${signal.ruleId}\u0000${signal.counterpartyName}`,
    )
    .join('\u0001');
}

function lockKey(organizationId: string): string {
  return `counterparty-matching:${organizationId}`;
}
