import { publishWorkItemChanged } from '../../platform/events/topics';
import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { DomainError, validationFailed, type FieldErrors } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import type { BankTransactionDto } from '../bank-import/dto/bank-transaction.dto';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from '../bank-import/bank-import.module';
import type { AutomaticMatchingService } from './automatic-matching.service';
import type { CounterpartyRuleSuggestionService } from './counterparty-rule-suggestion.service';
import { requiredTransactionId } from './transaction-access';
import type { MatchReason, MatchSignal, MatchStatus } from './counterparty-matcher';
import type {
  CounterpartyMatchTargetInput,
  ExcludeCounterpartyMatchInput,
  MatchCounterpartyInput,
} from './dto/counterparty-match.input';

const MAX_COUNTERPARTY_ID = 100;
const MAX_COUNTERPARTY_NAME = 500;
const MAX_EXCLUDE_REASON = 500;

/** States a manual match may start from: the matching queue, and an automatic match being confirmed or corrected. */
const MATCHABLE: readonly string[] = ['Unmatched', 'LowConfidence', 'AutoMatched'];

type Operation = 'match' | 'revert' | 'exclude' | 'unexclude';

/**
 * People's decisions on a transaction's counterparty (docs/counterparty-matching.md §Manual decisions: the state
 * table): match, revert, exclude, unexclude. Each call runs inside the resolver's transaction, locks the transaction
 * row, checks `counterparty.match` on its outlet, refuses a transaction with a live payment allocation (its supplier is
 * what the allocation pays), and writes its audit entry in the same transaction. Revert and unexclude hand the
 * transaction back to automatic matching, which decides the state it returns to.
 */
export class CounterpartyMatchService {
  constructor(
    private readonly audit: AuditService,
    private readonly automaticMatching: AutomaticMatchingService,
    private readonly suggestions: CounterpartyRuleSuggestionService,
  ) {}

  /** Unmatched, LowConfidence or AutoMatched → ManualMatched. */
  async match(ctx: RequestContext, input: MatchCounterpartyInput): Promise<BankTransactionDto> {
    const actor = await ctx.requireActor();
    const id = requiredTransactionId(input.bankTransactionId);
    const { id: counterpartyId, name: counterpartyName } = requiredCounterparty(input);

    const row = await this.lockedTransaction(ctx, id, input.expectedRowVersion);
    if (!MATCHABLE.includes(row.match_status)) throw invalidTransition(row.match_status, 'match');
    const signals: MatchSignal[] = [
      { kind: 'Manual', counterpartyId, counterpartyName, value: actor.userId, score: 1, ruleId: null },
    ];
    const updated = await write(ctx, row.id, {
      status: 'ManualMatched',
      counterpartyId,
      counterpartyName,
      reason: 'manual',
      signals,
      ruleId: null,
      userId: actor.userId,
    });
    await this.record(ctx, 'Match', 'Bank transaction matched to a counterparty manually', row, updated, {
      erpCounterpartyId: counterpartyId,
      erpCounterpartyName: counterpartyName,
      previousCounterpartyId: row.matched_counterparty_id,
    });
    await this.suggestions.proposeAfterManualMatch(ctx, row.id, { id: counterpartyId, name: counterpartyName });
    return toTransactionDto(updated);
  }

  /** ManualMatched → what automatic matching says now (AutoMatched, LowConfidence or Unmatched). */
  async revert(ctx: RequestContext, input: CounterpartyMatchTargetInput): Promise<BankTransactionDto> {
    await ctx.requireActor();
    const row = await this.lockedTransaction(
      ctx,
      requiredTransactionId(input.bankTransactionId),
      input.expectedRowVersion,
    );
    if (row.match_status !== 'ManualMatched') throw invalidTransition(row.match_status, 'revert');
    const updated = await this.handBackToAutomaticMatching(ctx, row);
    await this.record(ctx, 'RevertMatch', 'Manual counterparty match reverted', row, updated, {
      previousCounterpartyId: row.matched_counterparty_id,
      previousCounterpartyName: row.matched_counterparty_name,
      erpCounterpartyId: updated.matched_counterparty_id,
      erpCounterpartyName: updated.matched_counterparty_name,
    });
    return toTransactionDto(updated);
  }

  /** Any state → Excluded; an Excluded transaction is answered unchanged, without a write or an audit entry. */
  async exclude(ctx: RequestContext, input: ExcludeCounterpartyMatchInput): Promise<BankTransactionDto> {
    const actor = await ctx.requireActor();
    const id = requiredTransactionId(input.bankTransactionId);
    const reason = excludeReason(input);

    const row = await this.lockedTransaction(ctx, id, input.expectedRowVersion);
    if (row.match_status === 'Excluded') return toTransactionDto(row);
    const updated = await write(ctx, row.id, {
      status: 'Excluded',
      counterpartyId: null,
      counterpartyName: null,
      reason: 'excluded',
      signals: [],
      ruleId: null,
      userId: actor.userId,
    });
    await this.record(ctx, 'Exclude', 'Bank transaction excluded from counterparty matching', row, updated, {
      previousCounterpartyId: row.matched_counterparty_id,
      previousCounterpartyName: row.matched_counterparty_name,
      reason,
    });
    return toTransactionDto(updated);
  }

  /** Excluded (also a confirmed duplicate) → back under automatic matching. */
  async unexclude(ctx: RequestContext, input: CounterpartyMatchTargetInput): Promise<BankTransactionDto> {
    await ctx.requireActor();
    const row = await this.lockedTransaction(
      ctx,
      requiredTransactionId(input.bankTransactionId),
      input.expectedRowVersion,
    );
    if (row.match_status !== 'Excluded') throw invalidTransition(row.match_status, 'unexclude');
    const updated = await this.handBackToAutomaticMatching(ctx, row);
    await this.record(ctx, 'Unexclude', 'Bank transaction returned to counterparty matching', row, updated, {
      previousMatchReason: row.match_reason,
      erpCounterpartyId: updated.matched_counterparty_id,
      erpCounterpartyName: updated.matched_counterparty_name,
    });
    return toTransactionDto(updated);
  }

  /**
   * The transaction its access declaration checked, locked FOR UPDATE; then that no payment allocation holds it
   * (before the rowVersion: a confirm does not bump it, so a client holding an old version learns why), then the
   * expected rowVersion. The hold is read after the lock, so a confirm committed meanwhile is seen, and a confirm
   * still to come (which reads the row FOR SHARE) waits for the decision, fails to serialize and re-reads it.
   */
  private async lockedTransaction(
    ctx: RequestContext,
    id: string,
    expectedRowVersion: number | null | undefined,
  ): Promise<TransactionRow> {
    const [row]: TransactionRow[] = await ctx.em.query(
      `SELECT ${TRANSACTION_COLUMNS} FROM bank_transactions t WHERE t.id = $1 FOR UPDATE`,
      [id],
    );
    // Gone since the check: deleted with its import by a concurrent call.
    if (!row) throw new DomainError('bank_transaction_not_found');
    // A statement of its own, after the lock: a confirm holds the row FOR SHARE until it commits its hold, and only a
    // snapshot taken after the lock sees that hold.
    const [hold]: { allocation_id: string }[] = await ctx.em.query(
      'SELECT allocation_id FROM bank_transaction_holds WHERE bank_transaction_id = $1',
      [row.id],
    );
    if (hold) {
      throw new DomainError('bank_transaction_has_allocation', {
        params: { bankTransactionId: row.id, allocationId: hold.allocation_id },
      });
    }
    assertRowVersion('BankTransaction', { id: row.id, rowVersion: row.row_version }, expectedRowVersion);
    return row;
  }

  /**
   * Revert and unexclude: the transaction takes what automatic matching says now, with no deciding user. Under the
   * shared matching lock, as an import: a rule change rematching meanwhile skipped this decided row, so the outcome
   * must wait for its rules.
   */
  private async handBackToAutomaticMatching(ctx: RequestContext, row: TransactionRow): Promise<TransactionRow> {
    const matcher = await this.automaticMatching.matcherForWrite(ctx, row.organization_id);
    const outcome = matcher.match(row.counterparty_name, row.counterparty_tax_id);
    return write(ctx, row.id, { ...outcome, userId: null });
  }

  /** The audit entry of a decision: ids and states, never account numbers, the description or the bank line. */
  private record(
    ctx: RequestContext,
    action: 'Match' | 'RevertMatch' | 'Exclude' | 'Unexclude',
    message: string,
    before: TransactionRow,
    after: TransactionRow,
    details: Record<string, unknown>,
  ): Promise<void> {
    publishWorkItemChanged(ctx.events, {
      organizationId: before.organization_id,
      locationId: before.location_id,
      bankTransactionId: before.id,
      cause: 'Match',
    });
    return this.audit.record(ctx, {
      action,
      entityType: 'BankTransaction',
      entityId: before.id,
      organizationId: before.organization_id,
      locationId: before.location_id,
      message,
      details: {
        bankTransactionId: before.id,
        importId: before.import_id,
        organizationId: before.organization_id,
        locationId: before.location_id,
        previousStatus: before.match_status,
        newStatus: after.match_status,
        newMatchReason: after.match_reason,
        ...details,
      },
    });
  }
}

/** The counterparty of a manual match, trimmed: erp_counterparty_required, erp_counterparty_name_required, lengths. */
export function requiredCounterparty(input: {
  erpCounterpartyId?: string | null;
  erpCounterpartyName?: string | null;
}): { id: string; name: string } {
  const id = input.erpCounterpartyId?.trim();
  if (!id) throw new DomainError('erp_counterparty_required');
  const name = input.erpCounterpartyName?.trim();
  if (!name) throw new DomainError('erp_counterparty_name_required');
  const tooLong: FieldErrors = {};
  if (id.length > MAX_COUNTERPARTY_ID) tooLong.erpCounterpartyId = ['max_length'];
  if (name.length > MAX_COUNTERPARTY_NAME) tooLong.erpCounterpartyName = ['max_length'];
  if (Object.keys(tooLong).length > 0) throw validationFailed(tooLong);
  return { id, name };
}

/** The optional reason of an exclusion, trimmed, at most 500 characters. */
export function excludeReason(input: { reason?: string | null }): string | null {
  const reason = input.reason?.trim() || null;
  if (reason && reason.length > MAX_EXCLUDE_REASON) throw validationFailed({ reason: ['max_length'] });
  return reason;
}

function invalidTransition(state: string, operation: Operation): DomainError {
  return new DomainError('workflow.invalid_transition', { params: { entity: 'BankTransaction', state, operation } });
}

/** A state to write: a person's decision (with the user) or an automatic outcome (without). */
interface MatchWrite {
  status: MatchStatus;
  counterpartyId: string | null;
  counterpartyName: string | null;
  reason: MatchReason;
  signals: MatchSignal[];
  ruleId: string | null;
  userId: string | null;
}

/** Writes the match state and answers the updated row. */
async function write(ctx: RequestContext, id: string, state: MatchWrite): Promise<TransactionRow> {
  // A CTE so the driver answers the rows; RETURNING * feeds the read columns of the updated row.
  const [row]: TransactionRow[] = await ctx.em.query(
    `WITH t AS (
       UPDATE bank_transactions
          SET match_status = $2, matched_counterparty_id = $3, matched_counterparty_name = $4, match_reason = $5,
              match_signals = $6::jsonb, matched_rule_id = $7, match_decided_by_user_id = $8,
              match_decided_at_utc = CASE WHEN $8::uuid IS NULL THEN NULL ELSE now() END,
              row_version = row_version + 1
        WHERE id = $1
        RETURNING *)
     SELECT ${TRANSACTION_COLUMNS} FROM t`,
    [
      id,
      state.status,
      state.counterpartyId,
      state.counterpartyName,
      state.reason,
      JSON.stringify(state.signals),
      state.ruleId,
      state.userId,
    ],
  );
  return row;
}
