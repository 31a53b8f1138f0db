import { createHash } from 'node:crypto';
import type {
  ErpAccount,
  ErpAppliedPayment,
  ErpCashFlowArticle,
  ErpConnector,
  ErpCredentials,
  ErpDocument,
  ErpDocumentQuery,
  ErpOperation,
  ErpDirectPaymentWrite,
  ErpPaymentWrite,
  ErpPaymentReadback,
  ErpServerInfo,
  ErpServiceAccount,
  ErpStore,
  ErpSupplierBalance,
  ErpSupplierPage,
  ErpUnpaidState,
  ErpWriteOff,
} from './erp-connector';
import { failureOfAnswer, REFERENCE_ANSWERS, signInForCall } from './erp-answer-failure';
import { ErpAuthError, ErpNotSupportedError, ErpOutcomeUnknownError } from './erp-connector.errors';
import { ErpHttpTransport, type ErpHttpAnswer, type ErpHttpTransportOptions } from './erp-http-transport';

export interface HttpErpConnectorOptions extends ErpCredentials, ErpHttpTransportOptions {}

interface Exchange {
  operation: ErpOperation;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

type HttpAnswer = ErpHttpAnswer;

/** `{accountId, cashFlowArticleId, items: [{documentId, amount}]}`, amounts positive minor units; null if not that. */
function readWriteOff(value: unknown): ErpWriteOff | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accountId, cashFlowArticleId, items } = value as Record<string, unknown>;
  if (typeof accountId !== 'string' || typeof cashFlowArticleId !== 'string' || !Array.isArray(items)) return null;
  const readable = (item: { documentId?: unknown; amount?: unknown } | null) =>
    typeof item?.documentId === 'string' && Number.isSafeInteger(item.amount) && (item.amount as number) > 0;
  if (items.length === 0 || !items.every(readable)) return null;
  const read = (items as { documentId: string; amount: number }[]).map(({ documentId, amount }) => ({
    documentId,
    amount,
  }));
  return { accountId, cashFlowArticleId, items: read };
}

/**
 * The connector over the simulator's Reference HTTP dialect (docs/simulator.md), on the transport and the failure
 * mapping every dialect shares (erp-http-transport.ts, erp-answer-failure.ts).
 */
export class HttpErpConnector implements ErpConnector {
  readonly dialect = 'Reference' as const;
  readonly capabilities = { unpaidState: true, supplierBalances: false, readbackVisibleAfterMs: 0 };
  readonly #transport: ErpHttpTransport;
  #credentials: ErpCredentials;
  /** One sign-in at a time, shared by concurrent calls. */
  #session: Promise<string> | null = null;
  #closed = false;

  constructor(options: HttpErpConnectorOptions) {
    this.#transport = new ErpHttpTransport(options);
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

  /** The write-off travels in the same request: the server books it with the payment or not at all. */
  async writePayment(payment: ErpPaymentWrite, idempotencyKey: string): Promise<ErpAppliedPayment> {
    // Without a write-off the body carries no `writeOff` member at all, not even null.
    const { writeOff, ...plain } = payment;
    const exchange: Exchange = {
      operation: 'writePayment',
      method: 'POST',
      path: 'resto/api/payments',
      body: { ...plain, ...(writeOff ? { writeOff } : {}), idempotencyKey },
    };
    return this.#applied(exchange, this.#parse<ErpAppliedPayment>(exchange, await this.#withSession(exchange)));
  }

  /** Like `writePayment`: sent once with the key, never repeated here; its payment reads back by the same key. */
  async writeDirectPayment(payment: ErpDirectPaymentWrite, idempotencyKey: string): Promise<ErpAppliedPayment> {
    const exchange: Exchange = {
      operation: 'writeDirectPayment',
      method: 'POST',
      path: 'resto/api/direct-payments',
      body: { ...payment, idempotencyKey },
    };
    return this.#parse<ErpAppliedPayment>(exchange, await this.#withSession(exchange));
  }

  async readbackPayments(query: ErpPaymentReadback): Promise<ErpAppliedPayment[]> {
    // The Reference dialect reads by key or by document; the search hints of other dialects are not sent.
    const byKeyOrDocument: Record<string, string> =
      'documentId' in query ? { documentId: query.documentId } : { idempotencyKey: query.idempotencyKey };
    const exchange: Exchange = {
      operation: 'readbackPayment',
      method: 'GET',
      path: 'resto/api/payments',
      query: byKeyOrDocument,
    };
    // An unreadable write-off is an unreadable answer, so it is read again like one.
    return this.#transport.read(async () => {
      const answer = this.#parse<{ items: ErpAppliedPayment[] }>(exchange, await this.#withSession(exchange));
      return answer.items.map((payment) => this.#applied(exchange, payment));
    });
  }

  async supplierBalances(): Promise<ErpSupplierBalance[]> {
    throw new ErpNotSupportedError('supplierBalances', 'The Reference dialect answers unpaid amounts per document');
  }

  async listStores(): Promise<ErpStore[]> {
    throw new ErpNotSupportedError('listStores', 'The Reference dialect names a document’s store by its code');
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
    this.#transport.destroy();
  }

  /** A read: repeated after retryable failures with a doubling pause, up to `retries` more times. */
  #read<T>(exchange: Exchange, options: { nullWhenNotFound?: boolean } = {}): Promise<T> {
    return this.#transport.read(async () => {
      const answer = await this.#withSession(exchange);
      if (options.nullWhenNotFound && answer.status === 404 && this.#isNotFound(answer)) return null as T;
      return this.#parse<T>(exchange, answer);
    });
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
    const answer = await signInForCall(operation, () => this.#send(exchange, null));
    if (answer.status === 200 && answer.text.trim() !== '') return answer.text.trim();
    if (answer.status === 401) throw new ErpAuthError(operation, 'The accounting server rejected the credentials');
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
    throw failureOfAnswer(operation, answer, REFERENCE_ANSWERS);
  }

  /** An applied payment whose write-off, when it has one, is in the shape written; any other is unreadable. */
  #applied({ operation }: Exchange, payment: ErpAppliedPayment): ErpAppliedPayment {
    if (!payment.writeOff) return payment;
    const writeOff = readWriteOff(payment.writeOff);
    if (writeOff === null) {
      throw new ErpOutcomeUnknownError(operation, 'The accounting server answered with an unreadable write-off');
    }
    return { ...payment, writeOff };
  }

  #send(exchange: Exchange, token: string | null): Promise<HttpAnswer> {
    return this.#transport.send({
      operation: exchange.operation,
      method: exchange.method,
      path: exchange.path,
      query: { ...exchange.query, ...(token === null ? {} : { key: token }) },
      ...(exchange.body === undefined
        ? {}
        : { body: { contentType: 'application/json', data: JSON.stringify(exchange.body) } }),
    });
  }
}
export function createHttpErpConnector(options: HttpErpConnectorOptions): ErpConnector {
  return new HttpErpConnector(options);
}
