import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError } from '../../platform/errors/domain-error';
import { publishWorkItemChanged } from '../../platform/events/topics';
import type { AuditService } from '../audit/audit.module';
import { changedFields } from '../audit/audit.module';
import type { ErpConnectionStore, ErpReferenceService } from '../erp-connection/erp-connection.module';
import {
  COUNTERPARTY_REQUIRED_DIALECTS,
  PAY_OUT_ONLY_DIALECTS,
  resolveWriteTarget,
  type WriteTarget,
} from '../erp-posting/erp-posting.module';
import { snapshotSupplierOf } from '../erp-sync/erp-sync.module';
import { matchersOf, nameErrorsOf, type RuleMatchers } from './direct-posting-rule-fields';
import { RULE_COLUMNS, ruleLoader } from './direct-posting-queries';
import { assertOutletOf, normalizedNameOf } from './direct-posting-scope';
import type { DirectPostingRuleDto } from './dto/direct-posting-rule.dto';
import type {
  CreateDirectPostingRuleInput,
  DirectPostingRuleStateInput,
  UpdateDirectPostingRuleInput,
} from './dto/direct-posting-rule.input';

/** A rule's content as validated and resolved, ready to be stored. */
interface RuleContent extends RuleMatchers {
  name: string;
  counterpartyNameNormalized: string | null;
  erpConnectionId: string;
  target: WriteTarget;
  counterparty: { id: string; name: string } | null;
}

/** The longest external id the accounting systems' supplier snapshots hold. */
const MAX_COUNTERPARTY_ID = 100;

/** The fields an Update entry reports as changed. */
const AUDITED_FIELDS = [
  'name',
  'locationId',
  'direction',
  'counterpartyTaxId',
  'counterpartyNameContains',
  'purposeContains',
  'amountMin',
  'amountMax',
  'erpConnectionId',
  'accountId',
  'cashFlowArticleId',
  'erpCounterpartyId',
] as const satisfies readonly (keyof DirectPostingRuleDto)[];

/**
 * Rule writes (docs/direct-postings.md §Rules). Create and update check the write target against the lists of the
 * organization's default connection, which may wait for the accounting system, so they own their transaction: the
 * lists are read first, and the write with its audit entry then commits in one transaction of its own. Activate and
 * deactivate run in the resolver's transaction.
 */
export class DirectPostingRuleService {
  constructor(
    private readonly audit: AuditService,
    private readonly connections: ErpConnectionStore,
    private readonly references: ErpReferenceService,
  ) {}

  async create(ctx: RequestContext, input: CreateDirectPostingRuleInput): Promise<DirectPostingRuleDto> {
    const { organizationId } = ctx.activeContext;
    const content = await this.contentOf(ctx, organizationId, input);
    const actor = await ctx.requireActor();
    return inTransaction(ctx.dataSource, async () => {
      const [rule]: DirectPostingRuleDto[] = await ctx.em.query(
        `INSERT INTO direct_posting_rules AS r (organization_id, location_id, name, direction, counterparty_tax_id,
           counterparty_name_contains, counterparty_name_normalized, purpose_contains, amount_min, amount_max,
           erp_connection_id, account_id, account_name, cash_flow_article_id, cash_flow_article_name,
           erp_counterparty_id, erp_counterparty_name, created_by_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         RETURNING ${RULE_COLUMNS}`,
        [organizationId, ...contentParams(content), actor.userId],
      );
      await this.record(ctx, 'Create', rule);
      await announce(ctx, rule.organizationId, [rule.locationId]);
      return rule;
    });
  }

  /** Replaces the rule's content; the same content again changes nothing (no audit entry, same rowVersion). */
  async update(ctx: RequestContext, id: string, input: UpdateDirectPostingRuleInput): Promise<DirectPostingRuleDto> {
    // Checked by the access declaration; read again from the request's loader cache.
    const read = (await ctx.loader(ruleLoader).load(id))!;
    // A stale version is refused before the accounting system is asked; the locked row decides below.
    assertRowVersion('DirectPostingRule', read, input.expectedRowVersion);
    const content = await this.contentOf(ctx, read.organizationId, input);
    return inTransaction(ctx.dataSource, async () => {
      const current = await lockRule(ctx, id);
      assertRowVersion('DirectPostingRule', current, input.expectedRowVersion);
      const next = { ...current, ...contentFields(content) };
      const changes = changedFields(current, next, AUDITED_FIELDS);
      const renamed =
        next.accountName !== current.accountName ||
        next.cashFlowArticleName !== current.cashFlowArticleName ||
        next.erpCounterpartyName !== current.erpCounterpartyName;
      if (Object.keys(changes).length === 0 && !renamed) return current;
      const [[rule]]: [DirectPostingRuleDto[], number] = await ctx.em.query(
        `UPDATE direct_posting_rules r
            SET location_id = $2, name = $3, direction = $4, counterparty_tax_id = $5,
                counterparty_name_contains = $6, counterparty_name_normalized = $7, purpose_contains = $8,
                amount_min = $9, amount_max = $10, erp_connection_id = $11, account_id = $12, account_name = $13,
                cash_flow_article_id = $14, cash_flow_article_name = $15, erp_counterparty_id = $16,
                erp_counterparty_name = $17, updated_at_utc = now(),
                row_version = r.row_version + 1
          WHERE r.id = $1 RETURNING ${RULE_COLUMNS}`,
        [id, ...contentParams(content)],
      );
      ctx.loader(ruleLoader).clear(id);
      await this.record(ctx, 'Update', rule, { changes });
      await announce(ctx, rule.organizationId, [current.locationId, rule.locationId]);
      return rule;
    });
  }

  activate(ctx: RequestContext, id: string, input: DirectPostingRuleStateInput | null): Promise<DirectPostingRuleDto> {
    return this.changeState(ctx, id, true, input);
  }

  deactivate(
    ctx: RequestContext,
    id: string,
    input: DirectPostingRuleStateInput | null,
  ): Promise<DirectPostingRuleDto> {
    return this.changeState(ctx, id, false, input);
  }

  /** Idempotent: a rule already in the state is answered unchanged (no audit entry), whatever rowVersion. */
  private async changeState(
    ctx: RequestContext,
    id: string,
    active: boolean,
    input: DirectPostingRuleStateInput | null,
  ): Promise<DirectPostingRuleDto> {
    const current = await lockRule(ctx, id);
    if (current.isActive === active) return current;
    assertRowVersion('DirectPostingRule', current, input?.expectedRowVersion);
    const [[rule]]: [DirectPostingRuleDto[], number] = await ctx.em.query(
      `UPDATE direct_posting_rules r
          SET is_active = $2::boolean, deactivated_at_utc = CASE WHEN $2::boolean THEN NULL ELSE now() END,
              updated_at_utc = now(), row_version = r.row_version + 1
        WHERE r.id = $1 RETURNING ${RULE_COLUMNS}`,
      [id, active],
    );
    ctx.loader(ruleLoader).clear(id);
    await this.record(ctx, active ? 'Activate' : 'Deactivate', rule);
    await announce(ctx, rule.organizationId, [rule.locationId]);
    return rule;
  }

  /**
   * Validates a rule's content in this order: direct_posting_rule.matcher_required, validation.failed (name, tax id,
   * lengths, amount range, a name matcher that normalizes to nothing), direct_posting_rule.location_unknown,
   * erp_default_connection_missing, direct_posting_rule.pay_in_unsupported, then the write target against the default
   * connection's lists (direct_posting_rule.write_target_unknown with the field errors naming what is unknown). The
   * counterparty comes before the lists: direct_posting_rule.counterparty_required where the dialect books pay-outs
   * only to one, direct_posting_rule.counterparty_unknown when the connection's synced suppliers have no such live
   * supplier.
   */
  private async contentOf(
    ctx: RequestContext,
    organizationId: string,
    input: CreateDirectPostingRuleInput | UpdateDirectPostingRuleInput,
  ): Promise<RuleContent> {
    const counterpartyId = input.erpCounterpartyId?.trim() || null;
    const errors = nameErrorsOf(input.name);
    if (counterpartyId !== null && counterpartyId.length > MAX_COUNTERPARTY_ID)
      errors.erpCounterpartyId = ['max_length'];
    const matchers = matchersOf(input, errors);
    const counterpartyNameNormalized = normalizedNameOf(matchers.counterpartyNameContains);
    await assertOutletOf(ctx, organizationId, matchers.locationId);
    const connection = await this.connections.findDefault(ctx, organizationId);
    if (!connection) throw new DomainError('erp_default_connection_missing', { params: { organizationId } });
    if (matchers.direction === 'Credit' && PAY_OUT_ONLY_DIALECTS.has(connection.dialect))
      throw new DomainError('direct_posting_rule.pay_in_unsupported', { params: { connectionId: connection.id } });
    // Checked on the stored suppliers, before the accounting system is asked for its lists.
    const counterparty = await counterpartyOf(ctx, organizationId, connection, counterpartyId);
    let target: WriteTarget;
    try {
      target = await resolveWriteTarget(ctx, this.references, connection.id, {
        accountId: input.accountId.trim(),
        cashFlowArticleId: input.cashFlowArticleId.trim(),
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'validation.failed')
        throw new DomainError('direct_posting_rule.write_target_unknown', {
          params: { connectionId: connection.id },
          fieldErrors: error.fieldErrors,
          ...(error.details ? { details: error.details } : {}),
        });
      throw error;
    }
    return {
      ...matchers,
      name: input.name.trim(),
      counterpartyNameNormalized,
      erpConnectionId: connection.id,
      target,
      counterparty,
    };
  }

  private record(
    ctx: RequestContext,
    action: 'Create' | 'Update' | 'Activate' | 'Deactivate',
    rule: DirectPostingRuleDto,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    return this.audit.record(ctx, {
      action,
      entityType: 'DirectPostingRule',
      entityId: rule.id,
      organizationId: rule.organizationId,
      locationId: rule.locationId,
      message: `Direct posting rule ${action === 'Create' ? 'created' : `${action.toLowerCase()}d`}`,
      details: {
        ruleId: rule.id,
        organizationId: rule.organizationId,
        locationId: rule.locationId,
        name: rule.name,
        direction: rule.direction,
        counterpartyTaxId: rule.counterpartyTaxId,
        counterpartyNameContains: rule.counterpartyNameContains,
        purposeContains: rule.purposeContains,
        amountMin: rule.amountMin,
        amountMax: rule.amountMax,
        erpConnectionId: rule.erpConnectionId,
        accountId: rule.accountId,
        cashFlowArticleId: rule.cashFlowArticleId,
        erpCounterpartyId: rule.erpCounterpartyId,
        erpCounterpartyName: rule.erpCounterpartyName,
        isActive: rule.isActive,
        ...extra,
      },
    });
  }
}

/**
 * The rule's counterparty, checked against the connection's synced suppliers (the accounting system is not asked): a
 * live supplier of them, with the name they have; required where the dialect books a pay-out only to one.
 */
async function counterpartyOf(
  ctx: RequestContext,
  organizationId: string,
  connection: { id: string; dialect: string },
  counterpartyId: string | null,
): Promise<{ id: string; name: string } | null> {
  const params = { connectionId: connection.id };
  if (counterpartyId === null) {
    if (!COUNTERPARTY_REQUIRED_DIALECTS.has(connection.dialect)) return null;
    throw new DomainError('direct_posting_rule.counterparty_required', {
      params,
      fieldErrors: { erpCounterpartyId: ['required'] },
    });
  }
  const supplier = await snapshotSupplierOf(ctx, organizationId, connection.id, counterpartyId);
  if (supplier === null || supplier.isDeleted) {
    throw new DomainError('direct_posting_rule.counterparty_unknown', {
      params,
      fieldErrors: { erpCounterpartyId: ['unknown'] },
    });
  }
  return { id: supplier.id, name: supplier.name };
}

/** The rule a write by id changes (its access declaration checked it), locked. */
async function lockRule(ctx: RequestContext, id: string): Promise<DirectPostingRuleDto> {
  const [rule]: DirectPostingRuleDto[] = await ctx.em.query(
    `SELECT ${RULE_COLUMNS} FROM direct_posting_rules r WHERE r.id = $1 FOR UPDATE`,
    [id],
  );
  if (!rule) throw new DomainError('not_found');
  return rule;
}

/** The stored columns of a content, as the rule's fields. */
function contentFields(content: RuleContent): Partial<DirectPostingRuleDto> {
  return {
    locationId: content.locationId,
    name: content.name,
    direction: content.direction as DirectPostingRuleDto['direction'],
    counterpartyTaxId: content.counterpartyTaxId,
    counterpartyNameContains: content.counterpartyNameContains,
    counterpartyNameNormalized: content.counterpartyNameNormalized,
    purposeContains: content.purposeContains,
    amountMin: content.amountMin,
    amountMax: content.amountMax,
    erpConnectionId: content.erpConnectionId,
    accountId: content.target.accountId,
    accountName: content.target.accountName,
    cashFlowArticleId: content.target.cashFlowArticleId,
    cashFlowArticleName: content.target.cashFlowArticleName,
    erpCounterpartyId: content.counterparty?.id ?? null,
    erpCounterpartyName: content.counterparty?.name ?? null,
  };
}

/** Placeholders of the content in the column order of the insert and the update (location_id … erp_counterparty_name). */
function contentParams(content: RuleContent): unknown[] {
  return [
    content.locationId,
    content.name,
    content.direction,
    content.counterpartyTaxId,
    content.counterpartyNameContains,
    content.counterpartyNameNormalized,
    content.purposeContains,
    content.amountMin,
    content.amountMax,
    content.erpConnectionId,
    content.target.accountId,
    content.target.accountName,
    content.target.cashFlowArticleId,
    content.target.cashFlowArticleName,
    content.counterparty?.id ?? null,
    content.counterparty?.name ?? null,
  ];
}

/**
 * A rule decides which lines of its scope are ReadyForApproval, so its change changes those outlets' work queues:
 * after commit, each outlet's subscribers hear once that many items may have changed (a rule of the whole
 * organization speaks for every active outlet).
 */
async function announce(ctx: RequestContext, organizationId: string, locationIds: (string | null)[]): Promise<void> {
  const outlets = locationIds.includes(null)
    ? (
        await ctx.em.query<{ id: string }[]>('SELECT id FROM locations WHERE organization_id = $1 AND is_active', [
          organizationId,
        ])
      ).map((row) => row.id)
    : [...new Set(locationIds as string[])];
  for (const locationId of outlets)
    publishWorkItemChanged(ctx.events, {
      organizationId,
      locationId,
      bankTransactionId: null,
      cause: 'DirectPostingRule',
    });
}
