import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { ErpPostingModuleExports } from '../erp-posting/erp-posting.module';
import { AllocationConfirmService } from './allocation-confirm.service';
import { AllocationReadService } from './allocation-read.service';
import { AllocationWorkflowService } from './allocation-workflow.service';
import { BankTransactionAllocationResolver, PaymentAllocationResolver } from './payment-allocation.resolver';
import { PaymentCandidateResolver } from './payment-candidate.resolver';
import { PaymentCandidateService } from './payment-candidate.service';

/** Payment candidates and allocations (document 02): the accountant's decision of where a payment goes. */
export function createPaymentAllocationModule(deps: {
  audit: AuditModuleExports;
  erpPosting: ErpPostingModuleExports;
}): FeatureModule<object> {
  const reads = new AllocationReadService();
  return {
    name: 'payment-allocation',
    resolvers: [
      new PaymentCandidateResolver(new PaymentCandidateService()),
      new PaymentAllocationResolver(
        new AllocationConfirmService(),
        new AllocationWorkflowService(deps.audit.audit, deps.erpPosting.postingWorkflow),
        reads,
      ),
      new BankTransactionAllocationResolver(reads),
    ],
    exports: {},
  };
}
