import type { ErpFixture, FixtureDocument, FixtureSupplier } from '../src/erp-simulator/demo-fixture';
import { DEMO_FIXTURE } from '../src/erp-simulator/demo-fixture';
import { mulberry32 } from './allocate-seed';
import { inn } from './scale-drill-data';

/**
 * One restaurant's month on its bank account, decided by a seed: what an accountant finds in a real statement besides
 * supplier payments. Each line carries the category it was generated as, so a bench can say which kinds of line the
 * service readies without manual work and which still need a person.
 */
export type LineCategory =
  | 'supplier'
  | 'supplier-unnamed'
  | 'supplier-short'
  | 'card-settlement'
  | 'acquiring-fee'
  | 'bank-fee'
  | 'rent'
  | 'tax'
  | 'utility'
  | 'salary';

export interface MonthLine {
  category: LineCategory;
  /** The payment order number, which the import keeps as the bank reference. */
  number: number;
  day: number;
  direction: 'Debit' | 'Credit';
  amount: number;
  payee: { name: string; taxId: string | null; account: string };
  purpose: string;
  /** The supplier and invoice a supplier line pays. */
  supplierId?: string;
  invoiceId?: string;
}

export interface RestaurantMonth {
  fixture: ErpFixture;
  lines: MonthLine[];
  statement: Buffer;
  fileName: string;
}

export interface MonthShape {
  lines: number;
  suppliers: number;
  /** Days with card settlements (two acquirers, each with its fee). */
  days: number;
  /** Employees paid twice a month. */
  employees: number;
}

const OWN = { name: 'ООО «Демо-ресторан»', taxId: '7701234567' };
const ACQUIRERS = [
  { name: 'ПАО Сбербанк', taxId: '7707083893', account: '30232810400000000001' },
  { name: 'АО «Тинькофф Банк»', taxId: '7710140679', account: '30232810700000000002' },
];
const BANK = { name: 'ПАО Сбербанк', taxId: '7707083893', account: '70601810400000000003' };
const LANDLORD = { name: 'ИП Соколова Анна Викторовна', taxId: '772012345678', account: '40802810100000000004' };
const TAX_OFFICE = { name: 'УФК по г. Москве (ИФНС России № 1)', taxId: '7701107259', account: '03100643000000017300' };
const UTILITIES = [
  { name: 'ПАО «Мосэнергосбыт»', taxId: '7736520080', account: '40702810500000000005' },
  { name: 'АО «Мосводоканал»', taxId: '7701984274', account: '40702810800000000006' },
];

/** The write target every accountant rule names: an account and an article the simulator's demo fixture lists. */
const TARGET = { accountId: 'acc-bank-1', cashFlowArticleId: 'cfa-supplier-payments' };

/**
 * The direct posting rules an accountant creates for the kinds of line of the month that pay no invoice: one per
 * kind (one per utility, each its own payee), by what identifies the kind in a statement.
 */
export const ACCOUNTANT_RULES: readonly Record<string, string>[] = [
  { name: 'Аренда', direction: 'Debit', counterpartyTaxId: LANDLORD.taxId, ...TARGET },
  { name: 'Комиссия за эквайринг', direction: 'Debit', purposeContains: 'Комиссия за эквайринг', ...TARGET },
  { name: 'Комиссия банка', direction: 'Debit', purposeContains: 'Комиссия за ведение счета', ...TARGET },
  { name: 'Налоги', direction: 'Debit', counterpartyTaxId: TAX_OFFICE.taxId, ...TARGET },
  ...UTILITIES.map((utility) => ({
    name: `Коммунальные услуги: ${utility.name}`,
    direction: 'Debit',
    counterpartyTaxId: utility.taxId,
    ...TARGET,
  })),
  { name: 'Заработная плата', direction: 'Debit', purposeContains: 'Заработная плата', ...TARGET },
  {
    name: 'Поступления по эквайрингу',
    direction: 'Credit',
    purposeContains: 'операциям эквайринга',
    accountId: 'acc-bank-1',
    cashFlowArticleId: 'cfa-supplier-refunds',
  },
];
const SURNAMES = ['Иванов', 'Петров', 'Сидоров', 'Кузнецов', 'Смирнов', 'Попов', 'Васильев', 'Новиков', 'Морозов'];
const GIVEN = ['Алексей', 'Ирина', 'Дмитрий', 'Ольга', 'Сергей', 'Мария', 'Павел', 'Елена', 'Андрей', 'Наталья'];

const rubles = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
const dateOf = (day: number) => `${String(day).padStart(2, '0')}.03.2025`;

/**
 * About `lines` lines in March 2025: daily card settlements of two acquirers (pay-ins) and their fees, the bank's
 * fees, the rent twice, taxes, utilities, salaries twice a month, and the rest supplier payments of `suppliers`
 * suppliers, each paying one open invoice of the accounting system. Of those, one in ten names the supplier without
 * its INN and in another spelling (automatic matching cannot tell who it is), and one in twenty pays an invoice
 * short by a bank charge of 15–150 rubles.
 */
export function planMonth(shape: MonthShape, outletCode: string, account: string, seed: number): RestaurantMonth {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const suppliers: FixtureSupplier[] = Array.from({ length: shape.suppliers }, (_, index) => ({
    id: `month-sup-${index + 1}`,
    name: `ООО «Поставщик ${index + 1}»`,
    taxId: inn(random),
  }));
  const lines: MonthLine[] = [];
  const documents: FixtureDocument[] = [];
  let number = 5000;
  const add = (line: Omit<MonthLine, 'number'>) => lines.push({ ...line, number: ++number });

  for (let day = 1; day <= shape.days; day += 1) {
    for (const acquirer of ACQUIRERS) {
      const revenue = 15_000_000 + Math.floor(random() * 25_000_000);
      add({
        category: 'card-settlement',
        day,
        direction: 'Credit',
        amount: revenue,
        payee: acquirer,
        purpose: `Зачисление средств по операциям эквайринга за ${dateOf(day)}. Без НДС`,
      });
      add({
        category: 'acquiring-fee',
        day,
        direction: 'Debit',
        amount: Math.round(revenue * 0.019),
        payee: acquirer,
        purpose: `Комиссия за эквайринг по договору № 77-ЭК за ${dateOf(day)}`,
      });
    }
  }
  for (const day of [1, 5, 10, 15, 20, 25, 28, 31].slice(0, 8))
    add({
      category: 'bank-fee',
      day: Math.min(day, 31),
      direction: 'Debit',
      amount: 49_000 + Math.floor(random() * 50_000),
      payee: BANK,
      purpose: 'Комиссия за ведение счета и платежи по тарифу',
    });
  for (const day of [1, 15])
    add({
      category: 'rent',
      day,
      direction: 'Debit',
      amount: 45_000_000,
      payee: LANDLORD,
      purpose: 'Арендная плата за помещение по договору № 12-А за март 2025. Без НДС',
    });
  for (let index = 0; index < 12; index += 1)
    add({
      category: 'tax',
      day: 25 + (index % 4),
      direction: 'Debit',
      amount: 500_000 + Math.floor(random() * 30_000_000),
      payee: TAX_OFFICE,
      purpose: `Единый налоговый платеж (${index % 2 === 0 ? 'НДФЛ' : 'страховые взносы'})`,
    });
  for (let index = 0; index < 8; index += 1) {
    const utility = UTILITIES[index % UTILITIES.length];
    add({
      category: 'utility',
      day: 10 + index,
      direction: 'Debit',
      amount: 2_000_000 + Math.floor(random() * 8_000_000),
      payee: utility,
      purpose: `Оплата по счету № ${9000 + index} за коммунальные услуги. В т.ч. НДС 20%`,
    });
  }
  const employees = Array.from({ length: shape.employees }, (_, index) => ({
    name: `${pick(SURNAMES)} ${pick(GIVEN)} ${index + 1}`,
    taxId: null,
    account: `40817810${String(index + 1).padStart(12, '0')}`,
  }));
  for (const day of [10, 25])
    for (const employee of employees)
      add({
        category: 'salary',
        day,
        direction: 'Debit',
        amount: 2_500_000 + Math.floor(random() * 4_000_000),
        payee: employee,
        purpose: `Заработная плата за март 2025 (${day === 10 ? 'аванс' : 'окончательный расчёт'}). НДФЛ удержан`,
      });

  const supplierLines = Math.max(0, shape.lines - lines.length);
  for (let index = 0; index < supplierLines; index += 1) {
    const supplier = suppliers[index % suppliers.length];
    const supplierNumber = supplier.id.slice('month-sup-'.length);
    const invoiceAmount = 300_000 + Math.floor(random() * 9_700_000);
    const category: LineCategory =
      index % 10 === 9 ? 'supplier-unnamed' : index % 20 === 4 ? 'supplier-short' : 'supplier';
    const short = category === 'supplier-short' ? 1_500 + Math.floor(random() * 13_500) : 0;
    const invoiceId = `month-inv-${index + 1}`;
    documents.push({
      id: invoiceId,
      number: `M-${index + 1}`,
      date: `2025-02-${String(1 + (index % 28)).padStart(2, '0')}`,
      supplierId: supplier.id,
      storeCode: outletCode,
      direction: 'incoming',
      documentType: 'IncomingInvoice',
      amount: invoiceAmount,
      currency: 'RUB',
      isProcessed: true,
      isDeleted: false,
      paidAmount: 0,
    });
    add({
      category,
      day: 1 + (index % 31),
      direction: 'Debit',
      amount: invoiceAmount - short,
      payee:
        category === 'supplier-unnamed'
          ? {
              name: `Поставщик-${supplierNumber} ООО`,
              taxId: null,
              account: `40702810${supplierNumber.padStart(12, '0')}`,
            }
          : { name: supplier.name, taxId: supplier.taxId, account: `40702810${supplierNumber.padStart(12, '0')}` },
      purpose: `Оплата по счёту M-${index + 1}. Без НДС`,
      supplierId: supplier.id,
      invoiceId,
    });
  }
  lines.sort((a, b) => a.day - b.day || a.number - b.number);
  return {
    fixture: {
      accounts: DEMO_FIXTURE.accounts,
      cashFlowArticles: DEMO_FIXTURE.cashFlowArticles,
      expenseAccounts: DEMO_FIXTURE.expenseAccounts,
      expenseCashFlowArticles: DEMO_FIXTURE.expenseCashFlowArticles,
      suppliers,
      documents,
    },
    lines,
    statement: statementOf(account, lines),
    fileName: `${outletCode}-2025-03.txt`,
  };
}

/** The month as one 1C statement (UTF-8, CRLF) whose balances add up. */
function statementOf(account: string, lines: MonthLine[]): Buffer {
  const credited = lines.filter((line) => line.direction === 'Credit').reduce((sum, line) => sum + line.amount, 0);
  const debited = lines.filter((line) => line.direction === 'Debit').reduce((sum, line) => sum + line.amount, 0);
  const opening = 500_000_000 + debited;
  const text = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия предприятия',
    'ДатаСоздания=01.04.2025',
    'ВремяСоздания=09:00:00',
    'ДатаНачала=01.03.2025',
    'ДатаКонца=31.03.2025',
    `РасчСчет=${account}`,
    'Документ=Платежное поручение',
    'СекцияРасчСчет',
    'ДатаНачала=01.03.2025',
    'ДатаКонца=31.03.2025',
    `РасчСчет=${account}`,
    `НачальныйОстаток=${rubles(opening)}`,
    `ВсегоПоступило=${rubles(credited)}`,
    `ВсегоСписано=${rubles(debited)}`,
    `КонечныйОстаток=${rubles(opening + credited - debited)}`,
    'КонецРасчСчет',
    ...lines.flatMap((line) => {
      const own = [`ИНН ${OWN.taxId} ${OWN.name}`, OWN.taxId, OWN.name];
      const other = [
        `${line.payee.taxId ? `ИНН ${line.payee.taxId} ` : ''}${line.payee.name}`,
        line.payee.taxId ?? '',
        line.payee.name,
      ];
      const [payerAccount, payer, receiverAccount, receiver] =
        line.direction === 'Debit'
          ? [account, own, line.payee.account, other]
          : [line.payee.account, other, account, own];
      return [
        'СекцияДокумент=Платежное поручение',
        `Номер=${line.number}`,
        `Дата=${dateOf(line.day)}`,
        `Сумма=${rubles(line.amount)}`,
        `ПлательщикСчет=${payerAccount}`,
        `Плательщик=${payer[0]}`,
        `ПлательщикИНН=${payer[1]}`,
        `Плательщик1=${payer[2]}`,
        `ПолучательСчет=${receiverAccount}`,
        `Получатель=${receiver[0]}`,
        `ПолучательИНН=${receiver[1]}`,
        `Получатель1=${receiver[2]}`,
        line.direction === 'Debit' ? `ДатаСписано=${dateOf(line.day)}` : `ДатаПоступило=${dateOf(line.day)}`,
        `НазначениеПлатежа=${line.purpose}`,
        'КонецДокумента',
      ];
    }),
    'КонецФайла',
  ];
  return Buffer.from(`${text.join('\r\n')}\r\n`, 'utf8');
}
