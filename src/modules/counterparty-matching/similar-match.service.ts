import type { RequestContext } from '../../platform/context/request-context';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { publishWorkItemChanged } from '../../platform/events/topics';
import type { AuditService } from '../audit/audit.module';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from '../bank-import/bank-import.module';
import { excludeReason, requiredCounterparty } from './counterparty-match.service';
import type { MatchSignal } from './counterparty-matcher';
import type { CounterpartyRuleSuggestionService } from './counterparty-rule-suggestion.service';
import type { ApplyMatchToSimilarInput, ApplyMatchToSimilarResultDto } from './dto/similar-match.dto';
import { PAYEE_KEY_KINDS, payeeKeysOf, sharesKeySql } from './payee-key';
import { requiredTransactionId } from './transaction-access';

const DECISIONS = ['Match', 'Exclude'] as const;

/** Changed lines answered, newest first. */
const ANSWERED_LINES = 100;

/**
 * A manual decision applied at once to every line of an outlet's matching queue (Unmatched, LowConfidence) that pays
 * the same payee as a given line (docs/counterparty-matching.md §Apply to similar lines). The lines are locked
 * FOR UPDATE, in id order as a rematch locks its batches, and read again once locked: a line a person decided or
 * an allocation confirm held meanwhile is left alone, as a single manual match would refuse it. One audit entry
 * carries the count and the ids.
 */
export class SimilarMatchService {
  constructor(
    private readonly audit: AuditService,
    private readonly suggestions: CounterpartyRuleSuggestionService,
  ) {}

  async apply(ctx: RequestContext, input: ApplyMatchToSimilarInput): Promise<ApplyMatchToSimilarResultDto> {
    const actor = await ctx.requireActor();
    const id = requiredTransactionId(input.bankTransactionId);
    const decision = oneOf(input.decision, DECISIONS, 'decision');
    if (!decision) throw validationFailed({ decision: ['required'] });
    const counterparty = decision === 'Match' ? requiredCounterparty(input) : null;
    const reason = decision === 'Exclude' ? excludeReason(input) : null;
    const kind = oneOf(input.key, PAYEE_KEY_KINDS, 'key');

    const source = await payeeKeysOf(ctx, id);
    // Gone since the access check: deleted with its import by a concurrent call.
    if (!source) throw new DomainError('bank_transaction_not_found');
    const key = kind ? source.keys.find((candidate) => candidate.kind === kind) : source.keys[0];
    if (!key)
      throw new DomainError('payee_key_missing', { params: { bankTransactionId: id, ...(kind ? { key: kind } : {}) } });

    // Locking re-reads a row changed meanwhile: one no longer in the queue drops out here.
    const locked: { id: string }[] = await ctx.em.query(
      `SELECT t.id FROM bank_transactions s
         JOIN bank_transactions t ON t.organization_id = s.organization_id AND t.location_id = s.location_id
        WHERE s.id = $1 AND t.match_status IN ('Unmatched', 'LowConfidence') AND ${sharesKeySql(key.kind)}
        ORDER BY t.id
        FOR UPDATE OF t`,
      [id],
    );
    // A statement after the lock, so holds a confirm committed while we waited are seen (as for one manual match).
    const changed: TransactionRow[] =
      locked.length === 0
        ? []
        : await ctx.em.query(
            `WITH t AS (
               UPDATE bank_transactions b
                  SET match_status = $2, matched_counterparty_id = $3, matched_counterparty_name = $4,
                      match_reason = $5, match_signals = $6::jsonb, matched_rule_id = NULL,
                      match_decided_by_user_id = $7, match_decided_at_utc = now(), row_version = b.row_version + 1
                WHERE b.id = ANY($1::uuid[]) AND b.match_status IN ('Unmatched', 'LowConfidence')
                  AND NOT EXISTS (SELECT 1 FROM bank_transaction_holds h WHERE h.bank_transaction_id = b.id)
                RETURNING b.*)
             SELECT ${TRANSACTION_COLUMNS} FROM t ORDER BY t.transaction_date DESC, t.id`,
            [
              locked.map((row) => row.id),
              decision === 'Match' ? 'ManualMatched' : 'Excluded',
              counterparty?.id ?? null,
              counterparty?.name ?? null,
              decision === 'Match' ? 'manual' : 'excluded',
              JSON.stringify(counterparty ? [manualSignal(counterparty, actor.userId)] : []),
              actor.userId,
            ],
          );

    if (changed.length > 0) {
      await this.audit.record(ctx, {
        action: decision === 'Match' ? 'MatchSimilar' : 'ExcludeSimilar',
        entityType: 'BankTransaction',
        entityId: id,
        organizationId: source.organizationId,
        locationId: source.locationId,
        message:
          decision === 'Match'
            ? 'Similar bank transactions matched to a counterparty manually'
            : 'Similar bank transactions excluded from counterparty matching',
        details: {
          sourceTransactionId: id,
          organizationId: source.organizationId,
          locationId: source.locationId,
          keyKind: key.kind,
          key: key.display,
          newStatus: decision === 'Match' ? 'ManualMatched' : 'Excluded',
          erpCounterpartyId: counterparty?.id ?? null,
          erpCounterpartyName: counterparty?.name ?? null,
          reason,
          changedTransactionCount: changed.length,
          bankTransactionIds: changed.map((row) => row.id),
        },
      });
      publishWorkItemChanged(ctx.events, {
        organizationId: source.organizationId,
        locationId: source.locationId,
        bankTransactionId: null,
        cause: 'Match',
      });
      if (counterparty) await this.suggestions.proposeAfterManualMatch(ctx, changed[0]!.id, counterparty);
    }
    return {
      decision,
      keyKind: key.kind,
      keyDisplay: key.display,
      changedTransactionCount: changed.length,
      transactions: changed.slice(0, ANSWERED_LINES).map(toTransactionDto),
    };
  }
}

/** The one Manual signal of a person's match, as a single manual match stores it. */
function manualSignal(counterparty: { id: string; name: string }, userId: string): MatchSignal {
  return {
    kind: 'Manual',
    counterpartyId: counterparty.id,
    counterpartyName: counterparty.name,
    value: userId,
    score: 1,
    ruleId: null,
  };
}

/** A trimmed value of a closed list, null when blank; another value is validation.failed `invalid` on `field`. */
function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], field: string): T | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (!(allowed as readonly string[]).includes(trimmed)) throw validationFailed({ [field]: ['invalid'] });
  return trimmed as T;
}
