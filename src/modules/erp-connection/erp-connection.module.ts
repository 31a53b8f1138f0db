import { ErpConnection } from './erp-connection.entity';
import { ErpReferenceSnapshot } from './erp-reference-snapshot.entity';
import { SecretBox } from '../../platform/crypto/secret-box';
import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import { ERP_CONNECTOR_ERROR_CODES, SealedErpSessionStore } from '../erp-connector/erp-connector.module';
import { ErpConnectionCheckService } from './erp-connection-check.service';
import { ErpConnectionStore } from './erp-connection-store';
import { ErpConnectionResolver } from './erp-connection.resolver';
import { ErpConnectionService } from './erp-connection.service';
import { ErpReferenceService } from './erp-reference.service';
import { erpConnectionRoutes } from './erp-connection.routes';
import { ERP_CONNECTION_ERROR_CODES } from './erp-connection.error-codes';
import { erpConnectionPermissions } from './erp-connection.permissions';

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
  const { config, secrets, logger, keyValue } = deps.platform;
  const { audit } = deps.audit;
  const secretBox = new SecretBox(secrets.encryptionKey);
  // The sessions travel through the key-value store: shared by every process with Redis, one process's without.
  const erpConnections = new ErpConnectionStore(
    secretBox,
    config.erp,
    new SealedErpSessionStore(keyValue, secretBox),
    logger.child({ component: 'erp-connector' }),
  );
  const erpReferences = new ErpReferenceService(erpConnections, logger);
  return {
    name: 'erp-connection',
    permissions: erpConnectionPermissions,
    // The connectors this module builds fail with the connector's codes.
    errorCodes: { ...ERP_CONNECTOR_ERROR_CODES, ...ERP_CONNECTION_ERROR_CODES },
    entities: [ErpConnection, ErpReferenceSnapshot],
    routes: erpConnectionRoutes,
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

/** What other modules may use of this one, besides its dto/. */
export { erpConnectionResource } from './erp-connection-resources';
export { ErpConnectionStore } from './erp-connection-store';
export type { ErpConnectionRecord } from './erp-connection-store';
export { ErpReferenceService } from './erp-reference.service';
