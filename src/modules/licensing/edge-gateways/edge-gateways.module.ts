import type { FeatureModule, PlatformServices } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { EdgeGateway } from './edge-gateway.entity';
import { EdgeGatewaySigningKey } from './edge-gateway-signing-key.entity';
import { EdgeGatewaysResolver } from './edge-gateways.resolver';
import { EdgeGatewaysService } from './edge-gateways.service';
import { edgeGatewayRoutes } from './edge-gateways.routes';
import { EDGE_GATEWAYS_ERROR_CODES } from './edge-gateways.error-codes';
import { edgeGatewaysPermissions } from './edge-gateways.permissions';

/**
 * Edge gateways of the licensing context (docs/licensing.md, "Edge gateways"): enrollment with a single-use token and
 * the registration of a gateway's public signing key. The service speaks SQL typed from the entities.
 */
export function createEdgeGatewaysModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
}): FeatureModule {
  return {
    name: 'licensing-edge-gateways',
    permissions: edgeGatewaysPermissions,
    errorCodes: EDGE_GATEWAYS_ERROR_CODES,
    routes: edgeGatewayRoutes,
    entities: [EdgeGateway, EdgeGatewaySigningKey],
    resolvers: [
      new EdgeGatewaysResolver(
        new EdgeGatewaysService(deps.audit.audit, deps.platform.logger, deps.platform.secrets.encryptionKey),
      ),
    ],
    exports: {},
  };
}
