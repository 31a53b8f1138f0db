import { currencyExponent } from '../../platform/money/minor-units';

/** At most this many items in one /ready answer; the count says how many there are. */
export const READY_ITEMS_SHOWN = 10;

/** What one line of a /ready answer shows of a work item. */
export interface ReadyItemLine {
  bankTransactionId: string;
  transactionDate: string;
  amount: number;
  currency: string;
  counterpartyName: string | null;
}

/** The short reference /approve accepts besides the list position: the transaction id's first 8 characters. */
export function referenceOf(bankTransactionId: string): string {
  return bankTransactionId.slice(0, 8).toLowerCase();
}

/** Minor units as a decimal with the currency's own number of digits: 123450 RUB → `1 234.50 RUB`. */
export function formatAmount(minorUnits: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(minorUnits)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = exponent > 0 ? `.${digits.slice(-exponent)}` : '';
  return `${minorUnits < 0 ? '-' : ''}${whole}${fraction} ${currency}`;
}

/** The replies, in one place; texts carry no secret and no code. */
export const replies = {
  help: (linked: boolean) =>
    [
      linked ? 'Commands:' : 'This chat is not linked yet. Create a code in the app (Messenger link), then send it:',
      '/start <code> – link this chat to your account and outlet',
      '/ready – payments ready for approval at the linked outlet',
      '/approve <number or ref> – approve and queue one of them (when posting from the bot is on)',
    ].join('\n'),
  notLinked: () => 'This chat is not linked. Create a code in the app (Messenger link) and send /start <code> here.',
  codeMissing: () => 'Send the activation code from the app: /start <code>.',
  codeRefused: () => 'The code is unknown, already used or expired. Create a new code in the app.',
  tooManyAttempts: () => 'Too many wrong codes from this chat. Wait 10 minutes, then try a new code.',
  linked: (place: Place, userName: string) =>
    `Linked: ${place.organizationName} / ${place.locationName} for ${userName}. Send /ready to see payments ready for approval.`,
  accessLost: () =>
    'Your account no longer has access to the linked outlet (or is inactive). Link again from the app if that changes.',
  ready: (place: Place, items: ReadyItemLine[], total: number, postingOn: boolean) => {
    if (total === 0) return `Nothing is ready for approval at ${place.locationName}.`;
    const lines = items.map(
      (item, index) =>
        `${index + 1}. ${item.transactionDate} · ${formatAmount(item.amount, item.currency)} · ` +
        `${item.counterpartyName ?? 'unknown counterparty'} · ref ${referenceOf(item.bankTransactionId)}`,
    );
    return [
      `Ready for approval at ${place.locationName}: ${total}.`,
      ...lines,
      ...(total > items.length ? [`Showing ${items.length} of ${total}; the app lists them all.`] : []),
      postingOn
        ? 'Approve one with /approve <number> or /approve <ref>.'
        : 'Posting from the bot is off; approve them in the app.',
    ].join('\n');
  },
  postingOff: () => 'Posting from the bot is switched off. Approve payments in the app.',
  postingUnavailable: () => 'Approving from the bot is not available on this server. Approve payments in the app.',
  approveUsage: () => 'Use /approve <number> from the last /ready list, or /approve <ref>.',
  listExpired: () => 'Send /ready first: /approve refers to the last list, which is kept for 15 minutes.',
  notInList: () => 'That item is not in the last /ready list. Send /ready to see the current one.',
  mayNotApprove: () => 'Your account may not approve payments at the linked outlet.',
  noLongerReady: (state: string) => `That payment is no longer ready for approval (now ${state}). Send /ready.`,
  approveResult: (item: ReadyItemLine, outcome: string, message: string) =>
    `${outcome}: ${formatAmount(item.amount, item.currency)} to ${item.counterpartyName ?? 'unknown counterparty'}. ${message}`.trim(),
  approveFailed: (code: string) => `The payment was not queued (${code}). Open it in the app.`,
  unlinked: () => 'This chat was unlinked from your account. Link it again from the app at any time.',
};

/** The organization and outlet a link works in, by name. */
export interface Place {
  organizationName: string;
  locationName: string;
}
