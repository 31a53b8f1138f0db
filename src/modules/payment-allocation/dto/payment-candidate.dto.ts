import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ErpDocumentSnapshot', {
  description:
    'The local copy of an accounting-system document. Only isProcessed true with isDeleted false is payable; a ' +
    'document of no outlet (locationId null) never is.',
})
export class ErpDocumentSnapshotDto {
  @Field({ description: "The accounting system's document id (documentId of allocation lines)." })
  documentId: string;

  @Field(() => UUIDResolver)
  connectionId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'Outlet by storeCode; null is never a default outlet.' })
  locationId: string | null;

  @Field()
  documentNumber: string;

  @Field({ description: 'YYYY-MM-DD.' })
  documentDate: string;

  @Field(() => String, { nullable: true, description: "The accounting system's supplier id." })
  supplierId: string | null;

  @Field({ description: 'incoming (supplier invoices, paid by Debit) or outgoing (paid by Credit).' })
  direction: string;

  @Field()
  documentType: string;

  @Field(() => SafeIntResolver, { description: 'Minor units.' })
  amount: number;

  @Field(() => SafeIntResolver, { description: 'Minor units.' })
  paidAmount: number;

  @Field(() => SafeIntResolver, { description: 'Minor units.' })
  unpaidAmount: number;

  @Field()
  currency: string;

  @Field({ description: 'Unpaid or PartiallyPaid.' })
  paymentStatus: string;

  @Field(() => Boolean, { nullable: true, description: 'null: the processing state is not reliably known.' })
  isProcessed: boolean | null;

  @Field()
  isDeleted: boolean;

  @Field(() => Date, { nullable: true })
  processingStateCheckedAtUtc: Date | null;

  @Field(() => String, { nullable: true })
  processingStateSource: string | null;
}

@ObjectType('PaymentCandidateReason', { description: 'One reason a candidate scored as it did.' })
export class CandidateReasonDto {
  @Field({
    description:
      'amount_equal, amount_fits, amount_partial, number_in_bank_text, date_distance, dated_after_payment, ' +
      'fully_reserved, paid_outside_service (0 points: part of the amount was paid outside this service).',
  })
  code: string;

  @Field(() => Int, { description: 'Points this reason adds to the confidence.' })
  points: number;

  @Field()
  message: string;

  @Field(() => Int, { nullable: true, description: 'date_distance: days from the document date to the payment.' })
  days: number | null;
}

@ObjectType('PaymentCandidate', {
  description:
    'An open document of the matched supplier that the payment could settle (PaymentCandidateDto). Lists are ordered ' +
    'by confidence, amount distance, date distance, document date, document number and document id.',
})
export class PaymentCandidateDto {
  @Field(() => UUIDResolver)
  bankTransactionId: string;

  @Field(() => Int, { description: 'Position in the list, from 1.' })
  rank: number;

  @Field(() => ErpDocumentSnapshotDto)
  document: ErpDocumentSnapshotDto;

  @Field(() => SafeIntResolver, {
    description: 'Reserved by live allocations (a transaction’s own allocation included). Minor units.',
  })
  reservedAmount: number;

  @Field(() => SafeIntResolver, { description: 'unpaidAmount − reservedAmount, at least 0. Minor units.' })
  availableAmount: number;

  @Field(() => SafeIntResolver, {
    description: 'What this payment would put on the document, in list order; never above availableAmount.',
  })
  suggestedAmount: number;

  @Field(() => Int, { description: '0–100, higher first; explained by reasons.' })
  confidence: number;

  @Field(() => [CandidateReasonDto])
  reasons: CandidateReasonDto[];

  @Field()
  builtAtUtc: Date;
}
