import type { DataSource } from 'typeorm';
import type { ErpConnectionStore } from '../../erp-connection/erp-connection-store';
import type { ErpConnector } from '../../erp-connector/erp-connector';

interface Pooled {
  connector: ErpConnector;
  rowVersion: number;
  checkedAt: number;
  usedAt: number;
}

/** How long a worker trusts a cached connector before checking the connection's credentials version again. */
const RECHECK_MS = 30_000;
/** A connector unused this long is closed: its session is a licence seat of the accounting server. */
const IDLE_MS = 60_000;

/**
 * One connector (one accounting-system session) per connection for the worker's life: signing in for every posting
 * would cost a round trip each and exhaust the server's session licences. A connector is replaced when the
 * connection's credentials changed (rowVersion) or after it failed to sign in.
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
    const cached = this.pooled.get(connectionId);
    if (cached) cached.usedAt = Date.now();
    if (cached && Date.now() - cached.checkedAt < RECHECK_MS) return cached.connector;
    const opened = await this.store.openConnectorById(this.dataSource.manager, connectionId);
    if (cached && opened && cached.rowVersion === opened.rowVersion) {
      await opened.connector.close();
      cached.checkedAt = Date.now();
      return cached.connector;
    }
    if (cached) this.evict(connectionId);
    if (!opened) return null;
    this.pooled.set(connectionId, { ...opened, checkedAt: Date.now(), usedAt: Date.now() });
    return opened.connector;
  }

  private closeIdle(except: string): void {
    const now = Date.now();
    for (const [connectionId, entry] of this.pooled) {
      if (connectionId !== except && now - entry.usedAt > IDLE_MS) this.evict(connectionId);
    }
  }

  /** Drops a connector whose session failed, so the next posting signs in afresh. */
  evict(connectionId: string): void {
    const cached = this.pooled.get(connectionId);
    this.pooled.delete(connectionId);
    void cached?.connector.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    const all = [...this.pooled.values()];
    this.pooled.clear();
    await Promise.all(all.map((entry) => entry.connector.close().catch(() => undefined)));
  }
}
