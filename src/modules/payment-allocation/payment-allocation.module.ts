import { PaymentAllocation } from './payment-allocation.entity';
import { PaymentAllocationLine } from './payment-allocation-line.entity';
import { PaymentCandidateList } from './payment-candidate-list.entity';
import { PaymentDocumentReservation } from './payment-document-reservation.entity';
import { BankTransactionHold } from './bank-transaction-hold.entity';
import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { AllocationConfirmService } from './allocation-confirm.service';
import { AllocationReadService } from './allocation-read.service';
import { AllocationWorkflowService } from './allocation-workflow.service';
import { BankTransactionAllocationResolver, PaymentAllocationResolver } from './payment-allocation.resolver';
import { PaymentCandidateResolver } from './payment-candidate.resolver';
import { PaymentCandidateService } from './payment-candidate.service';
import { paymentAllocationRoutes } from './payment-allocation.routes';
import { PAYMENT_ALLOCATION_ERROR_CODES } from './payment-allocation.error-codes';
import { paymentAllocationPermissions } from './payment-allocation.permissions';

/** What the accountant work queue composes approve-and-queue and prepare from. */
export interface PaymentAllocationModuleExports {
  paymentCandidates: PaymentCandidateService;
  allocationConfirms: AllocationConfirmService;
  allocationWorkflow: AllocationWorkflowService;
}

/**
 * Payment candidates and allocations (docs/payment-allocations.md): the accountant's decision of where a payment
 * goes.
 */
export function createPaymentAllocationModule(deps: {
  audit: AuditModuleExports;
}): FeatureModule<PaymentAllocationModuleExports> {
  const reads = new AllocationReadService();
  const candidates = new PaymentCandidateService();
  const confirms = new AllocationConfirmService();
  const workflow = new AllocationWorkflowService(deps.audit.audit);
  return {
    name: 'payment-allocation',
    permissions: paymentAllocationPermissions,
    errorCodes: PAYMENT_ALLOCATION_ERROR_CODES,
    entities: [
      PaymentAllocation,
      PaymentAllocationLine,
      PaymentCandidateList,
      PaymentDocumentReservation,
      BankTransactionHold,
    ],
    routes: paymentAllocationRoutes,
    resolvers: [
      new PaymentCandidateResolver(candidates),
      new PaymentAllocationResolver(confirms, workflow, reads),
      new BankTransactionAllocationResolver(reads),
    ],
    exports: { paymentCandidates: candidates, allocationConfirms: confirms, allocationWorkflow: workflow },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { AllocationConfirmService } from './allocation-confirm.service';
export { allocationLinesLoader, allocationRowLoader } from './allocation-loaders';
export { planAllocation } from './allocation-plan';
export type { AllocationPlan, PaymentTolerance, WriteOffTarget } from './allocation-plan';
export { allocationResource } from './allocation-resources';
export { AllocationWorkflowService } from './allocation-workflow.service';
export { PaymentCandidateService } from './payment-candidate.service';
export { cancelAndRelease } from './reservations';
export { DOCUMENT_DIRECTION_OF, availableOf, paymentStatusAfter } from './payment-documents';
export type { DocumentState, PaymentSubject } from './payment-documents';
export {
  DOCUMENT_STATE_COLUMNS,
  TOLERANCE_COLUMN,
  lockedPaymentOf,
  paymentBlockOf,
  toleranceOf,
} from './payment-queries';
