import { canonicalJson, checkIdempotencyKey, fingerprintOf } from './idempotency-receipts';

describe('idempotency fingerprint', () => {
  it('ignores member order at every depth and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(fingerprintOf({ pathIds: { organizationId: 'o' }, body: { x: 1, y: 2 } })).toBe(
      fingerprintOf({ pathIds: { organizationId: 'o' }, body: { y: 2, x: 1 } }),
    );
  });

  it('differs for other path ids or body values, and between the path and the body', () => {
    const base = fingerprintOf({ pathIds: { organizationId: 'o' }, body: { x: 1 } });
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf({ pathIds: { organizationId: 'p' }, body: { x: 1 } })).not.toBe(base);
    expect(fingerprintOf({ pathIds: { organizationId: 'o' }, body: { x: 2 } })).not.toBe(base);
    expect(fingerprintOf({ pathIds: {}, body: { organizationId: 'o', x: 1 } })).not.toBe(base);
  });

  it('accepts 1–128 of [A-Za-z0-9_.:-] only', () => {
    expect(() => checkIdempotencyKey('a')).not.toThrow();
    expect(() => checkIdempotencyKey('A-z_0.9:'.padEnd(128, 'x'))).not.toThrow();
    for (const bad of ['', 'x'.repeat(129), 'a b', 'a, b', 'ключ']) expect(() => checkIdempotencyKey(bad)).toThrow();
  });
});
