import { IsISO8601, IsOptional, Matches, MaxLength } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PagedResult, PageArgs } from '../../../platform/graphql/paging';
import { MATCH_STATUSES } from '../../counterparty-matching/counterparty-matching.module';
import { ATTENTION_REASONS, NEXT_ACTIONS, WORKFLOW_STATES } from '../work-item-rules';

@ObjectType('AccountantWorkItemCapabilities', {
  description: 'What the caller may do with the item now: the state allows it and the caller holds the permission.',
})
export class WorkItemCapabilitiesDto {
  @Field({ description: 'Prepare (payment_candidates.build): matched, no live allocation, not Excluded.' })
  canPrepare: boolean;

  @Field({ description: 'Approve-and-queue (payment.confirm): ReadyForApproval only.' })
  canApproveAndQueue: boolean;

  @Field({
    description: 'Exclude (counterparty.match): no live allocation or direct posting, and not already excluded.',
  })
  canExclude: boolean;
}

@ObjectType('AccountantWorkItem', {
  description:
    'An accountant work item: one bank transaction of the outlet with its ' +
    'workflow state derived on every read from the transaction, its import, its live allocation and posting; no ' +
    'status is stored. docs/work-items.md has the states and the reason codes.',
})
export class AccountantWorkItemDto {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => UUIDResolver)
  importId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field({ description: 'YYYY-MM-DD.' })
  transactionDate: string;

  @Field({ description: 'Debit (money out) or Credit (money in).' })
  direction: string;

  @Field(() => SafeIntResolver, { description: 'Minor units.' })
  amount: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  counterpartyName: string | null;

  @Field(() => String, { nullable: true, description: 'The bank text (purpose of payment).' })
  description: string | null;

  @Field({ description: 'Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded.' })
  matchStatus: string;

  @Field({
    description: `${WORKFLOW_STATES.join(', ')}; decided in this order, so Excluded is never ready and any attention reason makes the item Attention.`,
  })
  workflowState: string;

  @Field(() => [String], {
    description: `Stable codes, most urgent first: ${ATTENTION_REASONS.join(', ')}. Empty unless workflowState is Attention.`,
  })
  attentionReasons: string[];

  @Field({ description: `One of ${NEXT_ACTIONS.join(', ')}.` })
  nextAction: string;

  @Field(() => WorkItemCapabilitiesDto)
  capabilities: WorkItemCapabilitiesDto;

  @Field(() => UUIDResolver, { nullable: true, description: 'The counterparty rule that matched the transaction.' })
  matchedRuleId: string | null;

  @Field(() => String, { nullable: true, description: "That rule's pattern as entered." })
  matchedRulePattern: string | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'The live (not Cancelled) allocation, if any.' })
  allocationId: string | null;

  @Field(() => String, { nullable: true })
  allocationStatus: string | null;

  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'The posting of the live allocation, or the live direct posting, once queued.',
  })
  postingId: string | null;

  @Field(() => String, { nullable: true })
  postingStatus: string | null;

  @Field(() => UUIDResolver, {
    nullable: true,
    description:
      'The direct posting rule of the line: the one active rule taking it (approve-and-queue queues it by that ' +
      'rule, without an allocation), or the rule its live direct posting was queued by.',
  })
  directPostingRuleId: string | null;

  @Field(() => Int, { description: 'The rowVersion of the bank transaction (approve-and-queue guards on it).' })
  transactionRowVersion: number;
}

export const AccountantWorkItemPage = PagedResult(AccountantWorkItemDto);
export type AccountantWorkItemPage = InstanceType<typeof AccountantWorkItemPage>;

/** A comma list of `values` (spaces around the commas allowed). */
function commaListOf(values: readonly string[]): RegExp {
  const one = `\\s*(?:${values.join('|')})\\s*`;
  return new RegExp(`^${one}(?:,${one})*$`);
}

export const SORT_PATTERN = /^(transactionDate|amount|counterpartyName)(?:[:_ ](asc|desc))?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The work-item list query (docs/work-items.md §Endpoints); every filter optional, all combined with AND. */
@ArgsType()
export class AccountantWorkItemListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Comma list of workflow states: ${WORKFLOW_STATES.join(', ')}.` })
  @IsOptional()
  @Matches(commaListOf(WORKFLOW_STATES))
  state?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Comma list of attention reason codes; an item with any of them matches: ${ATTENTION_REASONS.join(', ')}.`,
  })
  @IsOptional()
  @Matches(commaListOf(ATTENTION_REASONS))
  reason?: string | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'Only transactions of this import.' })
  importId?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive, YYYY-MM-DD, on transactionDate.' })
  @IsOptional()
  @Matches(DATE)
  @IsISO8601({ strict: true })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Inclusive, YYYY-MM-DD, on transactionDate.' })
  @IsOptional()
  @Matches(DATE)
  @IsISO8601({ strict: true })
  dateTo?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Case-insensitive text in the counterparty (bank name or matched supplier), description (purpose), bank ' +
      'reference or import file name.',
  })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive text in the import file name.' })
  @IsOptional()
  @MaxLength(200)
  documentContains?: string | null;

  @Field(() => String, { nullable: true, description: `Comma list of match statuses: ${MATCH_STATUSES.join(', ')}.` })
  @IsOptional()
  @Matches(commaListOf(MATCH_STATUSES))
  matchStatus?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'transactionDate, amount or counterpartyName, optionally followed by :asc or :desc (the direction defaults ' +
      'to desc; the list to transactionDate:desc); ties by import and position in the statement.',
  })
  @IsOptional()
  @Matches(SORT_PATTERN)
  sort?: string | null;
}
