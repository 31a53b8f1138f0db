import type { FeatureModule } from '../../platform/module/feature-module';
import { AuditEntry } from './audit-entry.entity';
import { AuditExportService } from './audit-export.service';
import { AuditLogResolver } from './audit-log.resolver';
import { AuditLogService } from './audit-log.service';
import { AuditService } from './audit.service';
import { auditRoutes } from './audit.routes';
import { auditFileRoutes } from './audit.file-routes';
import { auditPermissions } from './audit.permissions';

export interface AuditModuleExports {
  /** Records audit entries inside the caller's transaction. */
  audit: AuditService;
}

export function createAuditModule(): FeatureModule<AuditModuleExports> {
  const audit = new AuditService();
  return {
    name: 'audit',
    permissions: auditPermissions,
    routes: auditRoutes,
    resolvers: [new AuditLogResolver(new AuditLogService())],
    entities: [AuditEntry],
    fileRoutes: auditFileRoutes(new AuditExportService(audit)),
    exports: { audit },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { changedFields } from './audit-changes';
export { AuditService } from './audit.service';
export type { AuditRecord } from './audit.service';
