import { SecretBox } from '../../platform/crypto/secret-box';
import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { ErpConnectionCheckService } from './erp-connection-check.service';
import { ErpConnectionStore } from './erp-connection-store';
import { ErpConnectionResolver } from './erp-connection.resolver';
import { ErpConnectionService } from './erp-connection.service';
import { ErpReferenceService } from './erp-reference.service';

export interface ErpConnectionModuleExports {
  /** The one way into stored connections and their credentials. */
  erpConnections: ErpConnectionStore;
  /** Payment accounts and cash-flow articles of a connection (live, or the stored copy). */
  erpReferences: ErpReferenceService;
}

export function createErpConnectionModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
}): FeatureModule<ErpConnectionModuleExports> {
  const { config, secrets, logger } = deps.platform;
  const { audit } = deps.audit;
  const erpConnections = new ErpConnectionStore(new SecretBox(secrets.encryptionKey), config.erp);
  const erpReferences = new ErpReferenceService(erpConnections, logger);
  return {
    name: 'erp-connection',
    resolvers: [
      new ErpConnectionResolver(
        new ErpConnectionService(erpConnections, audit),
        new ErpConnectionCheckService(erpConnections, audit),
        erpReferences,
      ),
    ],
    exports: { erpConnections, erpReferences },
  };
}
