import { createHash } from 'node:crypto';
import { canonicalPolicy, policyErrors, policyHash, type OfferPolicy } from './catalog-rules';

const policy: OfferPolicy = {
  tariffs: [
    { code: 'basic', name: 'Basic', seatLimit: 3 },
    { code: 'pro', name: 'Pro', seatLimit: null },
  ],
  sharedSeatPool: null,
  validityDays: 365,
};

describe('catalog rules', () => {
  it('writes the canonical policy with sorted members, tariffs in stored order, no whitespace', () => {
    expect(canonicalPolicy(policy)).toBe(
      '{"sharedSeatPool":null,"tariffs":[{"code":"basic","name":"Basic","seatLimit":3},' +
        '{"code":"pro","name":"Pro","seatLimit":null}],"validityDays":365}',
    );
  });

  it('hashes the canonical JSON with SHA-256, whatever the member order of the stored tariffs', () => {
    const reordered = {
      ...policy,
      tariffs: policy.tariffs.map(({ seatLimit, name, code }) => ({ seatLimit, name, code })),
    };
    const expected = createHash('sha256').update(canonicalPolicy(policy)).digest('hex');
    expect(policyHash(reordered)).toBe(expected);
    expect(policyHash({ ...policy, validityDays: 366 })).not.toBe(expected);
  });

  it('accepts zero seats and refuses fractions, negatives and out-of-range validity', () => {
    expect(policyErrors({ ...policy, sharedSeatPool: 0 })).toEqual({});
    expect(
      policyErrors({
        tariffs: [{ code: 'Bad code', name: 'x'.repeat(201), seatLimit: 1.5 }],
        sharedSeatPool: 2 ** 31,
        validityDays: 36_501,
      }),
    ).toEqual({
      'tariffs.0.code': ['invalid'],
      'tariffs.0.name': ['max_length'],
      'tariffs.0.seatLimit': ['min'],
      sharedSeatPool: ['max'],
      validityDays: ['max'],
    });
  });

  it('keeps tariff codes as written but refuses two that differ only by case', () => {
    const sku = { tariffs: [{ code: 'ACC-PRO.v2', name: 'Pro', seatLimit: 1 }], sharedSeatPool: 1, validityDays: 30 };
    expect(policyErrors(sku)).toEqual({});
    expect(canonicalPolicy(sku)).toContain('"code":"ACC-PRO.v2"');
    expect(
      policyErrors({ ...sku, tariffs: [...sku.tariffs, { code: 'acc-pro.V2', name: 'Pro again', seatLimit: 1 }] }),
    ).toEqual({ tariffs: ['duplicate'] });
  });
});
