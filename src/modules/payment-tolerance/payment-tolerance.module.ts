import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { ErpConnectionModuleExports } from '../erp-connection/erp-connection.module';
import { PaymentTolerance } from './payment-tolerance.entity';
import { paymentTolerancePermissions } from './payment-tolerance.permissions';
import { PaymentToleranceResolver } from './payment-tolerance.resolver';
import { paymentToleranceRoutes } from './payment-tolerance.routes';
import { PaymentToleranceService } from './payment-tolerance.service';

/**
 * The payment tolerance of an organization (docs/payment-tolerance.md): how far a supplier payment may fall short of
 * a document and still settle it, and the write-off target of the difference. Allocation confirm reads the setting
 * from its table.
 */
export function createPaymentToleranceModule(deps: {
  audit: AuditModuleExports;
  erpConnection: ErpConnectionModuleExports;
}): FeatureModule {
  const { erpConnections, erpReferences } = deps.erpConnection;
  return {
    name: 'payment-tolerance',
    permissions: paymentTolerancePermissions,
    entities: [PaymentTolerance],
    routes: paymentToleranceRoutes,
    resolvers: [
      new PaymentToleranceResolver(new PaymentToleranceService(deps.audit.audit, erpConnections, erpReferences)),
    ],
    exports: {},
  };
}
