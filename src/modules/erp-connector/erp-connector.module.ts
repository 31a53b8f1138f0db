/** What other modules may use of this one, besides its dto/. */
export { ErpAddressPolicy } from './erp-address-policy';
export type { ErpAddressPolicyOptions } from './erp-address-policy';
export { ErpConnectorError, ErpNotSupportedError, ErpRejectedError, outcomeOf, toDomainError } from './erp-connector';
export type {
  ErpAppliedPayment,
  ErpConnector,
  ErpCredentials,
  ErpDirectPaymentWrite,
  ErpDialect,
  ErpDocument,
  ErpPaymentReadback,
  ErpPaymentStatus,
  ErpPaymentWrite,
  ErpWriteOff,
  ErpSupplier,
  ErpSupplierPage,
  ErpUnpaidState,
} from './erp-connector';
export { asClientError } from './erp-connector.errors';
export { ERP_CONNECTOR_ERROR_CODES } from './erp-connector.error-codes';
export { ERP_FAILURES } from './erp-failure-codes';
export { PostgresServerGate, ProcessServerGate, SealedErpSessionStore } from './erp-server-coordination';
export type { ErpServerGate, ErpSessionStore } from './erp-server-coordination';
export { createHttpErpConnector } from './http-erp-connector';
export { createIikoServerConnector } from './iiko/iiko-server-connector';
