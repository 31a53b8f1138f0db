import { createHash } from 'node:crypto';
import type { RequestContext } from '../../platform/context/request-context';
import { errorCodeEntry } from '../../platform/errors/error-codes';
import { documentTypesOf, postingFamilyOf } from '../erp-posting/erp-posting.module';
import { planAllocation, type AllocationPlan } from '../payment-allocation/payment-allocation.module';
import {
  availableOf,
  DOCUMENT_DIRECTION_OF,
  type DocumentState,
  type PaymentSubject,
} from '../payment-allocation/payment-allocation.module';
import {
  DOCUMENT_STATE_COLUMNS,
  TOLERANCE_COLUMN,
  lockedPaymentOf,
  paymentBlockOf,
  toleranceOf,
  type PaymentTolerance,
} from '../payment-allocation/payment-allocation.module';

/** What a work item proposes to pay: one open invoice taking the whole bank amount (docs/work-items.md §Prepare). */
export interface SafeProposal {
  documentId: string;
  documentNumber: string;
  amount: number;
  proposalHash: string;
}

export interface ProposalLine {
  documentId: string;
  allocatedAmount: number;
}

/** A payment with what a proposal is decided from: its row version, its connection and its open documents. */
export interface ProposalFacts {
  payment: PaymentSubject;
  transactionRowVersion: number;
  connectionId: string | null;
  openDocuments: DocumentState[];
  /** The organization's tolerance on the connection: a short line within it settles its invoice fully. */
  tolerance: PaymentTolerance | null;
}

/** A reason an otherwise queueable proposal needs the caller's explicit acceptance (acceptRisk). */
export interface RiskWarning {
  code: 'partial_payment';
  message: string;
  documentId: string;
}

/**
 * The proposal facts of several transactions of one outlet in one statement: each transaction with its default
 * connection and the open documents of its matched supplier (the same selection candidates use), so a payment run
 * of 100 items costs one statement, not two per item. Transactions outside the outlet are simply absent.
 */
export async function loadProposalFacts(
  ctx: RequestContext,
  scope: { organizationId: string; locationId: string },
  bankTransactionIds: readonly string[],
): Promise<Map<string, ProposalFacts>> {
  if (bankTransactionIds.length === 0) return new Map();
  const rows: (Record<string, never> & { documents: (DocumentState & { processingStateCheckedAtUtc: string })[] })[] =
    await ctx.em.query(
      `WITH tx AS (
         SELECT t.id, t.organization_id, t.location_id, t.direction, t.amount, t.currency, t.row_version,
                to_char(t.transaction_date, 'YYYY-MM-DD') AS transaction_date, t.match_status,
                t.matched_counterparty_id, concat_ws(' ', t.description, t.bank_reference) AS bank_text,
                (SELECT c.id FROM erp_connections c
                  WHERE c.organization_id = t.organization_id AND c.is_default AND c.deleted_at_utc IS NULL)
                  AS connection_id, ${TOLERANCE_COLUMN}
           FROM bank_transactions t
          WHERE t.id = ANY($1::uuid[]) AND t.organization_id = $2 AND t.location_id = $3)
       SELECT tx.*, COALESCE(docs.documents, '[]'::jsonb) AS documents
         FROM tx
         LEFT JOIN LATERAL (
           SELECT jsonb_agg(to_jsonb(x) ORDER BY x."documentDate", x."documentNumber", x."documentId") AS documents
             FROM (SELECT ${DOCUMENT_STATE_COLUMNS}
                     FROM erp_document_snapshots d
                     LEFT JOIN payment_document_reservations r
                       ON r.connection_id = d.connection_id AND r.document_id = d.external_document_id
                    WHERE d.connection_id = tx.connection_id AND d.organization_id = tx.organization_id
                      AND d.location_id = tx.location_id AND d.supplier_external_id = tx.matched_counterparty_id
                      AND d.direction = (CASE tx.direction WHEN 'Debit' THEN $4 WHEN 'Credit' THEN $5 END)
                      AND d.currency = tx.currency AND d.is_processed AND NOT d.is_deleted
                      AND d.unpaid_amount > 0) x) docs ON true`,
      [
        bankTransactionIds,
        scope.organizationId,
        scope.locationId,
        DOCUMENT_DIRECTION_OF.Debit,
        DOCUMENT_DIRECTION_OF.Credit,
      ],
    );
  return new Map(
    rows.map((row) => [
      row.id as string,
      {
        ...lockedPaymentOf(row),
        tolerance: toleranceOf(row.tolerance, row.connection_id),
        transactionRowVersion: row.row_version,
        openDocuments: row.documents.map((document) => ({
          ...document,
          processingStateCheckedAtUtc:
            document.processingStateCheckedAtUtc === null ? null : new Date(document.processingStateCheckedAtUtc),
        })),
      },
    ]),
  );
}

/**
 * What the caller saw, as one value: the transaction at its row version and the lines. A payment run approves only
 * what it previewed: any change of the transaction or of the proposed lines changes the hash.
 */
export function proposalHashOf(
  bankTransactionId: string,
  transactionRowVersion: number,
  lines: ProposalLine[],
): string {
  const canonical = [...lines]
    .sort((a, b) => (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0))
    .map((line) => [line.documentId, line.allocatedAmount]);
  return createHash('sha256')
    .update(JSON.stringify([bankTransactionId.toLowerCase(), transactionRowVersion, canonical]))
    .digest('hex');
}

/**
 * What the caller saw of a line a direct posting rule takes, as one value: the transaction at its row version, the
 * rule and the amount it posts. A payment run approves only what it previewed, as for an invoice proposal.
 */
export function directProposalHashOf(item: {
  bankTransactionId: string;
  transactionRowVersion: number;
  directPostingRuleId: string | null;
  amount: number;
}): string {
  return proposalHashOf(item.bankTransactionId, item.transactionRowVersion, [
    { documentId: `direct-posting-rule:${item.directPostingRuleId}`, allocatedAmount: item.amount },
  ]);
}

/**
 * The safe full-amount proposal: exactly one open payable invoice of the matched supplier in the outlet can take the
 * whole bank amount, and the allocation preview of that one line could be confirmed. Two such invoices are not
 * safe (the choice is the accountant's), nor is an amount no single invoice covers.
 */
export function safeProposalOf(facts: ProposalFacts): { proposal: SafeProposal; plan: AllocationPlan } | null {
  const { payment } = facts;
  const invoiceTypes = documentTypesOf(postingFamilyOf(payment.direction));
  const covering = facts.openDocuments.filter(
    (document) => invoiceTypes.includes(document.documentType) && availableOf(document) >= payment.amount,
  );
  if (covering.length !== 1 || payment.amount <= 0) return null;
  const [document] = covering;
  const plan = planAllocation({
    payment,
    method: 'Manual',
    lines: [{ documentId: document.documentId, allocatedAmount: payment.amount }],
    documents: new Map([[document.documentId, document]]),
    otherAvailable: 0,
    paymentBlock: paymentBlockOf({ ...facts, liveAllocation: null }),
    tolerance: facts.tolerance,
  });
  if (!plan.canConfirm) return null;
  const line = { documentId: document.documentId, allocatedAmount: payment.amount };
  return {
    plan,
    proposal: {
      documentId: document.documentId,
      documentNumber: document.documentNumber,
      amount: payment.amount,
      proposalHash: proposalHashOf(payment.id, facts.transactionRowVersion, [line]),
    },
  };
}

/**
 * Why a confirmable allocation is still risky enough to need acceptRisk: a payment that leaves part of an invoice
 * unpaid is usually an instalment or a mistyped amount, and the accountant should say which.
 */
export function riskWarningsOf(
  lines: readonly { documentId: string; documentNumber: string; isPartialPayment: boolean }[],
): RiskWarning[] {
  return lines
    .filter((line) => line.isPartialPayment)
    .map((line) => ({
      code: 'partial_payment' as const,
      documentId: line.documentId,
      message: `Document ${line.documentNumber}: ${errorCodeEntry('partial_payment').message}`,
    }));
}
