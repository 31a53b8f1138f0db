import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import { directPostingRuleResource } from './direct-posting-queries';
import { DirectPostingRuleReadService } from './direct-posting-rule-read.service';
import { DirectPostingRuleService } from './direct-posting-rule.service';
import { DirectPostingRulePreviewArgs, DirectPostingRulePreviewDto } from './dto/direct-posting-preview.dto';
import { DirectPostingRuleDto, DirectPostingRuleListArgs, DirectPostingRulePage } from './dto/direct-posting-rule.dto';
import {
  CreateDirectPostingRuleInput,
  DirectPostingRuleDraftInput,
  DirectPostingRuleStateInput,
  UpdateDirectPostingRuleInput,
} from './dto/direct-posting-rule.input';

const VALIDATION_NOTE =
  'Checked in this order: direct_posting_rule.matcher_required (no tax id, name or purpose), validation.failed ' +
  '(name required or over 200, tax id invalid, max_length, amountMin/amountMax min, a name of legal forms only), ' +
  'direct_posting_rule.location_unknown (not an active outlet of the organization), erp_default_connection_missing, ' +
  'direct_posting_rule.pay_in_unsupported (Credit on a pay-out-only accounting system), ' +
  'direct_posting_rule.write_target_unknown (fieldErrors accountId/cashFlowArticleId unknown, accountId ' +
  'not_of_article). The lists are read from the accounting system, or its stored copy while it is unreachable.';
const BY_ID_NOTE =
  'Errors: not_found (unknown, or outside the X-Organization-Id header sent), forbidden (outside the caller’s scope).';
const STATE_NOTE =
  'Idempotent: a rule already in the state is answered unchanged (no audit entry, rowVersion not checked); ' +
  'otherwise concurrency.conflict {entity: DirectPostingRule, id} when expectedRowVersion is stale.';

const byOrganizationArgument = on.contextOrganization((args) => args.organizationId);
const byInputOrganization = on.contextOrganization(
  (args) => (args.input as { organizationId?: string | null }).organizationId,
);
const byRuleId = on.resource(directPostingRuleResource, (args) => args.id);

/** Direct posting rules and their preview (docs/direct-postings.md). */
@Resolver()
export class DirectPostingResolver {
  constructor(
    private readonly rules: DirectPostingRuleService,
    private readonly reads: DirectPostingRuleReadService,
  ) {}

  @Allow('erp.postings.view', byOrganizationArgument)
  @Query(() => DirectPostingRulePage, {
    description:
      'The direct posting rules of an organization (organizationId or X-Organization-Id), active and deactivated, ' +
      'by name; filters: locationId (the rules that apply to that outlet), isActive. Errors: ' +
      'context.organization.required, not_found, forbidden.',
  })
  directPostingRules(
    @Ctx() ctx: RequestContext,
    @Args() args: DirectPostingRuleListArgs,
  ): Promise<DirectPostingRulePage> {
    return this.reads.list(ctx, args);
  }

  @Allow('erp.postings.view', byRuleId)
  @Query(() => DirectPostingRuleDto, { description: `One rule. ${BY_ID_NOTE}` })
  directPostingRule(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<DirectPostingRuleDto> {
    return this.reads.byId(ctx, id);
  }

  @Allow('erp.postings.view', byRuleId)
  @Query(() => DirectPostingRulePreviewDto, {
    description:
      'The bank lines a saved rule (active or not) would take now, and the other active rules taking each of them ' +
      `too. Writes nothing. ${BY_ID_NOTE}`,
  })
  directPostingRulePreview(
    @Ctx() ctx: RequestContext,
    @Args() args: DirectPostingRulePreviewArgs,
  ): Promise<DirectPostingRulePreviewDto> {
    return this.reads.previewSaved(ctx, args.id, args);
  }

  @Allow('erp.postings.view', byInputOrganization)
  @Query(() => DirectPostingRulePreviewDto, {
    description:
      'The bank lines an unsaved rule would take now in the organization (input organizationId or ' +
      'X-Organization-Id), and the active rules taking each of them too. Writes nothing. Errors: ' +
      'direct_posting_rule.matcher_required, validation.failed, direct_posting_rule.location_unknown, ' +
      'context.organization.required, not_found, forbidden.',
  })
  directPostingRuleDraftPreview(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DirectPostingRuleDraftInput) input: DirectPostingRuleDraftInput,
  ): Promise<DirectPostingRulePreviewDto> {
    return this.reads.previewDraft(ctx, input);
  }

  @Allow('direct_postings.manage', byInputOrganization)
  // No @Transactional: the write target is checked against the accounting system's lists before the transaction.
  @Mutation(() => DirectPostingRuleDto, {
    description:
      'Creates a rule of the organization (input organizationId or X-Organization-Id), active, its write target ' +
      `checked against the organization’s default connection. ${VALIDATION_NOTE} Errors also: ` +
      'context.organization.required, not_found, forbidden.',
  })
  createDirectPostingRule(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateDirectPostingRuleInput) input: CreateDirectPostingRuleInput,
  ): Promise<DirectPostingRuleDto> {
    return this.rules.create(ctx, input);
  }

  @Allow('direct_postings.manage', byRuleId)
  // No @Transactional: the write target is checked against the accounting system's lists before the transaction.
  @Mutation(() => DirectPostingRuleDto, {
    description:
      'Replaces a rule’s content (the same content again changes nothing). concurrency.conflict ' +
      `{entity: DirectPostingRule, id} when expectedRowVersion is not the rule’s. ${VALIDATION_NOTE} ${BY_ID_NOTE}`,
  })
  updateDirectPostingRule(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => UpdateDirectPostingRuleInput) input: UpdateDirectPostingRuleInput,
  ): Promise<DirectPostingRuleDto> {
    return this.rules.update(ctx, id, input);
  }

  @Allow('direct_postings.manage', byRuleId)
  @Transactional()
  @Mutation(() => DirectPostingRuleDto, { description: `Reactivates a rule. ${STATE_NOTE} ${BY_ID_NOTE}` })
  activateDirectPostingRule(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => DirectPostingRuleStateInput, { nullable: true }) input: DirectPostingRuleStateInput | null,
  ): Promise<DirectPostingRuleDto> {
    return this.rules.activate(ctx, id, input);
  }

  @Allow('direct_postings.manage', byRuleId)
  @Transactional()
  @Mutation(() => DirectPostingRuleDto, {
    description: `Deactivates a rule: it stays listed and takes no line. ${STATE_NOTE} ${BY_ID_NOTE}`,
  })
  deactivateDirectPostingRule(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => DirectPostingRuleStateInput, { nullable: true }) input: DirectPostingRuleStateInput | null,
  ): Promise<DirectPostingRuleDto> {
    return this.rules.deactivate(ctx, id, input);
  }
}
