import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import { pageWindow, queryPage } from '../../platform/graphql/paging';
import { matchersOf } from './direct-posting-rule-fields';
import { RULE_COLUMNS, previewLines, ruleLoader, type PreviewedRule } from './direct-posting-queries';
import { assertOutletOf, normalizedNameOf } from './direct-posting-scope';
import type { DirectPostingRulePreviewDto } from './dto/direct-posting-preview.dto';
import type {
  DirectPostingRuleDto,
  DirectPostingRuleListArgs,
  DirectPostingRulePage,
} from './dto/direct-posting-rule.dto';
import type { DirectPostingRuleDraftInput } from './dto/direct-posting-rule.input';

/**
 * Reads of direct posting rules (docs/direct-postings.md) in the organization their access declarations checked:
 * the list, one rule, and the preview of the lines a saved or an unsaved rule would take. All read-only.
 */
export class DirectPostingRuleReadService {
  async list(ctx: RequestContext, args: DirectPostingRuleListArgs): Promise<DirectPostingRulePage> {
    return queryPage<DirectPostingRuleDto>(
      ctx.em,
      args,
      {
        columns: RULE_COLUMNS,
        from: `FROM direct_posting_rules r
               WHERE r.organization_id = $1 AND ($2::boolean IS NULL OR r.is_active = $2)
                 AND ($3::uuid IS NULL OR r.location_id IS NULL OR r.location_id = $3)`,
        orderBy: 'r.name, r.id',
      },
      [ctx.activeContext.organizationId, args.isActive ?? null, args.locationId ?? null],
    );
  }

  /** A rule by id; its access declaration loaded it already, so this is the request's cache. */
  async byId(ctx: RequestContext, id: string): Promise<DirectPostingRuleDto> {
    const rule = await ctx.loader(ruleLoader).load(id);
    if (!rule) throw new DomainError('not_found');
    return rule;
  }

  /** The lines a saved rule would take now, whether it is active or not. */
  async previewSaved(
    ctx: RequestContext,
    id: string,
    paging: { page: number; pageSize: number },
  ): Promise<DirectPostingRulePreviewDto> {
    const rule = await this.byId(ctx, id);
    return this.preview(ctx, rule, paging);
  }

  /** The lines an unsaved rule would take now: the matchers are checked as a create checks them. */
  async previewDraft(ctx: RequestContext, input: DirectPostingRuleDraftInput): Promise<DirectPostingRulePreviewDto> {
    const { organizationId } = ctx.activeContext;
    const matchers = matchersOf(input);
    const counterpartyNameNormalized = normalizedNameOf(matchers.counterpartyNameContains);
    await assertOutletOf(ctx, organizationId, matchers.locationId);
    return this.preview(ctx, { ...matchers, id: null, organizationId, counterpartyNameNormalized }, input);
  }

  private async preview(
    ctx: RequestContext,
    rule: PreviewedRule,
    paging: { page: number; pageSize: number },
  ): Promise<DirectPostingRulePreviewDto> {
    const rows = await previewLines(ctx, rule, pageWindow(paging));
    return { ruleId: rule.id, ...rows, page: paging.page, pageSize: paging.pageSize };
  }
}
