import { ErpSupplierSnapshot } from './erp-supplier-snapshot.entity';
import { ErpSupplierSyncRun } from './erp-supplier-sync-run.entity';
import { ErpDocumentSnapshot } from './erp-document-snapshot.entity';
import { ErpDocumentSyncRun } from './erp-document-sync-run.entity';
import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { CounterpartyMatchingModuleExports } from '../counterparty-matching/counterparty-matching.module';
import type { ErpConnectionModuleExports } from '../erp-connection/erp-connection.module';
import { DocumentSyncService } from './document-sync.service';
import { ErpSnapshotReadService } from './erp-snapshot-read.service';
import { ErpSyncResolver } from './erp-sync.resolver';
import { SupplierSyncService } from './supplier-sync.service';
import { interruptedSyncRunsJob } from './sync-run-lease';
import { erpSyncRoutes } from './erp-sync.routes';

export function createErpSyncModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
  erpConnection: ErpConnectionModuleExports;
  counterpartyMatching: CounterpartyMatchingModuleExports;
}): FeatureModule {
  const { audit } = deps.audit;
  const { erpConnections } = deps.erpConnection;
  return {
    name: 'erp-sync',
    entities: [ErpSupplierSnapshot, ErpSupplierSyncRun, ErpDocumentSnapshot, ErpDocumentSyncRun],
    routes: erpSyncRoutes,
    resolvers: [
      new ErpSyncResolver(
        new SupplierSyncService(erpConnections, audit, deps.counterpartyMatching.automaticMatching),
        new DocumentSyncService(erpConnections, audit),
        new ErpSnapshotReadService(erpConnections),
      ),
    ],
    jobs: [interruptedSyncRunsJob(deps.platform.logger)],
    exports: {},
  };
}

/** What other modules may use of this one, besides its dto/. */
export { BOOKED_POSTING_STATUSES } from './local-unpaid';
export { ErpDocumentSnapshot } from './erp-document-snapshot.entity';
export { snapshotSupplierOf } from './supplier-snapshot-lookup';
export type { SnapshotSupplier } from './supplier-snapshot-lookup';
