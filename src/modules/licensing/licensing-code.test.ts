import { codeKey, codeKeySql, isLicensingCode, LICENSING_CODE_PATTERN, sameCode } from './licensing-code';

describe('licensing codes', () => {
  it.each(['ACC-PRO', 'acc-pro', 'Pos.Lite_2', '7', 'a'.repeat(64), 'free', 'SKU.2026.Q1'])('accepts %s', (code) => {
    expect(isLicensingCode(code)).toBe(true);
  });

  it.each(['', '-pro', '.pro', '_pro', 'acc pro', 'acc/pro', 'acc+pro', 'ACC–PRO', 'Ärger', 'a'.repeat(65), 'pro\n'])(
    'refuses %j',
    (code) => {
      expect(isLicensingCode(code)).toBe(false);
    },
  );

  it('refuses what is not a string', () => {
    expect(isLicensingCode(42)).toBe(false);
    expect(isLicensingCode(null)).toBe(false);
  });

  it('compares codes without regard to case and never rewrites them', () => {
    expect(sameCode('ACC-PRO', 'acc-pro')).toBe(true);
    expect(sameCode('ACC-PRO', 'ACC_PRO')).toBe(false);
    expect(codeKey('ACC-PRO')).toBe('acc-pro');
    // The dotted capital I of a Turkish locale is not involved: codes are ASCII and lowercase the same everywhere.
    expect(codeKey('PIN')).toBe('pin');
  });

  it('states the SQL key over the "C" collation and the pattern the database checks', () => {
    expect(codeKeySql('p.code')).toBe('lower((p.code) COLLATE "C")');
    expect(LICENSING_CODE_PATTERN).toBe('^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$');
  });
});
