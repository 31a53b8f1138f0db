import type { RequestContext } from '../../platform/context/request-context';
import { publishBankImportProgress, publishWorkItemChanged } from '../../platform/events/topics';
import type { StoredFile } from './import-processing.service';

/** Rows between two looks at the clock, and the least time between two Running events of one import. */
const PROGRESS_EVERY_ROWS = 1000;
const PROGRESS_INTERVAL_MS = 250;

/**
 * The import's live progress (docs/architecture.md §Events and subscriptions): a Running event at most every
 * PROGRESS_INTERVAL_MS while rows are read, the Completed event with the outcome once the upload's transaction has
 * committed, and a work-item event for the outlet, whose list gained rows. Ids, counts and the status only.
 */
export class ImportProgress {
  private processed = 0;
  private lastSentAt = Date.now();

  constructor(
    private readonly ctx: RequestContext,
    private readonly importId: string,
    private readonly file: StoredFile,
  ) {}

  row(): void {
    this.processed += 1;
    if (this.processed % PROGRESS_EVERY_ROWS !== 0 || Date.now() - this.lastSentAt < PROGRESS_INTERVAL_MS) return;
    this.lastSentAt = Date.now();
    this.publish('Running', null);
  }

  /** A reading that failed half-way stores none of its rows. */
  rolledBack(): void {
    this.processed = 0;
  }

  completed(status: string): void {
    this.publish('Completed', status);
    publishWorkItemChanged(this.ctx.events, {
      organizationId: this.file.organizationId,
      locationId: this.file.locationId,
      bankTransactionId: null,
      cause: 'Import',
    });
  }

  private publish(phase: 'Running' | 'Completed', status: string | null): void {
    publishBankImportProgress(this.ctx.events, {
      importId: this.importId,
      organizationId: this.file.organizationId,
      locationId: this.file.locationId,
      phase,
      processedTransactions: this.processed,
      status,
    });
  }
}
