import type { DataSource } from 'typeorm';
import type { ErpConnectionStore } from '../../erp-connection/erp-connection.module';
import type { ErpConnector } from '../../erp-connector/erp-connector.module';

interface Pooled {
  /** Shared by every posting that asks while the connector is being opened: one session per connection. */
  opening: Promise<{ connector: ErpConnector; rowVersion: number } | null>;
  checkedAt: number;
  usedAt: number;
}

/** How long a worker trusts a cached connector before checking the connection's credentials version again. */
const RECHECK_MS = 30_000;
/** A connector unused this long is closed: its session is a licence seat of the accounting server. */
const IDLE_MS = 60_000;

/**
 * One connector (one accounting-system session) per connection for the worker's life: signing in for every posting
 * would cost a round trip each and exhaust the server's session licences. Concurrent postings of one connection
 * share the connector being opened. A connector is replaced when the connection's credentials changed (rowVersion)
 * or after it failed to sign in, and closed when idle.
 */
export class ConnectorPool {
  private readonly pooled = new Map<string, Pooled>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ErpConnectionStore,
  ) {}

  /** The connector of a live connection; null when it was deleted. */
  async get(connectionId: string): Promise<ErpConnector | null> {
    this.closeIdle(connectionId);
    const now = Date.now();
    const cached = this.pooled.get(connectionId);
    if (cached && now - cached.checkedAt < RECHECK_MS) {
      cached.usedAt = now;
      return (await cached.opening)?.connector ?? null;
    }
    const entry: Pooled = { opening: this.open(connectionId, cached), checkedAt: now, usedAt: now };
    this.pooled.set(connectionId, entry);
    // A failed sign-in is not cached: the next posting tries again.
    entry.opening.catch(() => {
      if (this.pooled.get(connectionId) === entry) this.pooled.delete(connectionId);
    });
    const opened = await entry.opening;
    if (!opened && this.pooled.get(connectionId) === entry) this.pooled.delete(connectionId);
    return opened?.connector ?? null;
  }

  /** Drops a connector whose session failed, so the next posting signs in afresh. */
  evict(connectionId: string): void {
    const cached = this.pooled.get(connectionId);
    this.pooled.delete(connectionId);
    if (cached) void closeEntry(cached);
  }

  async close(): Promise<void> {
    const all = [...this.pooled.values()];
    this.pooled.clear();
    await Promise.all(all.map(closeEntry));
  }

  /** Keeps the previous connector while the credentials are unchanged; otherwise opens a new one and closes it. */
  private async open(connectionId: string, previous: Pooled | undefined) {
    const [stored, current] = await Promise.all([
      this.dataSource.query(
        `SELECT row_version AS "rowVersion" FROM erp_connections WHERE id = $1 AND deleted_at_utc IS NULL`,
        [connectionId],
      ) as Promise<{ rowVersion: number }[]>,
      previous?.opening.catch(() => null) ?? null,
    ]);
    if (stored.length === 0) {
      if (current) await current.connector.close().catch(() => undefined);
      return null;
    }
    if (current && current.rowVersion === stored[0].rowVersion) return current;
    if (current) void current.connector.close().catch(() => undefined);
    return this.store.openConnectorById(this.dataSource.manager, connectionId);
  }

  private closeIdle(except: string): void {
    const now = Date.now();
    for (const [connectionId, entry] of this.pooled) {
      if (connectionId !== except && now - entry.usedAt > IDLE_MS) this.evict(connectionId);
    }
  }
}

async function closeEntry(entry: Pooled): Promise<void> {
  const opened = await entry.opening.catch(() => null);
  await opened?.connector.close().catch(() => undefined);
}
