/** What the queue needs of a PGlite instance. */
export interface EmbeddedBackend {
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRaw(message: Uint8Array): Promise<Uint8Array>;
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<void>;
  isInTransaction(): boolean;
}

/**
 * Frontend messages after which the backend is still inside an exchange that only the sending connection may
 * continue: the extended protocol (Parse, Bind, Describe, Execute, Close, Flush) keeps its implicit transaction, its
 * unnamed statement and its portals until a Sync, and a COPY runs until it is done.
 */
const EXCHANGE_CONTINUES = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'd', 'c', 'f']);
/** Messages the backend answers with ReadyForQuery: the exchange is over, only an open transaction block remains. */
const EXCHANGE_ENDS = new Set(['S', 'Q', 'F']);

/**
 * Messages whose answer waits for the next Sync or Flush, as a PostgreSQL server buffers it: a client that needs
 * the answers sooner sends Flush (pg does, and its cursors after each Execute).
 */
const ANSWER_WAITS = new Set(['P', 'B', 'D', 'E', 'C', 'd']);

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/**
 * The one PGlite backend shared by every socket connection of the embedded server: one message at a time, and a
 * connection that is in the middle of an exchange keeps the backend until the exchange is over.
 *
 * pglite-socket's own queue switches to another connection whenever `isInTransaction()` is false, and that is false
 * inside an extended-protocol exchange too (an implicit transaction is no transaction block). A pg-query-stream
 * cursor sends Parse, Bind and Execute and its Sync only after the last row, so another connection's Sync or query
 * ran inside the cursor's implicit transaction, committed it, and the cursor's next Execute found its portal gone
 * (`portal "C_1" does not exist`); two connections' Parse and Bind could interleave the same way and bind one
 * request's parameters to another's statement. Here the owner of an unfinished exchange or of an open transaction
 * block is served alone until the backend is idle again.
 *
 * The socket handlers of pglite-socket call `enqueue`, `clearQueueForHandler` and `clearTransactionIfNeeded`, the
 * public surface of its queue, which this class provides.
 */
export class EmbeddedBackendQueue {
  private readonly waiting: Pending[] = [];
  /** The connection the backend belongs to until its exchange or transaction block ends; null when idle. */
  private owner: number | null = null;
  /** The connection whose message the backend is running now. */
  private running: number | null = null;
  private pumping = false;
  /** Connections that closed while they owned the backend or had a message running. */
  private readonly gone = new Set<number>();
  /** Answers held until the connection's next Sync or Flush, so a pipeline's answers leave in one write. */
  private readonly unsent = new Map<number, Uint8Array[]>();

  constructor(
    private readonly db: EmbeddedBackend,
    private readonly onResetFailure: (error: unknown) => void,
  ) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ handlerId, message, onData, resolve, reject });
      void this.pump();
    });
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  /** A closed connection's messages are dropped unsent, and so are the answers held for it. */
  clearQueueForHandler(handlerId: number): void {
    this.unsent.delete(handlerId);
    for (let i = this.waiting.length - 1; i >= 0; i -= 1) {
      if (this.waiting[i].handlerId !== handlerId) continue;
      const [dropped] = this.waiting.splice(i, 1);
      dropped.reject(new Error('the connection closed'));
    }
  }

  /**
   * A connection that closes while it owns the backend (mid-exchange or in a transaction block) leaves that state
   * behind on the shared backend: its exchange is ended and its transaction rolled back before anybody else runs.
   */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner === handlerId || this.running === handlerId) this.gone.add(handlerId);
    await this.pump();
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        if (this.owner !== null && this.gone.has(this.owner)) await this.abandonOwner();
        const index = this.owner === null ? 0 : this.waiting.findIndex((item) => item.handlerId === this.owner);
        // Nothing waiting, or the owner has not sent its next message yet: everybody else waits for it.
        if (index < 0 || index >= this.waiting.length) return;
        const [item] = this.waiting.splice(index, 1);
        await this.run(item);
      }
    } finally {
      this.pumping = false;
    }
  }

  private async run(item: Pending): Promise<void> {
    // The backend hands its answer over message by message, each a view of its memory that the next one may reuse.
    // Copied and held until the client asks for the answers, a pipeline of Parse, Bind, Execute and Sync costs the
    // socket one write instead of one per backend message.
    const chunks = this.unsent.get(item.handlerId) ?? [];
    let bytes = 0;
    this.running = item.handlerId;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(item.message, {
          onRawData: (data) => {
            bytes += data.length;
            chunks.push(data.slice());
          },
        }),
      );
      if (ANSWER_WAITS.has(String.fromCharCode(item.message[0]))) this.unsent.set(item.handlerId, chunks);
      else {
        this.unsent.delete(item.handlerId);
        if (chunks.length > 0) item.onData(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
      }
    } catch (error) {
      // The backend's state is unknown: the connection keeps it, and its handler closes it on this rejection, which
      // resets the backend through `clearTransactionIfNeeded`.
      this.owner = item.handlerId;
      item.reject(error);
      return;
    } finally {
      this.running = null;
    }
    this.owner = this.holdsBackendAfter(item.message[0], item.handlerId) ? item.handlerId : null;
    if (this.owner !== item.handlerId) this.gone.delete(item.handlerId);
    item.resolve(bytes);
  }

  private holdsBackendAfter(type: number, handlerId: number): boolean {
    // A startup message has no type byte: it begins with its length, whose first byte is 0.
    if (type === 0) return this.db.isInTransaction();
    const letter = String.fromCharCode(type);
    if (EXCHANGE_ENDS.has(letter)) return this.db.isInTransaction();
    if (EXCHANGE_CONTINUES.has(letter)) return true;
    // Terminate and anything else leave the state as it was.
    return this.owner === handlerId;
  }

  private async abandonOwner(): Promise<void> {
    const handlerId = this.owner!;
    this.owner = null;
    this.gone.delete(handlerId);
    try {
      await this.db.runExclusive(async () => {
        // Sync ends an unfinished extended-protocol exchange (its implicit transaction and portals); harmless when
        // there is none. A transaction block is then rolled back.
        await this.db.execProtocolRaw(SYNC);
        if (this.db.isInTransaction()) await this.db.execProtocolRaw(simpleQuery('ROLLBACK'));
      });
    } catch (error) {
      this.onResetFailure(error);
    }
  }
}

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
}
