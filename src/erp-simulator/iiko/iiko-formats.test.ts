import type { ErpSimulator } from '../erp-simulator';
import { DEMO_FIXTURE } from '../demo-fixture';
import { IIKO_DEMO_IDS } from './iiko-demo';
import {
  childText,
  children,
  leaves,
  parseXml,
  startIiko,
  type IikoTestClient,
  type XmlElement,
} from './iiko-test-client';

let simulator: ErpSimulator;
let client: IikoTestClient;
let token: string;

beforeAll(async () => {
  ({ simulator, client } = await startIiko());
});

beforeEach(async () => {
  await client.control('POST', 'reset');
  token = await client.signIn();
});

afterAll(async () => {
  await simulator.close();
});

/** `14400.000000000` → 1_440_000, refusing anything but nine fraction digits whose last seven are zero. */
function nineDigitsToMinor(text: string): number {
  const found = /^(\d+)\.(\d{2})0{7}$/.exec(text);
  if (found === null) throw new Error(`Not a nine-digit sum of whole hundredths: ${text}`);
  return Number(found[1]) * 100 + Number(found[2]);
}

async function xmlOf(path: string): Promise<XmlElement> {
  const reply = await client.get(path, token);
  expect(reply.status).toBe(200);
  expect(reply.contentType).toBe('application/xml;charset=UTF-8');
  expect(reply.text.startsWith('<?xml version="1.0" encoding="UTF-8"')).toBe(true);
  return parseXml(reply.text);
}

async function exportOf(direction: 'incoming' | 'outgoing', from: string, to: string): Promise<XmlElement[]> {
  const root = await xmlOf(`/resto/api/documents/export/${direction}Invoice?from=${from}&to=${to}`);
  expect(root.name).toBe(`${direction}InvoiceDtoes`);
  return children(root, 'document');
}

describe('server info', () => {
  it('answers get_server_info.jsp without a key and without taking a licence slot', async () => {
    await client.control('POST', 'sessions', { limit: 1 });
    const reply = await client.request('GET', '/resto/get_server_info.jsp?encoding=UTF-8');
    expect(reply.status).toBe(200);
    const root = parseXml(reply.text);
    expect(root.name).toBe('r');
    expect(leaves(root)).toMatchObject({
      serverName: 'Simulator',
      edition: 'default',
      version: '9.1.8032.0',
      serverState: 'STARTED_SUCCESSFULLY',
      port: '0',
      isPresent: 'false',
    });
    expect(root.children.find((c) => c.name === 'protocol')?.attributes).toEqual({ null: '1' });
    expect((await client.control('GET', 'sessions')).body).toMatchObject({ open: 1 });
  });
});

describe('suppliers', () => {
  it('lists every supplier as an employee with supplier=true, the INN as taxpayerIdNumber', async () => {
    await client.control('POST', 'suppliers', { id: 'sup-new', name: 'ИП Без ИНН', taxId: null });
    const root = await xmlOf('/resto/api/suppliers');
    expect(root.name).toBe('employees');
    const suppliers = children(root, 'employee').map(leaves);
    expect(suppliers).toHaveLength(DEMO_FIXTURE.suppliers.length + 1);
    expect(suppliers[0]).toEqual({
      id: 'sup-dairy',
      code: '1',
      name: 'ООО «Молочная ферма»',
      taxpayerIdNumber: '7707049388',
      deleted: 'false',
      supplier: 'true',
      employee: 'false',
      client: 'false',
    });
    expect(suppliers.find((s) => s.id === 'sup-former')?.deleted).toBe('true');
    // No INN: the element is left out, as the server leaves out null members.
    expect(suppliers.find((s) => s.id === 'sup-new')).not.toHaveProperty('taxpayerIdNumber');
  });
});

describe('corporation', () => {
  it('lists stores and departments as corporateItemDto; a store may sit under an intermediate node', async () => {
    const stores = children(await xmlOf('/resto/api/corporation/stores/'), 'corporateItemDto').map(leaves);
    const departments = children(await xmlOf('/resto/api/corporation/departments/'), 'corporateItemDto').map(leaves);
    expect(stores.every((s) => s.type === 'STORE')).toBe(true);
    expect(departments.some((d) => d.type === 'STORE')).toBe(false);
    const byId = new Map([...stores, ...departments].map((item) => [item.id, item]));

    const spb = stores.find((s) => s.code === 'SPB-01')!;
    expect(byId.get(spb.parentId)?.type).toBe('MANUFACTURE');
    let node = byId.get(spb.parentId);
    while (node !== undefined && node.type !== 'DEPARTMENT') node = byId.get(node.parentId);
    expect(node).toMatchObject({ id: IIKO_DEMO_IDS.departmentSpb, code: 'SPB', type: 'DEPARTMENT' });

    expect(stores.find((s) => s.code === 'MSK-01')?.parentId).toBe(IIKO_DEMO_IDS.departmentMsk);
    expect(stores.find((s) => s.id === IIKO_DEMO_IDS.storeBarSpb)?.code).toBe('');
    // The root has no parent: the element is left out.
    expect(departments.find((d) => d.type === 'CORPORATION')).not.toHaveProperty('parentId');
  });

  it('creates a store for a control document storeCode it does not know, and accepts the path without a slash', async () => {
    await client.control('POST', 'documents', { id: 'inv-x', supplierId: 'sup-meat', storeCode: 'EKB-07', amount: 1 });
    const stores = children(await xmlOf('/resto/api/corporation/stores'), 'corporateItemDto').map(leaves);
    const created = stores.find((s) => s.code === 'EKB-07');
    expect(created).toMatchObject({ type: 'STORE', parentId: IIKO_DEMO_IDS.departmentMsk });
    // A code differing only in case lands next to its namesake.
    expect(stores.find((s) => s.code === 'spb-01')?.parentId).toBe(IIKO_DEMO_IDS.kitchenSpb);
    const explicit = await client.control('POST', 'corporation', {
      id: 'store-ekb',
      parentId: IIKO_DEMO_IDS.jurPerson,
      code: 'EKB-01',
      name: 'Склад без подразделения',
      type: 'STORE',
    });
    expect(explicit.status).toBe(201);
    expect((await client.control('POST', 'corporation', { name: 'x', type: 'PLANET' })).status).toBe(400);
  });
});

describe('document exports', () => {
  it('writes incoming invoices with statuses, stores and lines that add up exactly to the amount', async () => {
    const documents = await exportOf('incoming', '2025-01-01', '2025-01-31');
    const demo = DEMO_FIXTURE.documents.filter((d) => d.direction === 'incoming');
    expect(documents.map((d) => childText(d, 'id'))).toEqual(demo.map((d) => d.id));
    const lineCounts: number[] = [];
    for (const document of documents) {
      const source = demo.find((d) => d.id === childText(document, 'id'))!;
      const fields = leaves(document);
      expect(fields).toMatchObject({
        documentNumber: source.number,
        dateIncoming: `${source.date}T09:00:00`,
        incomingDate: source.date,
        supplier: source.supplierId,
        status: source.isDeleted ? 'DELETED' : source.isProcessed ? 'PROCESSED' : 'NEW',
      });
      // No total, no currency, no paid amount: only the lines carry money.
      for (const absent of ['sum', 'total', 'currency', 'paidAmount', 'amount'])
        expect(fields).not.toHaveProperty(absent);
      const items = children(children(document, 'items')[0], 'item').map(leaves);
      lineCounts.push(items.length);
      expect(items.map((item) => item.num)).toEqual(items.map((_, index) => String(index + 1)));
      expect(items.every((item) => item.store === fields.defaultStore && item.isAdditionalExpense === 'false')).toBe(
        true,
      );
      expect(items.reduce((sum, item) => sum + nineDigitsToMinor(item.sum), 0)).toBe(source.amount);
    }
    expect(Math.max(...lineCounts)).toBeGreaterThan(1);
    expect(Math.max(...lineCounts)).toBeLessThanOrEqual(3);
  });

  it('writes outgoing invoices with the counteragent and the store by id and code', async () => {
    const [first] = await exportOf('outgoing', '2025-01-11', '2025-01-11');
    const fields = leaves(first);
    expect(fields).toMatchObject({
      id: 'out-2001',
      documentNumber: 'OUT-2001',
      status: 'PROCESSED',
      counteragentId: 'sup-dairy',
      counteragentCode: '1',
      defaultStoreId: IIKO_DEMO_IDS.storeMsk,
      defaultStoreCode: 'MSK-01',
    });
    const items = children(children(first, 'items')[0], 'item').map(leaves);
    expect(items.reduce((sum, item) => sum + nineDigitsToMinor(item.sum), 0)).toBe(50_000);
    expect(items.every((item) => item.storeCode === 'MSK-01')).toBe(true);
  });

  it('keeps both bounds inclusive and filters by repeated supplierId', async () => {
    expect((await exportOf('incoming', '2025-01-10', '2025-01-10')).map((d) => childText(d, 'id'))).toEqual([
      'inv-1001',
    ]);
    const some = await exportOf('incoming', '2025-01-01&supplierId=sup-meat&supplierId=sup-dairy', '2025-01-31');
    expect(some.map((d) => childText(d, 'supplier'))).toEqual(['sup-dairy', 'sup-dairy', 'sup-meat', 'sup-meat']);
  });

  it('refuses a range longer than 31 days with a 400 text, and counts every request', async () => {
    expect(await exportOf('incoming', '2025-01-01', '2025-01-31')).toHaveLength(6);
    expect(await exportOf('outgoing', '2025-02-01', '2025-03-03')).toHaveLength(0);
    const long = await client.get('/resto/api/documents/export/incomingInvoice?from=2025-01-01&to=2025-02-01', token);
    expect(long.status).toBe(400);
    expect(long.contentType).toBe('text/plain;charset=UTF-8');
    expect(long.text).toMatch(/32 days/);
    for (const [query, text] of [
      ['to=2025-01-31', /'from' is missing/],
      ['from=2025-1-01&to=2025-01-31', /Wrong date format: 2025-1-01/],
      ['from=2025-02-30&to=2025-03-01', /Wrong date format/],
      ['from=2025-02-01&to=2025-01-01', /after/],
    ] as const) {
      const reply = await client.get(`/resto/api/documents/export/outgoingInvoice?${query}`, token);
      expect(reply.status).toBe(400);
      expect(reply.text).toMatch(text);
    }
    const { body } = await client.control<{ counts: Record<string, number>; documentExports: unknown[] }>(
      'GET',
      'requests',
    );
    expect(body.counts['api/documents/export/incomingInvoice']).toBe(2);
    expect(body.counts['api/documents/export/outgoingInvoice']).toBe(5);
    expect(body.documentExports).toEqual([
      { endpoint: 'api/documents/export/incomingInvoice', from: '2025-01-01', to: '2025-01-31', supplierIds: [] },
      { endpoint: 'api/documents/export/outgoingInvoice', from: '2025-02-01', to: '2025-03-03', supplierIds: [] },
    ]);
  });

  it('follows control documents created and patched, and writes line sums set through the control API verbatim', async () => {
    await client.control('POST', 'documents', {
      id: 'inv-new',
      number: '2452',
      date: '2025-03-05',
      supplierId: 'sup-meat',
      storeCode: 'SPB-01',
      amount: 1_440_037,
      isProcessed: false,
    });
    let [document] = await exportOf('incoming', '2025-03-01', '2025-03-31');
    expect(leaves(document)).toMatchObject({ status: 'NEW', defaultStore: IIKO_DEMO_IDS.storeSpb });
    const items = children(children(document, 'items')[0], 'item').map(leaves);
    expect(items.reduce((sum, item) => sum + nineDigitsToMinor(item.sum), 0)).toBe(1_440_037);

    await client.control('PATCH', 'documents/inv-new', { isProcessed: true, amount: 100 });
    expect(await client.control('POST', 'line-sums', { documentId: 'inv-new', sums: ['0.995', '0.005'] })).toEqual({
      status: 200,
      body: { documentId: 'inv-new', sums: ['0.995', '0.005'] },
    });
    [document] = await exportOf('incoming', '2025-03-05', '2025-03-05');
    expect(childText(document, 'status')).toBe('PROCESSED');
    expect(children(children(document, 'items')[0], 'item').map((item) => childText(item, 'sum'))).toEqual([
      '0.995',
      '0.005',
    ]);
    expect((await client.control('POST', 'line-sums', { documentId: 'nope', sums: ['1'] })).status).toBe(404);
    expect((await client.control('POST', 'line-sums', { documentId: 'inv-new', sums: ['1,5'] })).status).toBe(400);
  });
});

describe('accounts and pay-in/pay-out types', () => {
  it('lists accounts with their type, the payment accounts as CASH, deleted ones only on request', async () => {
    const reply = await client.get('/resto/api/v2/entities/accounts/list', token);
    expect(reply.contentType).toBe('application/json;charset=UTF-8');
    const accounts = JSON.parse(reply.text) as Record<string, unknown>[];
    expect(accounts[0]).toEqual({
      id: 'acc-bank-1',
      accountParentId: null,
      parentCorporateId: null,
      code: '51.01',
      deleted: false,
      name: 'Расчётный счёт, АО «Банк»',
      type: 'CASH',
      system: false,
      customTransactionsAllowed: true,
      rootType: 'Account',
    });
    expect(accounts.filter((a) => a.type === 'ACCOUNTS_PAYABLE')).toEqual([
      expect.objectContaining({ id: IIKO_DEMO_IDS.accountPayable, name: 'Расчеты с поставщиками' }),
    ]);
    expect(accounts.some((a) => a.deleted)).toBe(false);
    const all = JSON.parse((await client.get('/resto/api/v2/entities/accounts/list?includeDeleted=true', token)).text);
    expect(all).toHaveLength(accounts.length + 1);
  });

  it('lists pay-in/pay-out types without a name; only some can pay a supplier', async () => {
    const list = async (query = '') =>
      JSON.parse((await client.get(`/resto/api/v2/entities/payInOutTypes/list${query}`, token)).text) as Record<
        string,
        unknown
      >[];
    const types = await list();
    expect(types[0]).toEqual({
      id: 'cfa-supplier-payments',
      chiefAccount: 'acc-bank-1',
      account: IIKO_DEMO_IDS.accountPayable,
      counteragentType: 'SUPPLIER',
      transactionType: 'PAYOUT',
      cashFlowCategory: { id: expect.any(String), code: 'CF-01' },
      conception: null,
      limit: null,
      comment: null,
      mandatoryFrontComment: false,
      isDeleted: false,
    });
    expect(types.some((t) => 'name' in t)).toBe(false);
    const payable = types.filter(
      (t) => t.transactionType === 'PAYOUT' && t.chiefAccount !== null && t.counteragentType === 'SUPPLIER',
    );
    expect(payable.map((t) => t.id)).toEqual([
      'cfa-supplier-payments',
      'cfa-supplier-refunds',
      IIKO_DEMO_IDS.typeBankFee,
    ]);
    // The write-off target draws from an expenses account, not from cash.
    const accounts = JSON.parse((await client.get('/resto/api/v2/entities/accounts/list', token)).text) as {
      id: string;
      type: string;
    }[];
    const bankFee = types.find((t) => t.id === IIKO_DEMO_IDS.typeBankFee);
    expect(accounts.find((a) => a.id === bankFee?.chiefAccount)).toMatchObject({ type: 'EXPENSES' });
    expect(types.find((t) => t.transactionType === 'PAYIN')?.id).toBe(IIKO_DEMO_IDS.typePayIn);
    expect(types.find((t) => t.chiefAccount === null)?.id).toBe(IIKO_DEMO_IDS.typeWithoutChiefAccount);
    expect(types.find((t) => t.counteragentType === 'NONE')?.limit).toBe(5000);
    const withDeleted = await list('?includeDeleted=true');
    expect(withDeleted.filter((t) => t.isDeleted).map((t) => t.id)).toEqual([IIKO_DEMO_IDS.typeDeleted]);
  });
});
