import type { RequestContext } from '../../platform/context/request-context';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import type { PaymentCandidateService } from '../payment-allocation/payment-allocation.module';
import type { PrepareWorkItemInput, PrepareWorkItemResultDto, SafeProposalDto } from './dto/work-item-actions.dto';
import { loadProposalFacts, safeProposalOf } from './work-item-proposals';
import type { WorkItemsService } from './work-items.service';

/**
 * Prepare (docs/work-items.md §Prepare): rebuilds the transaction's payment candidates and looks for the single safe
 * full-amount proposal, whose allocation preview must be confirmable. Stores the result twice in one statement: under
 * the key (a replay answers it) and as the transaction's latest preparation, which the work-item projection reads.
 * Writes nothing to the accounting system and creates no allocation.
 */
export class WorkItemPrepareService {
  constructor(
    private readonly items: WorkItemsService,
    private readonly candidates: PaymentCandidateService,
  ) {}

  async prepare(
    ctx: RequestContext,
    bankTransactionId: string,
    input: PrepareWorkItemInput,
  ): Promise<PrepareWorkItemResultDto> {
    const key = input.idempotencyKey.trim();
    if (!key) throw validationFailed({ idempotencyKey: ['required'] });
    const item = await this.items.get(ctx, bankTransactionId);
    const stored = await this.stored(ctx, item.bankTransactionId, key);
    if (stored) return { ...stored, workItem: item, isIdempotentReplay: true };
    if (item.workflowState === 'Excluded') {
      throw new DomainError('counterparty_match_excluded', { params: { bankTransactionId: item.bankTransactionId } });
    }
    const candidates = await this.candidates.build(ctx, item.bankTransactionId);
    const scope = { organizationId: item.organizationId, locationId: item.locationId };
    const facts = (await loadProposalFacts(ctx, scope, [item.bankTransactionId])).get(item.bankTransactionId)!;
    const safeProposal = safeProposalOf(facts)?.proposal ?? null;
    const actor = await ctx.requireActor();
    const [saved]: { replayed: boolean }[] = await ctx.em.query(
      `WITH request AS (
         INSERT INTO work_item_prepare_requests (bank_transaction_id, idempotency_key, candidate_count, safe_proposal)
         VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT DO NOTHING RETURNING bank_transaction_id),
       latest AS (
         INSERT INTO work_item_preparations AS w (bank_transaction_id, organization_id, location_id,
           transaction_row_version, connection_id, candidate_count, safe_document_id, safe_document_number,
           safe_amount, proposal_hash, prepared_by_user_id)
         SELECT $1, $5, $6, $7, $8, $3, $9, $10, $11, $12, $13 FROM request
         ON CONFLICT (bank_transaction_id) DO UPDATE
           SET transaction_row_version = excluded.transaction_row_version, connection_id = excluded.connection_id,
               candidate_count = excluded.candidate_count, safe_document_id = excluded.safe_document_id,
               safe_document_number = excluded.safe_document_number, safe_amount = excluded.safe_amount,
               proposal_hash = excluded.proposal_hash, prepared_by_user_id = excluded.prepared_by_user_id,
               prepared_at_utc = now()
         RETURNING 1)
       SELECT NOT EXISTS (SELECT 1 FROM request) AS replayed`,
      [
        item.bankTransactionId,
        key,
        candidates.length,
        safeProposal ? JSON.stringify(safeProposal) : null,
        item.organizationId,
        item.locationId,
        facts.transactionRowVersion,
        facts.connectionId,
        safeProposal?.documentId ?? null,
        safeProposal?.documentNumber ?? null,
        safeProposal?.amount ?? null,
        safeProposal?.proposalHash ?? null,
        actor.userId,
      ],
    );
    if (saved.replayed) {
      // A concurrent prepare with the same key stored first: its result is the key's answer.
      const first = (await this.stored(ctx, item.bankTransactionId, key))!;
      return { ...first, workItem: await this.items.get(ctx, bankTransactionId), isIdempotentReplay: true };
    }
    return {
      workItem: await this.items.get(ctx, bankTransactionId),
      safeProposal,
      candidateCount: candidates.length,
      isIdempotentReplay: false,
    };
  }

  private async stored(
    ctx: RequestContext,
    bankTransactionId: string,
    key: string,
  ): Promise<{ safeProposal: SafeProposalDto | null; candidateCount: number } | null> {
    const [row] = await ctx.em.query(
      `SELECT candidate_count AS "candidateCount", safe_proposal AS "safeProposal"
         FROM work_item_prepare_requests WHERE bank_transaction_id = $1 AND idempotency_key = $2`,
      [bankTransactionId, key],
    );
    return row ?? null;
  }
}
