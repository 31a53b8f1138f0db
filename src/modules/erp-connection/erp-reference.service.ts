import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import type { Logger } from '../../platform/logging/logger';
import { ErpConnectorError, toDomainError, type ErpConnector } from '../erp-connector/erp-connector.module';
import type { ErpReferenceListDto } from './dto/erp-connection.dto';
import type { ErpConnectionRecord, ErpConnectionStore } from './erp-connection-store';

export type ErpReferenceKind = 'accounts' | 'cash-flow-articles';

interface ReferenceRow {
  id: string;
  code: string;
  name: string;
  /** A cash-flow article tied to the one account it draws from (an iikoServer pay-out type); null otherwise. */
  accountId?: string | null;
}

const READERS: Record<ErpReferenceKind, (connector: ErpConnector) => Promise<ReferenceRow[]>> = {
  accounts: (connector) => connector.listAccounts(),
  'cash-flow-articles': (connector) => connector.listCashFlowArticles(),
};

/**
 * Reference lists (payment accounts, cash-flow articles) of a connection, read live and kept in
 * `erp_reference_snapshots`: every live read replaces the local copy; while the accounting system cannot be
 * reached (or refuses the session) the copy is served with `isLive: false` on the list and on every row. No copy:
 * the connector failure as its client error (`toDomainError`: 503 erp_unavailable, 409 erp_credentials_rejected…).
 */
export class ErpReferenceService {
  constructor(
    private readonly store: ErpConnectionStore,
    private readonly logger: Logger,
  ) {}

  /** The list of the named connection; never falls back to another connection. */
  async ofConnection(ctx: RequestContext, connectionId: string, kind: ErpReferenceKind): Promise<ErpReferenceListDto> {
    const connection = await this.store.load(ctx, connectionId);
    return this.read(ctx, connection, kind);
  }

  /** The transition path: the list of the organization's default connection. */
  async ofDefault(ctx: RequestContext, kind: ErpReferenceKind): Promise<ErpReferenceListDto> {
    const organization = ctx.activeContext.organizationId;
    const connection = await this.store.findDefault(ctx, organization);
    if (!connection)
      throw new DomainError('erp_default_connection_missing', { params: { organizationId: organization } });
    return this.read(ctx, connection, kind);
  }

  private async read(
    ctx: RequestContext,
    connection: ErpConnectionRecord,
    kind: ErpReferenceKind,
  ): Promise<ErpReferenceListDto> {
    let read: ReferenceRow[];
    try {
      read = await this.store.withConnector(ctx, connection, READERS[kind]);
    } catch (error) {
      if (!(error instanceof ErpConnectorError)) throw error;
      return this.fromCopy(ctx, connection, kind, error);
    }
    const rows = read.map(({ id, code, name, accountId }) => ({ id, code, name, accountId: accountId ?? null }));
    const [{ fetchedAtUtc }]: { fetchedAtUtc: Date }[] = await ctx.em.query(
      `INSERT INTO erp_reference_snapshots (connection_id, kind, items, fetched_at_utc) VALUES ($1, $2, $3, now())
       ON CONFLICT (connection_id, kind) DO UPDATE SET items = EXCLUDED.items, fetched_at_utc = EXCLUDED.fetched_at_utc
       RETURNING fetched_at_utc AS "fetchedAtUtc"`,
      [connection.id, kind, JSON.stringify(rows)],
    );
    return listOf(connection.id, kind, rows, true, fetchedAtUtc);
  }

  private async fromCopy(
    ctx: RequestContext,
    connection: ErpConnectionRecord,
    kind: ErpReferenceKind,
    failure: ErpConnectorError,
  ): Promise<ErpReferenceListDto> {
    const [copy]: { items: ReferenceRow[] | string; fetchedAtUtc: Date }[] = await ctx.em.query(
      `SELECT items, fetched_at_utc AS "fetchedAtUtc" FROM erp_reference_snapshots
       WHERE connection_id = $1 AND kind = $2`,
      [connection.id, kind],
    );
    this.logger.warn(
      { connectionId: connection.id, kind, operation: failure.operation, failure: failure.kind, fallback: !!copy },
      'accounting system unreachable for a reference read',
    );
    if (!copy) throw toDomainError(failure);
    const items = typeof copy.items === 'string' ? (JSON.parse(copy.items) as ReferenceRow[]) : copy.items;
    return listOf(connection.id, kind, items, false, copy.fetchedAtUtc);
  }
}

function listOf(
  connectionId: string,
  kind: ErpReferenceKind,
  rows: ReferenceRow[],
  isLive: boolean,
  fetchedAtUtc: Date,
): ErpReferenceListDto {
  return {
    connectionId,
    kind,
    isLive,
    fetchedAtUtc: new Date(fetchedAtUtc),
    items: rows.map((row) => ({ ...row, accountId: row.accountId ?? null, isLive })),
  };
}
