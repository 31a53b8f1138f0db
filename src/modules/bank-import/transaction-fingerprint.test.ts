import { transactionFingerprint } from './transaction-fingerprint';

const base = {
  transactionDate: '2026-11-01',
  direction: 'Debit' as const,
  amount: 125000,
  currency: 'RUB',
  bankReference: '1001',
  counterpartyName: 'ООО "Поставщик"',
  counterpartyAccount: '40702810000000000001',
};
const ACCOUNT = '40702810900000000002';

describe('transactionFingerprint', () => {
  it('is a lowercase hex SHA-256', () => {
    expect(transactionFingerprint(ACCOUNT, base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same entry exported twice, whatever the formatting noise', () => {
    expect(transactionFingerprint('4070 2810 9000 0000 0002', { ...base, bankReference: ' 1001 ' })).toBe(
      transactionFingerprint(ACCOUNT, base),
    );
  });

  it('differs by reference, so repeated same-day payments to one supplier are told apart', () => {
    expect(transactionFingerprint(ACCOUNT, { ...base, bankReference: '1002' })).not.toBe(
      transactionFingerprint(ACCOUNT, base),
    );
  });

  it.each([
    ['statement account', () => transactionFingerprint('40702810900000000003', base)],
    ['date', () => transactionFingerprint(ACCOUNT, { ...base, transactionDate: '2026-11-02' })],
    ['amount', () => transactionFingerprint(ACCOUNT, { ...base, amount: 125001 })],
    ['direction', () => transactionFingerprint(ACCOUNT, { ...base, direction: 'Credit' })],
    ['currency', () => transactionFingerprint(ACCOUNT, { ...base, currency: 'EUR' })],
  ])('depends on the %s', (_name, other) => {
    expect(other()).not.toBe(transactionFingerprint(ACCOUNT, base));
  });

  it('falls back to the normalized counterparty name and account without a reference', () => {
    const noReference = { ...base, bankReference: null };
    expect(transactionFingerprint(ACCOUNT, { ...noReference, counterpartyName: 'ооо  Поставщик' })).toBe(
      transactionFingerprint(ACCOUNT, noReference),
    );
    expect(transactionFingerprint(ACCOUNT, { ...noReference, counterpartyName: 'ООО Другой' })).not.toBe(
      transactionFingerprint(ACCOUNT, noReference),
    );
    expect(transactionFingerprint(ACCOUNT, { ...noReference, counterpartyAccount: '40702810000000000009' })).not.toBe(
      transactionFingerprint(ACCOUNT, noReference),
    );
    // The reference path and the counterparty path never collide.
    expect(transactionFingerprint(ACCOUNT, noReference)).not.toBe(transactionFingerprint(ACCOUNT, base));
  });
});
