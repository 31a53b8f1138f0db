import type { FeatureModule, PlatformServices } from '../../../platform/module/feature-module';
import type { AuditModuleExports } from '../../audit/audit.module';
import { CustomerProfile } from './customer-profile.entity';
import { CustomerGraphResolver } from './customer-graph.resolver';
import { CustomersResolver } from './customers.resolver';
import { CustomersService } from './customers.service';
import { licensingCustomerRoutes } from './customers.routes';
import { CUSTOMERS_ERROR_CODES } from './customers.error-codes';
import { customersPermissions } from './customers.permissions';

/**
 * The licensing customers (docs/licensing.md, "Customers: discovery, aggregate and license table"): issue discovery,
 * the customer aggregate with its editable profile, and the license table. The service speaks SQL typed from the
 * entities.
 */
export function createLicensingCustomersModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
}): FeatureModule {
  const customers = new CustomersService(deps.audit.audit, deps.platform.logger);
  return {
    name: 'licensing-customers',
    permissions: customersPermissions,
    errorCodes: CUSTOMERS_ERROR_CODES,
    routes: licensingCustomerRoutes,
    entities: [CustomerProfile],
    resolvers: [new CustomersResolver(customers), new CustomerGraphResolver(customers)],
    exports: {},
  };
}
