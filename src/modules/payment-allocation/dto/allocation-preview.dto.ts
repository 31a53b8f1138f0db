import { ArrayMaxSize, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum AllocationMethodValue {
  Manual = 'Manual',
  AutomaticFifo = 'AutomaticFifo',
}

registerEnumType(AllocationMethodValue, {
  name: 'AllocationMethod',
  description:
    'Manual: the lines as sent. AutomaticFifo with no lines: the oldest payable documents of the matched supplier ' +
    'first; explicit lines are never replaced.',
});

/** Lines per request; a payment split over more documents is not a realistic bank payment. */
export const MAX_ALLOCATION_LINES = 500;

@InputType({ description: 'One document and the part of the payment it takes.' })
export class AllocationLineInput {
  @Field({ description: "The accounting system's document id; at most once per request." })
  @MaxLength(100)
  documentId: string;

  @Field(() => String, { nullable: true, description: 'Informational; the snapshot’s number is used.' })
  @IsOptional()
  @MaxLength(100)
  documentNumber?: string | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Informational; the snapshot’s amount is used.' })
  documentAmount?: number | null;

  @Field(() => SafeIntResolver, { description: 'Minor units, at least 1.' })
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  allocatedAmount: number;
}

@InputType({ description: 'An allocation to preview: a bank transaction and how to split it over documents.' })
export class AllocationPreviewInput {
  @Field(() => String, {
    nullable: true,
    description: 'The bank transaction (UUID). Missing or blank: bank_transaction_required.',
  })
  bankTransactionId?: string | null;

  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'Ignored: the stored transaction amount is the payment amount.',
  })
  paymentAmount?: number | null;

  @Field(() => AllocationMethodValue, { defaultValue: AllocationMethodValue.Manual })
  allocationMethod: AllocationMethodValue;

  @Field(() => [AllocationLineInput], { defaultValue: [], description: `At most ${MAX_ALLOCATION_LINES}.` })
  @ArrayMaxSize(MAX_ALLOCATION_LINES)
  @ValidateNested({ each: true })
  lines: AllocationLineInput[];
}

@InputType({ description: 'An allocation to save: the preview request plus an idempotency key.' })
export class AllocationConfirmInput extends AllocationPreviewInput {
  @Field({
    description:
      '1–100 characters. The same key for the same bank transaction answers the existing allocation, whatever ' +
      'the body.',
  })
  @MaxLength(100)
  idempotencyKey: string;
}

@ObjectType('WriteOffTarget', {
  description: 'The account and cash-flow article a small difference is written off to, with their names.',
})
export class WriteOffTargetDto {
  @Field()
  accountId: string;

  @Field()
  accountName: string;

  @Field()
  cashFlowArticleId: string;

  @Field()
  cashFlowArticleName: string;
}

@ObjectType('AllocationWarning', { description: 'A typed reason the allocation cannot be confirmed as it stands.' })
export class AllocationWarningDto {
  @Field({ description: 'An error code of the registry, e.g. document_deleted, payment_not_fully_distributed.' })
  code: string;

  @Field()
  message: string;

  @Field(() => String, { nullable: true, description: 'The document the warning is about; null for the payment.' })
  documentId: string | null;
}

@ObjectType('AllocationPreviewLine')
export class AllocationPreviewLineDto {
  @Field()
  documentId: string;

  @Field()
  documentNumber: string;

  @Field(() => SafeIntResolver)
  documentAmount: number;

  @Field(() => SafeIntResolver)
  allocatedAmount: number;

  @Field(() => SafeIntResolver, {
    description:
      'What the line settles its document with beyond the payment, within the organization’s tolerance: the ' +
      'difference to availableAmount, booked to the write-off target (docs/payment-tolerance.md); 0: none.',
  })
  writeOffAmount: number;

  @Field({ description: 'Less than the document’s unpaid amount is settled (paid and written off).' })
  isPartialPayment: boolean;

  @Field({ description: 'More than the document’s unpaid amount is allocated.' })
  isOverpayment: boolean;

  @Field(() => String, { nullable: true, description: 'Before this payment; null for an unknown document.' })
  paymentStatus: string | null;

  @Field(() => SafeIntResolver)
  unpaidAmount: number;

  @Field(() => SafeIntResolver)
  paidAmount: number;

  @Field(() => SafeIntResolver, { description: 'Reserved by live allocations of other payments.' })
  reservedAmount: number;

  @Field(() => SafeIntResolver, { description: 'unpaidAmount − reservedAmount, at least 0.' })
  availableAmount: number;

  @Field(() => SafeIntResolver, { description: 'availableAmount − allocatedAmount − writeOffAmount, at least 0.' })
  remainingAfterAllocation: number;

  @Field(() => SafeIntResolver, {
    description: 'unpaidAmount − allocatedAmount − writeOffAmount, at least 0: debt left, not money.',
  })
  invoiceDebtRemainingAfter: number;

  @Field(() => Int)
  sequence: number;

  @Field(() => [String])
  warningCodes: string[];
}

@ObjectType('AllocationPreview', {
  description:
    'The preview of an allocation. Nothing is written. hasOverpayment, hasUnderpayment and ' +
    'hasPartialPayments are legacy flags and must not drive accounting.',
})
export class AllocationPreviewDto {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => SafeIntResolver, { description: 'The stored transaction amount.' })
  paymentAmount: number;

  @Field(() => SafeIntResolver)
  allocatedAmount: number;

  @Field(() => SafeIntResolver, { description: 'paymentAmount − allocatedAmount (negative when over-assigned).' })
  remainingAmount: number;

  @Field()
  hasOverpayment: boolean;

  @Field()
  hasUnderpayment: boolean;

  @Field()
  hasPartialPayments: boolean;

  @Field(() => SafeIntResolver, { description: 'What goes to document lines.' })
  documentSettlementAmount: number;

  @Field(() => SafeIntResolver, { description: 'Always 0: supplier advance transport is unavailable.' })
  supplierAdvanceAmount: number;

  @Field(() => SafeIntResolver, { description: 'Part of the bank amount with no destination; non-zero blocks.' })
  unallocatedPaymentAmount: number;

  @Field(() => SafeIntResolver, { description: 'Debt left on the chosen documents after partial payments.' })
  invoiceDebtRemaining: number;

  @Field(() => SafeIntResolver, {
    description: 'The part of the payment no open document of the supplier could take; non-zero blocks.',
  })
  requiredSupplierAdvanceAmount: number;

  @Field(() => SafeIntResolver, { description: 'Σ of the lines’ writeOffAmount: a posting line of its own.' })
  writeOffAmount: number;

  @Field(() => WriteOffTargetDto, {
    nullable: true,
    description: 'Where the write-off is booked (the tolerance’s target); null when nothing is written off.',
  })
  writeOffTarget: WriteOffTargetDto | null;

  @Field(() => AllocationMethodValue)
  allocationMethod: AllocationMethodValue;

  @Field(() => [AllocationPreviewLineDto])
  lines: AllocationPreviewLineDto[];

  @Field(() => [AllocationWarningDto])
  warnings: AllocationWarningDto[];

  @Field()
  canConfirm: boolean;

  @Field(() => String, { nullable: true, description: 'The first warning’s code when canConfirm is false.' })
  blockReason: string | null;
}

@ObjectType('AllocationConfirmResult', {
  description: 'The outcome of a confirm: the saved allocation, or the existing one on a replay.',
})
export class AllocationConfirmResultDto {
  @Field(() => UUIDResolver)
  allocationId: string;

  @Field()
  status: string;

  @Field()
  message: string;

  @Field({ description: 'False for an idempotent replay (REST 200 instead of 201).' })
  created: boolean;
}
