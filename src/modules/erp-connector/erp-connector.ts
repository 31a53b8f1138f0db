/**
 * The one interface through which the service talks to the restaurant accounting system (docs/erp-connections.md).
 * `HttpErpConnector` speaks the Reference dialect of the bundled simulator; `IikoServerConnector` the public API of
 * iikoServer (docs/iiko-server.md). Sessions are the implementation's business: callers never see a token.
 *
 * Every failure is one of the classes in `erp-connector.errors.ts`, told apart by `kind`. Amounts are integers in
 * the currency's minor units; dates are `YYYY-MM-DD`.
 */
export {
  ErpAddressNotAllowedError,
  ErpAuthError,
  type ErpCheckStatus,
  ErpConnectorError,
  type ErpFailure,
  type ErpFailureKind,
  type ErpFailureOutcome,
  ErpNotSupportedError,
  ErpOutcomeUnknownError,
  ErpRejectedError,
  ErpTimeoutBeforeSendError,
  ErpUnavailableError,
  outcomeOf,
  toDomainError,
} from './erp-connector.errors';

/** Operation names: the simulator's fault injection (`POST /__control/faults`) addresses calls by these. */
export const ERP_OPERATIONS = [
  'authenticate',
  'serverInfo',
  'listAccounts',
  'listCashFlowArticles',
  'listSuppliers',
  'listDocuments',
  'getUnpaidBatch',
  'getUnpaidSum',
  'getDocument',
  'writePayment',
  'writeDirectPayment',
  'readbackPayment',
  'ensureServiceAccount',
  'rotateCredentials',
  'supplierBalances',
  'listStores',
] as const;

export type ErpOperation = (typeof ERP_OPERATIONS)[number];

/**
 * How a connection talks to its accounting system, fixed for the connection's life: `Reference`, the dialect of the
 * bundled simulator, or `IikoServer`, the public "resto" API of iikoServer (Syrve Server; docs/iiko-server.md).
 */
export const ERP_DIALECTS = ['Reference', 'IikoServer'] as const;

export type ErpDialect = (typeof ERP_DIALECTS)[number];

export type ErpDocumentDirection = 'incoming' | 'outgoing';

export type ErpPaymentStatus = 'Unpaid' | 'PartiallyPaid' | 'Paid';

export interface ErpCredentials {
  login: string;
  password: string;
}

export interface ErpServerInfo {
  version: string;
  edition: string;
}

/** A payment account (bank or cash) a payment can be written from. */
export interface ErpAccount {
  id: string;
  code: string;
  name: string;
}

export interface ErpCashFlowArticle {
  id: string;
  code: string;
  name: string;
  /**
   * The one account a payment under this article must be written from, where the dialect ties them together
   * (an iikoServer pay-out type draws from its chief account); null or absent where any account goes.
   */
  accountId?: string | null;
}

export interface ErpSupplier {
  id: string;
  name: string;
  taxId: string | null;
  isDeleted: boolean;
  /** The server's change counter at this supplier's last change. */
  revision: number;
}

export interface ErpSupplierPage {
  suppliers: ErpSupplier[];
  /** The server's current revision: pass it as the next `revisionFrom` to read only later changes. */
  revision: number;
}

export interface ErpDocumentQuery {
  /** Inclusive document dates. */
  from: string;
  to: string;
  direction: ErpDocumentDirection;
}

export interface ErpDocument {
  id: string;
  number: string;
  date: string;
  supplierId: string | null;
  /**
   * Matched case-insensitively against a location's `code` to find the document's outlet; no match leaves the document
   * without one, never a default outlet (docs/erp-sync.md §Document sync).
   */
  storeCode: string | null;
  direction: ErpDocumentDirection;
  /** E.g. `IncomingInvoice`, `OutgoingInvoice`. */
  documentType: string;
  amount: number;
  currency: string;
  isProcessed: boolean;
  isDeleted: boolean;
  paidAmount: number;
  paymentStatus: ErpPaymentStatus;
  revision: number;
  /** ISO 8601 instant of the last change. */
  modifiedAt: string;
  /**
   * Why the document can never be paid from this service although the server lists it, in the dialect's words
   * (`amount_not_exact`: a sum with more fraction digits than the currency has); its `amount` is then 0.
   */
  unpayableReason?: string | null;
}

/** What is still owed on one document, as the server computes it. */
export interface ErpUnpaidState {
  documentId: string;
  amount: number;
  paidAmount: number;
  unpaidAmount: number;
  paymentStatus: ErpPaymentStatus;
  isProcessed: boolean;
  isDeleted: boolean;
  revision: number;
}

/** One payment, split across documents of one supplier, written from one account under one cash-flow article. */
export interface ErpPaymentWrite {
  date: string;
  accountId: string;
  cashFlowArticleId: string;
  supplierId: string;
  currency: string;
  comment?: string;
  /**
   * The code of the outlet the payment is made for, which is the code of its store on the server: a dialect that
   * books a payment per department (IikoServer) books it on that store's department.
   */
  storeCode?: string | null;
  /** `documentNumber`: the document's own number, for dialects that can only name documents in a comment. */
  items: { documentId: string; amount: number; documentNumber?: string | null }[];
  /** The small differences the payment settles its documents with; null or absent: none. */
  writeOff?: ErpWriteOff | null;
}

/**
 * What a payment short of its documents by at most the organization's tolerance leaves on them, booked as a line of
 * its own so the documents end fully paid (docs/payment-tolerance.md): to the payment's supplier, from `accountId`
 * under `cashFlowArticleId` (the write-off target, e.g. a bank-fee account). Part of the payment: written, read back
 * and found together with it, under its idempotency key.
 */
export interface ErpWriteOff {
  accountId: string;
  cashFlowArticleId: string;
  /** Per document of the payment's items, at most once each: the difference written off, a positive whole number. */
  items: { documentId: string; amount: number; documentNumber?: string | null }[];
}

/**
 * A payment without documents (a bank fee, rent, a tax, a card settlement): money out (`PayOut`) or in (`PayIn`) of
 * one account under one cash-flow article, to a counterparty when the rule names one (docs/direct-postings.md).
 */
export interface ErpDirectPaymentWrite {
  date: string;
  direction: 'PayOut' | 'PayIn';
  accountId: string;
  cashFlowArticleId: string;
  amount: number;
  currency: string;
  /**
   * The server's supplier the payment is booked to; null or absent: none. A dialect whose pay-out types book only
   * to a counteragent (IikoServer) refuses a payment without one unsent.
   */
  counterpartyId?: string | null;
  comment?: string;
  /** The outlet's code: its store on the server, for dialects that book per department. */
  storeCode?: string | null;
}

export interface ErpAppliedPayment extends Required<Omit<ErpPaymentWrite, 'storeCode' | 'writeOff'>> {
  /** The write-off booked with the payment; `totalAmount` is the items' sum, without it. */
  writeOff?: ErpWriteOff | null;
  /** A payment without documents: its direction; its `supplierId` is its counterparty (else empty), no items. */
  direction?: 'PayOut' | 'PayIn';
  id: string;
  idempotencyKey: string;
  totalAmount: number;
  appliedAt: string;
}

/**
 * What a readback asks for: the payments written under one idempotency key, or those paying one document. A dialect
 * that cannot read a payment by its key (IikoServer) searches the server's booked transactions by the write's
 * `date`, `supplierId` and `totalAmount`, which the caller passes along.
 */
export type ErpPaymentReadback =
  | {
      idempotencyKey: string;
      date?: string;
      supplierId?: string;
      totalAmount?: number;
      /** The write-off the payment was written with (Σ of its items): a searching dialect looks for it too. */
      writeOffAmount?: number;
    }
  | { documentId: string };

/** A store of the server: the code an outlet is matched by, and the department payments for it are booked on. */
export interface ErpStore {
  id: string;
  code: string | null;
  name: string;
  departmentId: string | null;
}

/** What the server says a supplier is owed on its payable accounts (minor units; 0 when nothing is owed). */
export interface ErpSupplierBalance {
  supplierId: string;
  payable: number;
}

/**
 * What a dialect can answer by itself. Where it cannot, the service computes instead of inventing (the unpaid state
 * of a document from its own postings, a readback by searching the booked transactions).
 */
export interface ErpCapabilities {
  /** `getUnpaidBatch` / `getUnpaidSum` answer a paid amount per document. */
  unpaidState: boolean;
  /** `supplierBalances` answers what each supplier is owed. */
  supplierBalances: boolean;
  /**
   * How long after a write the server may still not show it to a readback: an empty readback proves the payment
   * absent only once this long has passed since the write was sent (the worker's settle window is at least this).
   */
  readbackVisibleAfterMs: number;
}

export interface ErpServiceAccount {
  login: string;
  /** A fresh password, set on every call; store it encrypted, never log it. */
  password: string;
  created: boolean;
}

export interface ErpConnector {
  readonly dialect: ErpDialect;
  readonly capabilities: ErpCapabilities;
  serverInfo(): Promise<ErpServerInfo>;
  listAccounts(): Promise<ErpAccount[]>;
  listCashFlowArticles(): Promise<ErpCashFlowArticle[]>;
  /** Suppliers changed after `revisionFrom` (every supplier, deleted ones included, without it). */
  listSuppliers(query?: { revisionFrom?: number }): Promise<ErpSupplierPage>;
  /** Documents dated within the range, deleted and unprocessed ones included. */
  listDocuments(query: ErpDocumentQuery): Promise<ErpDocument[]>;
  /**
   * Unpaid state of many documents in one call; ids the server does not know are absent from the answer. Fails
   * `not-supported` on servers without the batch call: fall back to `getUnpaidSum` per document.
   */
  getUnpaidBatch(documentIds: readonly string[]): Promise<ErpUnpaidState[]>;
  /** Null when the server does not know the document. */
  getUnpaidSum(documentId: string): Promise<ErpUnpaidState | null>;
  getDocument(documentId: string): Promise<ErpDocument | null>;
  /**
   * Applies the payment, sending `idempotencyKey` along. The accounting system does not deduplicate: writing the
   * same key twice books two payments. Never retried inside the connector; before any repeat, and after
   * `outcome-unknown`, ask `readbackPayments` whether the key was applied.
   *
   * A payment with a `writeOff` is one payment: `readbackPayments` finds it only once its write-off is booked too. A
   * dialect that books the two apart (IikoServer: two pay-outs) books in a repeat only the part not yet found under
   * the key, so a repeat after an empty readback completes a payment cut off between its parts, never doubles one.
   */
  writePayment(payment: ErpPaymentWrite, idempotencyKey: string): Promise<ErpAppliedPayment>;
  /**
   * Applies a payment without documents under `idempotencyKey`, with the same rules as `writePayment`: nothing
   * deduplicates, never retried inside the connector, read back by the key before any repeat. Fails `not-supported`
   * where the dialect cannot book it (money received on a server that books pay-outs only).
   */
  writeDirectPayment(payment: ErpDirectPaymentWrite, idempotencyKey: string): Promise<ErpAppliedPayment>;
  /** The payments applied under the key, or paying the document, oldest first; empty when none was. */
  readbackPayments(query: ErpPaymentReadback): Promise<ErpAppliedPayment[]>;
  /**
   * What the server says each supplier is owed, as of now; suppliers it has no balance for are absent. Fails
   * `not-supported` where `capabilities.supplierBalances` is false.
   */
  supplierBalances(supplierIds: readonly string[]): Promise<ErpSupplierBalance[]>;
  /** The server's stores with their departments. Fails `not-supported` where the dialect has no stores. */
  listStores(): Promise<ErpStore[]>;
  /**
   * HTTP requests sent so far per operation, where one call may send several (a document listing split by month,
   * stores read with their departments), so telemetry counts requests rather than calls.
   */
  requestCounts?(): Partial<Record<ErpOperation, number>>;
  /** Creates the durable service account, or restores an existing one, with a new password. */
  ensureServiceAccount(login: string): Promise<ErpServiceAccount>;
  /**
   * Sets `next.password` as the password of `next.login` on the server, verifies it by signing in with it, and
   * uses `next` from then on; the previous session is closed.
   */
  rotateCredentials(next: ErpCredentials): Promise<void>;
  /** Closes the session (logout) and the connections. */
  close(): Promise<void>;
}
