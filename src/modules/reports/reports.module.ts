import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { ReconciliationEvidenceResolver } from './reconciliation-evidence.resolver';
import { ReconciliationEvidenceService } from './reconciliation-evidence.service';
import { reportsFileRoutes } from './reports.file-routes';

/**
 * Reports over local tables (docs/reports.md): the reconciliation evidence page and its CSV export. It reads the tables
 * of postings, allocations and snapshots directly, in one statement, and calls no other module but the audit.
 */
export function createReportsModule(deps: { audit: AuditModuleExports }): FeatureModule {
  const evidence = new ReconciliationEvidenceService(deps.audit.audit);
  return {
    name: 'reports',
    resolvers: [new ReconciliationEvidenceResolver(evidence)],
    fileRoutes: reportsFileRoutes(evidence),
    exports: {},
  };
}
