import { createHash } from 'node:crypto';
import type { ErpFixture } from '../demo-fixture';
import type { CorporateItem, IikoAccount, PayInOutType } from './iiko-types';

/**
 * The start data the IikoServer dialect adds to a fixture: the corporation tree, the accounts besides the fixture's
 * payment accounts, and the pay-in/pay-out types besides those made from its cash-flow articles. Ids are fixed, so
 * tests and a demo can name them across resets.
 */

/** A UUID derived from a seed: records the simulator creates on demand keep their id across resets and runs. */
export function stableUuid(seed: string): string {
  const hex = createHash('sha1').update(seed, 'utf8').digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const IIKO_DEMO_IDS = {
  corporation: '65f701a2-f65a-48b7-b65a-77cc3e32b2fd',
  jurPerson: 'd98e26a7-7026-4a9f-8aaa-fffbcdf14819',
  departmentMsk: 'd54ccdc4-4672-461e-948c-9a5983683d33',
  departmentSpb: 'd6e945bb-feb1-4ff3-ae50-b4203ec7a6e0',
  /** A kitchen (MANUFACTURE) between the SPB department and its store SPB-01. */
  kitchenSpb: '061950ba-9a2b-4743-90c9-d55eb943e559',
  storeMsk: 'ca8e2ab9-37a4-4cb9-9b24-7b11392294d9',
  storeSpb: 'a8ecf418-fae7-42d4-bd01-56e37b5a82c9',
  /** A store without a code: it maps to no outlet. */
  storeBarSpb: '379769e6-aba5-488b-a662-c4cb1a140cf2',
  accountPayable: 'e221d9ed-6b3e-492b-905a-a20a4d0af79f',
  accountEmployees: '252da702-ec2b-4374-8375-b0517d30778b',
  accountExpenses: 'bdd98a53-0d62-4ce5-8ae1-4180ae80289d',
  /** The expenses account the write-off type «Банковская комиссия» draws from. */
  accountBankFees: 'e507a94e-8612-4559-ba37-e65cbc657ea4',
  accountClosedCash: '98a8d34a-9565-4125-93b2-5de9ab2f3615',
  typePayIn: '420b851e-1136-4b7c-985e-76d2d63dd2c7',
  typeDeleted: '83d98d23-408e-478f-8301-bb09d657d047',
  typeWithoutChiefAccount: '7a002039-49f6-42e9-859f-d973f23f05b3',
  typeEmployees: 'f7c30c5b-b176-4816-8ba1-38a485b9afa6',
  /**
   * «Банковская комиссия»: a supplier pay-out type from the bank-fees expenses account onto accounts payable, the
   * target a payment's small difference is written off to.
   */
  typeBankFee: '3af63bc2-07f8-4a91-80af-1ca99c450d70',
} as const;

/** Where stores created on demand, and documents without a store, belong. */
export const DEFAULT_DEPARTMENT_ID = IIKO_DEMO_IDS.departmentMsk;

export function demoCorporation(): CorporateItem[] {
  const ids = IIKO_DEMO_IDS;
  return [
    { id: ids.corporation, parentId: null, code: '1', name: 'Ресторанная группа «Демо»', type: 'CORPORATION' },
    {
      id: ids.jurPerson,
      parentId: ids.corporation,
      code: '2',
      name: 'ООО «Демо Ресторан»',
      type: 'JURPERSON',
      taxpayerIdNumber: '7736207543',
    },
    { id: ids.departmentMsk, parentId: ids.jurPerson, code: 'MSK', name: 'Ресторан на Тверской', type: 'DEPARTMENT' },
    { id: ids.departmentSpb, parentId: ids.jurPerson, code: 'SPB', name: 'Ресторан на Невском', type: 'DEPARTMENT' },
    { id: ids.kitchenSpb, parentId: ids.departmentSpb, code: 'SPB-K', name: 'Кухня на Невском', type: 'MANUFACTURE' },
    { id: ids.storeMsk, parentId: ids.departmentMsk, code: 'MSK-01', name: 'Основной склад (Тверская)', type: 'STORE' },
    { id: ids.storeSpb, parentId: ids.kitchenSpb, code: 'SPB-01', name: 'Склад кухни (Невский)', type: 'STORE' },
    { id: ids.storeBarSpb, parentId: ids.departmentSpb, code: '', name: 'Бар (Невский)', type: 'STORE' },
  ];
}

function account(
  id: string,
  code: string,
  name: string,
  type: IikoAccount['type'],
  more: Partial<IikoAccount> = {},
): IikoAccount {
  return {
    id,
    accountParentId: null,
    parentCorporateId: null,
    code,
    deleted: false,
    name,
    type,
    system: false,
    customTransactionsAllowed: true,
    ...more,
  };
}

/** The fixture's payment accounts as CASH accounts, then the supplier settlements account and a few others. */
export function demoAccounts(fixture: ErpFixture): IikoAccount[] {
  const ids = IIKO_DEMO_IDS;
  return [
    ...fixture.accounts.map((a) => account(a.id, a.code, a.name, 'CASH')),
    account(ids.accountPayable, '5.01', 'Расчеты с поставщиками', 'ACCOUNTS_PAYABLE', { system: true }),
    account(ids.accountEmployees, '2.02', 'Текущие расчеты с сотрудниками', 'EMPLOYEES_LIABILITY', { system: true }),
    account(ids.accountExpenses, '6.03', 'Хозяйственные расходы', 'EXPENSES'),
    account(ids.accountBankFees, '6.04', 'Банковские комиссии', 'EXPENSES'),
    account(ids.accountClosedCash, '1.05', 'Касса закрытого ресторана', 'CASH', { deleted: true }),
  ];
}

function type(id: string, more: Partial<PayInOutType>): PayInOutType {
  return {
    id,
    chiefAccount: null,
    account: IIKO_DEMO_IDS.accountPayable,
    counteragentType: 'SUPPLIER',
    transactionType: 'PAYOUT',
    cashFlowCategory: null,
    conception: null,
    limit: null,
    comment: null,
    mandatoryFrontComment: false,
    isDeleted: false,
    categoryName: null,
    ...more,
  };
}

function category(code: string): { id: string; code: string } {
  return { id: stableUuid(`cash-flow-category:${code}`), code };
}

/**
 * The fixture's cash-flow articles as supplier pay-out types (article i draws from the fixture's account i, round
 * robin, onto accounts payable), then the types the connector must not offer: a pay-in, a deleted pay-out, a pay-out
 * without a chief account, and pay-outs to employees and to no counteragent; last the write-off target «Банковская
 * комиссия», a supplier pay-out type whose chief account is an expenses account.
 */
export function demoPayInOutTypes(fixture: ErpFixture): PayInOutType[] {
  const ids = IIKO_DEMO_IDS;
  const cash = fixture.accounts.map((a) => a.id);
  const chief = (index: number) => (cash.length === 0 ? null : cash[index % cash.length]);
  return [
    ...fixture.cashFlowArticles.map((article, index) =>
      type(article.id, {
        chiefAccount: chief(index),
        cashFlowCategory: category(article.code),
        categoryName: article.name,
      }),
    ),
    type(ids.typePayIn, {
      transactionType: 'PAYIN',
      chiefAccount: chief(0),
      cashFlowCategory: category('CF-03'),
      categoryName: 'Возвраты поставщиков в кассу',
    }),
    type(ids.typeDeleted, {
      chiefAccount: chief(0),
      cashFlowCategory: category('CF-01'),
      categoryName: 'Оплата поставщикам',
      isDeleted: true,
    }),
    type(ids.typeWithoutChiefAccount, { cashFlowCategory: category('CF-04'), categoryName: 'Авансы поставщикам' }),
    type(ids.typeEmployees, {
      chiefAccount: chief(1),
      account: ids.accountEmployees,
      counteragentType: 'EMPLOYEE',
      cashFlowCategory: category('CF-05'),
      categoryName: 'Выплаты сотрудникам',
    }),
    type(stableUuid('pay-out-type:expenses'), {
      chiefAccount: chief(0),
      account: ids.accountExpenses,
      counteragentType: 'NONE',
      cashFlowCategory: category('CF-06'),
      categoryName: 'Хозяйственные расходы',
      mandatoryFrontComment: true,
      limit: 500_000,
    }),
    type(ids.typeBankFee, {
      chiefAccount: ids.accountBankFees,
      cashFlowCategory: category('CF-07'),
      categoryName: 'Банковская комиссия',
    }),
  ];
}
