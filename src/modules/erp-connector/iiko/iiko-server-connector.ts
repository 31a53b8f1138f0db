import {
  currencyExponent,
  InvalidAmountError,
  minorUnitsToDecimal,
  normalizeCurrency,
} from '../../../platform/money/minor-units';
import type {
  ErpAccount,
  ErpAppliedPayment,
  ErpCapabilities,
  ErpCashFlowArticle,
  ErpConnector,
  ErpCredentials,
  ErpDocument,
  ErpDocumentQuery,
  ErpOperation,
  ErpPaymentReadback,
  ErpDirectPaymentWrite,
  ErpPaymentWrite,
  ErpServerInfo,
  ErpServiceAccount,
  ErpStore,
  ErpSupplier,
  ErpSupplierBalance,
  ErpSupplierPage,
  ErpUnpaidState,
} from '../erp-connector';
import type { ErpAddressPolicy } from '../erp-address-policy';
import { failureOfAnswer, IIKO_SERVER_ANSWERS } from '../erp-answer-failure';
import {
  ErpConnectorError,
  ErpNotSupportedError,
  ErpOutcomeUnknownError,
  ErpRejectedError,
  ErpTimeoutBeforeSendError,
  ErpUnavailableError,
} from '../erp-connector.errors';
import { ErpHttpTransport, type ErpHttpAnswer, type ErpHttpRequest } from '../erp-http-transport';
import type { ErpServerGate, ErpSessionStore } from '../erp-server-coordination';
import {
  offeredAccounts,
  offeredArticles,
  readAccounts,
  readPayOutTypes,
  storesWithDepartments,
  type IikoAccount,
  type IikoPayOutType,
} from './iiko-catalog';
import { invoiceOf } from './iiko-documents';
import { JsonSyntaxError, parseExactJson, type ExactJson } from './iiko-json';
import { calendarMonths, isCalendarDate } from './iiko-months';
import { readbackReportBody, reportRows } from './iiko-olap';
import { directPayOutComment, payOutBody, payOutResultOf } from './iiko-payout';
import { IikoSession } from './iiko-session';
import { checkedDirectAmount, checkedTotal, directAppliedPayOut } from './iiko-write';
import {
  appliedPartsOf,
  appliedPaymentOf,
  bookWithWriteOff,
  checkedWriteOff,
  partsUnderKey,
  payOutBodiesOf,
  writeTargetsOf,
  type IikoWriteTarget,
} from './iiko-write-off';
import { localTimestamp, payableBalances, type PayableBalances } from './iiko-balances';
import {
  corporateItemOf,
  serverInfoOf,
  supplierOf,
  XmlRecordStream,
  type CorporateItem,
  type XmlElement,
} from './iiko-xml';

export interface IikoServerConnectorOptions extends ErpCredentials {
  /** The server root (`https://host:port`); calls go to `{baseUrl}/resto/…`. */
  baseUrl: string;
  /** ISO 4217 code of the documents' amounts: the API carries no currency (default `RUB`). */
  currency?: string;
  /** Per request, from sending it to the end of the answer (default 10 s). */
  timeoutMs?: number;
  /**
   * Per request of a month's invoice export, which a large server takes long to write (default the larger of
   * `timeoutMs` and 45 s: below the 60 s lease of the deployment's server gate, which another process may otherwise
   * take over while the export still runs).
   */
  exportTimeoutMs?: number;
  /** Further attempts of a read after a retryable failure (default 2); writes are never repeated. */
  retries?: number;
  /** First pause between read attempts; doubles each time (default 200 ms). */
  retryBackoffMs?: number;
  addressPolicy: ErpAddressPolicy;
  /** One request at a time per server, across processes (the vendor's rule, docs/iiko-server.md §3.2). */
  gate: ErpServerGate;
  /** The session token shared by every process (one licence slot per login, docs/iiko-server.md §3.1). */
  sessions: ErpSessionStore;
  /** How long a token is reused (default 3300 s: the server ends a session about an hour after sign-in). */
  sessionTtlSeconds?: number;
  /** See `ErpCapabilities.readbackVisibleAfterMs` (default 60 s). */
  readbackVisibleAfterMs?: number;
  /**
   * IANA time zone of the server's accounting clock, for the "now" of the balance report (its timestamp is the
   * server's local date-time; default `Europe/Moscow`).
   */
  serverTimeZone?: string;
  /** Notes on what the server showed that the service may want to see (never a credential or a token). */
  logger?: { warn(details: Record<string, unknown>, message: string): void };
}

/** `result: ERROR` comes in a 200 answer; reported as the business refusal (409) the server means by it. */
const PAY_OUT_ERROR = 409;
const DEFAULT_SESSION_TTL_SECONDS = 3300;
const DEFAULT_READBACK_VISIBLE_AFTER_MS = 60_000;
const JSON_UTF8 = 'application/json;charset=UTF-8';

function notSupported(operation: ErpOperation, why: string): ErpNotSupportedError {
  return new ErpNotSupportedError(operation, `iikoServer ${why}`);
}

/**
 * The connector over the public "resto" API of iikoServer (Syrve Server), as researched in docs/iiko-server.md: XML
 * entity lists and invoice exports read as streams, JSON finance calls, one request at a time per server, a session
 * token shared by every process. What the API lacks it says so (`not-supported`) rather than inventing it.
 */
export class IikoServerConnector implements ErpConnector {
  readonly dialect = 'IikoServer' as const;
  readonly capabilities: ErpCapabilities;
  readonly #transport: ErpHttpTransport;
  readonly #session: IikoSession;
  readonly #currency: string;
  readonly #exponent: number;
  readonly #exportTimeoutMs: number;
  readonly #timeZone: string;
  readonly #logger: IikoServerConnectorOptions['logger'];
  readonly #requests: Partial<Record<ErpOperation, number>> = {};
  /** Stores change rarely; read once per connector. */
  #stores: Promise<ErpStore[]> | null = null;
  /** The corporation nodes read with the stores (departments and what lies between them and the stores). */
  #departments: CorporateItem[] = [];
  #closed = false;

  constructor(options: IikoServerConnectorOptions) {
    this.#transport = new ErpHttpTransport(options);
    this.#currency = normalizeCurrency(options.currency ?? 'RUB');
    this.#exponent = currencyExponent(this.#currency);
    this.#exportTimeoutMs = options.exportTimeoutMs ?? Math.max(this.#transport.timeoutMs, 45_000);
    this.#timeZone = options.serverTimeZone ?? 'Europe/Moscow';
    localTimestamp(new Date(), this.#timeZone); // a zone Intl does not know fails here, not at the first balance
    this.#logger = options.logger;
    this.capabilities = {
      unpaidState: false,
      supplierBalances: true,
      readbackVisibleAfterMs: options.readbackVisibleAfterMs ?? DEFAULT_READBACK_VISIBLE_AFTER_MS,
    };
    this.#session = new IikoSession({
      transport: this.#transport,
      gate: options.gate,
      sessions: options.sessions,
      credentials: { login: options.login, password: options.password },
      ttlSeconds: options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS,
      count: (operation) => (this.#requests[operation] = (this.#requests[operation] ?? 0) + 1),
    });
  }

  /** `get_server_info.jsp` needs no session; one is opened first all the same, so the call proves the credentials. */
  serverInfo(): Promise<ErpServerInfo> {
    const operation = 'serverInfo';
    return this.#readXml(
      { operation, method: 'GET', path: 'resto/get_server_info.jsp', query: { encoding: 'UTF-8' } },
      0,
      () => {
        let info: ErpServerInfo | null = null;
        return {
          onRecord: (root: XmlElement) => (info = serverInfoOf(root)),
          done: () => info ?? this.#throwUnreadable(operation),
        };
      },
      { signedInOnly: true },
    );
  }

  async listAccounts(): Promise<ErpAccount[]> {
    const { types, accounts } = await this.#catalog('listAccounts');
    return offeredAccounts(types, accounts);
  }

  async listCashFlowArticles(): Promise<ErpCashFlowArticle[]> {
    const { types, accounts } = await this.#catalog('listCashFlowArticles');
    return offeredArticles(types, accounts);
  }

  /** Always every supplier: the API answers no change counter to read from (`revision` 0). */
  async listSuppliers(): Promise<ErpSupplierPage> {
    const suppliers = await this.#readList('listSuppliers', 'resto/api/suppliers', supplierOf);
    return { suppliers, revision: 0 };
  }

  /** The stores with the departments pay-outs for them are booked on; read once per connector. */
  listStores(): Promise<ErpStore[]> {
    if (this.#stores === null) {
      const stores = (async () => {
        const items = await this.#readList('listStores', 'resto/api/corporation/stores/', corporateItemOf);
        const departments = await this.#readList('listStores', 'resto/api/corporation/departments/', corporateItemOf);
        this.#departments = departments;
        return storesWithDepartments(items, departments);
      })();
      this.#stores = stores;
      stores.catch(() => {
        if (this.#stores === stores) this.#stores = null;
      });
    }
    return this.#stores;
  }

  /**
   * The corporation nodes above the stores (departments, legal entities, …), as read with `listStores`: for tools that
   * show people which department a store's pay-outs are booked on. No further request once the stores are read.
   */
  async listDepartments(): Promise<CorporateItem[]> {
    await this.listStores();
    return [...this.#departments];
  }

  /**
   * Every pay-out and pay-in type and every live account as the server lists them, offered or not: for tools that
   * explain why a type is not offered as a write target (`listCashFlowArticles` answers only the offered ones).
   */
  payOutCatalog(): Promise<{ types: IikoPayOutType[]; accounts: IikoAccount[] }> {
    return this.#catalog('listCashFlowArticles');
  }

  /** One export per calendar month (the vendor's limit), the months read one after another. */
  async listDocuments({ from, to, direction }: ErpDocumentQuery): Promise<ErpDocument[]> {
    const operation = 'listDocuments';
    if (!isCalendarDate(from) || !isCalendarDate(to)) {
      throw new ErpRejectedError(
        operation,
        'from and to must be YYYY-MM-DD dates; nothing was sent',
        422,
        'date_invalid',
      );
    }
    const months = calendarMonths(from, to);
    if (months.length === 0) return [];
    const storeCodes = new Map((await this.listStores()).map((store) => [store.id, store.code]));
    const context = {
      currency: this.#currency,
      exponent: this.#exponent,
      storeCodes,
      readAt: new Date().toISOString(),
    };
    const path = `resto/api/documents/export/${direction === 'incoming' ? 'incomingInvoice' : 'outgoingInvoice'}`;
    const documents = new Map<string, ErpDocument>();
    for (const month of months) {
      const request: ErpHttpRequest = {
        operation,
        method: 'GET',
        path,
        query: { ...month },
        timeoutMs: this.#exportTimeoutMs,
      };
      const read = await this.#readXml(request, 1, () => {
        const found: ErpDocument[] = [];
        return {
          onRecord: (element: XmlElement) => {
            const document = element.name === 'document' ? invoiceOf(element, direction, context) : null;
            if (document !== null) found.push(document);
          },
          done: () => found,
        };
      });
      for (const document of read) documents.set(document.id, document);
    }
    return [...documents.values()];
  }

  async getUnpaidBatch(): Promise<ErpUnpaidState[]> {
    throw notSupported('getUnpaidBatch', 'has no paid or unpaid amount per invoice; the service computes it');
  }

  async getUnpaidSum(): Promise<ErpUnpaidState | null> {
    throw notSupported('getUnpaidSum', 'has no paid or unpaid amount per invoice; the service computes it');
  }

  async getDocument(): Promise<ErpDocument | null> {
    throw notSupported('getDocument', 'reads invoices only by date range (or by number), never by id');
  }

  async ensureServiceAccount(): Promise<ErpServiceAccount> {
    throw notSupported(
      'ensureServiceAccount',
      'has no call that sets a user’s password; create the user in iikoOffice',
    );
  }

  rotateCredentials(next: ErpCredentials): Promise<void> {
    this.#assertOpen();
    return this.#session.rotate(next);
  }

  /**
   * One pay-out of the total from the pay-out type `cashFlowArticleId` to the supplier, booked on the department of
   * the store coded `storeCode`, its comment carrying the documents' numbers and the key. Never repeated here: after
   * `outcome-unknown` (a 5xx or a lost answer after sending), only a readback can tell whether it was booked. With a
   * `writeOff`, a second pay-out under its own type and `[<key>:w]`, each part sent only when the report does not
   * already show it under the key (iiko-write-off.ts).
   */
  async writePayment(payment: ErpPaymentWrite, idempotencyKey: string): Promise<ErpAppliedPayment> {
    const operation = 'writePayment';
    this.#assertOpen();
    const totalAmount = checkedTotal(payment, idempotencyKey, this.#currency);
    const amounts = { date: payment.date, totalAmount, writeOffAmount: checkedWriteOff(payment, idempotencyKey) };
    const target = await this.#writeTarget(payment);
    const bodies = payOutBodiesOf(payment, idempotencyKey, target, { ...amounts, exponent: this.#exponent });
    if (bodies.writeOff === null) await this.#addPayOut(operation, bodies.payment);
    else {
      await bookWithWriteOff({
        booked: async () =>
          partsUnderKey(await this.#reportRows(payment.date), idempotencyKey, amounts, this.#exponent),
        send: (body) => this.#addPayOut(operation, body),
        payment: bodies.payment,
        writeOff: bodies.writeOff,
      });
    }
    return appliedPaymentOf(payment, idempotencyKey, bodies.comment, totalAmount);
  }

  /**
   * One pay-out of the amount without documents, under the pay-out type `cashFlowArticleId` to the counterparty, on
   * the department of the store coded `storeCode`, its comment ending in `[key]`. The API books no pay-ins: a `PayIn`
   * is refused unsent. Never repeated here, as `writePayment`.
   */
  async writeDirectPayment(payment: ErpDirectPaymentWrite, idempotencyKey: string): Promise<ErpAppliedPayment> {
    const operation = 'writeDirectPayment';
    this.#assertOpen();
    if (payment.direction === 'PayIn')
      throw notSupported(operation, 'books no pay-ins: only pay-out types are offered');
    const amount = checkedDirectAmount(payment, idempotencyKey, this.#currency);
    const { departmentId, type } = await this.#writeTarget(payment, operation);
    const comment = directPayOutComment(payment.comment, idempotencyKey);
    await this.#addPayOut(
      operation,
      payOutBody({
        payOutTypeId: type.id,
        payOutDate: payment.date,
        counteragent: payment.counterpartyId!,
        departmentId,
        amount: minorUnitsToDecimal(amount, this.#exponent),
        comment,
      }),
    );
    return { ...directAppliedPayOut(payment, idempotencyKey, amount), currency: this.#currency, comment };
  }

  /**
   * The pay-outs booked under the key, found in the TRANSACTIONS report around the write's `date` (required: the
   * report must be limited by date); with `writeOffAmount`, only payments whose write-off is found too. By document:
   * not supported, the report has no per-document split.
   */
  async readbackPayments(query: ErpPaymentReadback): Promise<ErpAppliedPayment[]> {
    const operation = 'readbackPayment';
    if ('documentId' in query) {
      throw notSupported(operation, 'books one pay-out per payment without documents; read back by key');
    }
    const { idempotencyKey: key, date, totalAmount, writeOffAmount } = query;
    if (date === undefined || !isCalendarDate(date)) {
      throw notSupported(operation, 'finds a pay-out only in a report limited by date: pass the write’s date');
    }
    const hints = { date, totalAmount, writeOffAmount };
    const parts = partsUnderKey(await this.#reportRows(date), key, hints, this.#exponent);
    return appliedPartsOf(parts, { ...query, key, currency: this.#currency }, (details, message) =>
      this.#logger?.warn({ operation, ...details }, message),
    );
  }

  /**
   * What each supplier is owed on the `ACCOUNTS_PAYABLE` accounts as of now: the magnitude of its summed balance
   * (docs/iiko-server.md §5: the sign is not settled by the sources; a debit balance is logged), cut to whole minor
   * units towards zero so the bound never exceeds what the server shows.
   */
  async supplierBalances(supplierIds: readonly string[]): Promise<ErpSupplierBalance[]> {
    const operation = 'supplierBalances';
    this.#assertOpen();
    if (supplierIds.length === 0) return [];
    const accounts = readAccounts(await this.#readJson(this.#listRequest(operation, 'accounts'))) ?? [];
    const payable = accounts.filter((account) => account.type === 'ACCOUNTS_PAYABLE');
    if (payable.length === 0) return [];
    const json = await this.#readJson({
      operation,
      method: 'GET',
      path: 'resto/api/v2/reports/balance/counteragents',
      query: { timestamp: localTimestamp(new Date(), this.#timeZone), account: payable.map((account) => account.id) },
    });
    let found: PayableBalances | null;
    try {
      found = payableBalances(json, supplierIds, payable, this.#exponent);
    } catch (error) {
      if (!(error instanceof InvalidAmountError)) throw error;
      found = null;
    }
    if (found === null) return this.#throwUnreadable(operation);
    if (found.debit > 0) {
      this.#logger?.warn({ operation, debit: found.debit }, 'Suppliers with a debit balance on payables');
    }
    return found.balances;
  }

  /** HTTP requests sent so far per operation (a month-split listing sends several, sign-ins count as `authenticate`). */
  requestCounts(): Partial<Record<ErpOperation, number>> {
    return { ...this.#requests };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#session.close();
    this.#transport.destroy();
  }

  /**
   * Sends one pay-out and reads its answer: `SUCCESS` is booked; `ERROR` (or a refusing status) booked nothing; a 5xx,
   * a lost answer or an unreadable body leave it unknown, for a readback to settle. Never repeated here.
   */
  async #addPayOut(operation: 'writePayment' | 'writeDirectPayment', body: string): Promise<void> {
    const answer = await this.#session.send({
      operation,
      method: 'POST',
      path: 'resto/api/v2/payInOuts/addPayOut',
      body: { contentType: JSON_UTF8, data: body },
      accept: 'application/json',
    });
    if (answer.status < 200 || answer.status >= 300) throw this.#failure(operation, answer, true);
    const result = payOutResultOf(answer.text);
    if (result.result === 'ERROR') {
      const what = result.code === null ? '' : ` (${result.code}${result.value === null ? '' : ` on ${result.value}`})`;
      throw new ErpRejectedError(
        operation,
        `The accounting server refused the pay-out${what}`,
        PAY_OUT_ERROR,
        result.code,
      );
    }
    if (result.result === 'UNREADABLE') {
      throw new ErpOutcomeUnknownError(operation, 'The accounting server answered the pay-out with an unreadable body');
    }
  }

  /** The TRANSACTIONS report around `date`, as the readback (and a write with a write-off) searches it. */
  async #reportRows(date: string) {
    const operation = 'readbackPayment';
    const json = await this.#readJson({
      operation,
      method: 'POST',
      path: 'resto/api/v2/reports/olap',
      body: { contentType: JSON_UTF8, data: readbackReportBody(date) },
    });
    return reportRows(json) ?? this.#throwUnreadable(operation);
  }

  /**
   * The department and pay-out type of the payment (and of its write-off). The reads come before the write: a read
   * whose outcome is unknown still sent no payment, which is what the caller must learn.
   */
  async #writeTarget(
    payment: ErpPaymentWrite | ErpDirectPaymentWrite,
    operation: 'writePayment' | 'writeDirectPayment' = 'writePayment',
  ): Promise<IikoWriteTarget> {
    try {
      return writeTargetsOf(payment, await this.listStores(), await this.#catalog('listCashFlowArticles'), operation);
    } catch (error) {
      if (!(error instanceof ErpOutcomeUnknownError)) throw error;
      const message = 'Reading the payment’s store and pay-out type failed; nothing was sent';
      throw new ErpTimeoutBeforeSendError(operation, message);
    }
  }

  async #catalog(operation: ErpOperation): Promise<{ types: IikoPayOutType[]; accounts: IikoAccount[] }> {
    const types = readPayOutTypes(await this.#readJson(this.#listRequest(operation, 'payInOutTypes')));
    const accounts = readAccounts(await this.#readJson(this.#listRequest(operation, 'accounts')));
    if (types === null || accounts === null) return this.#throwUnreadable(operation);
    return { types, accounts };
  }

  #listRequest(operation: ErpOperation, entity: 'accounts' | 'payInOutTypes'): ErpHttpRequest {
    return { operation, method: 'GET', path: `resto/api/v2/entities/${entity}/list`, accept: 'application/json' };
  }

  /** The records of an XML entity list, each mapped (null: skipped). */
  #readList<T extends ErpSupplier | CorporateItem>(
    operation: ErpOperation,
    path: string,
    map: (element: XmlElement) => T | null,
  ): Promise<T[]> {
    return this.#readXml({ operation, method: 'GET', path }, 1, () => {
      const found: T[] = [];
      return {
        onRecord: (element: XmlElement) => {
          const value = map(element);
          if (value !== null) found.push(value);
        },
        done: () => found,
      };
    });
  }

  /** A read of XML, streamed into records; `start` makes a fresh collection for every attempt. */
  #readXml<T>(
    request: ErpHttpRequest,
    depth: 0 | 1,
    start: () => { onRecord: (element: XmlElement) => void; done: () => T },
    options: { signedInOnly?: boolean } = {},
  ): Promise<T> {
    this.#assertOpen();
    return this.#transport.read(async () => {
      const collection = start();
      const stream = new XmlRecordStream(request.operation, depth, collection.onRecord);
      const keyed = { ...request, accept: 'application/xml, text/xml, text/plain', stream };
      const answer = await (options.signedInOnly ? this.#session.sendSignedIn(keyed) : this.#session.send(keyed));
      if (answer.status < 200 || answer.status >= 300) throw this.#failure(request.operation, answer, false);
      return collection.done();
    });
  }

  /** A read of JSON, its numbers kept exact. */
  #readJson(request: ErpHttpRequest): Promise<ExactJson> {
    this.#assertOpen();
    return this.#transport.read(async () => {
      const answer = await this.#session.send({ accept: 'application/json', ...request });
      if (answer.status < 200 || answer.status >= 300) throw this.#failure(request.operation, answer, false);
      try {
        return parseExactJson(answer.text);
      } catch (error) {
        if (error instanceof JsonSyntaxError) return this.#throwUnreadable(request.operation);
        throw error;
      }
    });
  }

  #failure(operation: ErpOperation, answer: ErpHttpAnswer, sentWrite: boolean): ErpConnectorError {
    return failureOfAnswer(operation, answer, IIKO_SERVER_ANSWERS, {
      serverErrorMeansUnknown: sentWrite,
      redact: this.#session.secrets(),
    });
  }

  #throwUnreadable(operation: ErpOperation): never {
    throw new ErpUnavailableError(operation, 'The accounting server answered with an unreadable body', 'server-error');
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('The accounting-system connector is closed');
  }
}

export function createIikoServerConnector(options: IikoServerConnectorOptions): IikoServerConnector {
  return new IikoServerConnector(options);
}
