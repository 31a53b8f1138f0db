import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { ErpUnavailableError } from '../erp-connector.errors';
import { storesWithDepartments } from './iiko-catalog';
import { invoiceAmount, invoiceOf, type InvoiceContext } from './iiko-documents';
import {
  corporateItemOf,
  serverInfoOf,
  supplierOf,
  XmlRecordStream,
  type CorporateItem,
  type XmlElement,
} from './iiko-xml';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/** Feeds `text` in the given pieces, as the transport hands over decoded chunks of the answer. */
function records(text: string, depth: 0 | 1, cuts: number[] = []): XmlElement[] {
  const found: XmlElement[] = [];
  const stream = new XmlRecordStream('listSuppliers', depth, (record) => found.push(record));
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    stream.write(text.slice(at, cut));
    at = cut;
  }
  stream.write(text.slice(at));
  stream.end();
  return found;
}

const stores = () => records(fixture('stores.xml'), 1).map(corporateItemOf) as CorporateItem[];
const departments = () => records(fixture('departments.xml'), 1).map(corporateItemOf) as CorporateItem[];

describe('iikoServer XML answers, read as streams', () => {
  it('reads the server info, null-marked members as absent', () => {
    const [root] = records(fixture('server-info.xml'), 0);
    expect(serverInfoOf(root)).toEqual({ version: '8.2.7014.0', edition: 'default' });
    expect(serverInfoOf({ name: 'r', text: '', isNull: false, children: [] })).toBeNull();
  });

  it('keeps the employees that are suppliers, with the INN, deletion, entities and CDATA decoded', () => {
    const suppliers = records(fixture('suppliers.xml'), 1).map(supplierOf);
    expect(suppliers).toEqual([
      {
        id: 'cfdd6790-d3bb-49a0-a55b-4178fa49fe8c',
        name: 'ООО «Молочная ферма» & К°',
        taxId: '7707049388',
        isDeleted: false,
        revision: 0,
      },
      null,
      {
        id: '9a1c6f0e-5d35-4c0b-8b49-1d0c3a7f2e11',
        name: 'ИП Петров <овощи>',
        taxId: null,
        isDeleted: true,
        revision: 0,
      },
    ]);
  });

  it('reads the children of the root whatever the root is called', () => {
    expect(records(fixture('suppliers-employee-dtoes.xml'), 1).map(supplierOf)).toEqual([
      expect.objectContaining({ name: 'ООО «Рыба»', taxId: '6630011228' }),
    ]);
  });

  it('gives the same records wherever the answer is cut into chunks', () => {
    const text = fixture('incoming-invoices.xml');
    const whole = records(text, 1);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 40 }), (cuts) => {
        expect(records(text, 1, cuts)).toEqual(whole);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['malformed XML', '<employees><employee><id>1</id></employees>'],
    ['a DOCTYPE', '<!DOCTYPE employees [<!ENTITY a "b">]><employees/>'],
    ['an HTML page answered with 200', '<html><body>Proxy login</body></html>'],
    ['an empty answer', ''],
    ['an undeclared entity', '<employees><employee><id>&boom;</id></employee></employees>'],
  ])('fails %s as the server failing, without quoting it', (_name, text) => {
    const error = (() => {
      try {
        records(text, 1);
        return null;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ErpUnavailableError);
    expect(error).toMatchObject({ kind: 'unavailable', reason: 'server-error', retryable: true });
    expect((error as Error).message).not.toMatch(/Proxy|boom|ENTITY/);
  });
});

describe('stores and their departments', () => {
  it('walks parentId up to the DEPARTMENT, through kitchens, and gives null where there is none', () => {
    expect(storesWithDepartments(stores(), departments())).toEqual([
      {
        id: 'aafe2a57-cd7c-4d5f-8efe-11c53db94d02',
        code: 'MSK-01',
        name: 'Основной склад',
        departmentId: '06d7ec0c-8fee-f341-015f-b58127ff000d',
      },
      {
        id: 'b1a0f7a3-54a1-4f7e-9c3e-1f8b8d5c2a10',
        code: 'SPB-01',
        name: 'Склад кухни',
        departmentId: '2b9c2770-f146-43b8-9ac1-ad717d9c7996',
      },
      {
        id: 'c2b1e8b4-65b2-4a8f-8d4f-2a9c9e6d3b21',
        code: null,
        name: 'Бар',
        departmentId: '2b9c2770-f146-43b8-9ac1-ad717d9c7996',
      },
      {
        id: 'd3c2f9c5-76c3-4b90-9e50-3b0d0f7e4c32',
        code: 'ORPHAN',
        name: 'Склад вне подразделений',
        departmentId: null,
      },
    ]);
  });

  it('stops on a cycle in the tree', () => {
    const loop: CorporateItem[] = [
      { id: 'a', parentId: 'b', code: null, name: 'A', type: 'MANUFACTURE' },
      { id: 'b', parentId: 'a', code: null, name: 'B', type: 'MANUFACTURE' },
    ];
    const store: CorporateItem = { id: 's', parentId: 'a', code: 'S', name: 'S', type: 'STORE' };
    expect(storesWithDepartments([store], loop)).toEqual([{ id: 's', code: 'S', name: 'S', departmentId: null }]);
  });
});

describe('invoices', () => {
  const context: InvoiceContext = {
    currency: 'RUB',
    exponent: 2,
    storeCodes: new Map(storesWithDepartments(stores(), departments()).map((store) => [store.id, store.code])),
    readAt: '2026-08-31T12:00:00.000Z',
  };

  it('maps incoming invoices: exact line sums, status, the default store’s code, the date as written', () => {
    const documents = records(fixture('incoming-invoices.xml'), 1).map((d) => invoiceOf(d, 'incoming', context));
    expect(documents[0]).toEqual({
      id: 'ec5170df-e0f6-6f12-01a0-4d7273bba01f',
      number: '2452',
      date: '2026-08-01',
      supplierId: 'cfdd6790-d3bb-49a0-a55b-4178fa49fe8c',
      storeCode: 'MSK-01',
      direction: 'incoming',
      documentType: 'IncomingInvoice',
      amount: 1_540_002,
      currency: 'RUB',
      isProcessed: true,
      isDeleted: false,
      paidAmount: 0,
      paymentStatus: 'Unpaid',
      revision: 0,
      modifiedAt: '2026-08-31T12:00:00.000Z',
      unpayableReason: null,
    });
    // No default store: the lines' common store; a half kopeck is never rounded; the offset is not converted.
    expect(documents[1]).toMatchObject({
      date: '2026-08-03',
      storeCode: 'SPB-01',
      isProcessed: false,
      isDeleted: false,
      amount: 0,
      unpayableReason: 'amount_not_exact',
    });
    // A store without a code maps to no outlet; additional-expense lines count like any other line.
    expect(documents[2]).toMatchObject({ storeCode: null, isDeleted: true, isProcessed: false, amount: 65_050 });
    expect(documents[3]).toMatchObject({
      number: '2455',
      date: '2026-08-06',
      amount: 0,
      unpayableReason: 'amount_unreadable',
    });
    expect(documents[4]).toBeNull();
  });

  it('maps outgoing invoices: the counteragent, the default store code, else the lines’ store by id', () => {
    const documents = records(fixture('outgoing-invoices.xml'), 1).map((d) => invoiceOf(d, 'outgoing', context));
    expect(documents[0]).toMatchObject({
      id: 'cde9adc2-1c49-4d68-9d30-31a3768df53e',
      number: '4',
      date: '2012-07-04',
      supplierId: '18761e00-aa16-4d0f-a064-d26cb3e7c646',
      storeCode: '16',
      documentType: 'OutgoingInvoice',
      amount: 100_000,
      isProcessed: true,
    });
    expect(documents[1]).toMatchObject({ storeCode: 'MSK-01', amount: 375, isProcessed: false });
  });

  it('sums any lines exactly, in the currency’s minor units', () => {
    expect(invoiceAmount(['0.1', '0.2'], 2)).toEqual({ amount: 30, unpayableReason: null });
    expect(invoiceAmount(['1', '0.001'], 3)).toEqual({ amount: 1001, unpayableReason: null });
    expect(invoiceAmount(['100.5'], 0)).toEqual({ amount: 0, unpayableReason: 'amount_not_exact' });
    expect(invoiceAmount(['1,5'], 2)).toEqual({ amount: 0, unpayableReason: 'amount_unreadable' });
    expect(invoiceAmount(['90071992547409.91', '0.01'], 2)).toEqual({
      amount: 0,
      unpayableReason: 'amount_unreadable',
    });
    expect(invoiceAmount([], 2)).toEqual({ amount: 0, unpayableReason: null });
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { maxLength: 30 }), (lines) => {
        const texts = lines.map((kopecks) => `${kopecks / 100n}.${String(kopecks % 100n).padStart(2, '0')}0000000`);
        const total = lines.reduce((sum, kopecks) => sum + kopecks, 0n);
        expect(invoiceAmount(texts, 2)).toEqual({ amount: Number(total), unpayableReason: null });
      }),
    );
  });
});
