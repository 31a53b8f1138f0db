import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';
import { PostingWarningDto, PostingWriteTargetDto } from './posting-gates.dto';

@ObjectType('DirectPostingTakingRule', { description: 'The direct posting rule that takes a bank line.' })
export class DirectPostingTakingRuleDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field()
  name: string;
}

@ObjectType('DirectPostingPreview', {
  description: 'What queueing a bank line as a direct posting would do (docs/direct-postings.md); writes nothing.',
})
export class DirectPostingPreviewDto {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => UUIDResolver)
  locationId: string;

  @Field({ description: 'YYYY-MM-DD: the posting date.' })
  transactionDate: string;

  @Field({ description: 'Debit (a pay-out) or Credit (a pay-in).' })
  direction: string;

  @Field({ description: 'DirectPayOut or DirectPayIn.' })
  postingType: string;

  @Field(() => SafeIntResolver, { description: 'The bank line amount, in minor units: what the posting writes.' })
  totalAmount: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  counterpartyName: string | null;

  @Field(() => DirectPostingTakingRuleDto, {
    nullable: true,
    description: 'The one active rule that takes the line; null when none or more than one does.',
  })
  rule: DirectPostingTakingRuleDto | null;

  @Field(() => PostingWriteTargetDto, { nullable: true, description: "The rule's write target, copied at queue." })
  writeTarget: PostingWriteTargetDto | null;

  @Field(() => [PostingWarningDto])
  warnings: PostingWarningDto[];

  @Field()
  canQueue: boolean;

  @Field(() => String, { nullable: true, description: 'The first blocking code, the one queue would answer.' })
  blockReason: string | null;
}

@InputType({ description: 'Optional: the rule the preview named, so a rule changed meanwhile is not used unseen.' })
export class QueueDirectPostingInput {
  @Field(() => UUIDResolver, {
    nullable: true,
    description: 'Another rule takes the line now: concurrency.conflict.',
  })
  expectedRuleId?: string | null;
}
