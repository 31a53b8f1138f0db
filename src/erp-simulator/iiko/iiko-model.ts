import { createHash, randomUUID } from 'node:crypto';
import type { ErpDocument, ErpSupplier } from '../../modules/erp-connector/erp-connector';
import type { ErpFixture } from '../demo-fixture';
import { sha1Hex, type SimulatorState } from '../simulator-state';
import { minorToDecimal } from './decimal';
import { DEFAULT_DEPARTMENT_ID, demoAccounts, demoCorporation, demoPayInOutTypes, stableUuid } from './iiko-demo';
import {
  CORPORATE_ITEM_TYPES,
  IIKO_API_MODULE_ID,
  IikoError,
  type BookedPayOut,
  type CorporateItem,
  type CorporateItemType,
  type IikoAccount,
  type PayInOutType,
  type PayOutFault,
  type PayOutFaultMode,
} from './iiko-types';

export interface IikoModelOptions {
  /** Idle lifetime of a session, from sign-in or its last request. */
  sessionTtlMs: number;
  /** How long a booked pay-out stays out of the TRANSACTIONS report. */
  olapLagMs: number;
}

export const IIKO_DEFAULTS: IikoModelOptions = { sessionTtlMs: 60 * 60 * 1000, olapLagMs: 0 };

/** A document line as the export writes it: `sum` is decimal text, normally nine fraction digits. */
export interface DocumentLine {
  num: number;
  product: string;
  sum: string;
}

export interface DocumentExport {
  endpoint: string;
  from: string;
  to: string;
  supplierIds: string[];
}

type StoredDocument = Omit<ErpDocument, 'paymentStatus'>;

/**
 * What the IikoServer dialect keeps besides the shared `SimulatorState` (suppliers, documents, users, sessions,
 * faults): the corporation tree, accounts, pay-in/pay-out types, booked pay-outs, session idle times, the licence
 * switch, the report lag and request counts. It rebuilds itself whenever the shared state is reset.
 */
export class IikoModel {
  readonly corporation = new Map<string, CorporateItem>();
  accounts: IikoAccount[] = [];
  payInOutTypes: PayInOutType[] = [];
  readonly payOuts: BookedPayOut[] = [];
  /** Token → epoch ms of sign-in or the last request. */
  readonly sessionSeen = new Map<string, number>();
  sessionTtlMs: number;
  olapLagMs: number;
  /** Whether the licence lacks the API module altogether: every sign-in is refused with 403. */
  moduleBlocked = false;
  /** Requests received per endpoint (its path under `/resto/`), refused and faulted ones included. */
  requests: Record<string, number> = {};
  /** Every document export asked for, in order. */
  readonly documentExports: DocumentExport[] = [];
  inFlight = 0;
  /** The most requests ever handled at once: above 1 means a client did not keep its calls sequential. */
  maxInFlight = 0;
  /** Document id → line sums written instead of the even split (decimal text, any precision). */
  readonly lineSums = new Map<string, string[]>();
  /** A fault waiting for a later `addPayOut` call (`POST /__control/pay-out-fault`); null: none. */
  payOutFault: PayOutFault | null = null;

  constructor(
    readonly state: SimulatorState,
    private readonly fixture: ErpFixture,
    private readonly options: IikoModelOptions,
  ) {
    this.sessionTtlMs = options.sessionTtlMs;
    this.olapLagMs = options.olapLagMs;
    this.reset();
    state.onReset(() => this.reset());
  }

  reset(): void {
    this.corporation.clear();
    for (const item of demoCorporation()) this.corporation.set(item.id, item);
    this.accounts = demoAccounts(this.fixture);
    this.payInOutTypes = demoPayInOutTypes(this.fixture);
    this.payOuts.length = 0;
    this.sessionSeen.clear();
    this.sessionTtlMs = this.options.sessionTtlMs;
    this.olapLagMs = this.options.olapLagMs;
    this.moduleBlocked = false;
    this.requests = {};
    this.documentExports.length = 0;
    this.maxInFlight = this.inFlight;
    this.lineSums.clear();
    this.payOutFault = null;
  }

  // Sessions: a session holds one licence slot (the shared `sessionLimit`) until logout or idle expiry.

  signIn(login: string, passwordHash: string): string {
    const password = this.state.users.get(login);
    // Plain SHA-1 of the password, lowercase hex, no "resto#" prefix (what clients send to real servers).
    if (password === undefined || sha1Hex(password) !== passwordHash) {
      throw new IikoError(401, 'Wrong login or password');
    }
    if (this.moduleBlocked) throw new IikoError(403, `Module ${IIKO_API_MODULE_ID} is blocked within current license`);
    this.expireIdleSessions();
    if (this.state.sessions.size >= this.state.sessionLimit) {
      throw new IikoError(
        403,
        `License enhancement is required: no connections available for module ${IIKO_API_MODULE_ID}`,
      );
    }
    const token = randomUUID();
    this.state.sessions.set(token, login);
    this.sessionSeen.set(token, Date.now());
    return token;
  }

  /** The login of a live session, its idle time restarted; 401 for a missing, unknown or expired token. */
  touch(token: string | null): string {
    this.expireIdleSessions();
    const login = token === null ? undefined : this.state.sessions.get(token);
    if (token === null || login === undefined) throw new IikoError(401, 'Token is expired or invalid');
    this.sessionSeen.set(token, Date.now());
    return login;
  }

  logout(token: string | null): boolean {
    this.expireIdleSessions();
    if (token === null || !this.state.sessions.has(token)) return false;
    this.state.sessions.delete(token);
    this.sessionSeen.delete(token);
    return true;
  }

  /** Frees the slots of sessions idle longer than the TTL, as the real server does after its timeout. */
  expireIdleSessions(now = Date.now()): void {
    for (const token of [...this.state.sessions.keys()]) {
      const seen = this.sessionSeen.get(token);
      // A session the shared state opened without this model (none should) counts as seen now.
      if (seen === undefined) this.sessionSeen.set(token, now);
      else if (now - seen > this.sessionTtlMs) {
        this.state.sessions.delete(token);
        this.sessionSeen.delete(token);
      }
    }
    for (const token of this.sessionSeen.keys()) if (!this.state.sessions.has(token)) this.sessionSeen.delete(token);
  }

  // Corporation

  stores(): CorporateItem[] {
    this.ensureStores();
    return [...this.corporation.values()].filter((item) => item.type === 'STORE');
  }

  /** Every node but the stores: corporation, legal entities, departments and what lies between them. */
  departmentItems(): CorporateItem[] {
    return [...this.corporation.values()].filter((item) => item.type !== 'STORE');
  }

  /** The store a document's `storeCode` names (codes compare exactly); created on demand, see `ensureStores`. */
  storeByCode(code: string | null): CorporateItem | null {
    if (code === null) return null;
    for (const item of this.corporation.values()) if (item.type === 'STORE' && item.code === code) return item;
    return null;
  }

  /**
   * Every `storeCode` of a document is a store of the server: documents made through the control API name stores
   * by code, so a code the tree lacks becomes a new store, next to a store whose code differs only in case (the
   * demo's `spb-01` beside `SPB-01`), else under the default department.
   */
  ensureStores(): void {
    for (const document of this.state.documents.values()) {
      const code = document.storeCode;
      if (code === null || this.storeByCode(code) !== null) continue;
      const sibling = [...this.corporation.values()].find(
        (item) => item.type === 'STORE' && item.code !== null && item.code.toLowerCase() === code.toLowerCase(),
      );
      const id = stableUuid(`store:${code}`);
      const parentId = sibling?.parentId ?? DEFAULT_DEPARTMENT_ID;
      this.corporation.set(id, { id, parentId, code, name: `Склад ${code}`, type: 'STORE' });
    }
  }

  /** The DEPARTMENT above a node, walking `parentId`; null when the chain has none. */
  departmentOf(itemId: string | null): CorporateItem | null {
    const seen = new Set<string>();
    let item = itemId === null ? undefined : this.corporation.get(itemId);
    while (item !== undefined && !seen.has(item.id)) {
      if (item.type === 'DEPARTMENT') return item;
      seen.add(item.id);
      item = item.parentId === null ? undefined : this.corporation.get(item.parentId);
    }
    return null;
  }

  /**
   * The department a document's supplier debt is booked on: its store's, else the default department (call
   * `ensureStores` first).
   */
  documentDepartment(document: StoredDocument): CorporateItem {
    const department = this.departmentOf(this.storeByCode(document.storeCode)?.id ?? null);
    return department ?? (this.corporation.get(DEFAULT_DEPARTMENT_ID) as CorporateItem);
  }

  addCorporateItem(body: Record<string, unknown>): CorporateItem {
    const id = body.id ?? randomUUID();
    const { parentId = null, code = null, name, type } = body;
    if (typeof id !== 'string' || id === '') throw new IikoError(400, 'id must be a non-empty string');
    if (parentId !== null && (typeof parentId !== 'string' || !this.corporation.has(parentId))) {
      throw new IikoError(400, 'parentId must name an existing node or be null');
    }
    if (code !== null && typeof code !== 'string') throw new IikoError(400, 'code must be a string or null');
    if (typeof name !== 'string' || name === '') throw new IikoError(400, 'name is required');
    if (!CORPORATE_ITEM_TYPES.includes(type as CorporateItemType)) {
      throw new IikoError(400, `type is one of ${CORPORATE_ITEM_TYPES.join(', ')}`);
    }
    const item: CorporateItem = { id, parentId, code, name, type: type as CorporateItemType };
    this.corporation.set(id, item);
    return item;
  }

  // Suppliers and documents

  /** Supplier id → its `code`: its place in the supplier list, counted from 1, stable while the list grows. */
  supplierCodes(): Map<string, string> {
    return new Map([...this.state.suppliers.keys()].map((id, index) => [id, String(index + 1)]));
  }

  supplier(id: string | null): ErpSupplier | undefined {
    return id === null ? undefined : this.state.suppliers.get(id);
  }

  /**
   * A document's lines: its amount split into one to three parts, the number of parts and their weights derived
   * from the id, so the same document always exports the same lines and a reader has to add them up.
   */
  documentLines(document: StoredDocument): DocumentLine[] {
    const product = (index: number) => stableUuid(`product:${document.id}:${index}`);
    const override = this.lineSums.get(document.id);
    if (override !== undefined) return override.map((sum, index) => ({ num: index + 1, product: product(index), sum }));
    const hash = createHash('sha1').update(document.id, 'utf8').digest();
    const amount = BigInt(document.amount);
    const count = Math.max(1, Math.min(1 + (hash[0] % 3), document.amount));
    const weights = Array.from({ length: count }, (_, index) => BigInt(1 + (hash[index + 1] % 9)));
    const total = weights.reduce((sum, weight) => sum + weight, 0n);
    const parts = weights.map((weight) => (amount * weight) / total);
    parts[count - 1] = amount - parts.slice(0, -1).reduce((sum, part) => sum + part, 0n);
    return parts.map((part, index) => ({ num: index + 1, product: product(index), sum: minorToDecimal(Number(part)) }));
  }

  setLineSums(body: Record<string, unknown>): { documentId: string; sums: string[] | null } {
    const { documentId, sums } = body;
    if (typeof documentId !== 'string' || !this.state.documents.has(documentId)) {
      throw new IikoError(404, 'No such document');
    }
    if (sums === null) {
      this.lineSums.delete(documentId);
      return { documentId, sums: null };
    }
    if (
      !Array.isArray(sums) ||
      sums.length === 0 ||
      sums.some((sum) => typeof sum !== 'string' || !/^-?\d+(\.\d+)?$/.test(sum))
    ) {
      throw new IikoError(400, 'sums must be a non-empty list of decimal strings, or null');
    }
    this.lineSums.set(documentId, sums as string[]);
    return { documentId, sums: sums as string[] };
  }

  // Accounts and types

  account(id: string | null): IikoAccount | undefined {
    return id === null ? undefined : this.accounts.find((a) => a.id === id);
  }

  payableAccounts(): IikoAccount[] {
    return this.accounts.filter((a) => a.type === 'ACCOUNTS_PAYABLE' && !a.deleted);
  }

  // Requests

  /**
   * The injected fault of this `addPayOut` call, if it is the one the pending pay-out fault waits for: the calls
   * before it (`skip`) are answered as usual, so a test can let a payment's first pay-out through and fail the next.
   */
  takePayOutFault(): PayOutFaultMode | null {
    const fault = this.payOutFault;
    if (fault === null) return null;
    if (fault.skip > 0) {
      fault.skip -= 1;
      return null;
    }
    this.payOutFault = null;
    return fault.mode;
  }

  countRequest(endpoint: string): void {
    this.requests[endpoint] = (this.requests[endpoint] ?? 0) + 1;
  }
}
