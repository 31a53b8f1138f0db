import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import type { AuditService } from '../audit/audit.module';
import { ErpConnectorError, outcomeOf, type ErpConnector } from '../erp-connector/erp-connector.module';
import type { CreateErpConnectionInput } from './dto/erp-connection.input';
import type { ErpConnectionCheckResultDto } from './dto/erp-connection.dto';
import type { ErpConnectionStore } from './erp-connection-store';
import { CONNECTED, validConnectionFields } from './erp-connection.service';

/**
 * Connection checks (docs/erp-connections.md §Check results): sign in and read the server information. A check answers
 * a result, never an error, for anything the accounting system does: rejected credentials are `success: false,
 * auth_failed`, never HTTP 401 (clients read 401 as the end of their own session). Messages are fixed texts by outcome,
 * never the remote's own words.
 */
export class ErpConnectionCheckService {
  constructor(
    private readonly store: ErpConnectionStore,
    private readonly audit: AuditService,
  ) {}

  /** Tests a stored connection and stores the outcome in its health fields. */
  async test(ctx: RequestContext, connectionId: string): Promise<ErpConnectionCheckResultDto> {
    const connection = await this.store.load(ctx, connectionId);
    // The server is asked outside any transaction: no row lock is held while waiting on the network.
    const result = await checkWith(await this.store.openConnector(ctx, connection));
    await inTransaction(ctx.dataSource, async () => {
      const current = await this.store.lockForUpdate(ctx, connectionId, 'test');
      await this.store.saveHealth(ctx.em, current.id, {
        status: result.lastCheckStatus,
        serverVersion: result.serverVersion,
        serverEdition: result.serverEdition,
      });
      await this.audit.record(ctx, {
        action: 'ConnectionTest',
        entityType: 'ErpConnection',
        entityId: current.id,
        organizationId: current.organizationId,
        message: `Accounting-system connection tested: ${result.lastCheckStatus}`,
        details: {
          connectionId: current.id,
          name: current.name,
          success: result.success,
          status: result.lastCheckStatus,
        },
      });
    });
    return result;
  }

  /**
   * Checks a connection that is not stored; nothing is saved except the audit entry of the attempt. The resolver's
   * guard has checked erp.connections.manage on the organization. A base address the outbound address policy
   * refuses is validation.failed, as on create.
   */
  async probe(ctx: RequestContext, input: CreateErpConnectionInput): Promise<ErpConnectionCheckResultDto> {
    const fields = validConnectionFields(input);
    await this.store.assertAddressAllowed(fields.baseUrl);
    const result = await checkWith(this.store.connectorFor(fields, { login: fields.login, password: fields.password }));
    await this.audit.record(ctx, {
      action: 'ConnectionProbe',
      entityType: 'ErpConnection',
      organizationId: fields.organizationId,
      message: `Accounting-system connection probed: ${result.lastCheckStatus}`,
      details: { host: new URL(fields.baseUrl).host, success: result.success, status: result.lastCheckStatus },
    });
    return result;
  }
}

/** Signs in, reads the server information and closes the connector; every connector failure becomes a result. */
async function checkWith(connector: ErpConnector): Promise<ErpConnectionCheckResultDto> {
  try {
    const info = await connector.serverInfo();
    // iikoServer answers its server information without a session, and a session token the deployment stored may
    // have ended on the server (restart, idle expiry): one read that needs the session proves it, or signs in anew,
    // which is what tells a full licence or rejected credentials.
    if (connector.dialect === 'IikoServer') await connector.listStores();
    return {
      success: true,
      lastCheckStatus: CONNECTED,
      serverVersion: info.version,
      serverEdition: info.edition,
      message: 'Connected to the accounting system.',
    };
  } catch (error) {
    if (!(error instanceof ErpConnectorError)) throw error;
    const outcome = outcomeOf(error);
    return {
      success: false,
      lastCheckStatus: outcome.checkStatus,
      serverVersion: null,
      serverEdition: null,
      message: outcome.message,
    };
  } finally {
    await connector.close().catch(() => undefined);
  }
}
