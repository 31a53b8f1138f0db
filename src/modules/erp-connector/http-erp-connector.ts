import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type {
  ErpAccount,
  ErpAppliedPayment,
  ErpCashFlowArticle,
  ErpConnector,
  ErpCredentials,
  ErpDocument,
  ErpDocumentQuery,
  ErpOperation,
  ErpPaymentWrite,
  ErpPaymentReadback,
  ErpServerInfo,
  ErpServiceAccount,
  ErpSupplierPage,
  ErpUnpaidState,
} from './erp-connector';
import { ADDRESS_NOT_ALLOWED, type ErpAddressPolicy } from './erp-address-policy';
import {
  ErpAddressNotAllowedError,
  ErpAuthError,
  ErpConnectorError,
  ErpNotSupportedError,
  ErpOutcomeUnknownError,
  ErpRejectedError,
  ErpTimeoutBeforeSendError,
  ErpUnavailableError,
} from './erp-connector.errors';

export interface HttpErpConnectorOptions extends ErpCredentials {
  /** E.g. `http://127.0.0.1:4100`; a path prefix before `/resto/api` is kept. */
  baseUrl: string;
  /** Per attempt, from sending the request to the end of the answer. */
  timeoutMs?: number;
  /** Further attempts of a read after a retryable failure; writes are never repeated. */
  retries?: number;
  /** First pause between attempts; doubles each time. */
  retryBackoffMs?: number;
  /** Which hosts and resolved addresses may be called; checked on every connect. */
  addressPolicy: ErpAddressPolicy;
}

interface Exchange {
  operation: ErpOperation;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

interface HttpAnswer {
  status: number;
  text: string;
}

const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
const MAX_BACKOFF_MS = 2000;
const NOT_ALLOWED_MESSAGE = 'The address of the accounting server is not allowed by the outbound address policy';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A server-supplied message, shortened and stripped of control characters before it goes into an error. */
function safeMessage(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  return value.replace(/[\p{Cc}]/gu, ' ').slice(0, 200);
}

/**
 * The connector over the simulator's Syrve-like HTTP dialect (see the README). node:http rather than fetch,
 * because a timeout must tell "nothing was sent" from "sent, no answer": only the latter can hide an applied write.
 */
export class HttpErpConnector implements ErpConnector {
  readonly #base: URL;
  readonly #client: typeof http | typeof https;
  readonly #agent: http.Agent;
  readonly #timeoutMs: number;
  readonly #retries: number;
  readonly #retryBackoffMs: number;
  readonly #addressPolicy: ErpAddressPolicy;
  #credentials: ErpCredentials;
  /** One sign-in at a time, shared by concurrent calls. */
  #session: Promise<string> | null = null;
  #closed = false;

  constructor(options: HttpErpConnectorOptions) {
    this.#base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    const secure = this.#base.protocol === 'https:';
    this.#client = secure ? https : http;
    // `timeout` drops idle pooled sockets before the server's keep-alive timeout does, so reuse rarely races a close.
    // `lookup` checks every address a name resolves to when a socket connects, so DNS cannot rebind it inwards.
    const agentOptions = {
      keepAlive: true,
      timeout: 4000,
      scheduling: 'lifo' as const,
      lookup: options.addressPolicy.lookup,
    };
    this.#agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#retries = options.retries ?? 2;
    this.#retryBackoffMs = options.retryBackoffMs ?? 200;
    this.#addressPolicy = options.addressPolicy;
    this.#credentials = { login: options.login, password: options.password };
  }

  serverInfo(): Promise<ErpServerInfo> {
    return this.#read({ operation: 'serverInfo', method: 'GET', path: 'resto/api/server-info' });
  }

  listAccounts(): Promise<ErpAccount[]> {
    return this.#read({ operation: 'listAccounts', method: 'GET', path: 'resto/api/accounts' });
  }

  listCashFlowArticles(): Promise<ErpCashFlowArticle[]> {
    return this.#read({ operation: 'listCashFlowArticles', method: 'GET', path: 'resto/api/cash-flow-articles' });
  }

  listSuppliers(query: { revisionFrom?: number } = {}): Promise<ErpSupplierPage> {
    const revision: Record<string, string> =
      query.revisionFrom === undefined ? {} : { revisionFrom: String(query.revisionFrom) };
    return this.#read({ operation: 'listSuppliers', method: 'GET', path: 'resto/api/suppliers', query: revision });
  }

  listDocuments({ from, to, direction }: ErpDocumentQuery): Promise<ErpDocument[]> {
    const query = { from, to, direction };
    return this.#read({ operation: 'listDocuments', method: 'GET', path: 'resto/api/documents', query });
  }

  async getUnpaidBatch(documentIds: readonly string[]): Promise<ErpUnpaidState[]> {
    const body = { documentIds };
    const path = 'resto/api/documents/unpaid';
    const answer = await this.#read<{ items: ErpUnpaidState[] }>({
      operation: 'getUnpaidBatch',
      method: 'POST',
      path,
      body,
    });
    return answer.items;
  }

  getUnpaidSum(documentId: string): Promise<ErpUnpaidState | null> {
    const path = `resto/api/documents/${encodeURIComponent(documentId)}/unpaid`;
    return this.#read({ operation: 'getUnpaidSum', method: 'GET', path }, { nullWhenNotFound: true });
  }

  getDocument(documentId: string): Promise<ErpDocument | null> {
    const path = `resto/api/documents/${encodeURIComponent(documentId)}`;
    return this.#read({ operation: 'getDocument', method: 'GET', path }, { nullWhenNotFound: true });
  }

  async writePayment(payment: ErpPaymentWrite, idempotencyKey: string): Promise<ErpAppliedPayment> {
    const exchange: Exchange = {
      operation: 'writePayment',
      method: 'POST',
      path: 'resto/api/payments',
      body: { ...payment, idempotencyKey },
    };
    return this.#parse<ErpAppliedPayment>(exchange, await this.#withSession(exchange));
  }

  async readbackPayments(query: ErpPaymentReadback): Promise<ErpAppliedPayment[]> {
    const exchange: Exchange = { operation: 'readbackPayment', method: 'GET', path: 'resto/api/payments', query };
    const answer = await this.#read<{ items: ErpAppliedPayment[] }>(exchange);
    return answer.items;
  }

  /** Repeated like a read: a repeat only sets yet another fresh password, and the answer carries the one in force. */
  ensureServiceAccount(login: string): Promise<ErpServiceAccount> {
    const path = 'resto/api/users/service-account';
    return this.#read({ operation: 'ensureServiceAccount', method: 'POST', path, body: { login } });
  }

  async rotateCredentials(next: ErpCredentials): Promise<void> {
    const body = { login: next.login, password: next.password };
    const exchange: Exchange = {
      operation: 'rotateCredentials',
      method: 'POST',
      path: 'resto/api/users/password',
      body,
    };
    this.#parse(exchange, await this.#withSession(exchange));
    // The server holds the new password now. The old session is closed first, so a licence limit of one session
    // still leaves room for signing in with the new password, which proves it.
    const previous = this.#session;
    this.#session = null;
    this.#credentials = { ...next };
    if (previous !== null) await this.#logout(await previous.catch(() => null));
    await this.#token();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const session = this.#session;
    this.#session = null;
    if (session !== null) await this.#logout(await session.catch(() => null));
    this.#agent.destroy();
  }

  /** A read: repeated after retryable failures with a doubling pause, up to `retries` more times. */
  async #read<T>(exchange: Exchange, options: { nullWhenNotFound?: boolean } = {}): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await this.#withSession(exchange);
        if (options.nullWhenNotFound && answer.status === 404 && this.#isNotFound(answer)) return null as T;
        return this.#parse<T>(exchange, answer);
      } catch (error) {
        if (!(error instanceof ErpConnectorError) || !error.retryable || attempt >= this.#retries) throw error;
        const pause = Math.min(this.#retryBackoffMs * 2 ** attempt, MAX_BACKOFF_MS);
        await sleep(pause / 2 + (Math.random() * pause) / 2);
      }
    }
  }

  /** Sends with the current session; on a 401 signs in again once and resends (a refused call applied nothing). */
  async #withSession(exchange: Exchange): Promise<HttpAnswer> {
    for (let renewed = false; ; renewed = true) {
      const token = await this.#token();
      const answer = await this.#send(exchange, token);
      if (answer.status !== 401) return answer;
      if (renewed) throw new ErpAuthError(exchange.operation, 'The accounting server rejected a fresh session');
      if (this.#session !== null && (await this.#session.catch(() => null)) === token) this.#session = null;
    }
  }

  async #token(): Promise<string> {
    if (this.#closed) throw new Error('The accounting-system connector is closed');
    if (this.#session === null) {
      const session = this.#signIn(this.#credentials);
      this.#session = session;
      session.catch(() => {
        if (this.#session === session) this.#session = null;
      });
    }
    return this.#session;
  }

  /** Failures of signing in name `authenticate` as their operation, whichever call needed the session. */
  async #signIn(credentials: ErpCredentials): Promise<string> {
    const operation = 'authenticate';
    const pass = createHash('sha1').update(credentials.password, 'utf8').digest('hex');
    const exchange: Exchange = {
      operation,
      method: 'GET',
      path: 'resto/api/auth',
      query: { login: credentials.login, pass },
    };
    let answer: HttpAnswer;
    try {
      answer = await this.#send(exchange, null);
    } catch (error) {
      // The call that needed the session was not sent, whatever became of the sign-in request.
      if (error instanceof ErpOutcomeUnknownError) {
        throw new ErpTimeoutBeforeSendError(
          operation,
          'Signing in to the accounting server timed out; nothing was sent',
        );
      }
      throw error;
    }
    if (answer.status === 200 && answer.text.trim() !== '') return answer.text.trim();
    if (answer.status === 401) throw new ErpAuthError(operation, 'The accounting server rejected the credentials');
    if (answer.status === 403 && /licen[cs]e/i.test(answer.text)) {
      throw new ErpUnavailableError(
        operation,
        'The accounting server has no free session: its licence limit of concurrent sessions is reached',
        'session-limit',
        403,
      );
    }
    return this.#parse(exchange, answer);
  }

  async #logout(token: string | null): Promise<void> {
    if (token === null) return;
    await this.#send({ operation: 'authenticate', method: 'GET', path: 'resto/api/logout' }, token).catch(() => {});
  }

  #isNotFound(answer: HttpAnswer): boolean {
    try {
      return (JSON.parse(answer.text) as { error?: unknown }).error === 'not_found';
    } catch {
      return false;
    }
  }

  /** Maps an answer to its value or to the failure its status means. */
  #parse<T>({ operation }: Exchange, answer: HttpAnswer): T {
    const { status, text } = answer;
    if (status >= 200 && status < 300) {
      if (status === 204) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new ErpOutcomeUnknownError(operation, 'The accounting server answered with an unreadable body');
      }
    }
    if (status >= 500) {
      throw new ErpUnavailableError(operation, `The accounting server failed (HTTP ${status})`, 'server-error', status);
    }
    if (status === 404 || status === 405 || status === 501) {
      throw new ErpNotSupportedError(operation, `The accounting server does not support ${operation}`);
    }
    let body: { error?: unknown; message?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // a plain-text refusal has no code
    }
    const code = typeof body.error === 'string' ? body.error.slice(0, 64) : null;
    const message = safeMessage(body.message, `The accounting server refused ${operation} (HTTP ${status})`);
    throw new ErpRejectedError(operation, message, status, code);
  }

  /**
   * One HTTP exchange under the per-call timeout. Timing out before the request was handed to a connected socket
   * is `timeout-before-send`; after that (or losing the connection before an answer) is `outcome-unknown`.
   * Redirects are answers like any other (a refusal), never followed. A literal address is checked here, because
   * sockets skip `lookup` for one; a name is checked on what it resolves to.
   */
  #send(exchange: Exchange, token: string | null): Promise<HttpAnswer> {
    if (!this.#addressPolicy.allowsHost(this.#base.hostname)) {
      return Promise.reject(new ErpAddressNotAllowedError(exchange.operation, NOT_ALLOWED_MESSAGE));
    }
    const url = new URL(exchange.path, this.#base);
    for (const [name, value] of Object.entries(exchange.query ?? {})) url.searchParams.set(name, value);
    if (token !== null) url.searchParams.set('key', token);
    const payload = exchange.body === undefined ? null : Buffer.from(JSON.stringify(exchange.body), 'utf8');
    const { operation } = exchange;

    return new Promise<HttpAnswer>((resolve, reject) => {
      let settled = false;
      let flushed = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const sent = () => flushed && req.socket !== null && !req.socket.connecting;
      const fail = (error: ErpConnectorError) =>
        settle(() => {
          req.destroy();
          reject(error);
        });

      const req = this.#client.request(url, {
        method: exchange.method,
        agent: this.#agent,
        headers: {
          accept: 'application/json, text/plain',
          ...(payload === null ? {} : { 'content-type': 'application/json', 'content-length': payload.length }),
        },
      });
      const timer = setTimeout(() => {
        const after = `no answer within ${this.#timeoutMs} ms`;
        fail(
          sent()
            ? new ErpOutcomeUnknownError(operation, `The request to the accounting server was sent; ${after}`)
            : new ErpTimeoutBeforeSendError(operation, `The request to the accounting server was not sent; ${after}`),
        );
      }, this.#timeoutMs);

      req.on('finish', () => {
        flushed = true;
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === ADDRESS_NOT_ALLOWED) {
          fail(new ErpAddressNotAllowedError(operation, NOT_ALLOWED_MESSAGE));
          return;
        }
        // Only the error code is kept: a transport error's message may name the host, and its request the URL.
        const code = typeof error.code === 'string' ? ` (${error.code})` : '';
        fail(
          sent()
            ? new ErpOutcomeUnknownError(operation, `The connection was lost before an answer${code}`)
            : new ErpUnavailableError(operation, `The accounting server is unreachable${code}`, 'unreachable'),
        );
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            fail(new ErpOutcomeUnknownError(operation, 'The answer of the accounting server is too large'));
          } else {
            chunks.push(chunk);
          }
        });
        res.on('end', () =>
          settle(() => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') })),
        );
        res.on('error', () => fail(new ErpOutcomeUnknownError(operation, 'The answer was cut off')));
        res.on('aborted', () => fail(new ErpOutcomeUnknownError(operation, 'The answer was cut off')));
      });
      req.end(payload ?? undefined);
    });
  }
}

export function createHttpErpConnector(options: HttpErpConnectorOptions): ErpConnector {
  return new HttpErpConnector(options);
}
