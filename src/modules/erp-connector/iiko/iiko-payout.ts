/**
 * The payment write of iikoServer: `POST v2/payInOuts/addPayOut` (docs/iiko-server.md §2, §3.6). The API has no
 * idempotency key and no read by key; the only free text of a pay-out is its `comment`, so the comment carries the
 * posting's idempotency key as the content of its last square brackets, which is how the readback (and the
 * simulator) find the pay-out again: `Оплата по накладным 2452, 2453 [<key>]`. A payment's write-off is a pay-out of
 * its own under the key with `:w` appended: `Списание разницы по накладным 2452 [<key>:w]`.
 */

/**
 * No source states the server's limit on a pay-out comment (docs/iiko-server.md §5); the comment is kept within
 * 255 characters, a length any text column takes, so the key at its end is never cut off.
 */
export const COMMENT_MAX_LENGTH = 255;
const PREFIX = 'Оплата по накладным';
const WRITE_OFF_PREFIX = 'Списание разницы по накладным';
/**
 * What turns a payment's key into the key of its write-off. The readback compares the whole content of the last
 * brackets with the key, so `<key>:w` is never read as the payment `<key>`; the service's keys
 * (`recon-posting-<uuid>`) have no colon, so no key of another payment is `<key>:w` either.
 */
const WRITE_OFF_KEY_SUFFIX = ':w';
/** A key that fits any comment with room for the prefix; the service's keys are far shorter. */
const MAX_KEY_LENGTH = 128;

/** The key the write-off pay-out of the payment written under `idempotencyKey` carries in its comment. */
export function writeOffKey(idempotencyKey: string): string {
  return `${idempotencyKey}${WRITE_OFF_KEY_SUFFIX}`;
}

/** Whether a key can travel in the comment and be found again: no brackets, no control characters. */
export function isCommentKey(idempotencyKey: string): boolean {
  return (
    idempotencyKey.trim() === idempotencyKey &&
    idempotencyKey.length > 0 &&
    idempotencyKey.length <= MAX_KEY_LENGTH &&
    !/[[\]\p{Cc}]/u.test(idempotencyKey)
  );
}

/** A document number as it may appear in the comment: brackets would confuse the key's search, so they become parentheses. */
function cleanNumber(number: string): string {
  return number
    .replace(/\[/g, '(')
    .replace(/]/g, ')')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
}

/**
 * The comment of a pay-out: the prefix, the documents' numbers (each once, in order) and `[key]` last. When the
 * numbers do not all fit, as many as fit are named and the rest counted (`… (+3)`); the key is always whole.
 */
export function payOutComment(documentNumbers: readonly string[], idempotencyKey: string, prefix = PREFIX): string {
  if (!isCommentKey(idempotencyKey)) throw new RangeError('The idempotency key cannot be carried in a comment');
  const numbers = [...new Set(documentNumbers.map(cleanNumber).filter((number) => number !== ''))];
  const suffix = ` [${idempotencyKey}]`;
  const room = COMMENT_MAX_LENGTH - prefix.length - suffix.length;
  let named = numbers.length;
  const listed = (count: number) => {
    const shown = numbers.slice(0, count).join(', ');
    const rest = numbers.length - count;
    if (rest === 0) return shown === '' ? '' : ` ${shown}`;
    return count === 0 ? ` … (+${rest})` : ` ${shown}, … (+${rest})`;
  };
  while (named > 0 && listed(named).length > room) named -= 1;
  // Even one number is too long: the count alone is named, and a single long number is cut.
  let middle = listed(named);
  if (middle.length > room) middle = middle.slice(0, room);
  return `${prefix}${middle}${suffix}`;
}

/** The comment of a payment's write-off: as `payOutComment`, its own prefix, `[<key>:w]` last. */
export function writeOffComment(documentNumbers: readonly string[], idempotencyKey: string): string {
  return payOutComment(documentNumbers, writeOffKey(idempotencyKey), WRITE_OFF_PREFIX);
}

/** What a pay-out without documents says when its payment brings no text of its own. */
const DIRECT_PREFIX = 'Оплата без документов';

/**
 * The comment of a pay-out without documents: the payment's own text (its brackets made parentheses, a `[key]` it
 * already ends with dropped), else a fixed prefix, cut to leave room for `[key]` last.
 */
export function directPayOutComment(text: string | null | undefined, idempotencyKey: string): string {
  if (!isCommentKey(idempotencyKey)) throw new RangeError('The idempotency key cannot be carried in a comment');
  const suffix = ` [${idempotencyKey}]`;
  const own = cleanNumber((text ?? '').trim().replace(/\s*\[[^[\]]*\]$/, '') || DIRECT_PREFIX);
  return `${own.slice(0, COMMENT_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** The content of the last pair of square brackets of a (trimmed) comment; null when there is none. */
export function keyOfComment(comment: string | null): string | null {
  if (comment === null) return null;
  const pairs = [...comment.trim().matchAll(/\[([^[\]]*)\]/g)];
  return pairs.length === 0 ? null : pairs[pairs.length - 1][1];
}

export interface PayOutRequest {
  payOutTypeId: string;
  /** `yyyy-MM-dd`; the server adds the current time. */
  payOutDate: string;
  counteragent: string;
  departmentId: string;
  /** Plain decimal text built from minor units (`1234.56`), sent as a JSON number as it stands. */
  amount: string;
  comment: string;
}

/**
 * The request body. The amount is written into the JSON text as the decimal it is, never through a binary float
 * (`JSON.stringify` of a number could only write what a float holds).
 */
export function payOutBody(request: PayOutRequest): string {
  if (!/^\d+(\.\d+)?$/.test(request.amount)) throw new RangeError('A pay-out amount must be a plain positive decimal');
  const text = JSON.stringify;
  return (
    `{"payOutTypeId":${text(request.payOutTypeId)},"payOutDate":${text(request.payOutDate)},` +
    `"counteragent":${text(request.counteragent)},"departmentSumMap":{${text(request.departmentId)}:${request.amount}},` +
    `"comment":${text(request.comment)}}`
  );
}

export type PayOutResult =
  { result: 'SUCCESS' } | { result: 'ERROR'; code: string | null; value: string | null } | { result: 'UNREADABLE' };

/**
 * `{result, errors, payOutSettings | payOutSettingsDto}`: only `result` and `errors` are read, the echo's member
 * name differs between the vendor's own examples (docs/iiko-server.md §5).
 */
export function payOutResultOf(text: string): PayOutResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { result: 'UNREADABLE' };
  }
  if (typeof body !== 'object' || body === null) return { result: 'UNREADABLE' };
  const { result, errors } = body as { result?: unknown; errors?: unknown };
  if (result === 'SUCCESS') return { result: 'SUCCESS' };
  if (result !== 'ERROR') return { result: 'UNREADABLE' };
  const first = Array.isArray(errors) ? (errors[0] as { code?: unknown; value?: unknown } | undefined) : undefined;
  const short = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 64) : null);
  return { result: 'ERROR', code: short(first?.code), value: short(first?.value) };
}
