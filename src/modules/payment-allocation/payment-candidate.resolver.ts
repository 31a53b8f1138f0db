import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow } from '../access/access.module';
import { byTransactionArgument } from '../counterparty-matching/counterparty-matching.module';
import { PaymentCandidateDto } from './dto/payment-candidate.dto';
import { PaymentCandidateService } from './payment-candidate.service';

const TRANSACTION =
  'The bank transaction (UUID); missing: bank_transaction_required; unknown or outside the context headers: ' +
  'bank_transaction_not_found.';

@Resolver()
export class PaymentCandidateResolver {
  constructor(private readonly candidates: PaymentCandidateService) {}

  @Allow('payment_candidates.build', byTransactionArgument)
  @Transactional()
  @Mutation(() => [PaymentCandidateDto], {
    description:
      'Rebuilds and stores the candidate list of a matched transaction from the local document snapshots of its ' +
      'supplier: processed, not deleted documents of its outlet, currency and direction (Debit pays incoming, ' +
      'Credit outgoing) with something unpaid; reservations of live allocations subtracted. Creates no allocation, ' +
      'posting or outbox row. Errors: counterparty_match_excluded, counterparty_match_required, ' +
      'erp_default_connection_missing (409).',
  })
  buildPaymentCandidates(
    @Ctx() ctx: RequestContext,
    @Arg('bankTransactionId', () => String, { nullable: true, description: TRANSACTION }) bankTransactionId: string,
  ): Promise<PaymentCandidateDto[]> {
    return this.candidates.build(ctx, bankTransactionId);
  }

  @Allow('erp.postings.view', byTransactionArgument)
  @Query(() => [PaymentCandidateDto], {
    description: 'The stored candidate list of the transaction, in the same order; empty until built.',
  })
  paymentCandidates(
    @Ctx() ctx: RequestContext,
    @Arg('bankTransactionId', () => String, { nullable: true, description: TRANSACTION }) bankTransactionId: string,
  ): Promise<PaymentCandidateDto[]> {
    return this.candidates.list(ctx, bankTransactionId);
  }
}
