import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { defineLoader, inKeyOrder } from '../../platform/context/loader-registry';
import type { RequestContext } from '../../platform/context/request-context';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { selectColumns, type PropertyOf } from '../../platform/database/entity-columns';
import { DomainError, validationFailed } from '../../platform/errors/domain-error';
import { ErpAddressPolicy, type ErpAddressPolicyOptions } from '../erp-connector/erp-connector.module';
import type { ErpConnector, ErpCredentials, ErpDialect } from '../erp-connector/erp-connector.module';
import {
  PostgresServerGate,
  ProcessServerGate,
  type ErpServerGate,
  type ErpSessionStore,
} from '../erp-connector/erp-connector.module';
import { createHttpErpConnector } from '../erp-connector/erp-connector.module';
import { createIikoServerConnector } from '../erp-connector/erp-connector.module';
import { ErpConnection } from './erp-connection.entity';

/** A connection as the service shows it: never its credentials. */
const RECORD_PROPERTIES = [
  'id',
  'organizationId',
  'name',
  'baseUrl',
  'dialect',
  'currency',
  'isDefault',
  'lastCheckStatus',
  'lastCheckedAtUtc',
  'serverVersion',
  'serverEdition',
  'createdAtUtc',
  'rowVersion',
] as const satisfies readonly PropertyOf<ErpConnection>[];

export type ErpConnectionRecord = Pick<ErpConnection, (typeof RECORD_PROPERTIES)[number]>;

/** What is sealed in `erp_connections.credentials`. */
export interface StoredCredentials extends ErpCredentials {
  /** The durable service account, once ensured; used instead of the login when present. */
  serviceAccount?: ErpCredentials;
}

const CONNECTION_COLUMNS = selectColumns(ErpConnection, null, RECORD_PROPERTIES);

/** A stored connection with whether it was soft-deleted (still there for access purposes). */
export type StoredConnection = ErpConnectionRecord & { deleted: boolean };

const STORED_COLUMNS = `${CONNECTION_COLUMNS}, deleted_at_utc IS NOT NULL AS deleted`;

/** Connections by id, deleted ones included, in one statement per batch: the access check and the call share it. */
export const storedConnectionLoader = defineLoader<string, StoredConnection | null>(async (ctx, ids) => {
  const rows: StoredConnection[] = await ctx.em.query(
    `SELECT ${STORED_COLUMNS} FROM erp_connections WHERE id = ANY($1::uuid[])`,
    [[...ids]],
  );
  return inKeyOrder(ids, rows);
});

export interface ConnectorOptions extends ErpAddressPolicyOptions {
  timeoutMs: number;
  readRetries: number;
  /**
   * IikoServer: how long after a pay-out the server may still leave it out of its report, so an empty readback
   * proves the payment absent only once this long has passed since the write (the connector's default when absent).
   */
  iikoReadbackVisibleAfterMs?: number;
}

/** What a connector is opened for: the server, the dialect it speaks and the currency of its documents. */
export type ConnectorTarget = Pick<ErpConnectionRecord, 'baseUrl' | 'dialect' | 'currency'>;

/**
 * The one way into `erp_connections` for the modules that use a connection. Access to a connection named by id is the
 * operation's declaration (`on.resource(erpConnectionResource, …)`); credentials are only ever opened here, into a
 * connector that obeys the outbound address policy. Nested routes name their connection and never fall back to the
 * default one.
 */
export class ErpConnectionStore {
  private readonly addressPolicy: ErpAddressPolicy;

  /**
   * One request at a time per server for the IikoServer dialect: within this process until `useDatabase` names the
   * deployment's shared database, across every process from then on.
   */
  private gate: ErpServerGate = new ProcessServerGate();

  /** Builds the address policy from ERP_ALLOWED_HOSTS, so a malformed entry stops the service at start. */
  constructor(
    private readonly secrets: SecretBox,
    private readonly connectorOptions: ConnectorOptions,
    /** The sessions of the IikoServer dialect: one per login (one licence slot) for all that share the store. */
    private readonly sessions: ErpSessionStore,
    /** Where an IikoServer connector notes what the server showed that people may want to see (never a secret). */
    private readonly logger?: { warn(details: Record<string, unknown>, message: string): void },
  ) {
    this.addressPolicy = new ErpAddressPolicy(connectorOptions);
  }

  /**
   * The database every process of the deployment shares, once it is open: the server gate becomes an advisory lock
   * there. The embedded database serves one process, whose own gate is all it needs (a waiting lock would hold its
   * one backend for everyone).
   */
  useDatabase(dataSource: DataSource, embedded: boolean): void {
    if (!embedded) this.gate = new PostgresServerGate(dataSource);
  }

  /** At shutdown: logs out the accounting-system sessions this process signed in, freeing their licence slots. */
  logoutOwnSessions(): Promise<void> {
    return this.sessions.logoutOwn();
  }

  /** A connection its operation's access declaration checked (`on.resource(erpConnectionResource, …)`). */
  async load(ctx: RequestContext, connectionId: string): Promise<ErpConnectionRecord> {
    const found = await ctx.loader(storedConnectionLoader).load(connectionId);
    if (!found) throw new DomainError('not_found');
    if (found.deleted) {
      throw new DomainError('workflow.locked', {
        params: { entity: 'ErpConnection', state: 'Deleted', operation: 'read' },
      });
    }
    return withoutDeleted(found);
  }

  /**
   * The connection locked FOR UPDATE inside the transaction of `operation`. Deleted since the access check, by a
   * concurrent call: 409 workflow.locked, as the declaration answers for one deleted before.
   */
  async lockForUpdate(ctx: RequestContext, connectionId: string, operation: string): Promise<ErpConnectionRecord> {
    const [found]: StoredConnection[] = await ctx.em.query(
      `SELECT ${STORED_COLUMNS} FROM erp_connections WHERE id = $1 FOR UPDATE`,
      [connectionId],
    );
    if (!found) throw new DomainError('not_found');
    if (found.deleted) {
      throw new DomainError('workflow.locked', { params: { entity: 'ErpConnection', state: 'Deleted', operation } });
    }
    return withoutDeleted(found);
  }

  /** A live connection of the organization by id, or null: a filter, not an access check. */
  async findLive(
    ctx: RequestContext,
    organizationId: string,
    connectionId: string,
  ): Promise<ErpConnectionRecord | null> {
    const [row]: ErpConnectionRecord[] = await ctx.em.query(
      `SELECT ${CONNECTION_COLUMNS} FROM erp_connections
       WHERE id = $1 AND organization_id = $2 AND deleted_at_utc IS NULL`,
      [connectionId, organizationId],
    );
    return row ?? null;
  }

  /** Create and probe: a base address the outbound address policy refuses is a field error, before any call. */
  async assertAddressAllowed(baseUrl: string): Promise<void> {
    if (!(await this.addressPolicy.allowsBaseUrl(baseUrl)))
      throw validationFailed({ baseUrl: ['address_not_allowed'] });
  }

  /** The organization's live default connection, or null; the caller checks access to the organization. */
  async findDefault(ctx: RequestContext, organizationId: string): Promise<ErpConnectionRecord | null> {
    const [row]: ErpConnectionRecord[] = await ctx.em.query(
      `SELECT ${CONNECTION_COLUMNS} FROM erp_connections
       WHERE organization_id = $1 AND is_default AND deleted_at_utc IS NULL`,
      [organizationId],
    );
    return row ?? null;
  }

  /** Inserts a connection; the first live one of its organization becomes the default. Call in a transaction. */
  async insert(
    em: EntityManager,
    input: {
      organizationId: string;
      name: string;
      baseUrl: string;
      dialect?: ErpDialect;
      currency?: string;
      credentials: StoredCredentials;
    },
  ): Promise<ErpConnectionRecord> {
    const id = randomUUID();
    const sealed = this.secrets.seal(JSON.stringify(input.credentials), id);
    const [row]: ErpConnectionRecord[] = await em.query(
      `INSERT INTO erp_connections (id, organization_id, name, base_url, dialect, currency, credentials,
              credentials_key_id, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
               NOT EXISTS (SELECT 1 FROM erp_connections WHERE organization_id = $2 AND deleted_at_utc IS NULL))
       RETURNING ${CONNECTION_COLUMNS}`,
      [
        id,
        input.organizationId,
        input.name,
        input.baseUrl,
        input.dialect ?? 'Reference',
        input.currency ?? 'RUB',
        sealed.sealed,
        sealed.keyId,
      ],
    );
    return row;
  }

  /** Replaces the sealed credentials of a connection (rotation, service account). Call in a transaction. */
  async saveCredentials(em: EntityManager, connectionId: string, credentials: StoredCredentials): Promise<void> {
    const sealed = this.secrets.seal(JSON.stringify(credentials), connectionId);
    await em.query(
      `UPDATE erp_connections SET credentials = $2, credentials_key_id = $3, updated_at_utc = now(),
              row_version = row_version + 1
       WHERE id = $1`,
      [connectionId, sealed.sealed, sealed.keyId],
    );
  }

  async credentialsOf(em: EntityManager, connectionId: string): Promise<StoredCredentials> {
    const [row]: { credentials: Buffer; keyId: string }[] = await em.query(
      `SELECT credentials, credentials_key_id AS "keyId" FROM erp_connections WHERE id = $1`,
      [connectionId],
    );
    if (!row) throw new DomainError('not_found');
    return JSON.parse(this.secrets.open({ keyId: row.keyId, sealed: row.credentials }, connectionId));
  }

  /** A connector for a stored connection, signing in as its service account when one was ensured. */
  async openConnector(ctx: RequestContext, connection: ErpConnectionRecord): Promise<ErpConnector> {
    const credentials = await this.credentialsOf(ctx.em, connection.id);
    return this.connectorFor(connection, credentials.serviceAccount ?? credentials);
  }

  /**
   * For the background worker, which has no request: a connector of the live connection by id, its credentials
   * version (`rowVersion`, to tell a cached connector is stale), or null when the connection is gone or deleted.
   */
  async openConnectorById(
    em: EntityManager,
    connectionId: string,
  ): Promise<{ connector: ErpConnector; rowVersion: number } | null> {
    const [row]: (ConnectorTarget & { rowVersion: number })[] = await em.query(
      `SELECT base_url AS "baseUrl", dialect, currency, row_version AS "rowVersion" FROM erp_connections
        WHERE id = $1 AND deleted_at_utc IS NULL`,
      [connectionId],
    );
    if (!row) return null;
    const credentials = await this.credentialsOf(em, connectionId);
    return {
      connector: this.connectorFor(row, credentials.serviceAccount ?? credentials),
      rowVersion: row.rowVersion,
    };
  }

  /** Runs `work` with a connector of the stored connection (see openConnector) and closes it afterwards. */
  async withConnector<T>(
    ctx: RequestContext,
    connection: ErpConnectionRecord,
    work: (connector: ErpConnector) => Promise<T>,
  ): Promise<T> {
    const connector = await this.openConnector(ctx, connection);
    try {
      return await work(connector);
    } finally {
      await connector.close();
    }
  }

  /** A page of the organization's live connections, oldest first; the caller checks access to the organization. */
  async list(
    ctx: RequestContext,
    organizationId: string,
    window: { offset: number; limit: number },
  ): Promise<{ items: ErpConnectionRecord[]; totalCount: number }> {
    const items: ErpConnectionRecord[] = await ctx.em.query(
      `SELECT ${CONNECTION_COLUMNS} FROM erp_connections
       WHERE organization_id = $1 AND deleted_at_utc IS NULL
       ORDER BY created_at_utc, id OFFSET $2 LIMIT $3`,
      [organizationId, window.offset, window.limit],
    );
    const [{ count }] = await ctx.em.query(
      `SELECT count(*)::int AS count FROM erp_connections WHERE organization_id = $1 AND deleted_at_utc IS NULL`,
      [organizationId],
    );
    return { items, totalCount: count };
  }

  /** Stores the outcome of a connection check; not a user edit, so rowVersion stays. */
  async saveHealth(
    em: EntityManager,
    connectionId: string,
    health: { status: string; serverVersion: string | null; serverEdition: string | null },
  ): Promise<ErpConnectionRecord> {
    await em.query(
      `UPDATE erp_connections SET last_check_status = $2, last_checked_at_utc = now(),
              server_version = COALESCE($3, server_version), server_edition = COALESCE($4, server_edition),
              updated_at_utc = now()
       WHERE id = $1`,
      [connectionId, health.status, health.serverVersion, health.serverEdition],
    );
    return this.byId(em, connectionId);
  }

  /** Soft-deletes the record; a deleted default leaves the organization without one. Call in a transaction. */
  async softDelete(em: EntityManager, connectionId: string): Promise<void> {
    await em.query(
      `UPDATE erp_connections SET deleted_at_utc = now(), is_default = false, updated_at_utc = now(),
              row_version = row_version + 1
       WHERE id = $1 AND deleted_at_utc IS NULL`,
      [connectionId],
    );
  }

  /**
   * Makes the connection its organization's only default. Locks the organization's live connections first, so two
   * concurrent switches queue instead of tripping the one-default index. Call in a transaction.
   */
  async makeDefault(em: EntityManager, connection: ErpConnectionRecord): Promise<ErpConnectionRecord> {
    await em.query(
      `SELECT id FROM erp_connections WHERE organization_id = $1 AND deleted_at_utc IS NULL ORDER BY id FOR UPDATE`,
      [connection.organizationId],
    );
    await em.query(
      `UPDATE erp_connections SET is_default = false, updated_at_utc = now(), row_version = row_version + 1
       WHERE organization_id = $1 AND is_default AND deleted_at_utc IS NULL AND id <> $2`,
      [connection.organizationId, connection.id],
    );
    await em.query(
      `UPDATE erp_connections
       SET is_default = true, updated_at_utc = now(), row_version = row_version + CASE WHEN is_default THEN 0 ELSE 1 END
       WHERE id = $1`,
      [connection.id],
    );
    return this.byId(em, connection.id);
  }

  /** The record as stored now (after a change made in the same transaction). */
  async byId(em: EntityManager, connectionId: string): Promise<ErpConnectionRecord> {
    const [row]: ErpConnectionRecord[] = await em.query(
      `SELECT ${CONNECTION_COLUMNS} FROM erp_connections WHERE id = $1`,
      [connectionId],
    );
    if (!row) throw new DomainError('not_found');
    return row;
  }

  /** A connector signed in with the connection's own login, never the service account (administrative calls). */
  async openAdministrativeConnector(ctx: RequestContext, connection: ErpConnectionRecord): Promise<ErpConnector> {
    const credentials = await this.credentialsOf(ctx.em, connection.id);
    return this.connectorFor(connection, { login: credentials.login, password: credentials.password });
  }

  /** A connector of the target's dialect; also for credentials that are not stored (probe of a new connection). */
  connectorFor(target: ConnectorTarget, credentials: ErpCredentials): ErpConnector {
    const common = {
      baseUrl: target.baseUrl,
      login: credentials.login,
      password: credentials.password,
      timeoutMs: this.connectorOptions.timeoutMs,
      retries: this.connectorOptions.readRetries,
      addressPolicy: this.addressPolicy,
    };
    if (target.dialect === 'IikoServer') {
      return createIikoServerConnector({
        ...common,
        currency: target.currency,
        gate: this.gate,
        sessions: this.sessions,
        readbackVisibleAfterMs: this.connectorOptions.iikoReadbackVisibleAfterMs,
        logger: this.logger,
      });
    }
    return createHttpErpConnector(common);
  }
}

function withoutDeleted({ deleted: _deleted, ...record }: StoredConnection): ErpConnectionRecord {
  return record;
}
