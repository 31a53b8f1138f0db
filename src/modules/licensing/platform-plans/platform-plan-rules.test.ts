import { PLAN_LIMITS, planFieldErrors, type PlatformPlanFields } from './platform-plan-rules';

const valid: PlatformPlanFields = {
  code: 'pro_2026-yearly',
  name: 'Pro',
  description: '',
  priceMinor: 0,
  currency: 'RUB',
  billingPeriod: 'OneTime',
  features: ['Imports'],
  sortOrder: -5,
  status: 'Retired',
  visibility: 'Public',
  providerPriceRef: null,
  entitlements: { 'locations.max': 3, export: true, tier: 'gold', ratio: 0.5 },
};

const errorsWith = (members: Partial<Record<keyof PlatformPlanFields, unknown>>) =>
  planFieldErrors({ ...valid, ...members });

describe('platform plan rules', () => {
  it('accept a plan within every rule', () => {
    expect(planFieldErrors(valid)).toEqual({});
    expect(errorsWith({ code: 'ACC-PRO.2026', providerPriceRef: 'price_1' })).toEqual({});
    expect(errorsWith({ code: 'a'.repeat(64), providerPriceRef: 'price_1', features: [] })).toEqual({});
  });

  it.each([
    ['code', '', 'required'],
    ['code', 'Pro plan', 'invalid'],
    ['code', 'pro/1', 'invalid'],
    ['code', '-pro', 'invalid'],
    ['code', 'a'.repeat(65), 'invalid'],
    ['name', ' ', 'required'],
    ['name', 'x'.repeat(PLAN_LIMITS.nameLength + 1), 'max_length'],
    ['name', 'Line\nbreak', 'invalid'],
    ['description', null, 'invalid'],
    ['description', 'x'.repeat(PLAN_LIMITS.descriptionLength + 1), 'max_length'],
    ['priceMinor', -1, 'min'],
    ['priceMinor', 1.5, 'integer'],
    ['priceMinor', '100', 'integer'],
    ['priceMinor', 2 ** 53, 'integer'],
    ['currency', 'rub', 'invalid'],
    ['currency', 'RUBL', 'invalid'],
    ['billingPeriod', 'Weekly', 'invalid'],
    ['features', 'Imports', 'invalid'],
    ['features', Array.from({ length: PLAN_LIMITS.features + 1 }, (_, index) => `F${index}`), 'too_many'],
    ['features', ['A', 'A'], 'duplicate'],
    ['sortOrder', 0.5, 'integer'],
    ['status', 'Live', 'invalid'],
    ['visibility', 'Hidden', 'invalid'],
    ['providerPriceRef', '', 'required'],
    ['entitlements', [], 'object'],
    ['entitlements', null, 'object'],
    ['entitlements', { 'Bad key': 1 }, 'invalid_key'],
  ])('refuse %s = %j as %s', (member, value, key) => {
    expect(errorsWith({ [member]: value })[member]).toEqual([key]);
  });

  it('name the item of a list and the entry of the entitlements that breaks its rule', () => {
    expect(errorsWith({ features: ['A', '', null] })).toEqual({
      'features.1': ['required'],
      'features.2': ['required'],
    });
    expect(
      errorsWith({ entitlements: { seats: Number.NaN, nested: { deep: 1 }, list: [1], text: 'x'.repeat(201) } }),
    ).toEqual({
      'entitlements.seats': ['invalid'],
      'entitlements.nested': ['invalid'],
      'entitlements.list': ['invalid'],
      'entitlements.text': ['invalid'],
    });
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`k${index}`, index]));
    expect(errorsWith({ entitlements: many })).toEqual({ entitlements: ['too_many'] });
  });

  it('report every broken member at once, each key once', () => {
    expect(Object.keys(errorsWith({ code: 'X Y', currency: 'x', entitlements: { 'A A': 1, 'B B': 2 } }))).toEqual([
      'code',
      'currency',
      'entitlements',
    ]);
    expect(errorsWith({ entitlements: { 'A A': 1, 'B B': 2 } }).entitlements).toEqual(['invalid_key']);
  });
});
