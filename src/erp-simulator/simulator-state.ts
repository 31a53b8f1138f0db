import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ERP_OPERATIONS,
  type ErpAccount,
  type ErpAppliedPayment,
  type ErpCashFlowArticle,
  type ErpDocument,
  type ErpDocumentDirection,
  type ErpOperation,
  type ErpPaymentStatus,
  type ErpPaymentWrite,
  type ErpServerInfo,
  type ErpSupplier,
  type ErpUnpaidState,
  type ErpWriteOff,
} from '../modules/erp-connector/erp-connector';
import type { ErpFixture, FixtureDocument } from './demo-fixture';

/** A refusal of the simulated server: the HTTP layer answers `status` with `{error: code, message}`. */
export class SimulatorError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type FaultMode = 'none' | 'error' | 'latency' | 'timeout-after-commit' | 'unavailable';

export interface Fault {
  operation: ErpOperation;
  mode: FaultMode;
  /** Calls of the operation still affected. */
  count: number;
  latencyMs: number;
}

type StoredDocument = Omit<ErpDocument, 'paymentStatus'>;

export interface SimulatorSettings {
  login: string;
  password: string;
  serverInfo: ErpServerInfo;
  sessionLimit: number;
}

const FAULT_MODES: readonly FaultMode[] = ['none', 'error', 'latency', 'timeout-after-commit', 'unavailable'];
const DIRECTIONS: readonly ErpDocumentDirection[] = ['incoming', 'outgoing'];

export function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

function paymentStatus(amount: number, paidAmount: number): ErpPaymentStatus {
  if (paidAmount <= 0) return 'Unpaid';
  return paidAmount >= amount ? 'Paid' : 'PartiallyPaid';
}

function invalid(message: string): SimulatorError {
  return new SimulatorError(400, 'invalid_request', message);
}

function isMinorUnits(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

const DOCUMENT_CHECKS: { [K in keyof FixtureDocument]: (value: unknown) => boolean } = {
  id: (v) => typeof v === 'string' && v.length > 0,
  number: (v) => typeof v === 'string',
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  supplierId: (v) => v === null || typeof v === 'string',
  storeCode: (v) => v === null || typeof v === 'string',
  direction: (v) => DIRECTIONS.includes(v as ErpDocumentDirection),
  documentType: (v) => typeof v === 'string' && v.length > 0,
  amount: isMinorUnits,
  currency: (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
  isProcessed: (v) => typeof v === 'boolean',
  isDeleted: (v) => typeof v === 'boolean',
  paidAmount: isMinorUnits,
};

/** Only the members of a document, each checked; anything else in the body is ignored. */
function documentMembers(body: Record<string, unknown>): Partial<FixtureDocument> {
  const members: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(DOCUMENT_CHECKS)) {
    if (!(key in body)) continue;
    if (!check(body[key])) throw invalid(`Document member "${key}" is invalid`);
    members[key] = body[key];
  }
  return members as Partial<FixtureDocument>;
}

/** `[{documentId, amount}]`: each document at most once, each amount positive minor units; other members dropped. */
function documentAmounts(items: Record<string, unknown>[], what: string): { documentId: string; amount: number }[] {
  const seen = new Set<string>();
  return items.map((item) => {
    if (typeof item?.documentId !== 'string' || seen.has(item.documentId)) {
      throw invalid(`Each ${what} needs a documentId, once`);
    }
    if (!isMinorUnits(item.amount) || item.amount === 0) throw invalid(`Each ${what} amount is positive minor units`);
    seen.add(item.documentId);
    return { documentId: item.documentId, amount: item.amount };
  });
}

/** A payment's write-off: its target, and what it writes off of documents among the payment's own items. */
function paymentWriteOff(value: unknown, paid: ReadonlySet<string>): ErpWriteOff {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('writeOff must be an object');
  const { accountId, cashFlowArticleId, items } = value as Record<string, unknown>;
  if (typeof accountId !== 'string' || accountId === '') throw invalid('writeOff.accountId is required');
  if (typeof cashFlowArticleId !== 'string' || cashFlowArticleId === '') {
    throw invalid('writeOff.cashFlowArticleId is required');
  }
  if (!Array.isArray(items) || items.length === 0) throw invalid('writeOff.items must be a non-empty list');
  const checked = documentAmounts(items, 'write-off item');
  if (checked.some((item) => !paid.has(item.documentId))) {
    throw invalid('Each write-off item names a document of the payment items');
  }
  return { accountId, cashFlowArticleId, items: checked };
}

/**
 * Everything the simulated accounting server knows, in memory: reference data, suppliers and documents under one
 * revision counter, users and sessions, applied payments by idempotency key, injected faults and call counts.
 */
export class SimulatorState {
  serverInfo: ErpServerInfo;
  revision = 0;
  accounts: ErpAccount[] = [];
  cashFlowArticles: ErpCashFlowArticle[] = [];
  readonly suppliers = new Map<string, ErpSupplier>();
  readonly documents = new Map<string, StoredDocument>();
  /**
   * Every payment write applied, in order. Like a real accounting system the simulator does not deduplicate: the
   * same idempotency key written twice is two payments, which is what the service's exactly-once rule must prevent.
   */
  readonly payments: ErpAppliedPayment[] = [];
  /** Login → password. */
  readonly users = new Map<string, string>();
  /** Token → login. */
  readonly sessions = new Map<string, string>();
  sessionLimit = 0;
  capabilities = { unpaidBatch: true };
  readonly faults = new Map<ErpOperation, Fault>();
  /** Calls received per operation since the last reset, faulted ones included. */
  calls: Record<ErpOperation, number>;
  /** Bumped by reset, so that work delayed by a fault does not land in the next test's data. */
  epoch = 0;
  /** Run after every reset: a dialect's own records (the IikoServer corporation, pay-outs) go back to the start too. */
  private readonly resetListeners: (() => void)[] = [];

  constructor(
    private readonly fixture: ErpFixture,
    private readonly settings: SimulatorSettings,
  ) {
    this.reset();
  }

  reset(): void {
    this.epoch += 1;
    this.revision = 0;
    this.serverInfo = this.fixture.serverInfo ?? this.settings.serverInfo;
    const { accounts, cashFlowArticles, expenseAccounts = [], expenseCashFlowArticles = [] } = this.fixture;
    this.accounts = [...accounts, ...expenseAccounts].map((account) => ({ ...account }));
    this.cashFlowArticles = [...cashFlowArticles, ...expenseCashFlowArticles].map((article) => ({ ...article }));
    this.suppliers.clear();
    this.documents.clear();
    this.payments.length = 0;
    this.users.clear();
    this.users.set(this.settings.login, this.settings.password);
    this.sessions.clear();
    this.sessionLimit = this.settings.sessionLimit;
    this.capabilities = { unpaidBatch: true };
    this.faults.clear();
    this.calls = Object.fromEntries(ERP_OPERATIONS.map((operation) => [operation, 0])) as Record<ErpOperation, number>;
    for (const supplier of this.fixture.suppliers) this.upsertSupplier({ ...supplier });
    for (const document of this.fixture.documents) this.createDocument({ ...document });
    for (const listener of this.resetListeners) listener();
  }

  onReset(listener: () => void): void {
    this.resetListeners.push(listener);
  }

  // Sessions

  authenticate(login: string, passwordHash: string): string {
    const password = this.users.get(login);
    if (password === undefined || sha1Hex(password) !== passwordHash.toLowerCase()) {
      throw new SimulatorError(401, 'unauthorized', 'Wrong login or password');
    }
    if (this.sessions.size >= this.sessionLimit) {
      throw new SimulatorError(403, 'license_limit', 'License limit reached: no free sessions');
    }
    const token = randomUUID();
    this.sessions.set(token, login);
    return token;
  }

  /** The login of an open session; 401 for an unknown or expired token. */
  sessionLogin(token: string | null): string {
    const login = token === null ? undefined : this.sessions.get(token);
    if (login === undefined) throw new SimulatorError(401, 'unauthorized', 'Token is expired or invalid');
    return login;
  }

  logout(token: string | null): void {
    if (token !== null) this.sessions.delete(token);
  }

  // Users

  ensureServiceAccount(sessionLogin: string, login: unknown): { login: string; password: string; created: boolean } {
    if (sessionLogin !== this.settings.login) throw new SimulatorError(403, 'forbidden', 'Only the administrator');
    if (typeof login !== 'string' || !/^[\w.-]{1,64}$/.test(login)) throw invalid('login is invalid');
    const created = !this.users.has(login);
    const password = randomBytes(12).toString('hex');
    this.users.set(login, password);
    return { login, password, created };
  }

  setPassword(sessionLogin: string, login: unknown, password: unknown): void {
    if (typeof login !== 'string' || typeof password !== 'string' || password.length < 8) {
      throw invalid('login and a password of at least 8 characters are required');
    }
    if (sessionLogin !== this.settings.login && sessionLogin !== login) {
      throw new SimulatorError(403, 'forbidden', 'Only the administrator or the user itself');
    }
    if (!this.users.has(login)) throw new SimulatorError(404, 'not_found', 'No such user');
    this.users.set(login, password);
  }

  // Suppliers

  upsertSupplier(body: Record<string, unknown>): ErpSupplier {
    const id = body.id === undefined ? randomUUID() : body.id;
    if (typeof id !== 'string' || id.length === 0) throw invalid('Supplier id is invalid');
    if (typeof body.name !== 'string' || body.name.length === 0) throw invalid('Supplier name is required');
    const taxId = body.taxId ?? null;
    if (taxId !== null && (typeof taxId !== 'string' || !/^\d{10}(\d{2})?$/.test(taxId))) {
      throw invalid('Supplier taxId must have 10 or 12 digits');
    }
    if (body.isDeleted !== undefined && typeof body.isDeleted !== 'boolean') throw invalid('isDeleted is invalid');
    const supplier: ErpSupplier = {
      id,
      name: body.name,
      taxId,
      isDeleted: body.isDeleted ?? false,
      revision: ++this.revision,
    };
    this.suppliers.set(id, supplier);
    return supplier;
  }

  listSuppliers(revisionFrom: number | null): { suppliers: ErpSupplier[]; revision: number } {
    const suppliers = [...this.suppliers.values()].filter((s) => revisionFrom === null || s.revision > revisionFrom);
    return { suppliers, revision: this.revision };
  }

  // Documents

  createDocument(body: Record<string, unknown>): ErpDocument {
    const members = documentMembers(body);
    const id = members.id ?? randomUUID();
    if (this.documents.has(id)) throw new SimulatorError(409, 'conflict', 'A document with this id exists');
    if (members.amount === undefined) throw invalid('Document amount is required');
    const direction = members.direction ?? 'incoming';
    const document: StoredDocument = {
      number: `SIM-${this.documents.size + 1}`,
      date: new Date().toISOString().slice(0, 10),
      supplierId: null,
      storeCode: null,
      documentType: direction === 'incoming' ? 'IncomingInvoice' : 'OutgoingInvoice',
      currency: 'RUB',
      isProcessed: true,
      isDeleted: false,
      paidAmount: 0,
      ...members,
      amount: members.amount,
      direction,
      id,
      revision: ++this.revision,
      modifiedAt: new Date().toISOString(),
    };
    this.documents.set(id, document);
    return this.view(document);
  }

  patchDocument(id: string, body: Record<string, unknown>): ErpDocument {
    const document = this.documents.get(id);
    if (document === undefined) throw new SimulatorError(404, 'not_found', 'No such document');
    const { id: _ignored, ...members } = documentMembers(body);
    Object.assign(document, members, { revision: ++this.revision, modifiedAt: new Date().toISOString() });
    return this.view(document);
  }

  listDocuments(from: string, to: string, direction: string): ErpDocument[] {
    if (!DIRECTIONS.includes(direction as ErpDocumentDirection))
      throw invalid('direction must be incoming or outgoing');
    return [...this.documents.values()]
      .filter((d) => d.direction === direction && d.date >= from && d.date <= to)
      .map((d) => this.view(d));
  }

  getDocument(id: string): ErpDocument {
    const document = this.documents.get(id);
    if (document === undefined) throw new SimulatorError(404, 'not_found', 'No such document');
    return this.view(document);
  }

  unpaid(id: string): ErpUnpaidState {
    const { amount, paidAmount, paymentStatus, isProcessed, isDeleted, revision } = this.getDocument(id);
    const unpaidAmount = Math.max(amount - paidAmount, 0);
    return { documentId: id, amount, paidAmount, unpaidAmount, paymentStatus, isProcessed, isDeleted, revision };
  }

  unpaidBatch(documentIds: unknown): ErpUnpaidState[] {
    if (!Array.isArray(documentIds) || documentIds.some((id) => typeof id !== 'string')) {
      throw invalid('documentIds must be a list of strings');
    }
    return (documentIds as string[]).filter((id) => this.documents.has(id)).map((id) => this.unpaid(id));
  }

  private view(document: StoredDocument): ErpDocument {
    return { ...document, paymentStatus: paymentStatus(document.amount, document.paidAmount) };
  }

  // Payments

  /**
   * Applies the payment: each call is a new payment, whatever its key (nothing deduplicates, see `payments`). A
   * write-off is part of it: checked with it, booked with it (each document's paid amount rises by its item and its
   * write-off) and kept on the payment, or nothing is booked at all.
   */
  writePayment(body: Record<string, unknown>): ErpAppliedPayment {
    const { idempotencyKey, ...rest } = body;
    if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0) throw invalid('idempotencyKey is required');
    const write = this.paymentWrite(rest);
    this.assertTarget(write.accountId, write.cashFlowArticleId);
    if (write.writeOff !== undefined) this.assertTarget(write.writeOff.accountId, write.writeOff.cashFlowArticleId);
    const writtenOff = new Map(write.writeOff?.items.map((item) => [item.documentId, item.amount]));
    const documents = write.items.map((item) => {
      const document = this.documents.get(item.documentId);
      if (document === undefined) throw new SimulatorError(422, 'unknown_document', 'Unknown document');
      if (document.isDeleted || !document.isProcessed) {
        throw new SimulatorError(422, 'document_not_payable', 'The document is deleted or not processed');
      }
      if (document.supplierId !== write.supplierId || document.currency !== write.currency) {
        throw new SimulatorError(422, 'document_mismatch', 'The document belongs to another supplier or currency');
      }
      if (item.amount + (writtenOff.get(item.documentId) ?? 0) > document.amount - document.paidAmount) {
        throw new SimulatorError(422, 'amount_exceeds_unpaid', 'The amount exceeds what is unpaid on the document');
      }
      return document;
    });
    const modifiedAt = new Date().toISOString();
    write.items.forEach((item, index) => {
      Object.assign(documents[index], {
        paidAmount: documents[index].paidAmount + item.amount + (writtenOff.get(item.documentId) ?? 0),
        revision: ++this.revision,
        modifiedAt,
      });
    });
    const payment: ErpAppliedPayment = {
      id: randomUUID(),
      idempotencyKey,
      ...write,
      totalAmount: write.items.reduce((sum, item) => sum + item.amount, 0),
      appliedAt: modifiedAt,
    };
    this.payments.push(payment);
    return payment;
  }

  /**
   * Applies a payment without documents (a fee, rent, a card settlement): money out or in of one known account under
   * one known article, to a known supplier when `counterpartyId` names one. Kept with the other payments, so the
   * readback by key finds it; nothing deduplicates here either.
   */
  writeDirectPayment(body: Record<string, unknown>): ErpAppliedPayment {
    const { idempotencyKey, direction, amount } = body;
    if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0) throw invalid('idempotencyKey is required');
    for (const key of ['date', 'accountId', 'cashFlowArticleId', 'currency'] as const) {
      if (typeof body[key] !== 'string' || body[key] === '') throw invalid(`${key} is required`);
    }
    if (direction !== 'PayOut' && direction !== 'PayIn') throw invalid('direction is PayOut or PayIn');
    if (!isMinorUnits(amount) || amount === 0) throw invalid('amount is positive minor units');
    if (body.comment !== undefined && typeof body.comment !== 'string') throw invalid('comment is invalid');
    const counterpartyId = body.counterpartyId ?? null;
    if (counterpartyId !== null && (typeof counterpartyId !== 'string' || counterpartyId === '')) {
      throw invalid('counterpartyId is invalid');
    }
    this.assertTarget(body.accountId, body.cashFlowArticleId);
    if (counterpartyId !== null && !this.suppliers.has(counterpartyId)) {
      throw new SimulatorError(422, 'unknown_supplier', 'Unknown counterparty');
    }
    const payment: ErpAppliedPayment = {
      id: randomUUID(),
      idempotencyKey,
      direction,
      date: body.date as string,
      accountId: body.accountId as string,
      cashFlowArticleId: body.cashFlowArticleId as string,
      supplierId: counterpartyId ?? '',
      currency: body.currency as string,
      comment: (body.comment as string | undefined) ?? '',
      items: [],
      totalAmount: amount,
      appliedAt: new Date().toISOString(),
    };
    this.payments.push(payment);
    return payment;
  }

  /** Readback: the payments written under one idempotency key, or paying one document, oldest first. */
  readbackPayments(query: { idempotencyKey?: string | null; documentId?: string | null }): ErpAppliedPayment[] {
    const { idempotencyKey, documentId } = query;
    if (!idempotencyKey === !documentId) throw invalid('Give exactly one of idempotencyKey and documentId');
    return this.payments.filter((payment) =>
      idempotencyKey
        ? payment.idempotencyKey === idempotencyKey
        : payment.items.some((item) => item.documentId === documentId),
    );
  }

  /** A payment's account and article, or a write-off's: both must be known to the server. */
  private assertTarget(accountId: unknown, cashFlowArticleId: unknown): void {
    if (!this.accounts.some((a) => a.id === accountId)) {
      throw new SimulatorError(422, 'unknown_account', 'Unknown payment account');
    }
    if (!this.cashFlowArticles.some((a) => a.id === cashFlowArticleId)) {
      throw new SimulatorError(422, 'unknown_cash_flow_article', 'Unknown cash-flow article');
    }
  }

  /** The payment's members, each checked; `writeOff` only when the body carries one, so a plain payment keeps none. */
  private paymentWrite(body: Record<string, unknown>): Required<Omit<ErpPaymentWrite, 'storeCode' | 'writeOff'>> & {
    writeOff?: ErpWriteOff;
  } {
    for (const key of ['date', 'accountId', 'cashFlowArticleId', 'supplierId', 'currency'] as const) {
      if (typeof body[key] !== 'string' || body[key] === '') throw invalid(`${key} is required`);
    }
    if (body.comment !== undefined && typeof body.comment !== 'string') throw invalid('comment is invalid');
    const items = body.items;
    if (!Array.isArray(items) || items.length === 0) throw invalid('items must be a non-empty list');
    const checked = documentAmounts(items, 'item');
    const writeOff = body.writeOff ?? null;
    return {
      date: body.date as string,
      accountId: body.accountId as string,
      cashFlowArticleId: body.cashFlowArticleId as string,
      supplierId: body.supplierId as string,
      currency: body.currency as string,
      comment: (body.comment as string | undefined) ?? '',
      items: checked,
      ...(writeOff === null ? {} : { writeOff: paymentWriteOff(writeOff, new Set(checked.map((i) => i.documentId))) }),
    };
  }

  // Faults

  setFault(body: Record<string, unknown>): Fault {
    const { operation, mode } = body;
    if (!ERP_OPERATIONS.includes(operation as ErpOperation)) throw invalid('operation is not a connector operation');
    if (!FAULT_MODES.includes(mode as FaultMode)) throw invalid(`mode is one of ${FAULT_MODES.join(', ')}`);
    const count = body.count ?? 1;
    const latencyMs = body.latencyMs ?? 0;
    if (!isMinorUnits(count) || !isMinorUnits(latencyMs))
      throw invalid('count and latencyMs are non-negative integers');
    const fault: Fault = { operation: operation as ErpOperation, mode: mode as FaultMode, count, latencyMs };
    if (mode === 'none' || count === 0) this.faults.delete(fault.operation);
    else this.faults.set(fault.operation, fault);
    return fault;
  }

  /** The fault a call falls under, if any, counted down. */
  takeFault(operation: ErpOperation): Fault | null {
    const fault = this.faults.get(operation);
    if (fault === undefined) return null;
    fault.count -= 1;
    if (fault.count <= 0) this.faults.delete(operation);
    return { ...fault };
  }
}
