import type { ErpFixture, FixtureDocument } from '../src/erp-simulator/demo-fixture';
import { mulberry32 } from './allocate-seed';
import { DEMO_FIXTURE } from '../src/erp-simulator/demo-fixture';

/**
 * The drill's day, decided up front from a seed: organizations and outlets, suppliers with valid INNs, the invoices
 * the simulator holds, and the 1C statements each outlet uploads. Every invoice is three times its payment, so a
 * posting written twice would be applied by the simulator (and counted as a double), not refused as an overpayment.
 */
export interface DrillPlan {
  organizations: { name: string; outlets: DrillOutlet[] }[];
  fixture: ErpFixture;
  payments: number;
}

export interface DrillOutlet {
  code: string;
  name: string;
  /** The statement files of the day, in upload order (1C, UTF-8, CRLF). */
  statements: { fileName: string; content: Buffer; supplierPayments: number }[];
}

export interface DrillShape {
  organizations: number;
  outletsPerOrganization: number;
  statementsPerOutlet: number;
  paymentsPerStatement: number;
  suppliers: number;
}

/** A 10-digit organization INN with its check digit. */
export function inn(random: () => number): string {
  const digits = Array.from({ length: 9 }, (_, index) => (index === 0 ? 1 + Math.floor(random() * 9) : 0));
  for (let index = 1; index < 9; index += 1) digits[index] = Math.floor(random() * 10);
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (weights.reduce((sum, weight, index) => sum + weight * digits[index], 0) % 11) % 10;
  return [...digits, check].join('');
}

/** The rent's payee: no supplier of the accounting system carries this INN. */
export const LANDLORD_PAYEE = { name: 'ИП Соколова Анна Викторовна', taxId: '772012345678' };

const rubles = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

export function planDay(shape: DrillShape, seed: number): DrillPlan {
  const random = mulberry32(seed);
  const suppliers = Array.from({ length: shape.suppliers }, (_, index) => ({
    id: `drill-sup-${index + 1}`,
    name: `ООО «Поставщик ${index + 1}»`,
    taxId: inn(random),
  }));
  const documents: FixtureDocument[] = [];
  let paymentNumber = 1000;
  let payments = 0;
  const organizations = Array.from({ length: shape.organizations }, (_, o) => ({
    name: `Drill restaurant ${o + 1}`,
    outlets: Array.from({ length: shape.outletsPerOrganization }, (_, l): DrillOutlet => {
      const code = `DRL-${o + 1}-${l + 1}`;
      const account = `407028109${String(o + 1).padStart(3, '0')}${String(l + 1).padStart(8, '0')}`;
      const statements = Array.from({ length: shape.statementsPerOutlet }, (_, s) => {
        const day = String(3 + s).padStart(2, '0');
        const lines: { supplier: (typeof suppliers)[number] | null; amount: number; number: number }[] = [];
        for (let p = 0; p < shape.paymentsPerStatement; p += 1) {
          const supplier = suppliers[Math.floor(random() * suppliers.length)];
          const amount = 100_000 + Math.floor(random() * 900_000);
          const number = ++paymentNumber;
          lines.push({ supplier, amount, number });
          documents.push({
            id: `drill-inv-${number}`,
            number: `DRL-INV-${number}`,
            date: `2025-01-${String(1 + (number % 28)).padStart(2, '0')}`,
            supplierId: supplier.id,
            storeCode: code,
            direction: 'incoming',
            documentType: 'IncomingInvoice',
            amount: 3 * amount,
            currency: 'RUB',
            isProcessed: true,
            isDeleted: false,
            paidAmount: 0,
          });
        }
        // The rent: no supplier of the accounting system has this INN, so matching leaves it Unmatched.
        lines.push({ supplier: null, amount: 4_500_000, number: ++paymentNumber });
        payments += shape.paymentsPerStatement;
        return {
          fileName: `${code}-2025-02-${day}.txt`,
          content: statement(account, `${day}.02.2025`, lines),
          supplierPayments: shape.paymentsPerStatement,
        };
      });
      return { code, name: `Outlet ${code}`, statements };
    }),
  }));
  return {
    organizations,
    payments,
    fixture: {
      accounts: DEMO_FIXTURE.accounts,
      cashFlowArticles: DEMO_FIXTURE.cashFlowArticles,
      suppliers,
      documents,
    },
  };
}

function statement(
  account: string,
  date: string,
  lines: { supplier: { name: string; taxId: string } | null; amount: number; number: number }[],
): Buffer {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const opening = total + 10_000_000;
  const text = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия предприятия',
    `ДатаСоздания=${date}`,
    'ВремяСоздания=18:00:00',
    `ДатаНачала=${date}`,
    `ДатаКонца=${date}`,
    `РасчСчет=${account}`,
    'Документ=Платежное поручение',
    'СекцияРасчСчет',
    `ДатаНачала=${date}`,
    `ДатаКонца=${date}`,
    `РасчСчет=${account}`,
    `НачальныйОстаток=${rubles(opening)}`,
    'ВсегоПоступило=0.00',
    `ВсегоСписано=${rubles(total)}`,
    `КонечныйОстаток=${rubles(opening - total)}`,
    'КонецРасчСчет',
    ...lines.flatMap(({ supplier, amount, number }) => {
      const payee = supplier ?? LANDLORD_PAYEE;
      return [
        'СекцияДокумент=Платежное поручение',
        `Номер=${number}`,
        `Дата=${date}`,
        `Сумма=${rubles(amount)}`,
        `ПлательщикСчет=${account}`,
        'Плательщик=ИНН 7701234567 ООО «Демо-ресторан»',
        'ПлательщикИНН=7701234567',
        'Плательщик1=ООО «Демо-ресторан»',
        `ПолучательСчет=40702810400000${String(number).padStart(6, '0')}`,
        `Получатель=ИНН ${payee.taxId} ${payee.name}`,
        `ПолучательИНН=${payee.taxId}`,
        `Получатель1=${payee.name}`,
        `ДатаСписано=${date}`,
        supplier ? `НазначениеПлатежа=Оплата по счёту DRL-INV-${number}. Без НДС` : 'НазначениеПлатежа=Аренда',
        'КонецДокумента',
      ];
    }),
    'КонецФайла',
  ];
  return Buffer.from(`${text.join('\r\n')}\r\n`, 'utf8');
}
