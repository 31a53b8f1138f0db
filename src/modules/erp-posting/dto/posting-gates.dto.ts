import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ErpPostingPreviewLine')
export class PostingPreviewLineDto {
  @Field()
  documentId: string;

  @Field()
  documentNumber: string;

  @Field()
  documentType: string;

  @Field(() => SafeIntResolver)
  allocatedAmount: number;

  @Field(() => SafeIntResolver, { description: 'Written off with the line to the write-off target; 0: none.' })
  writeOffAmount: number;

  @Field({ description: 'From the current snapshot.' })
  paymentStatusBefore: string;

  @Field({ description: 'PartiallyPaid or Paid once posted.' })
  expectedPaymentStatusAfter: string;
}

@ObjectType('ErpPostingWarning')
export class PostingWarningDto {
  @Field()
  code: string;

  @Field(() => String, { nullable: true })
  documentId: string | null;

  @Field()
  message: string;
}

@ObjectType('ErpPostingWriteTarget', { description: 'A payment account and cash-flow article with their names.' })
export class PostingWriteTargetDto {
  @Field()
  accountId: string;

  @Field()
  accountName: string;

  @Field()
  cashFlowArticleId: string;

  @Field()
  cashFlowArticleName: string;
}

@ObjectType('ErpPostingWriteOff', {
  description:
    'The posting line of a payment’s small differences: booked to the target with the payment, to its supplier, so ' +
    'its documents end fully paid (docs/payment-tolerance.md).',
})
export class PostingWriteOffDto {
  @Field(() => SafeIntResolver, { description: 'Σ of the lines’ writeOffAmount.' })
  amount: number;

  @Field(() => PostingWriteTargetDto)
  target: PostingWriteTargetDto;
}

@ObjectType('ErpPostingPreview', { description: 'ErpPostingPreviewResult: what queueing would do; writes nothing.' })
export class PostingPreviewDto {
  @Field(() => UUIDResolver)
  allocationId: string;

  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => SafeIntResolver)
  totalAmount: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  counterpartyName: string | null;

  @Field(() => [PostingPreviewLineDto])
  lines: PostingPreviewLineDto[];

  @Field(() => PostingWriteOffDto, { nullable: true, description: 'The write-off line; null when there is none.' })
  writeOff: PostingWriteOffDto | null;

  @Field(() => [PostingWarningDto])
  warnings: PostingWarningDto[];

  @Field()
  canQueue: boolean;

  @Field(() => String, { nullable: true, description: 'The first blocking code, the one queue would answer.' })
  blockReason: string | null;

  @Field(() => PostingWriteTargetDto, {
    nullable: true,
    description:
      "The write target the outlet's latest posting of this type on this connection used; null when there is none.",
  })
  suggestedWriteTarget: PostingWriteTargetDto | null;
}

@ObjectType('ErpPostingGate')
export class PostingGateDto {
  @Field()
  code: string;

  @Field()
  passed: boolean;

  @Field()
  message: string;
}

@ObjectType('ErpPostingGateReport', { description: 'Preflight and dry-run: read-only gate evaluation.' })
export class PostingGateReportDto {
  @Field(() => UUIDResolver)
  postingId: string;

  @Field({ description: 'Every gate passed.' })
  canWrite: boolean;

  @Field(() => [PostingGateDto])
  gates: PostingGateDto[];
}

@ObjectType('ErpPostingEvidenceWrite', { description: 'What the worker sent and what the write answered.' })
export class EvidenceWriteDto {
  @Field()
  requestHash: string;

  @Field({ description: 'The idempotency key, masked.' })
  idempotencyKeyMasked: string;

  @Field(() => Int)
  attemptCount: number;

  @Field(() => String, { nullable: true, description: 'Outcome of the last write attempt.' })
  lastOutcome: string | null;

  @Field(() => String, { nullable: true, description: "The accounting system's payment id, masked." })
  externalPaymentIdMasked: string | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 of the external payment id.' })
  externalPaymentIdHash: string | null;

  @Field(() => Date, { nullable: true })
  postedAtUtc: Date | null;
}

@ObjectType('ErpPostingEvidenceRule', {
  description: 'The direct posting rule a posting without documents was queued by.',
})
export class EvidenceRuleDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field({ description: 'The rule’s name now.' })
  name: string;
}

@ObjectType('ErpPostingEvidenceOptimistic', { description: 'The local calculation at queue time.' })
export class EvidenceOptimisticDto {
  @Field(() => SafeIntResolver)
  totalAmount: number;

  @Field()
  currency: string;

  @Field(() => Int)
  documentCount: number;

  @Field(() => [PostingPreviewLineDto], { description: 'The documents paid; empty for a direct posting.' })
  lines: PostingPreviewLineDto[];

  @Field(() => PostingWriteOffDto, {
    nullable: true,
    description: 'The write-off line booked with the payment; null when there is none.',
  })
  writeOff: PostingWriteOffDto | null;

  @Field(() => EvidenceRuleDto, {
    nullable: true,
    description: 'A direct posting’s rule, shown where an invoice posting shows its documents; null for those.',
  })
  rule: EvidenceRuleDto | null;
}

@ObjectType('ErpPostingEvidenceReadback', { description: 'What the last readback saw.' })
export class EvidenceReadbackDto {
  @Field(() => Int)
  reconciliationAttemptCount: number;

  @Field(() => String, { nullable: true, description: 'Found, Absent, NotReflected or Failed.' })
  lastOutcome: string | null;

  @Field(() => Date, { nullable: true })
  lastReadbackAtUtc: Date | null;
}

@ObjectType('ErpPostingEvidenceReconciliation', { description: 'Whether the books agree with the allocation.' })
export class EvidenceReconciliationDto {
  @Field()
  reconciled: boolean;

  @Field(() => Date, { nullable: true })
  reconciledAtUtc: Date | null;

  @Field(() => String, { nullable: true })
  allocationStatus: string | null;
}

@ObjectType('ErpPostingEvidenceAnomaly')
export class EvidenceAnomalyDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field()
  code: string;

  @Field()
  severity: string;

  @Field()
  status: string;
}

@ObjectType('ErpPostingEvidence', {
  description:
    'Write result, optimistic local calculation, live readback and reconciliation kept apart; masked and hashed ' +
    'values only, never a raw payload, a credential or a full external id.',
})
export class PostingEvidenceDto {
  @Field(() => UUIDResolver)
  postingId: string;

  @Field(() => EvidenceWriteDto)
  write: EvidenceWriteDto;

  @Field(() => EvidenceOptimisticDto)
  optimistic: EvidenceOptimisticDto;

  @Field(() => EvidenceReadbackDto)
  liveReadback: EvidenceReadbackDto;

  @Field(() => EvidenceReconciliationDto)
  reconciliation: EvidenceReconciliationDto;

  @Field(() => EvidenceAnomalyDto, { nullable: true, description: 'The latest anomaly of the posting, if any.' })
  anomaly: EvidenceAnomalyDto | null;
}
