import type {
  ErpDirectPaymentWrite,
  ErpPaymentReadback,
  ErpPaymentWrite,
} from '../../erp-connector/erp-connector.module';
import { writeOffLineOf } from '../posting-rules';
import type { ClaimedPosting } from './posting-claims';

/** The payment of an invoice posting: its items from the allocation's lines, with their write-off. */
export function paymentOf(claim: ClaimedPosting): ErpPaymentWrite {
  return {
    date: claim.postingDate,
    accountId: claim.accountId!,
    cashFlowArticleId: claim.cashFlowArticleId!,
    supplierId: claim.supplierId!,
    currency: claim.currency,
    storeCode: claim.storeCode,
    items: claim.items.map(({ documentId, amount, documentNumber }) => ({ documentId, amount, documentNumber })),
    writeOff: writeOffLineOf(claim.writeOffTarget, claim.items),
  };
}

/**
 * What a readback asks: the payments under the posting's key, with what a server that cannot read by key (IikoServer)
 * searches its booked transactions by: the write's date, supplier and total.
 */
export function readbackOf(claim: ClaimedPosting): ErpPaymentReadback {
  return {
    idempotencyKey: claim.idempotencyKey,
    date: claim.postingDate,
    ...(claim.supplierId === null ? {} : { supplierId: claim.supplierId }),
    totalAmount:
      claim.ruleId === null ? claim.items.reduce((total, item) => total + item.amount, 0) : claim.totalAmount,
    ...(claim.writeOffTarget === null
      ? {}
      : { writeOffAmount: claim.items.reduce((total, item) => total + item.writeOffAmount, 0) }),
  };
}

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
