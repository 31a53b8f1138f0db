import type { ErpDirectPaymentWrite } from '../../erp-connector/erp-connector.module';
import type { ClaimedPosting } from './posting-claims';

/**
 * The payment a direct posting writes: the bank line's amount, out for a Debit, in for a Credit, no documents, to the
 * counterparty its rule named at queue (the posting's supplier), if any.
 */
export function directPaymentOf(claim: ClaimedPosting): ErpDirectPaymentWrite {
  return {
    date: claim.postingDate,
    direction: claim.postingType === 'DirectPayIn' ? 'PayIn' : 'PayOut',
    accountId: claim.accountId!,
    cashFlowArticleId: claim.cashFlowArticleId!,
    amount: claim.totalAmount,
    currency: claim.currency,
    counterpartyId: claim.supplierId,
    storeCode: claim.storeCode,
    comment: `[${claim.idempotencyKey}]`,
  };
}
