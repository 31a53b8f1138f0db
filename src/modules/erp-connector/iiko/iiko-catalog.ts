import type { ErpAccount, ErpCashFlowArticle, ErpStore } from '../erp-connector';
import { isJsonObject, stringMember, type ExactJson, type ExactJsonObject } from './iiko-json';
import type { CorporateItem } from './iiko-xml';

/**
 * What the service may write a payment under on iikoServer: pay-out types (`v2/entities/payInOutTypes/list`) and
 * the accounts they draw from (`v2/entities/accounts/list`), and the stores with the departments a pay-out is booked
 * on (`corporation/stores/`, `corporation/departments/`). Shapes in docs/iiko-server.md §3.5, §3.6.
 */

export interface IikoAccount {
  id: string;
  code: string;
  name: string;
  type: string;
  deleted: boolean;
}

export interface IikoPayOutType {
  id: string;
  chiefAccount: string | null;
  account: string | null;
  counteragentType: string;
  transactionType: string;
  categoryCode: string;
  isDeleted: boolean;
}

/** Counteragent types whose pay-out can name a supplier: SUPPLIER, or COUNTERAGENT ("все"). */
const SUPPLIER_COUNTERAGENT_TYPES = new Set(['SUPPLIER', 'COUNTERAGENT']);

function entries(json: ExactJson): ExactJsonObject[] | null {
  return Array.isArray(json) ? json.filter(isJsonObject) : null;
}

export function readAccounts(json: ExactJson): IikoAccount[] | null {
  const list = entries(json);
  if (list === null) return null;
  return list.flatMap((entry) => {
    const id = stringMember(entry, 'id');
    if (id === null) return [];
    return [
      {
        id,
        code: stringMember(entry, 'code') ?? '',
        name: stringMember(entry, 'name') ?? '',
        type: stringMember(entry, 'type') ?? '',
        deleted: entry.deleted === true,
      },
    ];
  });
}

export function readPayOutTypes(json: ExactJson): IikoPayOutType[] | null {
  const list = entries(json);
  if (list === null) return null;
  return list.flatMap((entry) => {
    const id = stringMember(entry, 'id');
    if (id === null) return [];
    const category = entry.cashFlowCategory;
    return [
      {
        id,
        chiefAccount: stringMember(entry, 'chiefAccount'),
        account: stringMember(entry, 'account'),
        counteragentType: stringMember(entry, 'counteragentType') ?? 'NONE',
        transactionType: stringMember(entry, 'transactionType') ?? '',
        categoryCode: (isJsonObject(category) ? stringMember(category, 'code') : null) ?? '',
        isDeleted: entry.isDeleted === true,
      },
    ];
  });
}

/**
 * The pay-out types the service offers: a pay-out (not a pay-in: `addPayOut` refuses those), with a chief account
 * the server lists and has not deleted, a counteragent type that can name a supplier, and not deleted.
 */
export function offeredPayOutTypes(types: readonly IikoPayOutType[], accounts: readonly IikoAccount[]) {
  const live = new Set(accounts.filter((account) => !account.deleted).map((account) => account.id));
  return types.filter(
    (type) =>
      type.transactionType === 'PAYOUT' &&
      type.chiefAccount !== null &&
      live.has(type.chiefAccount) &&
      SUPPLIER_COUNTERAGENT_TYPES.has(type.counteragentType) &&
      !type.isDeleted,
  );
}

/** The accounts payments may be written from: the chief accounts of the offered pay-out types. */
export function offeredAccounts(types: readonly IikoPayOutType[], accounts: readonly IikoAccount[]): ErpAccount[] {
  const chiefs = new Set(offeredPayOutTypes(types, accounts).map((type) => type.chiefAccount));
  return accounts.filter((account) => chiefs.has(account.id)).map(({ id, code, name }) => ({ id, code, name }));
}

/**
 * A pay-out type has no name of its own (docs/iiko-server.md §4): "<chief account> → <account> · <category code>",
 * as clients find types by that triple.
 */
export function articleOf(type: IikoPayOutType, accounts: ReadonlyMap<string, IikoAccount>): ErpCashFlowArticle {
  const nameOf = (id: string | null) => (id === null ? '—' : (accounts.get(id)?.name ?? id));
  const path = `${nameOf(type.chiefAccount)} → ${nameOf(type.account)}`;
  return {
    id: type.id,
    code: type.categoryCode,
    name: type.categoryCode === '' ? path : `${path} · ${type.categoryCode}`,
    accountId: type.chiefAccount,
  };
}

export function offeredArticles(types: readonly IikoPayOutType[], accounts: readonly IikoAccount[]) {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return offeredPayOutTypes(types, accounts).map((type) => articleOf(type, byId));
}

/** Deeper than any corporation tree; a bound so a cycle in `parentId` cannot loop. */
const MAX_TREE_DEPTH = 64;

/**
 * Each store with its department: the first node of type DEPARTMENT on the way up its `parentId` chain (a store's
 * direct parent need not be the department, docs/iiko-server.md §3.5); null when the chain reaches none.
 */
export function storesWithDepartments(
  stores: readonly CorporateItem[],
  departments: readonly CorporateItem[],
): ErpStore[] {
  const nodes = new Map<string, CorporateItem>();
  for (const item of [...departments, ...stores]) nodes.set(item.id, item);
  return stores.map((store) => {
    let departmentId: string | null = null;
    let current = store.parentId === null ? undefined : nodes.get(store.parentId);
    for (let depth = 0; current !== undefined && depth < MAX_TREE_DEPTH; depth += 1) {
      if (current.type === 'DEPARTMENT') {
        departmentId = current.id;
        break;
      }
      current = current.parentId === null ? undefined : nodes.get(current.parentId);
    }
    return { id: store.id, code: store.code, name: store.name, departmentId };
  });
}
