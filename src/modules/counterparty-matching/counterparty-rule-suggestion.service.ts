import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { DomainError } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from '../bank-import/bank-import.module';
import { ruleTaxId } from './counterparty-matcher';
import { normalizeCounterpartyName } from './counterparty-name';
import {
  SUGGESTION_COLUMNS,
  suggestionLoader,
  type CounterpartyRuleSuggestionReadService,
  type SuggestionRow,
} from './counterparty-rule-suggestion-read.service';
import type { CounterpartyRuleService } from './counterparty-rule.service';
import type {
  CounterpartyRuleSuggestionDecisionDto,
  CounterpartyRuleSuggestionDecisionInput,
} from './dto/counterparty-rule-suggestion.dto';
import { commonWordRun, payeeKeysOf, sharesKeySql, type PayeeKey, type PayeeKeyKind } from './payee-key';

/** Manual lines kept as a suggestion's evidence (the newest). */
const MAX_EVIDENCE = 20;
/** Lines of the accepted rule's matches answered with the accept. */
const MATCHED_PAGE = 20;

interface ManualLine {
  id: string;
  name: string | null;
  TaxId: boolean | null;
  Account: boolean | null;
  Name: boolean | null;
}

/**
 * Rules learned from people's manual matches (docs/counterparty-matching.md §Learning from manual matches). After a
 * manual match, when another line of the same payee was matched by hand to the same counterparty, a rule of a kind
 * automatic matching applies (a tax id, or words of the name) is proposed, one per organization, payee key and
 * counterparty. Accepting creates the rule through the rule service (validated, audited, rematched as any create);
 * a rejected proposal is never made again for that key and counterparty, and one whose rule exists is not made.
 */
export class CounterpartyRuleSuggestionService {
  constructor(
    private readonly audit: AuditService,
    private readonly rules: CounterpartyRuleService,
    private readonly reads: CounterpartyRuleSuggestionReadService,
  ) {}

  /**
   * Called in the transaction of a manual match of `transactionId` to the counterparty: proposes (or refreshes the
   * evidence of) the rule for the strongest key the line shares with other manual matches to that counterparty.
   */
  async proposeAfterManualMatch(
    ctx: RequestContext,
    transactionId: string,
    counterparty: { id: string; name: string },
  ): Promise<void> {
    const source = await payeeKeysOf(ctx, transactionId);
    if (!source || source.keys.length === 0) return;
    const shared = (kind: PayeeKeyKind) => `(${sharesKeySql(kind)}) AS "${kind}"`;
    const lines: ManualLine[] = await ctx.em.query(
      `SELECT t.id, t.counterparty_name_normalized AS name, ${shared('TaxId')}, ${shared('Account')}, ${shared('Name')}
         FROM bank_transactions s
         JOIN bank_transactions t ON t.organization_id = s.organization_id
        WHERE s.id = $1 AND t.id <> s.id AND t.match_status = 'ManualMatched' AND t.matched_counterparty_id = $2
          AND ((${sharesKeySql('TaxId')}) OR (${sharesKeySql('Account')}) OR (${sharesKeySql('Name')}))
        ORDER BY t.match_decided_at_utc DESC NULLS LAST, t.id
        LIMIT $3`,
      [transactionId, counterparty.id, 3 * MAX_EVIDENCE],
    );
    for (const key of source.keys) {
      const others = lines.filter((line) => line[key.kind] === true);
      if (others.length === 0) continue;
      const pattern = patternOf(key, [source.normalizedName, ...others.map((line) => line.name ?? '')]);
      if (!pattern) continue;
      const evidence = [transactionId, ...others.slice(0, MAX_EVIDENCE - 1).map((line) => line.id)];
      await this.store(ctx, source.organizationId, key, pattern, counterparty, evidence);
      return;
    }
  }

  /** Pending → Accepted: creates the rule (or finds the equivalent one) and rematches the organization with it. */
  async accept(
    ctx: RequestContext,
    id: string,
    input: CounterpartyRuleSuggestionDecisionInput | null,
  ): Promise<CounterpartyRuleSuggestionDecisionDto> {
    const actor = await ctx.requireActor();
    const current = await this.locked(ctx, id);
    requirePending(current, 'accept', input);
    const created = await this.rules.createFromSuggestion(
      ctx,
      current.organizationId,
      current,
      current.manualTransactionIds[0] ?? null,
    );
    const suggestion = await this.decide(ctx, current.id, 'Accepted', actor.userId, created.rule.id);
    await this.record(ctx, 'Accept', suggestion, { changedTransactionCount: created.changedTransactionCount });
    const matched: (TransactionRow & { total: number })[] = await ctx.em.query(
      `SELECT ${TRANSACTION_COLUMNS}, count(*) OVER ()::int AS total FROM bank_transactions t
        WHERE t.organization_id = $1 AND t.matched_rule_id = $2 AND t.match_status = 'AutoMatched'
        ORDER BY t.transaction_date DESC, t.id LIMIT $3`,
      [suggestion.organizationId, created.rule.id, MATCHED_PAGE],
    );
    return {
      suggestion: (await this.reads.withEvidence(ctx, [suggestion]))[0]!,
      rule: created.rule,
      alreadyExists: created.alreadyExists,
      changedTransactionCount: created.changedTransactionCount,
      matchedTransactionCount: matched[0]?.total ?? 0,
      matchedTransactions: matched.map(toTransactionDto),
    };
  }

  /** Pending → Rejected; a rejected suggestion is answered unchanged, without a write or an audit entry. */
  async reject(
    ctx: RequestContext,
    id: string,
    input: CounterpartyRuleSuggestionDecisionInput | null,
  ): Promise<CounterpartyRuleSuggestionDecisionDto> {
    const actor = await ctx.requireActor();
    let suggestion = await this.locked(ctx, id);
    if (suggestion.status !== 'Rejected') {
      requirePending(suggestion, 'reject', input);
      suggestion = await this.decide(ctx, suggestion.id, 'Rejected', actor.userId, null);
      await this.record(ctx, 'Reject', suggestion, {});
    }
    return {
      suggestion: (await this.reads.withEvidence(ctx, [suggestion]))[0]!,
      rule: null,
      alreadyExists: false,
      changedTransactionCount: 0,
      matchedTransactionCount: 0,
      matchedTransactions: [],
    };
  }

  /**
   * One statement: a new proposal, or fresh evidence for a pending one; an accepted or rejected row stays as decided,
   * and nothing is proposed when the organization already has the rule (active or deactivated).
   */
  private async store(
    ctx: RequestContext,
    organizationId: string,
    key: PayeeKey,
    pattern: string,
    counterparty: { id: string; name: string },
    evidence: string[],
  ): Promise<void> {
    await ctx.em.query(
      `INSERT INTO counterparty_rule_suggestions AS g
              (organization_id, key_kind, key_hash, key_display, pattern, normalized_pattern, erp_counterparty_id,
               erp_counterparty_name, manual_transaction_ids)
       SELECT $1::uuid, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::varchar, $7::varchar, $8::varchar,
              $9::uuid[]
        WHERE NOT EXISTS (SELECT 1 FROM counterparty_rules r
                           WHERE r.organization_id = $1 AND r.normalized_pattern = $6 AND r.erp_counterparty_id = $7)
       ON CONFLICT (organization_id, key_kind, key_hash, erp_counterparty_id) DO UPDATE
          SET key_display = EXCLUDED.key_display, pattern = EXCLUDED.pattern,
              normalized_pattern = EXCLUDED.normalized_pattern, erp_counterparty_name = EXCLUDED.erp_counterparty_name,
              manual_transaction_ids = EXCLUDED.manual_transaction_ids, updated_at_utc = now(),
              row_version = g.row_version + 1
        WHERE g.status = 'Pending'`,
      [
        organizationId,
        key.kind,
        key.hash,
        key.display,
        pattern,
        normalizeCounterpartyName(pattern),
        counterparty.id,
        counterparty.name,
        evidence,
      ],
    );
  }

  /** The suggestion its access declaration checked, locked for the decision. */
  private async locked(ctx: RequestContext, id: string): Promise<SuggestionRow> {
    const [row]: SuggestionRow[] = await ctx.em.query(
      `SELECT ${SUGGESTION_COLUMNS} FROM counterparty_rule_suggestions g WHERE g.id = $1 FOR UPDATE`,
      [id],
    );
    // Gone since the check: its organization was deleted by a concurrent call.
    if (!row) throw new DomainError('not_found');
    return row;
  }

  private async decide(
    ctx: RequestContext,
    id: string,
    status: 'Accepted' | 'Rejected',
    userId: string,
    ruleId: string | null,
  ): Promise<SuggestionRow> {
    ctx.loader(suggestionLoader).clear(id);
    const [[row]]: [SuggestionRow[], number] = await ctx.em.query(
      `UPDATE counterparty_rule_suggestions g
          SET status = $2, rule_id = $3, decided_by_user_id = $4, decided_at_utc = now(), updated_at_utc = now(),
              row_version = g.row_version + 1
        WHERE g.id = $1 RETURNING ${SUGGESTION_COLUMNS}`,
      [id, status, ruleId, userId],
    );
    return row;
  }

  /** Ids, key kind and display form (an account only masked), pattern and counterparty: never a full account. */
  private record(
    ctx: RequestContext,
    action: 'Accept' | 'Reject',
    suggestion: SuggestionRow,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(ctx, {
      action,
      entityType: 'CounterpartyRuleSuggestion',
      entityId: suggestion.id,
      organizationId: suggestion.organizationId,
      message: `Counterparty rule suggestion ${action === 'Accept' ? 'accepted' : 'rejected'}`,
      details: {
        suggestionId: suggestion.id,
        organizationId: suggestion.organizationId,
        keyKind: suggestion.keyKind,
        key: suggestion.keyDisplay,
        pattern: suggestion.pattern,
        erpCounterpartyId: suggestion.erpCounterpartyId,
        erpCounterpartyName: suggestion.erpCounterpartyName,
        ruleId: suggestion.ruleId,
        manualTransactionIds: suggestion.manualTransactionIds,
        ...details,
      },
    });
  }
}

/** Only a Pending suggestion is decided, at the rowVersion the caller read. */
function requirePending(
  row: SuggestionRow,
  operation: 'accept' | 'reject',
  input: CounterpartyRuleSuggestionDecisionInput | null,
): void {
  if (row.status !== 'Pending')
    throw new DomainError('workflow.invalid_transition', {
      params: { entity: 'CounterpartyRuleSuggestion', state: row.status, operation },
    });
  assertRowVersion('CounterpartyRuleSuggestion', row, input?.expectedRowVersion);
}

/**
 * The pattern of the rule a key proposes, of a kind automatic matching applies: a tax id (when the matcher reads the
 * pattern as one), the shared normalized name, or for an account the words every line's name contains. Null when
 * the key cannot be expressed as a rule.
 */
function patternOf(key: PayeeKey, normalizedNames: string[]): string | null {
  switch (key.kind) {
    case 'TaxId':
      return ruleTaxId(normalizeCounterpartyName(key.display)) ? key.display : null;
    case 'Account':
      return commonWordRun(normalizedNames) || null;
    case 'Name':
      return key.display;
  }
}
