import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { BankTransactionDto } from '../bank-import/dto/bank-transaction.dto';
import { CounterpartyRuleReadService } from './counterparty-rule-read.service';
import { CounterpartyRuleService } from './counterparty-rule.service';
import {
  CounterpartyRuleConflictPreviewDto,
  CounterpartyRuleDirectoryArgs,
  CounterpartyRuleDto,
  CounterpartyRulePage,
  CounterpartyRuleResultDto,
} from './dto/counterparty-rule.dto';
import {
  CounterpartyRuleConflictPreviewInput,
  CounterpartyRuleStateInput,
  CreateCounterpartyRuleFromMatchInput,
  CreateCounterpartyRuleInput,
  UpdateCounterpartyRuleInput,
} from './dto/counterparty-rule.input';
import { Allow, on } from '../access/access.module';
import { counterpartyRuleResource } from './counterparty-rule-read.service';
import { byInputTransactionOrganization } from './transaction-access';

const ORGANIZATION_NOTE = 'The organization; the X-Organization-Id header when absent.';
const READ_NOTE =
  'Needs organization.view on the organization (organizationId argument or X-Organization-Id header). ' +
  'Errors: context.organization.required, not_found, forbidden (outside the caller’s scope).';
const VALIDATION_NOTE =
  'Validation in this order: pattern_required (blank, or nothing left after normalization), ' +
  'erp_counterparty_required, erp_counterparty_name_required (blank counts as missing), then validation.failed ' +
  '(max_length: pattern 500, counterparty id 100, name 500).';
const REMATCH_NOTE =
  'A write that can change outcomes re-runs automatic matching of the organization’s undecided transactions in the ' +
  'same transaction (ManualMatched and Excluded stay) and reports changedTransactionCount.';
const EQUIVALENT_NOTE =
  'An equivalent rule (same organization, normalized pattern and counterparty id) answers alreadyExists true and ' +
  'creates nothing, also under concurrent creates; a deactivated equivalent is reactivated (audit Activate).';
const BY_ID_NOTE =
  'Needs counterparty.match on the rule’s organization. Errors: not_found (unknown, or outside the ' +
  'X-Organization-Id header sent), forbidden (outside the caller’s scope), concurrency.conflict {entity: CounterpartyRule, id} when ' +
  'expectedRowVersion is stale.';

const byInputOrganization = on.contextOrganization(
  (args) => (args.input as { organizationId?: string | null }).organizationId,
);
const byRuleId = on.resource(counterpartyRuleResource, (args) => args.id);

/** Counterparty rules (docs/counterparty-matching.md §Rules). */
@Resolver()
export class CounterpartyRuleResolver {
  constructor(
    private readonly rules: CounterpartyRuleService,
    private readonly reads: CounterpartyRuleReadService,
  ) {}

  @Allow('organization.view', on.contextOrganization((args) => args.organizationId))
  @Query(() => CounterpartyRulePage, {
    description:
      'The rules directory of an organization, active and deactivated, by normalized pattern; filters search ' +
      '(pattern, counterparty name or id), isActive, erpCounterpartyId. ' +
      READ_NOTE,
  })
  counterpartyRules(
    @Ctx() ctx: RequestContext,
    @Args() args: CounterpartyRuleDirectoryArgs,
  ): Promise<CounterpartyRulePage> {
    return this.reads.directory(ctx, args);
  }

  @Allow('organization.view', on.contextOrganization((args) => args.organizationId))
  @Query(() => [CounterpartyRuleDto], {
    description: `Legacy list of the matching page: every active rule of the organization, by pattern. ${READ_NOTE}`,
  })
  activeCounterpartyRules(
    @Ctx() ctx: RequestContext,
    // Read by the access declaration, which leaves the organization on ctx.activeContext.
    @Arg('organizationId', () => UUIDResolver, { nullable: true, description: ORGANIZATION_NOTE })
    _organizationId: string | null,
  ): Promise<CounterpartyRuleDto[]> {
    return this.reads.activeRules(ctx);
  }

  @Allow('counterparty.match', byInputOrganization)
  @Query(() => CounterpartyRuleConflictPreviewDto, {
    description:
      'Before creating a rule: its normalized pattern, the equivalent rule, how many undecided transactions it would ' +
      'match, and the active rules it overlaps (SamePattern, Broader, Narrower, SharedTransactions) with the ' +
      'transactions they would share. Writes nothing. Needs counterparty.match on the organization (input ' +
      'organizationId or X-Organization-Id). Errors: pattern_required, context.organization.required, not_found, ' +
      'forbidden.',
  })
  counterpartyRuleConflictPreview(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CounterpartyRuleConflictPreviewInput) input: CounterpartyRuleConflictPreviewInput,
  ): Promise<CounterpartyRuleConflictPreviewDto> {
    return this.reads.conflictPreview(ctx, input);
  }

  @Allow('counterparty.match', byInputOrganization)
  @Transactional()
  @Mutation(() => CounterpartyRuleResultDto, {
    description:
      'Creates a rule directly. Needs counterparty.match on the organization (input organizationId or ' +
      `X-Organization-Id), so an outlet-scoped role cannot. ${VALIDATION_NOTE} ${EQUIVALENT_NOTE} ${REMATCH_NOTE} ` +
      'Errors also: context.organization.required, not_found, forbidden.',
  })
  createCounterpartyRule(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateCounterpartyRuleInput) input: CreateCounterpartyRuleInput,
  ): Promise<CounterpartyRuleResultDto> {
    return this.rules.create(ctx, input);
  }

  @Allow('counterparty.match', byInputTransactionOrganization)
  @Transactional()
  @Mutation(() => CounterpartyRuleResultDto, {
    description:
      'Creates a rule from a manual match: the organization is the transaction’s and the rule records it as ' +
      'sourceTransactionId; the transaction changes only through the rematch. Needs counterparty.match on the ' +
      'transaction’s organization; context headers, when sent, must contain the transaction. Errors: ' +
      'bank_transaction_required, validation.failed (bankTransactionId not a UUID), bank_transaction_not_found ' +
      `(unknown, or outside the context headers sent), forbidden (outside the caller’s scope, or no permission). ${VALIDATION_NOTE} ${EQUIVALENT_NOTE} ${REMATCH_NOTE}`,
  })
  createCounterpartyRuleFromMatch(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateCounterpartyRuleFromMatchInput) input: CreateCounterpartyRuleFromMatchInput,
  ): Promise<CounterpartyRuleResultDto> {
    return this.rules.createFromMatch(ctx, input);
  }

  @Allow('counterparty.match', byRuleId)
  @Transactional()
  @Mutation(() => CounterpartyRuleResultDto, {
    description:
      'Changes a rule’s pattern, counterparty id or name (a null field keeps its value; no change answers the rule ' +
      'unchanged). A change that makes it equivalent to another rule: 409 counterparty_rule_duplicate. ' +
      `${VALIDATION_NOTE} ${REMATCH_NOTE} ${BY_ID_NOTE}`,
  })
  updateCounterpartyRule(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => UpdateCounterpartyRuleInput) input: UpdateCounterpartyRuleInput,
  ): Promise<CounterpartyRuleResultDto> {
    return this.rules.update(ctx, id, input);
  }

  @Allow('counterparty.match', byRuleId)
  @Transactional()
  @Mutation(() => CounterpartyRuleResultDto, {
    description:
      'Reactivates a rule. Idempotent: an active rule is answered unchanged (no audit entry, ' +
      `changedTransactionCount 0, rowVersion not checked). ${REMATCH_NOTE} ${BY_ID_NOTE}`,
  })
  activateCounterpartyRule(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => CounterpartyRuleStateInput, { nullable: true }) input: CounterpartyRuleStateInput | null,
  ): Promise<CounterpartyRuleResultDto> {
    return this.rules.activate(ctx, id, input);
  }

  @Allow('counterparty.match', byRuleId)
  @Transactional()
  @Mutation(() => CounterpartyRuleResultDto, {
    description:
      'Soft-deactivates a rule: it stays in the directory and stops matching; transactions it had matched are ' +
      're-matched without it. Idempotent: a deactivated rule is answered unchanged (no audit entry, ' +
      `changedTransactionCount 0, rowVersion not checked). ${REMATCH_NOTE} ${BY_ID_NOTE}`,
  })
  deactivateCounterpartyRule(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => CounterpartyRuleStateInput, { nullable: true }) input: CounterpartyRuleStateInput | null,
  ): Promise<CounterpartyRuleResultDto> {
    return this.rules.deactivate(ctx, id, input);
  }
}

/** The rule behind a transaction's automatic match, on every read of a transaction. */
@Resolver(() => BankTransactionDto)
export class BankTransactionRuleResolver {
  constructor(private readonly reads: CounterpartyRuleReadService) {}

  @FieldResolver(() => CounterpartyRuleDto, {
    nullable: true,
    description:
      'The rule that matched this transaction (matchedRuleId), active or not; null otherwise. Batched: one ' +
      'statement for any number of transactions.',
  })
  matchedRule(
    @Ctx() ctx: RequestContext,
    @Root() transaction: BankTransactionDto,
  ): Promise<CounterpartyRuleDto | null> {
    return this.reads.matchedRule(ctx, transaction.matchedRuleId);
  }
}
