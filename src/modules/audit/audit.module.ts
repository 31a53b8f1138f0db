import type { FeatureModule } from '../../platform/module/feature-module';
import { AuditEntry } from './audit-entry.entity';
import { AuditLogResolver } from './audit-log.resolver';
import { AuditLogService } from './audit-log.service';
import { AuditService } from './audit.service';

export interface AuditModuleExports {
  /** Records audit entries inside the caller's transaction. */
  audit: AuditService;
}

export function createAuditModule(): FeatureModule<AuditModuleExports> {
  return {
    name: 'audit',
    resolvers: [new AuditLogResolver(new AuditLogService())],
    entities: [AuditEntry],
    exports: { audit: new AuditService() },
  };
}
