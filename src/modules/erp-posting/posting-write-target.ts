import type { RequestContext } from '../../platform/context/request-context';
import { validationFailed } from '../../platform/errors/domain-error';
import type { ErpReferenceService } from '../erp-connection/erp-connection.module';

/** Where a posting's payment is written: the payment account and cash-flow article, ids with their display names. */
export interface WriteTarget {
  accountId: string;
  accountName: string;
  cashFlowArticleId: string;
  cashFlowArticleName: string;
}

export interface RequestedWriteTarget {
  accountId: string;
  accountName?: string | null;
  cashFlowArticleId: string;
  cashFlowArticleName?: string | null;
}

/**
 * Checks the ids against the lists of the connection (a live read, or the stored copy while the accounting system
 * is unreachable) and completes the names from them; unknown ids, or an account other than the one the article is
 * bound to, are validation.failed naming the field. Runs before any transaction: it may wait for the accounting
 * system.
 */
export async function resolveWriteTarget(
  ctx: RequestContext,
  references: ErpReferenceService,
  connectionId: string,
  requested: RequestedWriteTarget,
): Promise<WriteTarget> {
  const [accounts, articles] = await Promise.all([
    references.ofConnection(ctx, connectionId, 'accounts'),
    references.ofConnection(ctx, connectionId, 'cash-flow-articles'),
  ]);
  const account = accounts.items.find((item) => item.id === requested.accountId);
  const article = articles.items.find((item) => item.id === requested.cashFlowArticleId);
  if (!account || !article) {
    throw validationFailed({
      ...(account ? {} : { accountId: ['unknown'] }),
      ...(article ? {} : { cashFlowArticleId: ['unknown'] }),
    });
  }
  // An article bound to one account (an iikoServer pay-out type draws from its chief account) takes only that one.
  if (article.accountId && article.accountId !== account.id) {
    throw validationFailed(
      { accountId: ['not_of_article'] },
      'The cash-flow article is paid from another account; choose the pair the connection lists.',
    );
  }
  return {
    accountId: account.id,
    accountName: requested.accountName ?? account.name,
    cashFlowArticleId: article.id,
    cashFlowArticleName: requested.cashFlowArticleName ?? article.name,
  };
}

/**
 * The write target the outlet used last for this kind of posting on this connection: an accountant pays one
 * outlet's suppliers from the same account under the same article, so the last choice is the suggestion.
 */
export async function suggestWriteTarget(
  ctx: RequestContext,
  where: { connectionId: string; locationId: string; postingType: string },
): Promise<WriteTarget | null> {
  const [row] = await ctx.em.query(
    `SELECT account_id AS "accountId", account_name AS "accountName", cash_flow_article_id AS "cashFlowArticleId",
            cash_flow_article_name AS "cashFlowArticleName"
       FROM erp_payment_postings
      WHERE erp_connection_id = $1 AND location_id = $2 AND posting_type = $3
        AND account_id IS NOT NULL AND cash_flow_article_id IS NOT NULL
      ORDER BY updated_at_utc DESC
      LIMIT 1`,
    [where.connectionId, where.locationId, where.postingType],
  );
  return row ?? null;
}
