import type { EventBus } from './event-bus';
import { publishAfterCommit } from './publish-after-commit';

/**
 * The one registry of event topics, with the scope each is published to (the scope id is part of the channel) and
 * its payload. Payloads carry ids, statuses and counts only: never bank lines, account numbers, file contents or
 * storage paths. The subscriptions that deliver them live with their modules (docs/architecture.md).
 */
export const TOPICS = {
  /** A posting's status changed. Scope: its outlet. */
  postingStatus: 'posting-status',
  /** A bank transaction's work item may have changed (match, allocation, posting, import). Scope: its outlet. */
  workItems: 'work-items',
  /** Progress and result of processing an uploaded bank statement. Scope: the import's outlet. */
  bankImport: 'bank-import',
  /** Progress and result of automatic rematching after a counterparty rule change. Scope: the organization. */
  counterpartyRematch: 'counterparty-rematch',
} as const;

export interface PostingStatusChangedEvent {
  postingId: string;
  organizationId: string;
  locationId: string;
  /** Null for a direct posting, which has no allocation. */
  paymentAllocationId: string | null;
  bankTransactionId: string;
  /** Null when the posting was just created. */
  previousStatus: string | null;
  status: string;
  changedAtUtc: string;
}

export type WorkItemChangeCause = 'Match' | 'Allocation' | 'Posting' | 'Import' | 'Rematch' | 'DirectPostingRule';

export interface WorkItemChangedEvent {
  organizationId: string;
  locationId: string;
  /** Null when many transactions of the outlet may have changed at once (an import, a rematch): re-read the list. */
  bankTransactionId: string | null;
  cause: WorkItemChangeCause;
  changedAtUtc: string;
}

export type ProgressPhase = 'Running' | 'Completed';

export interface BankImportProgressEvent {
  importId: string;
  organizationId: string;
  locationId: string;
  phase: ProgressPhase;
  /** Transactions read so far (Running) or stored (Completed). */
  processedTransactions: number;
  /** The import's status once Completed (Parsed, SuccessWithWarnings, Failed, UnsupportedFormat); null before. */
  status: string | null;
  changedAtUtc: string;
}

export interface CounterpartyRematchProgressEvent {
  organizationId: string;
  /** The rule whose change started the rematch. */
  ruleId: string;
  phase: ProgressPhase;
  examinedTransactions: number;
  changedTransactions: number;
  changedAtUtc: string;
}

/** After commit: the posting's status and, since a posting drives its transaction's work item, the work item. */
export function publishPostingStatusChanged(
  bus: EventBus,
  event: Omit<PostingStatusChangedEvent, 'changedAtUtc'>,
): void {
  const changedAtUtc = new Date().toISOString();
  publishAfterCommit(bus, TOPICS.postingStatus, event.locationId, { ...event, changedAtUtc });
  publishWorkItemChanged(bus, {
    organizationId: event.organizationId,
    locationId: event.locationId,
    bankTransactionId: event.bankTransactionId,
    cause: 'Posting',
  });
}

export function publishWorkItemChanged(bus: EventBus, event: Omit<WorkItemChangedEvent, 'changedAtUtc'>): void {
  publishAfterCommit(bus, TOPICS.workItems, event.locationId, { ...event, changedAtUtc: new Date().toISOString() });
}

/**
 * A Running tick goes out at once: it announces work in hand, not a change (the rows are not committed, and a
 * rolled-back import never sends its Completed). The Completed event waits for the commit.
 */
export function publishBankImportProgress(bus: EventBus, event: Omit<BankImportProgressEvent, 'changedAtUtc'>): void {
  const payload = { ...event, changedAtUtc: new Date().toISOString() };
  if (event.phase === 'Running') void bus.publish(TOPICS.bankImport, event.locationId, payload);
  else publishAfterCommit(bus, TOPICS.bankImport, event.locationId, payload);
}

/** As for imports: Running ticks at once, Completed after the rule change commits. */
export function publishRematchProgress(
  bus: EventBus,
  event: Omit<CounterpartyRematchProgressEvent, 'changedAtUtc'>,
): void {
  const payload = { ...event, changedAtUtc: new Date().toISOString() };
  if (event.phase === 'Running') void bus.publish(TOPICS.counterpartyRematch, event.organizationId, payload);
  else publishAfterCommit(bus, TOPICS.counterpartyRematch, event.organizationId, payload);
}
