import { WorkItemApproval } from './work-item-approval.entity';
import { WorkItemPreparation } from './work-item-preparation.entity';
import { WorkItemPrepareRequest } from './work-item-prepare-request.entity';
import type { FeatureModule } from '../../platform/module/feature-module';
import { WorkItemEventsResolver } from './work-item-events.resolver';
import type { ErpPostingModuleExports } from '../erp-posting/erp-posting.module';
import type { PaymentAllocationModuleExports } from '../payment-allocation/payment-allocation.module';
import { ApproveAndQueueService } from './approve-and-queue.service';
import { PaymentRunService } from './payment-run.service';
import { WorkItemActionsResolver } from './work-item-actions.resolver';
import { WorkItemPrepareService } from './work-item-prepare.service';
import { WorkItemsResolver } from './work-items.resolver';
import { WorkItemsService } from './work-items.service';
import { workItemRoutes } from './work-items.routes';
import { WORK_ITEMS_ERROR_CODES } from './work-items.error-codes';

export interface WorkItemsModuleExports {
  /** Approve-and-queue, for callers outside GraphQL (the messenger bot). */
  approveAndQueue: ApproveAndQueueService;
  workItems: WorkItemsService;
}

/**
 * The accountant work queue (docs/work-items.md): a projection derived on read over the tables of the bank-import,
 * matching, allocation and posting modules, and the calls that move items on, composed from those modules' own
 * operations (prepare, approve-and-queue, payment runs).
 */
export function createWorkItemsModule(deps: {
  paymentAllocation: PaymentAllocationModuleExports;
  erpPosting: ErpPostingModuleExports;
}): FeatureModule<WorkItemsModuleExports> {
  const items = new WorkItemsService();
  const approvals = new ApproveAndQueueService({
    items,
    confirms: deps.paymentAllocation.allocationConfirms,
    allocations: deps.paymentAllocation.allocationWorkflow,
    postingQueue: deps.erpPosting.postingQueue,
    postings: deps.erpPosting.postingWorkflow,
  });
  return {
    name: 'work-items',
    errorCodes: WORK_ITEMS_ERROR_CODES,
    entities: [WorkItemApproval, WorkItemPreparation, WorkItemPrepareRequest],
    routes: workItemRoutes,
    resolvers: [
      new WorkItemsResolver(items),
      new WorkItemActionsResolver(
        new WorkItemPrepareService(items, deps.paymentAllocation.paymentCandidates),
        approvals,
        new PaymentRunService(items, approvals),
      ),
      new WorkItemEventsResolver(),
    ],
    exports: { approveAndQueue: approvals, workItems: items },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { WorkItemsService } from './work-items.service';
