import { readFileSync } from 'node:fs';
import type {
  ErpAccount,
  ErpCashFlowArticle,
  ErpDocument,
  ErpDocumentDirection,
  ErpServerInfo,
} from '../modules/erp-connector/erp-connector';

export interface FixtureSupplier {
  id: string;
  name: string;
  taxId: string | null;
  isDeleted?: boolean;
}

/** A document as loaded: the payment status, revision and change time are the simulator's to keep. */
export type FixtureDocument = Omit<ErpDocument, 'paymentStatus' | 'revision' | 'modifiedAt'>;

/** The simulator's start data; `ERP_SIMULATOR_FIXTURE` names a JSON file of this shape. */
export interface ErpFixture {
  serverInfo?: ErpServerInfo;
  /** Payment accounts (bank or cash) and the articles payments are written under. */
  accounts: ErpAccount[];
  cashFlowArticles: ErpCashFlowArticle[];
  /**
   * Expense accounts and articles a payment's small difference is written off to: the Reference dialect lists them
   * after the payment ones. The IikoServer dialect keeps its own for that (iiko-demo.ts), since it makes every account
   * above a cash account and every article above a supplier pay-out type from one.
   */
  expenseAccounts?: ErpAccount[];
  expenseCashFlowArticles?: ErpCashFlowArticle[];
  suppliers: FixtureSupplier[];
  documents: FixtureDocument[];
}

function invoice(
  id: string,
  supplierId: string,
  date: string,
  storeCode: string | null,
  amount: number,
  state: { isProcessed?: boolean; isDeleted?: boolean; paidAmount?: number; direction?: ErpDocumentDirection } = {},
): FixtureDocument {
  const direction = state.direction ?? 'incoming';
  return {
    id,
    number: id.toUpperCase(),
    date,
    supplierId,
    storeCode,
    direction,
    documentType: direction === 'incoming' ? 'IncomingInvoice' : 'OutgoingInvoice',
    amount,
    currency: 'RUB',
    isProcessed: state.isProcessed ?? true,
    isDeleted: state.isDeleted ?? false,
    paidAmount: state.paidAmount ?? 0,
  };
}

/**
 * Built-in demo data, loaded unless a fixture is given: suppliers with valid INNs, incoming invoices processed, partly
 * paid, unprocessed and deleted, outgoing documents, store codes of two outlets (one written in lower case, one
 * unknown), and an expense account and article to write small differences off to.
 */
export const DEMO_FIXTURE: ErpFixture = {
  accounts: [
    { id: 'acc-bank-1', code: '51.01', name: 'Расчётный счёт, АО «Банк»' },
    { id: 'acc-cash-1', code: '50.01', name: 'Касса ресторана' },
  ],
  cashFlowArticles: [
    { id: 'cfa-supplier-payments', code: 'CF-01', name: 'Оплата поставщикам' },
    { id: 'cfa-supplier-refunds', code: 'CF-02', name: 'Возвраты от поставщиков' },
  ],
  expenseAccounts: [{ id: 'acc-other-expenses', code: '91.02', name: 'Прочие расходы' }],
  expenseCashFlowArticles: [{ id: 'cfa-bank-fees', code: 'CF-07', name: 'Банковские комиссии' }],
  suppliers: [
    { id: 'sup-dairy', name: 'ООО «Молочная ферма»', taxId: '7707049388' },
    { id: 'sup-vegetables', name: 'ООО «Овощная база»', taxId: '5001007329' },
    { id: 'sup-meat', name: 'АО «Мясной двор»', taxId: '7842010010' },
    { id: 'sup-former', name: 'ООО «Старый поставщик»', taxId: '5406012341', isDeleted: true },
  ],
  documents: [
    invoice('inv-1001', 'sup-dairy', '2025-01-10', 'MSK-01', 1_250_000),
    invoice('inv-1002', 'sup-dairy', '2025-01-15', 'MSK-01', 830_050, { paidAmount: 300_000 }),
    invoice('inv-1003', 'sup-vegetables', '2025-01-12', 'SPB-01', 452_000, { isProcessed: false }),
    invoice('inv-1004', 'sup-vegetables', '2025-01-18', 'MSK-01', 99_900, { isDeleted: true }),
    invoice('inv-1005', 'sup-meat', '2025-01-20', 'spb-01', 2_100_000),
    invoice('inv-1006', 'sup-meat', '2025-01-22', 'NO-SUCH-STORE', 150_000),
    invoice('out-2001', 'sup-dairy', '2025-01-11', 'MSK-01', 50_000, { direction: 'outgoing' }),
    invoice('out-2002', 'sup-meat', '2025-01-25', 'SPB-01', 120_000, { direction: 'outgoing' }),
  ],
};

/** Reads a fixture file; only the top-level shape is checked, the simulator validates records as it loads them. */
export function loadFixture(path: string): ErpFixture {
  const fixture = JSON.parse(readFileSync(path, 'utf8')) as ErpFixture;
  for (const key of ['accounts', 'cashFlowArticles', 'suppliers', 'documents'] as const) {
    if (!Array.isArray(fixture[key])) throw new Error(`Fixture ${path}: "${key}" must be an array`);
  }
  for (const key of ['expenseAccounts', 'expenseCashFlowArticles'] as const) {
    if (fixture[key] !== undefined && !Array.isArray(fixture[key])) {
      throw new Error(`Fixture ${path}: "${key}" must be an array when given`);
    }
  }
  return fixture;
}
