import type { FeatureModule } from '../../platform/module/feature-module';
import { AuditEntry } from './audit-entry.entity';
import { AuditExportService } from './audit-export.service';
import { AuditLogResolver } from './audit-log.resolver';
import { AuditLogService } from './audit-log.service';
import { AuditService } from './audit.service';

export interface AuditModuleExports {
  /** Records audit entries inside the caller's transaction. */
  audit: AuditService;
  /** The audit log's CSV and PDF exports, served as file routes. */
  auditExports: AuditExportService;
}

export function createAuditModule(): FeatureModule<AuditModuleExports> {
  const audit = new AuditService();
  return {
    name: 'audit',
    resolvers: [new AuditLogResolver(new AuditLogService())],
    entities: [AuditEntry],
    exports: { audit, auditExports: new AuditExportService(audit) },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { changedFields } from './audit-changes';
export { AuditService } from './audit.service';
export type { AuditRecord } from './audit.service';
