import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import {
  reasonOf,
  scoreCandidates,
  type CandidateReason,
  type ScoredCandidate,
  type StoredReason,
} from './candidate-scoring';
import type { PaymentCandidateDto } from './dto/payment-candidate.dto';
import type { DocumentState } from './payment-documents';
import {
  DOCUMENT_STATE_COLUMNS,
  loadOpenDocuments,
  loadPaymentFacts,
  paymentBlockOf,
  type PaymentFacts,
} from './payment-queries';

/**
 * Payment candidates (docs/payment-allocations.md §Candidates): the open documents of the matched supplier that a
 * payment could settle, scored and ordered, persisted per transaction so a client reads back the list it was shown.
 * Built from the local snapshots only; creates no allocation, posting or outbox row. A constant number of statements
 * whatever the number of documents: the payment facts, the open documents with their reservations, one upsert of the
 * list (one row of parallel arrays).
 */
export class PaymentCandidateService {
  async build(ctx: RequestContext, bankTransactionId: string): Promise<PaymentCandidateDto[]> {
    const facts = await loadPaymentFacts(ctx, bankTransactionId, null);
    if (!facts) throw new DomainError('bank_transaction_not_found');
    const connectionId = requirePayableFacts(facts);
    const candidates = scoreCandidates(facts.payment, await loadOpenDocuments(ctx, facts.payment, connectionId));
    const [{ built_at_utc: builtAtUtc }] = await ctx.em.query(
      `INSERT INTO payment_candidate_lists AS l (bank_transaction_id, connection_id, document_ids, confidences,
         reserved_amounts, available_amounts, suggested_amounts, reasons)
       VALUES ($1, $2, ARRAY(SELECT json_array_elements_text($3::json)), $4, $5, $6, $7,
               ARRAY(SELECT r::text FROM json_array_elements($8::json) AS r))
       ON CONFLICT (bank_transaction_id) DO UPDATE
         SET connection_id = excluded.connection_id, document_ids = excluded.document_ids,
             confidences = excluded.confidences, reserved_amounts = excluded.reserved_amounts,
             available_amounts = excluded.available_amounts, suggested_amounts = excluded.suggested_amounts,
             reasons = excluded.reasons, built_at_utc = now()
       RETURNING l.built_at_utc`,
      [
        facts.payment.id,
        connectionId,
        // A list may hold thousands: pg would quote and escape every element of a JS array one by one, so the
        // texts go as one JSON text each and the integers as array literals.
        JSON.stringify(candidates.map((c) => c.document.documentId)),
        integerArrayLiteral(candidates.map((c) => c.confidence)),
        integerArrayLiteral(candidates.map((c) => c.reservedAmount)),
        integerArrayLiteral(candidates.map((c) => c.availableAmount)),
        integerArrayLiteral(candidates.map((c) => c.suggestedAmount)),
        JSON.stringify(candidates.map((c) => c.reasons.map(storedReasonOf))),
      ],
    );
    return candidates.map((candidate) => toCandidateDto(facts.payment.id, candidate, builtAtUtc));
  }

  /** The persisted list in rank order, with the documents as they are now; empty until built. */
  async list(ctx: RequestContext, bankTransactionId: string): Promise<PaymentCandidateDto[]> {
    const rows: (DocumentState & CandidateColumns)[] = await ctx.em.query(
      `SELECT c.rank, c.confidence, c.reasons, c.reserved AS "candidateReserved", c.available AS "availableAmount",
              c.suggested AS "suggestedAmount", l.built_at_utc AS "builtAtUtc", ${DOCUMENT_STATE_COLUMNS}
         FROM payment_candidate_lists l
        CROSS JOIN LATERAL unnest(l.document_ids, l.confidences, l.reserved_amounts, l.available_amounts,
                                  l.suggested_amounts, l.reasons) WITH ORDINALITY
                AS c(document_id, confidence, reserved, available, suggested, reasons, rank)
         JOIN erp_document_snapshots d ON d.connection_id = l.connection_id AND d.external_document_id = c.document_id
         LEFT JOIN payment_document_reservations r
           ON r.connection_id = d.connection_id AND r.document_id = d.external_document_id
        WHERE l.bank_transaction_id = $1
        ORDER BY c.rank`,
      [bankTransactionId],
    );
    return rows.map((row) => {
      const { rank, confidence, reasons, candidateReserved, availableAmount, suggestedAmount, builtAtUtc } = row;
      return toCandidateDto(
        bankTransactionId.toLowerCase(),
        {
          document: row,
          rank: Number(rank),
          confidence,
          reasons: (JSON.parse(reasons) as StoredReason[]).map(reasonOf),
          reservedAmount: candidateReserved,
          availableAmount,
          suggestedAmount,
        },
        builtAtUtc,
      );
    });
  }
}

interface CandidateColumns {
  rank: number;
  confidence: number;
  reasons: string;
  candidateReserved: number;
  availableAmount: number;
  suggestedAmount: number;
  builtAtUtc: Date;
}

/** PostgreSQL's literal of an integer array: `{1,2,3}`. */
function integerArrayLiteral(values: number[]): string {
  if (!values.every(Number.isSafeInteger)) throw new RangeError('Not an array of safe integers.');
  return `{${values.join(',')}}`;
}

function storedReasonOf(reason: CandidateReason): StoredReason {
  return [reason.code, reason.points, reason.days];
}

/** The connection a payment's documents are looked up in, once the payment may be allocated at all. */
function requirePayableFacts(facts: PaymentFacts): string {
  const block = paymentBlockOf(facts, true);
  if (block) throw new DomainError(block, { params: { bankTransactionId: facts.payment.id } });
  return facts.connectionId!;
}

function toCandidateDto(bankTransactionId: string, candidate: ScoredCandidate, builtAtUtc: Date): PaymentCandidateDto {
  return {
    bankTransactionId,
    rank: candidate.rank,
    // The document's own reservation travels along unseen: the snapshot type has no field for it, and the
    // candidate's reservedAmount is the one answered.
    document: candidate.document,
    reservedAmount: candidate.reservedAmount,
    availableAmount: candidate.availableAmount,
    suggestedAmount: candidate.suggestedAmount,
    confidence: candidate.confidence,
    reasons: candidate.reasons,
    builtAtUtc,
  };
}
