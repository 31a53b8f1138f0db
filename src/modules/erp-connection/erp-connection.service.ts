import type { RequestContext } from '../../platform/context/request-context';
import { inTransaction } from '../../platform/database/transaction';
import { assertRowVersion } from '../../platform/database/row-version';
import { DomainError, validationFailed, type FieldErrors } from '../../platform/errors/domain-error';
import { pageWindow, type PageArgs } from '../../platform/graphql/paging';
import type { AuditService } from '../audit/audit.module';
import type { ErpConnector } from '../erp-connector/erp-connector.module';
import { asClientError } from '../erp-connector/erp-connector.module';
import type {
  ErpConnectionDto,
  ErpConnectionHealthDto,
  ErpConnectionPage,
  ErpOperationalFlagsDto,
  ErpServiceAccountResultDto,
} from './dto/erp-connection.dto';
import type {
  CreateErpConnectionInput,
  ErpConnectionChangeInput,
  ErpCredentialsInput,
  RotateErpCredentialsInput,
} from './dto/erp-connection.input';
import type { ErpConnectionStore } from './erp-connection-store';

/** lastCheckStatus of a check that reached the server and signed in. */
export const CONNECTED = 'connected';

/** The durable login the service creates or restores in the accounting system. */
const SERVICE_ACCOUNT_LOGIN = 'recon-service';

/**
 * Accounting-system connections (docs/erp-connections.md): create, list, read, rotate credentials, ensure the service
 * account, soft delete, switch the default. Every record goes through the store, the only place that opens credentials;
 * calls to the accounting system run outside transactions, the change and its audit entry in one afterwards.
 */
export class ErpConnectionService {
  constructor(
    private readonly store: ErpConnectionStore,
    private readonly audit: AuditService,
  ) {}

  /**
   * The resolver's guard has checked erp.connections.manage on the organization (an unknown one is not_found). A
   * base address the outbound address policy refuses: validation.failed `baseUrl: ['address_not_allowed']`.
   */
  async create(ctx: RequestContext, input: CreateErpConnectionInput): Promise<ErpConnectionDto> {
    const fields = validConnectionFields(input);
    await this.store.assertAddressAllowed(fields.baseUrl);
    return inTransaction(ctx.dataSource, async () => {
      const connection = await this.store.insert(ctx.em, {
        organizationId: fields.organizationId,
        name: fields.name,
        baseUrl: fields.baseUrl,
        dialect: fields.dialect,
        currency: fields.currency,
        credentials: { login: fields.login, password: fields.password },
      });
      await this.audit.record(ctx, {
        action: 'ConnectionCreate',
        entityType: 'ErpConnection',
        entityId: connection.id,
        organizationId: connection.organizationId,
        message: `Accounting-system connection ${connection.name} created`,
        details: {
          connectionId: connection.id,
          name: connection.name,
          host: new URL(connection.baseUrl).host,
          dialect: connection.dialect,
          isDefault: connection.isDefault,
        },
      });
      return connection;
    });
  }

  async list(ctx: RequestContext, args: PageArgs): Promise<ErpConnectionPage> {
    const { items, totalCount } = await this.store.list(ctx, ctx.activeContext.organizationId, pageWindow(args));
    return { items, totalCount, page: args.page, pageSize: args.pageSize };
  }

  get(ctx: RequestContext, connectionId: string): Promise<ErpConnectionDto> {
    return this.store.load(ctx, connectionId);
  }

  async health(ctx: RequestContext, connectionId: string): Promise<ErpConnectionHealthDto> {
    const connection = await this.store.load(ctx, connectionId);
    return {
      connectionId: connection.id,
      lastCheckStatus: connection.lastCheckStatus,
      lastCheckedAtUtc: connection.lastCheckedAtUtc,
      serverVersion: connection.serverVersion,
      serverEdition: connection.serverEdition,
    };
  }

  /**
   * Verifies the new credentials by signing in with them, then stores them sealed; the base address and a service
   * account already ensured stay. Credentials the server rejects: 409 erp_credentials_rejected, nothing stored.
   */
  async rotateCredentials(
    ctx: RequestContext,
    connectionId: string,
    input: RotateErpCredentialsInput,
  ): Promise<ErpConnectionDto> {
    const next = validCredentials(input);
    const connection = await this.store.load(ctx, connectionId);
    const info =
      connection.dialect === 'IikoServer'
        ? // iikoServer sets no passwords: its rotation signs the current login's session out (its licence slot may be
          // the one the new login needs) and proves `next` by signing in with it.
          await callServer(await this.store.openConnector(ctx, connection), async (connector) => {
            await connector.rotateCredentials(next);
            return connector.serverInfo();
          })
        : await callServer(this.store.connectorFor(connection, next), (connector) => connector.serverInfo());
    return inTransaction(ctx.dataSource, async () => {
      const current = await this.store.lockForUpdate(ctx, connectionId, 'rotateCredentials');
      assertRowVersion('ErpConnection', current, input.rowVersion);
      const stored = await this.store.credentialsOf(ctx.em, current.id);
      await this.store.saveCredentials(ctx.em, current.id, { ...stored, login: next.login, password: next.password });
      const saved = await this.store.saveHealth(ctx.em, current.id, {
        status: CONNECTED,
        serverVersion: info.version,
        serverEdition: info.edition,
      });
      await this.audit.record(ctx, {
        action: 'CredentialsRotate',
        entityType: 'ErpConnection',
        entityId: current.id,
        organizationId: current.organizationId,
        message: `Credentials of accounting-system connection ${current.name} rotated`,
        details: { connectionId: current.id, name: current.name, loginChanged: stored.login !== next.login },
      });
      return saved;
    });
  }

  /**
   * Creates or restores the durable service account (login `recon-service`) with the connection's own login, and
   * stores its fresh password sealed; later calls of this connection sign in as the service account.
   */
  async ensureServiceAccount(ctx: RequestContext, connectionId: string): Promise<ErpServiceAccountResultDto> {
    const connection = await this.store.load(ctx, connectionId);
    const account = await callServer(await this.store.openAdministrativeConnector(ctx, connection), (connector) =>
      connector.ensureServiceAccount(SERVICE_ACCOUNT_LOGIN),
    );
    await inTransaction(ctx.dataSource, async () => {
      const current = await this.store.lockForUpdate(ctx, connectionId, 'ensureServiceAccount');
      const stored = await this.store.credentialsOf(ctx.em, current.id);
      await this.store.saveCredentials(ctx.em, current.id, {
        ...stored,
        serviceAccount: { login: account.login, password: account.password },
      });
      await this.audit.record(ctx, {
        action: 'ServiceAccountEnsure',
        entityType: 'ErpConnection',
        entityId: current.id,
        organizationId: current.organizationId,
        message: `Service account of accounting-system connection ${current.name} ensured`,
        details: { connectionId: current.id, name: current.name, created: account.created },
      });
    });
    return { login: account.login, created: account.created };
  }

  /** Soft-deletes the Pay-owned record only; a deleted default is not replaced automatically. */
  async delete(ctx: RequestContext, connectionId: string, input: ErpConnectionChangeInput): Promise<boolean> {
    const current = await this.store.lockForUpdate(ctx, connectionId, 'delete');
    assertRowVersion('ErpConnection', current, input.rowVersion);
    await this.store.softDelete(ctx.em, current.id);
    await this.audit.record(ctx, {
      action: 'ConnectionDelete',
      entityType: 'ErpConnection',
      entityId: current.id,
      organizationId: current.organizationId,
      message: `Accounting-system connection ${current.name} deleted`,
      details: { connectionId: current.id, name: current.name, wasDefault: current.isDefault },
    });
    return true;
  }

  /** Makes the connection its organization's default; the previous default stops being one. */
  async makeDefault(
    ctx: RequestContext,
    connectionId: string,
    input: ErpConnectionChangeInput,
  ): Promise<ErpConnectionDto> {
    const current = await this.store.lockForUpdate(ctx, connectionId, 'makeDefault');
    assertRowVersion('ErpConnection', current, input.rowVersion);
    const previous = await this.store.findDefault(ctx, current.organizationId);
    const saved = await this.store.makeDefault(ctx.em, current);
    await this.audit.record(ctx, {
      action: 'ConnectionDefault',
      entityType: 'ErpConnection',
      entityId: current.id,
      organizationId: current.organizationId,
      message: `Accounting-system connection ${current.name} made the default`,
      details: { connectionId: current.id, name: current.name, previousDefaultId: previous?.id ?? null },
    });
    return saved;
  }

  /** Deprecated compatibility fields: every capability is always on. */
  operationalFlags(): ErpOperationalFlagsDto {
    return {
      documentSyncEnabled: true,
      supplierSyncEnabled: true,
      batchUnpaidEnabled: true,
      postingEnabled: true,
      referencesEnabled: true,
    };
  }
}

/** Runs one call against the accounting system and closes the connector; failures become client errors. */
async function callServer<T>(connector: ErpConnector, call: (connector: ErpConnector) => Promise<T>): Promise<T> {
  try {
    return await call(connector);
  } catch (error) {
    throw asClientError(error);
  } finally {
    await connector.close().catch(() => undefined);
  }
}

/** Create and probe bodies: name, an http(s) base address without credentials, a login and a password. */
export function validConnectionFields(input: CreateErpConnectionInput): CreateErpConnectionInput {
  const fieldErrors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) fieldErrors.name = ['required'];
  const baseUrl = normalizedBaseUrl(input.baseUrl, fieldErrors);
  let credentials: ErpCredentialsInput = { login: '', password: '' };
  try {
    credentials = validCredentials(input);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    Object.assign(fieldErrors, error.fieldErrors);
  }
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  return {
    organizationId: input.organizationId,
    name,
    baseUrl: baseUrl!,
    dialect: input.dialect ?? 'Reference',
    currency: input.currency ?? 'RUB',
    ...credentials,
  };
}

function validCredentials(input: ErpCredentialsInput): ErpCredentialsInput {
  const fieldErrors: FieldErrors = {};
  const login = input.login.trim();
  if (!login) fieldErrors.login = ['required'];
  if (!input.password) fieldErrors.password = ['required'];
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  return { login, password: input.password };
}

function normalizedBaseUrl(raw: string, fieldErrors: FieldErrors): string | null {
  const text = raw.trim();
  if (!text) {
    fieldErrors.baseUrl = ['required'];
    return null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    fieldErrors.baseUrl = ['invalid_url'];
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fieldErrors.baseUrl = ['http_or_https_required'];
  else if (url.username || url.password) fieldErrors.baseUrl = ['credentials_not_allowed'];
  else if (url.search || url.hash) fieldErrors.baseUrl = ['query_not_allowed'];
  if (fieldErrors.baseUrl) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
