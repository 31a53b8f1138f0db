import { commonWordRun } from './payee-key';

describe('commonWordRun: the pattern learned from one account’s differently spelled names', () => {
  it('is the longest run of whole words every name contains', () => {
    expect(commonWordRun(['вектор север', 'торговый дом вектор'])).toBe('вектор');
    expect(commonWordRun(['торговый дом вектор', 'торговый дом вектор север'])).toBe('торговый дом вектор');
    expect(commonWordRun(['ромашка', 'ромашкин'])).toBe('');
    expect(commonWordRun(['alpha beta', 'beta alpha'])).toBe('alpha');
    expect(commonWordRun([])).toBe('');
  });
});
