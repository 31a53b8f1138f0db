import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import type { AutomaticMatchingService } from './automatic-matching.service';
import { normalizeCounterpartyName } from './counterparty-name';
import { RULE_COLUMNS } from './counterparty-rule-read.service';
import type { CounterpartyRuleDto, CounterpartyRuleResultDto } from './dto/counterparty-rule.dto';
import { transactionRowLoader } from '../bank-import/bank-import.module';
import { requiredTransactionId } from './transaction-access';
import type {
  CounterpartyRuleStateInput,
  CreateCounterpartyRuleFromMatchInput,
  CreateCounterpartyRuleInput,
  UpdateCounterpartyRuleInput,
} from './dto/counterparty-rule.input';
import { sqlFailureOf } from '../../platform/database/sql-state';

const MAX_LENGTH = { pattern: 500, erpCounterpartyId: 100, erpCounterpartyName: 500 } as const;

/** The validated, trimmed content of a rule. */
interface RuleFields {
  pattern: string;
  normalizedPattern: string;
  erpCounterpartyId: string;
  erpCounterpartyName: string;
}

/**
 * Rule writes (docs/counterparty-matching.md §Rules). Each needs counterparty.match on the rule's organization and
 * runs inside the resolver's transaction: a write that can change outcomes re-runs automatic matching of the
 * organization's undecided transactions before it commits, so rules and matches never disagree. Equivalence (same
 * organization, normalized pattern and counterparty id) is the unique index `ux_counterparty_rules_equivalent`:
 * a create inserts with ON CONFLICT DO NOTHING and otherwise answers the existing rule, also under concurrency.
 */
export class CounterpartyRuleService {
  constructor(
    private readonly audit: AuditService,
    private readonly automaticMatching: AutomaticMatchingService,
  ) {}

  async create(ctx: RequestContext, input: CreateCounterpartyRuleInput): Promise<CounterpartyRuleResultDto> {
    return this.createIn(ctx, ctx.activeContext.organizationId, ruleFields(input), null);
  }

  /** A rule from a manual match: the organization is the transaction's; the transaction changes only by rematch. */
  async createFromMatch(
    ctx: RequestContext,
    input: CreateCounterpartyRuleFromMatchInput,
  ): Promise<CounterpartyRuleResultDto> {
    // Checked by the access declaration; read again from the request's loader cache.
    const transaction = await ctx.loader(transactionRowLoader).load(requiredTransactionId(input.bankTransactionId));
    if (!transaction) throw new DomainError('bank_transaction_not_found');
    return this.createIn(ctx, transaction.organization_id, ruleFields(input), transaction.id);
  }

  /**
   * A rule accepted from a suggestion, in the suggestion's organization; validated, audited and rematched as any
   * create, the source transaction one of the manual matches it was learned from.
   */
  createFromSuggestion(
    ctx: RequestContext,
    organizationId: string,
    input: { pattern: string; erpCounterpartyId: string; erpCounterpartyName: string },
    sourceTransactionId: string | null,
  ): Promise<CounterpartyRuleResultDto> {
    return this.createIn(ctx, organizationId, ruleFields(input), sourceTransactionId);
  }

  /** Changes pattern, counterparty id or name; a field left null keeps its value. */
  async update(
    ctx: RequestContext,
    id: string,
    input: UpdateCounterpartyRuleInput,
  ): Promise<CounterpartyRuleResultDto> {
    const current = await this.loadForWrite(ctx, id);
    const next = ruleFields({
      pattern: input.pattern ?? current.pattern,
      erpCounterpartyId: input.erpCounterpartyId ?? current.erpCounterpartyId,
      erpCounterpartyName: input.erpCounterpartyName ?? current.erpCounterpartyName,
    });
    assertRowVersion('CounterpartyRule', current, input.expectedRowVersion);
    if (
      next.pattern === current.pattern &&
      next.erpCounterpartyId === current.erpCounterpartyId &&
      next.erpCounterpartyName === current.erpCounterpartyName
    )
      return { alreadyExists: false, rule: current, changedTransactionCount: 0 };
    // A readable answer for the common case; the unique index still decides a concurrent collision.
    const [other]: { id: string }[] = await ctx.em.query(
      `SELECT id FROM counterparty_rules
        WHERE organization_id = $1 AND normalized_pattern = $2 AND erp_counterparty_id = $3 AND id <> $4`,
      [current.organizationId, next.normalizedPattern, next.erpCounterpartyId, current.id],
    );
    if (other) throw duplicate(other.id);
    let rule: CounterpartyRuleDto;
    try {
      [[rule]] = await ctx.em.query(
        `UPDATE counterparty_rules r
            SET pattern = $2, normalized_pattern = $3, erp_counterparty_id = $4, erp_counterparty_name = $5,
                updated_at_utc = now(), row_version = r.row_version + 1
          WHERE r.id = $1 RETURNING ${RULE_COLUMNS}`,
        [current.id, next.pattern, next.normalizedPattern, next.erpCounterpartyId, next.erpCounterpartyName],
      );
    } catch (error) {
      if (isEquivalenceConflict(error)) throw duplicate(null);
      throw error;
    }
    const changedTransactionCount = rule.isActive ? await this.rematch(ctx, rule) : 0;
    await this.record(ctx, 'Update', rule, changedTransactionCount, {
      previousPattern: current.pattern,
      previousErpCounterpartyId: current.erpCounterpartyId,
      previousErpCounterpartyName: current.erpCounterpartyName,
    });
    return { alreadyExists: false, rule, changedTransactionCount };
  }

  activate(
    ctx: RequestContext,
    id: string,
    input: CounterpartyRuleStateInput | null,
  ): Promise<CounterpartyRuleResultDto> {
    return this.changeState(ctx, id, true, input);
  }

  deactivate(
    ctx: RequestContext,
    id: string,
    input: CounterpartyRuleStateInput | null,
  ): Promise<CounterpartyRuleResultDto> {
    return this.changeState(ctx, id, false, input);
  }

  /** Idempotent: a rule already in the state is answered unchanged (no audit, no rematch), whatever rowVersion. */
  private async changeState(
    ctx: RequestContext,
    id: string,
    active: boolean,
    input: CounterpartyRuleStateInput | null,
  ): Promise<CounterpartyRuleResultDto> {
    const current = await this.loadForWrite(ctx, id);
    if (current.isActive === active) return { alreadyExists: false, rule: current, changedTransactionCount: 0 };
    assertRowVersion('CounterpartyRule', current, input?.expectedRowVersion);
    return { alreadyExists: false, ...(await this.setActive(ctx, current, active)) };
  }

  private async createIn(
    ctx: RequestContext,
    organizationId: string,
    fields: RuleFields,
    sourceTransactionId: string | null,
  ): Promise<CounterpartyRuleResultDto> {
    const actor = await ctx.requireActor();
    const [created]: CounterpartyRuleDto[] = await ctx.em.query(
      `INSERT INTO counterparty_rules AS r (organization_id, pattern, normalized_pattern, erp_counterparty_id,
                                            erp_counterparty_name, source_transaction_id, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (organization_id, normalized_pattern, erp_counterparty_id) DO NOTHING
       RETURNING ${RULE_COLUMNS}`,
      [
        organizationId,
        fields.pattern,
        fields.normalizedPattern,
        fields.erpCounterpartyId,
        fields.erpCounterpartyName,
        sourceTransactionId,
        actor.userId,
      ],
    );
    if (created) {
      const changedTransactionCount = await this.rematch(ctx, created);
      await this.record(ctx, 'Create', created, changedTransactionCount);
      return { alreadyExists: false, rule: created, changedTransactionCount };
    }
    // The conflicting insert waited for the other transaction, so the row is committed and visible here.
    const [existing]: CounterpartyRuleDto[] = await ctx.em.query(
      `SELECT ${RULE_COLUMNS} FROM counterparty_rules r
        WHERE r.organization_id = $1 AND r.normalized_pattern = $2 AND r.erp_counterparty_id = $3 FOR UPDATE`,
      [organizationId, fields.normalizedPattern, fields.erpCounterpartyId],
    );
    if (existing.isActive) return { alreadyExists: true, rule: existing, changedTransactionCount: 0 };
    return { alreadyExists: true, ...(await this.setActive(ctx, existing, true)) };
  }

  private async setActive(
    ctx: RequestContext,
    current: CounterpartyRuleDto,
    active: boolean,
  ): Promise<{ rule: CounterpartyRuleDto; changedTransactionCount: number }> {
    const [[rule]]: [CounterpartyRuleDto[], number] = await ctx.em.query(
      `UPDATE counterparty_rules r
          SET is_active = $2::boolean, deactivated_at_utc = CASE WHEN $2::boolean THEN NULL ELSE now() END,
              updated_at_utc = now(), row_version = r.row_version + 1
        WHERE r.id = $1 RETURNING ${RULE_COLUMNS}`,
      [current.id, active],
    );
    const changedTransactionCount = await this.rematch(ctx, rule);
    await this.record(ctx, active ? 'Activate' : 'Deactivate', rule, changedTransactionCount);
    return { rule, changedTransactionCount };
  }

  /** The rule of a write by path id (its access declaration checked it), locked. */
  private async loadForWrite(ctx: RequestContext, id: string): Promise<CounterpartyRuleDto> {
    const [rule]: CounterpartyRuleDto[] = await ctx.em.query(
      `SELECT ${RULE_COLUMNS} FROM counterparty_rules r WHERE r.id = $1 FOR UPDATE`,
      [id],
    );
    if (!rule) throw new DomainError('not_found');
    return rule;
  }

  /** Rematches the rule's organization; subscribers of its rematch progress see it under the rule's id. */
  private async rematch(ctx: RequestContext, rule: { id: string; organizationId: string }): Promise<number> {
    return (await this.automaticMatching.rematchOrganization(ctx, rule.organizationId, { ruleId: rule.id }))
      .changedCount;
  }

  private record(
    ctx: RequestContext,
    action: 'Create' | 'Update' | 'Activate' | 'Deactivate',
    rule: CounterpartyRuleDto,
    changedTransactionCount: number,
    previous: Record<string, unknown> = {},
  ): Promise<void> {
    return this.audit.record(ctx, {
      action,
      entityType: 'CounterpartyRule',
      entityId: rule.id,
      organizationId: rule.organizationId,
      message: `Counterparty rule ${action === 'Create' ? 'created' : `${action.toLowerCase()}d`}`,
      details: {
        ruleId: rule.id,
        organizationId: rule.organizationId,
        pattern: rule.pattern,
        normalizedPattern: rule.normalizedPattern,
        erpCounterpartyId: rule.erpCounterpartyId,
        erpCounterpartyName: rule.erpCounterpartyName,
        isActive: rule.isActive,
        sourceTransactionId: rule.sourceTransactionId,
        changedTransactionCount,
        ...previous,
      },
    });
  }
}

/**
 * Trimmed and checked in this order (docs/counterparty-matching.md §Rules): pattern_required (blank, or nothing left
 * after normalization), erp_counterparty_required, erp_counterparty_name_required; then the length limits.
 */
function ruleFields(input: {
  pattern?: string | null;
  erpCounterpartyId?: string | null;
  erpCounterpartyName?: string | null;
}): RuleFields {
  const pattern = input.pattern?.trim() ?? '';
  const normalizedPattern = normalizeCounterpartyName(pattern);
  if (!normalizedPattern) throw new DomainError('pattern_required');
  const erpCounterpartyId = input.erpCounterpartyId?.trim() ?? '';
  if (!erpCounterpartyId) throw new DomainError('erp_counterparty_required');
  const erpCounterpartyName = input.erpCounterpartyName?.trim() ?? '';
  if (!erpCounterpartyName) throw new DomainError('erp_counterparty_name_required');
  const fields = { pattern, erpCounterpartyId, erpCounterpartyName };
  const tooLong: Record<string, string[]> = {};
  for (const key of Object.keys(MAX_LENGTH) as (keyof typeof MAX_LENGTH)[])
    if (fields[key].length > MAX_LENGTH[key]) tooLong[key] = ['max_length'];
  // NFKC may expand a character (ligatures), so the stored normalized form is checked too.
  if (normalizedPattern.length > MAX_LENGTH.pattern) tooLong.pattern = ['max_length'];
  if (Object.keys(tooLong).length > 0) throw validationFailed(tooLong);
  return { ...fields, normalizedPattern };
}

function duplicate(id: string | null): DomainError {
  return new DomainError('counterparty_rule_duplicate', {
    params: { entity: 'CounterpartyRule', ...(id ? { id } : {}) },
  });
}

function isEquivalenceConflict(error: unknown): boolean {
  const failure = sqlFailureOf(error);
  return failure.code === '23505' && failure.constraint === 'ux_counterparty_rules_equivalent';
}
