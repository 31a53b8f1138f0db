import { createHash } from 'node:crypto';
import type { ErpCredentials, ErpOperation } from '../erp-connector';
import { failureOfAnswer, IIKO_SERVER_ANSWERS, signInForCall } from '../erp-answer-failure';
import { ErpAuthError, ErpUnavailableError } from '../erp-connector.errors';
import type { ErpHttpAnswer, ErpHttpRequest, ErpHttpTransport } from '../erp-http-transport';
import type { ErpServerGate, ErpSessionKey, ErpSessionStore } from '../erp-server-coordination';

/**
 * Sessions and the one-request-at-a-time rule of iikoServer (docs/iiko-server.md §3.1, §3.2). Every exchange runs
 * inside the server's gate, so no two requests of the deployment reach one server at once. A session holds one of
 * the server's API licence slots, so the token is shared by every connector and process through the session store
 * and only signed in anew when none is stored: checking the store and signing in happen in one hold of the gate, so
 * two processes never both sign in for the same login.
 */

export interface IikoSessionOptions {
  transport: ErpHttpTransport;
  gate: ErpServerGate;
  sessions: ErpSessionStore;
  credentials: ErpCredentials;
  /** How long a stored token is used: a little under the server's session lifetime. */
  ttlSeconds: number;
  /** Called once per HTTP request sent, by operation. */
  count: (operation: ErpOperation) => void;
}

/** What the answer of `auth` may be: the token, plain text (UUID-like), sometimes quoted by proxies. */
const TOKEN = /^[\w.~+/=-]{1,256}$/;

function passwordHash(password: string): string {
  // Plain SHA-1 hex of the UTF-8 password, the reading of docs/iiko-server.md §5 that real servers accept.
  return createHash('sha1').update(password, 'utf8').digest('hex');
}

export class IikoSession {
  readonly #transport: ErpHttpTransport;
  readonly #gate: ErpServerGate;
  readonly #sessions: ErpSessionStore;
  readonly #ttlSeconds: number;
  readonly #count: (operation: ErpOperation) => void;
  /** The gate's and the session store's name for the server: its normalized base address. */
  readonly #server: string;
  #credentials: ErpCredentials;
  /** The token this connector last used: the one `close` logs out. */
  #lastToken: string | null = null;
  /** The token this connector last told the session store it holds (once per token, not per request). */
  #held: string | null = null;

  constructor(options: IikoSessionOptions) {
    this.#transport = options.transport;
    this.#gate = options.gate;
    this.#sessions = options.sessions;
    this.#ttlSeconds = options.ttlSeconds;
    this.#count = options.count;
    this.#server = options.transport.base.href;
    this.#credentials = { ...options.credentials };
  }

  /**
   * One call with the session's `key`: on a 401 the token is forgotten and the call sent once more with a fresh
   * session (a refused call applied nothing); a second 401 is an `auth` failure.
   */
  send(request: ErpHttpRequest): Promise<ErpHttpAnswer> {
    return this.#gate.exclusive(this.#server, async () => {
      for (let renewed = false; ; renewed = true) {
        const token = await this.#token();
        const answer = await this.#exchange({ ...request, query: { ...request.query, key: token } });
        if (answer.status !== 401) return answer;
        await this.#sessions.forget(this.#key(this.#credentials), token);
        if (renewed) throw new ErpAuthError(request.operation, 'The accounting server rejected a fresh session');
      }
    });
  }

  /**
   * A call without `key` (server info), sent once a session is open: it proves the credentials, which a check of
   * the connection relies on, although the call itself needs none.
   */
  sendSignedIn(request: ErpHttpRequest): Promise<ErpHttpAnswer> {
    return this.#gate.exclusive(this.#server, async () => {
      await this.#token();
      return this.#exchange(request);
    });
  }

  /**
   * Verifies and adopts other credentials. No call of the API sets a password (docs/iiko-server.md §2): the old
   * session is logged out first (with a licence of one slot, signing in beside it would be refused), then `next`
   * signs in, which proves it. A refused sign-in leaves the previous credentials in force.
   */
  rotate(next: ErpCredentials): Promise<void> {
    return this.#gate.exclusive(this.#server, async () => {
      const previous = this.#key(this.#credentials);
      const token = this.#lastToken ?? (await this.#sessions.get(previous));
      if (token !== null) await this.#logout(previous, token);
      const fresh = await this.#signIn(next);
      await this.#sessions.set(this.#key(next), fresh, this.#ttlSeconds);
      this.#holding(this.#key(next), fresh);
      this.#credentials = { ...next };
      this.#lastToken = fresh;
    });
  }

  /** What no error message may carry, even where the server echoes it: the token, the password and its hash. */
  secrets(): (string | null)[] {
    const { password } = this.#credentials;
    return [this.#lastToken, password, passwordHash(password)];
  }

  /**
   * The connector is done with the session, which stays open for the other connectors and processes sharing it; the
   * processes that held it log it out when they shut down (`ErpSessionStore.logoutOwn`).
   */
  close(): void {
    this.#lastToken = null;
  }

  async #token(): Promise<string> {
    const key = this.#key(this.#credentials);
    const stored = await this.#sessions.get(key);
    if (stored !== null) {
      this.#holding(key, stored);
      this.#lastToken = stored;
      return stored;
    }
    const token = await this.#signIn(this.#credentials);
    await this.#sessions.set(key, token, this.#ttlSeconds);
    this.#holding(key, token);
    this.#lastToken = token;
    return token;
  }

  /**
   * Remembers how to log out a session this process signed in or used, freeing its licence slot at shutdown even
   * when the process that signed it in died without logging out.
   */
  #holding(key: ErpSessionKey, token: string): void {
    if (this.#held === token) return;
    this.#held = token;
    this.#sessions.holding(key, token, () =>
      this.#gate
        .exclusive(this.#server, () => this.#logout(key, token))
        // The connector may be closed by then; the sockets this logout opened are not kept.
        .finally(() => this.#transport.destroy()),
    );
  }

  /**
   * `POST resto/api/auth` with a form body, which keeps the password's hash out of URLs and logs (docs/iiko-server.md §5). Failures
   * name `authenticate`, whichever call needed the session.
   */
  async #signIn(credentials: ErpCredentials): Promise<string> {
    const operation = 'authenticate';
    const form = new URLSearchParams({ login: credentials.login, pass: passwordHash(credentials.password) });
    const answer = await signInForCall(operation, () =>
      this.#exchange({
        operation,
        method: 'POST',
        path: 'resto/api/auth',
        body: { contentType: 'application/x-www-form-urlencoded', data: form.toString() },
        accept: 'text/plain',
      }),
    );
    if (answer.status === 200) {
      // Clients trim the token, one strips quotes as well (docs/iiko-server.md §2).
      const token = answer.text.trim().replace(/^"(.*)"$/, '$1');
      if (TOKEN.test(token)) return token;
      throw new ErpUnavailableError(
        operation,
        'The accounting server answered the sign-in with something other than a session token',
        'server-error',
      );
    }
    if (answer.status === 401) throw new ErpAuthError(operation, 'The accounting server rejected the credentials');
    // 403: a licence text is `unavailable`; any other 403 is the login's missing right, an `auth` failure (docs/iiko-server.md §5).
    throw failureOfAnswer(operation, answer, IIKO_SERVER_ANSWERS);
  }

  /** `POST resto/api/logout` with the token as the form field `key`; a refusal means it had ended already. */
  async #logout(key: ErpSessionKey, token: string): Promise<void> {
    await this.#sessions.forget(key, token);
    await this.#exchange({
      operation: 'authenticate',
      method: 'POST',
      path: 'resto/api/logout',
      body: { contentType: 'application/x-www-form-urlencoded', data: new URLSearchParams({ key: token }).toString() },
      accept: 'text/plain',
    }).catch(() => undefined);
  }

  #exchange(request: ErpHttpRequest): Promise<ErpHttpAnswer> {
    this.#count(request.operation);
    return this.#transport.send(request);
  }

  #key(credentials: ErpCredentials): ErpSessionKey {
    return { server: this.#server, login: credentials.login, password: credentials.password };
  }
}
