/**
 * The one interface through which the service talks to the restaurant accounting system (00-decisions §7).
 * `HttpErpConnector` speaks the Syrve-like dialect of the bundled simulator; a connector for a real product is a
 * second implementation of this interface. Sessions are the implementation's business: callers never see a token.
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
  'readbackPayment',
  'ensureServiceAccount',
  'rotateCredentials',
] as const;

export type ErpOperation = (typeof ERP_OPERATIONS)[number];

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
  /** Matched case-insensitively against a location's `code` to find the document's outlet (00-decisions §10). */
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
  items: { documentId: string; amount: number }[];
}

export interface ErpAppliedPayment extends Required<ErpPaymentWrite> {
  id: string;
  idempotencyKey: string;
  totalAmount: number;
  appliedAt: string;
}

/** What a readback asks for: the payments written under one idempotency key, or those paying one document. */
export type ErpPaymentReadback = { idempotencyKey: string } | { documentId: string };

export interface ErpServiceAccount {
  login: string;
  /** A fresh password, set on every call; store it encrypted, never log it. */
  password: string;
  created: boolean;
}

export interface ErpConnector {
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
   */
  writePayment(payment: ErpPaymentWrite, idempotencyKey: string): Promise<ErpAppliedPayment>;
  /** The payments applied under the key, or paying the document, oldest first; empty when none was. */
  readbackPayments(query: ErpPaymentReadback): Promise<ErpAppliedPayment[]>;
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
