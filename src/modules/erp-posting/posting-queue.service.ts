import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { publishPostingStatusChanged } from '../../platform/events/topics';
import { DomainError, type ErrorParams } from '../../platform/errors/domain-error';
import { errorCodeEntry } from '../../platform/errors/error-codes';
import type { AuditService } from '../audit/audit.module';
import type { DirectPostingPreviewDto, QueueDirectPostingInput } from './dto/direct-posting.dto';
import type { ErpPostingDto, QueuePostingInput } from './dto/erp-posting.dto';
import type { PostingPreviewDto } from './dto/posting-gates.dto';
import {
  directPostingTypeOf,
  directRequestHashOf,
  evaluateDirect,
  loadDirectFacts,
  type DirectFacts,
} from './direct-queue';
import type { DirectRulesPort } from './direct-rules.port';
import { postingRowLoader } from './posting-loaders';
import {
  evaluateQueue,
  expectedStatusAfter,
  postingFamilyOf,
  postingTypeOf,
  requestHashOf,
  writeOffLineOf,
  type QueueFacts,
} from './posting-rules';
import { suggestWriteTarget } from './posting-write-target';

/**
 * The allocation, its transaction and import, and every line with its current snapshot, in one statement. `lock`
 * takes the allocation row FOR UPDATE, so two queues of one allocation run one after the other.
 */
async function loadQueueFacts(
  ctx: RequestContext,
  allocationId: string,
  lock: boolean,
): Promise<
  (QueueFacts & { status: string; rowVersion: number; connectionId: string; postingId: string | null }) | null
> {
  const [row] = await ctx.em.query(
    `WITH a AS (SELECT * FROM payment_allocations WHERE id = $1 ${lock ? 'FOR UPDATE' : ''})
     SELECT a.id AS "allocationId", a.bank_transaction_id AS "bankTransactionId", a.organization_id AS "organizationId",
            a.location_id AS "locationId", a.status, a.row_version AS "rowVersion",
            a.erp_connection_id AS "connectionId", a.erp_counterparty_id AS "counterpartyId", a.currency,
            a.total_amount AS "totalAmount", a.supplier_advance_amount AS "supplierAdvanceAmount",
            a.unallocated_payment_amount AS "unallocatedPaymentAmount", t.direction AS "transactionDirection",
            a.write_off_amount AS "writeOffAmount",
            CASE WHEN a.write_off_account_id IS NOT NULL THEN jsonb_build_object(
              'accountId', a.write_off_account_id, 'accountName', a.write_off_account_name,
              'cashFlowArticleId', a.write_off_cash_flow_article_id,
              'cashFlowArticleName', a.write_off_cash_flow_article_name) END AS "writeOffTarget",
            to_char(t.transaction_date, 'YYYY-MM-DD') AS "transactionDate",
            t.matched_counterparty_name AS "counterpartyName", i.id AS "importId",
            (i.balance_matches = false AND NOT i.balance_review_overridden) AS "balanceReviewOpen",
            (SELECT c.dialect FROM erp_connections c WHERE c.id = a.erp_connection_id) AS dialect,
            (SELECT p.id FROM erp_payment_postings p WHERE p.payment_allocation_id = a.id) AS "postingId",
            COALESCE((SELECT jsonb_agg(jsonb_build_object(
                       'documentId', l.document_id, 'documentNumber', l.document_number,
                       'allocatedAmount', l.allocated_amount, 'writeOffAmount', l.write_off_amount,
                       'snapshot', CASE WHEN d.external_document_id IS NULL THEN NULL ELSE jsonb_build_object(
                         'organizationId', d.organization_id, 'locationId', d.location_id,
                         'supplierId', d.supplier_external_id, 'direction', d.direction,
                         'documentType', d.document_type, 'currency', d.currency, 'unpaidAmount', d.unpaid_amount,
                         'paymentStatus', d.payment_status, 'isProcessed', d.is_processed,
                         'isDeleted', d.is_deleted) END) ORDER BY l.sequence)
                        FROM payment_allocation_lines l
                        LEFT JOIN erp_document_snapshots d
                          ON d.connection_id = l.connection_id AND d.external_document_id = l.document_id
                       WHERE l.allocation_id = a.id), '[]'::jsonb) AS lines
       FROM a
       JOIN bank_transactions t ON t.id = a.bank_transaction_id
       JOIN bank_imports i ON i.id = t.import_id`,
    [allocationId],
  );
  return row ?? null;
}

/** An allocation that may be previewed or queued: Approved, with no posting yet. */
function assertQueueable(facts: { allocationId: string; status: string; postingId: string | null }): void {
  if (facts.status === 'Approved' && facts.postingId === null) return;
  throw new DomainError('workflow.invalid_transition', {
    params: { entity: 'PaymentAllocation', state: facts.status, operation: 'queue', allocationId: facts.allocationId },
  });
}

/** A bank line that may be queued directly: not held by an allocation or a posting. */
function assertDirectQueueable(facts: DirectFacts): void {
  if (!facts.held) return;
  throw new DomainError('workflow.invalid_transition', {
    params: {
      entity: 'BankTransaction',
      state: 'Held',
      operation: 'queue-direct',
      bankTransactionId: facts.bankTransactionId,
    },
  });
}

/** The constraints a concurrent allocation or direct posting of the same line violates. */
const DIRECT_HOLD_CONSTRAINTS = new Set(['bank_transaction_holds_pkey', 'ux_erp_payment_postings_direct_live']);

/**
 * Posting preview and queue (docs/postings.md §Queue rules). Queue revalidates every snapshot and the full-payment
 * invariant in the transaction that creates the posting (ApprovalRequired), its outbox row and the allocation's move to
 * PostingQueued, with its audit entry. A bank line a direct posting rule takes is queued the same way without an
 * allocation (docs/direct-postings.md §Postings): the posting holds the line itself. Nothing here talks to the
 * accounting system.
 */
export class PostingQueueService {
  constructor(
    private readonly audit: AuditService,
    private readonly directRules: DirectRulesPort,
  ) {}

  async preview(ctx: RequestContext, allocationId: string): Promise<PostingPreviewDto> {
    const facts = (await loadQueueFacts(ctx, allocationId, false))!;
    const { warnings, blockReason } = evaluateQueue(facts);
    const stateBlock =
      facts.status === 'Approved' && facts.postingId === null ? null : ('workflow.invalid_transition' as const);
    return {
      allocationId: facts.allocationId,
      bankTransactionId: facts.bankTransactionId,
      totalAmount: facts.totalAmount,
      currency: facts.currency,
      counterpartyName: facts.counterpartyName,
      lines: facts.lines.map((line) => ({
        documentId: line.documentId,
        documentNumber: line.documentNumber,
        documentType: line.snapshot?.documentType ?? 'Unknown',
        allocatedAmount: line.allocatedAmount,
        writeOffAmount: line.writeOffAmount,
        paymentStatusBefore: line.snapshot?.paymentStatus ?? 'Unknown',
        expectedPaymentStatusAfter: expectedStatusAfter(line),
      })),
      writeOff: facts.writeOffTarget && { amount: facts.writeOffAmount, target: facts.writeOffTarget },
      warnings: warnings.map((warning) => ({ ...warning, message: errorCodeEntry(warning.code).message })),
      canQueue: blockReason === null && stateBlock === null,
      blockReason: blockReason ?? stateBlock,
      suggestedWriteTarget: await suggestWriteTarget(ctx, {
        connectionId: facts.connectionId,
        locationId: facts.locationId,
        postingType: postingTypeOf(postingFamilyOf(facts.transactionDirection)),
      }),
    };
  }

  async queue(ctx: RequestContext, allocationId: string, input: QueuePostingInput): Promise<ErpPostingDto> {
    const facts = (await loadQueueFacts(ctx, allocationId, true))!;
    assertQueueable(facts);
    assertRowVersion(
      'PaymentAllocation',
      { id: allocationId, rowVersion: facts.rowVersion },
      input.allocationRowVersion,
    );
    const { blockReason, warnings } = evaluateQueue(facts);
    if (blockReason) {
      const documentId = warnings.find((warning) => warning.code === blockReason)?.documentId ?? null;
      const params: ErrorParams = { allocationId, operation: 'queue' };
      if (blockReason === 'bank_import_balance_review_required') params.importId = facts.importId;
      if (documentId) params.documentId = documentId;
      throw new DomainError(blockReason, { params });
    }
    const family = postingFamilyOf(facts.transactionDirection);
    const postingId = randomUUID();
    const requestHash = requestHashOf({
      date: facts.transactionDate,
      supplierId: facts.counterpartyId,
      currency: facts.currency,
      items: facts.lines.map((line) => ({ documentId: line.documentId, amount: line.allocatedAmount })),
      writeOff: writeOffLineOf(facts.writeOffTarget, facts.lines),
    });
    const actor = await ctx.requireActor();
    await ctx.em.query(
      `WITH posting AS (
         INSERT INTO erp_payment_postings (id, organization_id, location_id, payment_allocation_id,
           bank_transaction_id, erp_connection_id, status, posting_type, direction, supplier_external_id, currency,
           total_amount, posting_date, request_hash, idempotency_key, created_by_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, 'ApprovalRequired', $7, $8, $9, $10, $11, $12::date, $13, $14, $15)
         RETURNING id),
       outbox AS (
         INSERT INTO erp_posting_outbox (posting_id, message_type, payload)
         SELECT id, 'erp.payment_posting.requested', jsonb_build_object('postingId', id, 'allocationId', $4::uuid)
           FROM posting)
       UPDATE payment_allocations SET status = 'PostingQueued', updated_at_utc = now(), row_version = row_version + 1
        WHERE id = $4`,
      [
        postingId,
        facts.organizationId,
        facts.locationId,
        allocationId,
        facts.bankTransactionId,
        facts.connectionId,
        postingTypeOf(family),
        family,
        facts.counterpartyId,
        facts.currency,
        facts.totalAmount,
        facts.transactionDate,
        requestHash,
        `recon-posting-${postingId}`,
        actor.userId,
      ],
    );
    publishPostingStatusChanged(ctx.events, {
      postingId,
      organizationId: facts.organizationId,
      locationId: facts.locationId,
      paymentAllocationId: allocationId,
      bankTransactionId: facts.bankTransactionId,
      previousStatus: null,
      status: 'ApprovalRequired',
    });
    await this.audit.record(ctx, {
      action: 'Queue',
      entityType: 'ErpPaymentPosting',
      entityId: postingId,
      organizationId: facts.organizationId,
      locationId: facts.locationId,
      message: 'Posting queued for approval',
      details: {
        postingId,
        allocationId,
        bankTransactionId: facts.bankTransactionId,
        organizationId: facts.organizationId,
        locationId: facts.locationId,
        totalAmount: facts.totalAmount,
        currency: facts.currency,
        documentNumbers: facts.lines.map((line) => line.documentNumber),
        ...(facts.writeOffTarget
          ? {
              writeOffAmount: facts.writeOffAmount,
              writeOffAccountId: facts.writeOffTarget.accountId,
              writeOffCashFlowArticleId: facts.writeOffTarget.cashFlowArticleId,
            }
          : {}),
        changes: { allocationStatus: { from: 'Approved', to: 'PostingQueued' }, status: { to: 'ApprovalRequired' } },
      },
    });
    return (await ctx.loader(postingRowLoader).load(postingId))!;
  }

  async previewDirect(ctx: RequestContext, bankTransactionId: string): Promise<DirectPostingPreviewDto> {
    const facts = await loadDirectFacts(ctx, bankTransactionId, false);
    const { rule, warnings, blockReason } = evaluateDirect(
      facts,
      await this.directRules.takingRulesOf(ctx, bankTransactionId),
    );
    const stateBlock = facts.held ? ('workflow.invalid_transition' as const) : null;
    return {
      bankTransactionId,
      locationId: facts.locationId,
      transactionDate: facts.transactionDate,
      direction: facts.transactionDirection,
      postingType: directPostingTypeOf(facts.transactionDirection),
      totalAmount: facts.totalAmount,
      currency: facts.currency,
      counterpartyName: facts.counterpartyName,
      rule: rule && { id: rule.id, name: rule.name },
      writeTarget: rule && {
        accountId: rule.accountId,
        accountName: rule.accountName,
        cashFlowArticleId: rule.cashFlowArticleId,
        cashFlowArticleName: rule.cashFlowArticleName,
      },
      warnings: warnings.map((code) => ({ code, documentId: null, message: errorCodeEntry(code).message })),
      canQueue: blockReason === null && stateBlock === null,
      blockReason: stateBlock ?? blockReason,
    };
  }

  /**
   * Queues the line by the one rule taking it, re-evaluated on the line locked FOR UPDATE: the posting
   * (ApprovalRequired, the rule's target and counterparty copied so a later rule change never alters it), its outbox
   * row and the line's hold in one statement, with the `Queue` audit entry.
   */
  async queueDirect(
    ctx: RequestContext,
    bankTransactionId: string,
    input: QueueDirectPostingInput,
  ): Promise<ErpPostingDto> {
    const facts = await loadDirectFacts(ctx, bankTransactionId, true);
    assertDirectQueueable(facts);
    const { rule, blockReason } = evaluateDirect(facts, await this.directRules.takingRulesOf(ctx, bankTransactionId));
    if (blockReason || !rule) {
      const params: ErrorParams = { bankTransactionId, operation: 'queue-direct' };
      if (blockReason === 'bank_import_balance_review_required') params.importId = facts.importId;
      throw new DomainError(blockReason ?? 'direct_posting_rule_missing', { params });
    }
    if (input.expectedRuleId && input.expectedRuleId.toLowerCase() !== rule.id) {
      throw new DomainError('concurrency.conflict', {
        params: { entity: 'DirectPostingRule', id: input.expectedRuleId },
      });
    }
    const postingId = randomUUID();
    const requestHash = directRequestHashOf({
      date: facts.transactionDate,
      direction: facts.transactionDirection,
      amount: facts.totalAmount,
      currency: facts.currency,
      accountId: rule.accountId,
      cashFlowArticleId: rule.cashFlowArticleId,
      bankTransactionId,
      counterpartyId: rule.erpCounterpartyId,
    });
    const actor = await ctx.requireActor();
    await ctx.em
      .query(
        `WITH posting AS (
           INSERT INTO erp_payment_postings (id, organization_id, location_id, direct_posting_rule_id,
             bank_transaction_id, erp_connection_id, status, posting_type, direction, currency, total_amount,
             posting_date, account_id, account_name, cash_flow_article_id, cash_flow_article_name, request_hash,
             idempotency_key, created_by_user_id, supplier_external_id)
           VALUES ($1, $2, $3, $4, $5, $6, 'ApprovalRequired', $7, $8, $9, $10, $11::date, $12, $13, $14, $15, $16,
                   $17, $18, $19)
           RETURNING id),
         outbox AS (
           INSERT INTO erp_posting_outbox (posting_id, message_type, payload)
           SELECT id, 'erp.direct_posting.requested',
                  jsonb_build_object('postingId', id, 'bankTransactionId', $5::uuid, 'ruleId', $4::uuid)
             FROM posting)
         INSERT INTO bank_transaction_holds (bank_transaction_id, posting_id) SELECT $5, id FROM posting`,
        [
          postingId,
          facts.organizationId,
          facts.locationId,
          rule.id,
          bankTransactionId,
          rule.erpConnectionId,
          directPostingTypeOf(facts.transactionDirection),
          postingFamilyOf(facts.transactionDirection),
          facts.currency,
          facts.totalAmount,
          facts.transactionDate,
          rule.accountId,
          rule.accountName,
          rule.cashFlowArticleId,
          rule.cashFlowArticleName,
          requestHash,
          `recon-direct-${postingId}`,
          actor.userId,
          rule.erpCounterpartyId,
        ],
      )
      .catch((error: { constraint?: string }) => {
        // Decided meanwhile by a concurrent allocation or direct posting of the same line.
        if (error.constraint && DIRECT_HOLD_CONSTRAINTS.has(error.constraint)) {
          assertDirectQueueable({ ...facts, held: true });
        }
        throw error;
      });
    publishPostingStatusChanged(ctx.events, {
      postingId,
      organizationId: facts.organizationId,
      locationId: facts.locationId,
      paymentAllocationId: null,
      bankTransactionId,
      previousStatus: null,
      status: 'ApprovalRequired',
    });
    await this.audit.record(ctx, {
      action: 'Queue',
      entityType: 'ErpPaymentPosting',
      entityId: postingId,
      organizationId: facts.organizationId,
      locationId: facts.locationId,
      message: 'Direct posting queued for approval',
      details: {
        postingId,
        ruleId: rule.id,
        ruleName: rule.name,
        bankTransactionId,
        organizationId: facts.organizationId,
        locationId: facts.locationId,
        totalAmount: facts.totalAmount,
        currency: facts.currency,
        accountId: rule.accountId,
        cashFlowArticleId: rule.cashFlowArticleId,
        erpCounterpartyId: rule.erpCounterpartyId,
        changes: { status: { to: 'ApprovalRequired' } },
      },
    });
    return (await ctx.loader(postingRowLoader).load(postingId))!;
  }
}
