/** Records of the simulated iikoServer, with the member names of the real API where it has them. */

/** The licence module the simulator names in its licence refusals (the iikoServer API module). */
export const IIKO_API_MODULE_ID = 28008806;

export type CorporateItemType =
  | 'CORPORATION'
  | 'JURPERSON'
  | 'ORGDEVELOPMENT'
  | 'DEPARTMENT'
  | 'MANUFACTURE'
  | 'CENTRALSTORE'
  | 'CENTRALOFFICE'
  | 'SALEPOINT'
  | 'STORE';

export const CORPORATE_ITEM_TYPES: readonly CorporateItemType[] = [
  'CORPORATION',
  'JURPERSON',
  'ORGDEVELOPMENT',
  'DEPARTMENT',
  'MANUFACTURE',
  'CENTRALSTORE',
  'CENTRALOFFICE',
  'SALEPOINT',
  'STORE',
];

/** A node of the corporation tree: `corporation/stores/` lists the STOREs, `corporation/departments/` the rest. */
export interface CorporateItem {
  id: string;
  parentId: string | null;
  /** Optional on the real server and empty by default for stores. */
  code: string | null;
  name: string;
  type: CorporateItemType;
  taxpayerIdNumber?: string | null;
}

export type IikoAccountType =
  | 'CASH'
  | 'ACCOUNTS_RECEIVABLE'
  | 'DEBTS_OF_EMPLOYEES'
  | 'CURRENT_ASSET'
  | 'OTHER_CURRENT_ASSET'
  | 'INVENTORY_ASSETS'
  | 'EMPLOYEES_LIABILITY'
  | 'ACCOUNTS_PAYABLE'
  | 'CLIENTS_LIABILITY'
  | 'OTHER_CURRENT_LIABILITY'
  | 'LONG_TERM_LIABILITY'
  | 'EQUITY'
  | 'COST_OF_GOODS_SOLD'
  | 'INCOME'
  | 'EXPENSES'
  | 'OTHER_INCOME'
  | 'OTHER_EXPENSES';

/** An entry of `v2/entities/accounts/list` (without `rootType`, which is always `Account`). */
export interface IikoAccount {
  id: string;
  accountParentId: string | null;
  parentCorporateId: string | null;
  code: string;
  deleted: boolean;
  name: string;
  type: IikoAccountType;
  system: boolean;
  customTransactionsAllowed: boolean;
}

export type CounteragentType = 'NONE' | 'COUNTERAGENT' | 'EMPLOYEE' | 'SUPPLIER' | 'CLIENT' | 'INTERNAL_SUPPLIER';

/** An entry of `v2/entities/payInOutTypes/list`. The real entry has no name; `categoryName` is the simulator's. */
export interface PayInOutType {
  id: string;
  chiefAccount: string | null;
  account: string | null;
  counteragentType: CounteragentType;
  transactionType: 'PAYOUT' | 'PAYIN';
  cashFlowCategory: { id: string; code: string } | null;
  conception: { id: string; code: string; name: string } | null;
  /** Front limit, hundredths; null for none. */
  limit: number | null;
  comment: string | null;
  mandatoryFrontComment: boolean;
  isDeleted: boolean;
  /** The cash-flow category's name, shown only in the TRANSACTIONS report (`CashFlowCategory`). */
  categoryName: string | null;
}

/** One pay-out booked by `addPayOut`. Every SUCCESS books one: the server never deduplicates. */
export interface BookedPayOut {
  id: string;
  /** The text inside the last pair of square brackets of the comment (the service's posting key), or null. */
  idempotencyKey: string | null;
  payOutTypeId: string;
  /** The same as `payOutTypeId`: the name the Reference dialect's payment list uses for the article. */
  cashFlowArticleId: string;
  /** The type's chief account: the money leaves it (CREDIT, `Sum.Outgoing`). */
  accountId: string;
  /** The type's correspondent account (DEBIT, `Sum.Incoming`), the one that carries the counteragent. */
  correspondentAccountId: string | null;
  supplierId: string | null;
  /** `payOutDate`; the server adds the time of the booking. */
  date: string;
  time: string;
  /** Per department, in the order sent, hundredths. */
  departments: { departmentId: string; amount: number }[];
  /** The first department (the service sends exactly one). */
  departmentId: string;
  totalAmount: number;
  comment: string | null;
  /** The pay-out document's number, as the TRANSACTIONS report's `Document` shows it. */
  documentNumber: string;
  appliedAt: string;
  /** Epoch ms of the booking: the OLAP lag counts from here. */
  bookedAtMs: number;
}

/**
 * How an injected pay-out fault answers: `error` 500 and `unavailable` 503 (nothing booked), `timeout-after-commit`
 * (booked, never answered), `refuse` 409 with a business refusal's text (nothing booked).
 */
export const PAY_OUT_FAULT_MODES = ['error', 'unavailable', 'timeout-after-commit', 'refuse'] as const;

export type PayOutFaultMode = (typeof PAY_OUT_FAULT_MODES)[number];

/** A fault for the `addPayOut` call that comes after `skip` more calls: a write cut between two pay-outs. */
export interface PayOutFault {
  skip: number;
  mode: PayOutFaultMode;
}

/** A refusal answered as `text/plain`, the only error format of the real server. */
export class IikoError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
