import { availableOf, compareText, type DocumentState, type PaymentSubject } from './payment-documents';

export interface CandidateReason {
  code: CandidateReasonCode;
  points: number;
  message: string;
  /** For date_distance: days from the document date to the payment. */
  days: number | null;
}

export interface ScoredCandidate {
  document: DocumentState;
  rank: number;
  confidence: number;
  reasons: CandidateReason[];
  reservedAmount: number;
  availableAmount: number;
  suggestedAmount: number;
}

const AMOUNT_EQUAL = 50;
const AMOUNT_FITS = 15;
const NUMBER_IN_BANK_TEXT = 30;
const DATE_CLOSE = 20;
const DAY_MS = 86_400_000;

/**
 * Scores the open documents of the matched supplier for one payment (confidence 0–100, higher first) and orders them
 * (docs/payment-allocations.md §Candidates): confidence, amount distance, date distance, document date, number, id.
 * Each point is explained in `reasons`. Suggestions follow that order, so an exact-amount document takes the whole
 * payment, and never exceed what a document has available.
 */
export function scoreCandidates(payment: PaymentSubject, documents: DocumentState[]): ScoredCandidate[] {
  const bankWords = wordsOf(payment.bankText);
  const paidOn = Date.parse(payment.transactionDate);
  const scored = documents.map((document) => {
    const availableAmount = availableOf(document);
    const days = Math.round((paidOn - Date.parse(document.documentDate)) / DAY_MS);
    const reasons = reasonsFor(payment, document, availableAmount, days, bankWords);
    return {
      document,
      availableAmount,
      reasons,
      confidence: Math.min(
        100,
        reasons.reduce((total, reason) => total + reason.points, 0),
      ),
      amountDistance: Math.abs(availableAmount - payment.amount),
      dateDistance: Math.abs(days),
    };
  });
  scored.sort(
    (a, b) =>
      b.confidence - a.confidence ||
      a.amountDistance - b.amountDistance ||
      a.dateDistance - b.dateDistance ||
      compareText(a.document.documentDate, b.document.documentDate) ||
      compareText(a.document.documentNumber, b.document.documentNumber) ||
      compareText(a.document.documentId, b.document.documentId),
  );
  let rest = payment.amount;
  return scored.map((candidate, index) => {
    const suggestedAmount = Math.min(rest, candidate.availableAmount);
    rest -= suggestedAmount;
    return {
      document: candidate.document,
      rank: index + 1,
      confidence: candidate.confidence,
      reasons: candidate.reasons,
      reservedAmount: candidate.document.reservedAmount,
      availableAmount: candidate.availableAmount,
      suggestedAmount,
    };
  });
}

const REASON_MESSAGES = {
  fully_reserved: () => 'Other allocations reserve the whole unpaid amount.',
  amount_equal: () => 'The available amount equals the payment.',
  amount_fits: () => 'The payment covers the available amount.',
  amount_partial: () => 'The payment covers part of the available amount.',
  number_in_bank_text: () => 'The document number appears in the bank description or reference.',
  dated_after_payment: () => 'The document is dated after the payment.',
  date_distance: (days: number) => `The document is dated ${days} day${days === 1 ? '' : 's'} before the payment.`,
  paid_outside_service: () =>
    'Part of the amount was paid outside this service: the supplier’s balance on the accounting server is lower.',
} as const;

export type CandidateReasonCode = keyof typeof REASON_MESSAGES;

/** A reason as stored with a candidate list: code, points and, for date_distance, the days. */
export type StoredReason = [code: CandidateReasonCode, points: number, days: number | null];

/** The reason a stored triple stands for, its message included. */
export function reasonOf([code, points, days]: StoredReason): CandidateReason {
  return { code, points, message: REASON_MESSAGES[code](days ?? 0), days };
}

function reasonsFor(
  payment: PaymentSubject,
  document: DocumentState,
  availableAmount: number,
  /** From the document date to the payment (negative: the document is later). */
  days: number,
  bankWords: Set<string>,
): CandidateReason[] {
  if (availableAmount === 0) return [reasonOf(['fully_reserved', 0, null])];
  const reasons: CandidateReason[] = [];
  if (availableAmount === payment.amount) reasons.push(reasonOf(['amount_equal', AMOUNT_EQUAL, null]));
  else if (availableAmount < payment.amount) reasons.push(reasonOf(['amount_fits', AMOUNT_FITS, null]));
  else reasons.push(reasonOf(['amount_partial', 0, null]));

  const number = normalizedNumber(document.documentNumber);
  if (number.length >= 3 && bankWords.has(number))
    reasons.push(reasonOf(['number_in_bank_text', NUMBER_IN_BANK_TEXT, null]));

  if (days < 0) reasons.push(reasonOf(['dated_after_payment', 0, null]));
  // Full points within a week of the payment, two fewer per further week.
  else reasons.push(reasonOf(['date_distance', Math.max(0, DATE_CLOSE - 2 * Math.floor(days / 7)), days]));
  if (document.paidOutsideAmount > 0) reasons.push(reasonOf(['paid_outside_service', 0, null]));
  return reasons;
}

function normalizedNumber(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Words of the bank text, and each run of adjacent words joined, so `INV-1001` and `inv 1001` both match. */
function wordsOf(text: string): Set<string> {
  const tokens = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const words = new Set<string>();
  for (let i = 0; i < tokens.length; i += 1) {
    let joined = '';
    for (let j = i; j < Math.min(tokens.length, i + 4); j += 1) {
      joined += tokens[j];
      words.add(joined);
    }
  }
  return words;
}
