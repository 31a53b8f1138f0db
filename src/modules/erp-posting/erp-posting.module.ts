import { ErpPaymentPosting } from './erp-payment-posting.entity';
import { ErpPostingAttempt } from './erp-posting-attempt.entity';
import { ErpPostingOutboxMessage } from './erp-posting-outbox-message.entity';
import { PaymentAnomaly } from './payment-anomaly.entity';
import type { FeatureModule } from '../../platform/module/feature-module';
import { PostingEventsResolver } from './posting-events.resolver';
import type { AuditModuleExports } from '../audit/audit.module';
import type { ErpConnectionModuleExports } from '../erp-connection/erp-connection.module';
import { AllocationPostingResolver, ErpPostingResolver } from './erp-posting.resolver';
import { PostingGatesService } from './posting-gates.service';
import { PostingQueueService } from './posting-queue.service';
import { PostingReadService } from './posting-read.service';
import { PostingWorkflowService } from './posting-workflow.service';
import { erpPostingRoutes } from './erp-posting.routes';
import { ERP_POSTING_ERROR_CODES } from './erp-posting.error-codes';
import { erpPostingPermissions } from './erp-posting.permissions';
import type { DirectRulesPort } from './direct-rules.port';

export interface ErpPostingModuleExports {
  /** Approve, write target, and what the allocation workflow asks when an allocation with a posting is cancelled. */
  postingWorkflow: PostingWorkflowService;
  /** Queue (of allocations and of bank lines posted directly), for approve-and-queue of the work queue. */
  postingQueue: PostingQueueService;
}

/**
 * Postings to the accounting system (docs/postings.md): preview, queue, approval and the evidence views. The worker
 * that writes them (worker/posting-worker.ts) is started by the processes themselves (src/main.ts, src/worker.ts),
 * because it runs continuously rather than as a periodic job.
 */
export function createErpPostingModule(deps: {
  audit: AuditModuleExports;
  erpConnection: ErpConnectionModuleExports;
  /** The direct posting rules taking a bank line (direct-posting's, wired by composeModules). */
  directRules: DirectRulesPort;
}): FeatureModule<ErpPostingModuleExports> {
  const reads = new PostingReadService();
  const workflow = new PostingWorkflowService(deps.audit.audit, deps.erpConnection.erpReferences);
  const queue = new PostingQueueService(deps.audit.audit, deps.directRules);
  return {
    name: 'erp-posting',
    permissions: erpPostingPermissions,
    errorCodes: ERP_POSTING_ERROR_CODES,
    entities: [ErpPaymentPosting, ErpPostingAttempt, ErpPostingOutboxMessage, PaymentAnomaly],
    routes: erpPostingRoutes,
    resolvers: [
      new ErpPostingResolver(queue, workflow, new PostingGatesService(deps.erpConnection.erpConnections), reads),
      new AllocationPostingResolver(reads),
      new PostingEventsResolver(),
    ],
    exports: { postingWorkflow: workflow, postingQueue: queue },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { maskExternalId } from './external-id-masking';
export { COUNTERPARTY_REQUIRED_DIALECTS, DIRECT_QUEUE_BLOCK_ORDER } from './direct-queue';
export type { DirectRulesPort, TakingRule } from './direct-rules.port';
export { PostingQueueService } from './posting-queue.service';
export {
  PAY_OUT_ONLY_DIALECTS,
  QUEUE_BLOCK_ORDER,
  documentTypesOf,
  postingFamilyOf,
  postingTypeOf,
} from './posting-rules';
export { PostingWorkflowService } from './posting-workflow.service';
export { resolveWriteTarget, suggestWriteTarget } from './posting-write-target';
export type { WriteTarget } from './posting-write-target';
export type { RunningPostingWorker } from './worker/posting-worker';
