import type { SecretBox } from '../../platform/crypto/secret-box';
import type { DataSource } from 'typeorm';
import type { KeyValueStore } from '../../platform/key-value/key-value-store';

/**
 * One request at a time to one accounting server, across every process of the deployment: iikoServer asks its API
 * clients to send each request only after the previous one finished (docs/iiko-server.md, "Limits").
 */
export interface ErpServerGate {
  /** Runs `exchange` while no other caller of the deployment talks to `server` (its base address). */
  exclusive<T>(server: string, exchange: () => Promise<T>): Promise<T>;
}

/**
 * The session token of one login on one server, shared by every process until it expires, so the deployment holds
 * one of the server's licence slots for it rather than one per process and connector.
 */
export interface ErpSessionStore {
  get(session: ErpSessionKey): Promise<string | null>;
  /** Keeps the token for `ttlSeconds` (a little less than the server's own session lifetime). */
  set(session: ErpSessionKey, token: string, ttlSeconds: number): Promise<void>;
  /** Forgets the token, if it is still the one stored (a refused or logged-out one; a newer one stays). */
  forget(session: ErpSessionKey, token: string): Promise<void>;
  /**
   * This process holds `token`: it signed it in, or used the one another process signed in. `logout` ends it on the
   * server and forgets it.
   */
  holding(session: ErpSessionKey, token: string, logout: () => Promise<void>): void;
  /** At shutdown: logs out the sessions this process held that are still the ones stored. */
  logoutOwn(): Promise<void>;
}

/**
 * What a process remembers of the sessions it held (signed in, or used after another process signed them in), the
 * latest token per login, so it can log them out when it shuts down, freeing their licence slots. Not only the
 * sessions it signed in: the process that did may have died without a word (SIGKILL), and its session would hold a
 * slot until the server's idle timeout. Other processes may still be using the session; they then sign in again once.
 */
class OwnSessions {
  private readonly own = new Map<string, { session: ErpSessionKey; token: string; logout: () => Promise<void> }>();

  add(session: ErpSessionKey, token: string, logout: () => Promise<void>): void {
    // An older token of the same login was refused or replaced by now: only the latest can still be open.
    if (this.own.get(sessionText(session))?.token !== token)
      this.own.set(sessionText(session), { session, token, logout });
  }

  async logoutAll(current: (session: ErpSessionKey) => Promise<string | null>): Promise<void> {
    const own = [...this.own.values()];
    this.own.clear();
    for (const { session, token, logout } of own) {
      // A token another process replaced (after a 401) is not ours to end any more.
      if ((await current(session).catch(() => null)) === token) await logout().catch(() => undefined);
    }
  }
}

/** Whose session: the server's base address and the login, with the password so a new password is a new session. */
export interface ErpSessionKey {
  server: string;
  login: string;
  password: string;
}

/** Tokens are credentials: they are stored sealed, under a key that names neither the login nor the password. */
export class SealedErpSessionStore implements ErpSessionStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly secrets: SecretBox,
  ) {}

  async get(session: ErpSessionKey): Promise<string | null> {
    const key = this.keyOf(session);
    const stored = await this.store.get(key);
    if (stored === null) return null;
    try {
      const { keyId, sealed } = JSON.parse(stored) as { keyId: string; sealed: string };
      return this.secrets.open({ keyId, sealed: Buffer.from(sealed, 'base64') }, key);
    } catch {
      // Sealed with a key this process does not hold (rotated): as if there were none.
      return null;
    }
  }

  async set(session: ErpSessionKey, token: string, ttlSeconds: number): Promise<void> {
    const key = this.keyOf(session);
    const { keyId, sealed } = this.secrets.seal(token, key);
    await this.store.set(key, JSON.stringify({ keyId, sealed: sealed.toString('base64') }), { ttlSeconds });
  }

  async forget(session: ErpSessionKey, token: string): Promise<void> {
    if ((await this.get(session)) === token) await this.store.delete(this.keyOf(session));
  }

  holding(session: ErpSessionKey, token: string, logout: () => Promise<void>): void {
    this.own.add(session, token, logout);
  }

  logoutOwn(): Promise<void> {
    return this.own.logoutAll((session) => this.get(session));
  }

  private readonly own = new OwnSessions();

  private keyOf(session: ErpSessionKey): string {
    return `erp-session:${this.secrets.keyedDigest(sessionText(session))}`;
  }
}

/** The sessions of one process only (tests, and tools that run alone such as the read-only check). */
export class ProcessErpSessionStore implements ErpSessionStore {
  private readonly tokens = new Map<string, { token: string; until: number }>();

  async get(session: ErpSessionKey): Promise<string | null> {
    const entry = this.tokens.get(sessionText(session));
    return entry && entry.until > Date.now() ? entry.token : null;
  }

  async set(session: ErpSessionKey, token: string, ttlSeconds: number): Promise<void> {
    this.tokens.set(sessionText(session), { token, until: Date.now() + ttlSeconds * 1000 });
  }

  async forget(session: ErpSessionKey, token: string): Promise<void> {
    if (this.tokens.get(sessionText(session))?.token === token) this.tokens.delete(sessionText(session));
  }

  holding(session: ErpSessionKey, token: string, logout: () => Promise<void>): void {
    this.own.add(session, token, logout);
  }

  logoutOwn(): Promise<void> {
    return this.own.logoutAll((session) => this.get(session));
  }

  private readonly own = new OwnSessions();
}

/**
 * The gate across every process of the deployment, which all share the database: an advisory lock per server, held
 * on one connection for the length of one exchange (a process that dies with it loses the connection and so the
 * lock). Callers of one process queue in the process first, so each process holds at most one connection per server
 * while it waits. Not for the embedded database, whose one backend a waiting lock would hold for everyone.
 */
export class PostgresServerGate implements ErpServerGate {
  private readonly inProcess = new ProcessServerGate();

  constructor(private readonly dataSource: DataSource) {}

  exclusive<T>(server: string, exchange: () => Promise<T>): Promise<T> {
    return this.inProcess.exclusive(server, async () => {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.query(`SELECT pg_advisory_lock(hashtextextended($1, ${GATE_LOCK_SEED}))`, [server]);
        try {
          return await exchange();
        } finally {
          await runner.query(`SELECT pg_advisory_unlock(hashtextextended($1, ${GATE_LOCK_SEED}))`, [server]);
        }
      } finally {
        await runner.release();
      }
    });
  }
}

/** Seeds the lock key apart from the service's other advisory locks (migrations, organizations' matching). */
const GATE_LOCK_SEED = 4_242_700;

/** One process's gate, for tools that run alone. */
export class ProcessServerGate implements ErpServerGate {
  private readonly tails = new Map<string, Promise<unknown>>();

  async exclusive<T>(server: string, exchange: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(server) ?? Promise.resolve();
    const run = previous.then(exchange, exchange);
    const tail = run.catch(() => undefined);
    this.tails.set(server, tail);
    try {
      return await run;
    } finally {
      if (this.tails.get(server) === tail) this.tails.delete(server);
    }
  }
}

function sessionText(session: ErpSessionKey): string {
  return `${session.server}\n${session.login}\n${session.password}`;
}
