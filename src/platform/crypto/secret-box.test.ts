import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a test encryption key of enough length');

  it('opens what it sealed, for the same associated data only', () => {
    const secret = box.seal('{"password":"canary-Пароль-1"}', 'row-1');
    expect(secret.sealed.toString('latin1')).not.toContain('canary');
    expect(box.open(secret, 'row-1')).toBe('{"password":"canary-Пароль-1"}');
    expect(() => box.open(secret, 'row-2')).toThrow();
  });

  it('uses a fresh IV per seal and rejects altered ciphertext and foreign keys', () => {
    const first = box.seal('same', 'row');
    const second = box.seal('same', 'row');
    expect(first.sealed.equals(second.sealed)).toBe(false);
    const altered = Buffer.from(first.sealed);
    altered[altered.length - 1] ^= 1;
    expect(() => box.open({ ...first, sealed: altered }, 'row')).toThrow();
    const other = new SecretBox('another key');
    expect(other.keyId).not.toBe(box.keyId);
    expect(() => other.open(first, 'row')).toThrow('unknown key');
  });
});
