import { basisPointsOf, contentOf, percentOf } from './payment-tolerance-fields';

describe('payment tolerance fields', () => {
  it('reads a percent exactly through its decimal text, into basis points', () => {
    expect([0.5, 0.29, 0.01, 1.1, 12.34, 99.99, 100].map(basisPointsOf)).toEqual([50, 29, 1, 110, 1234, 9999, 10_000]);
  });

  it('refuses a percent not above 0, above 100, or with more than 2 fraction digits', () => {
    expect([0, -0, -0.5, 100.01, 101, 1e21, 0.123, 0.001, 1e-7].map(basisPointsOf)).toEqual([
      'min',
      'min',
      'min',
      'max',
      'max',
      'max',
      'fraction_digits',
      'fraction_digits',
      'fraction_digits',
    ]);
  });

  it('gives basis points back as the percent of the same decimal text', () => {
    expect([50, 29, 1, 1234, 10_000].map(percentOf)).toEqual([0.5, 0.29, 0.01, 12.34, 100]);
    expect(percentOf(null)).toBeNull();
  });

  it('reports every field at once and trims the target ids', () => {
    expect(() =>
      contentOf({ amount: 0, percent: 0.123, writeOffAccountId: ' ', writeOffCashFlowArticleId: 'x'.repeat(101) }),
    ).toThrow(
      expect.objectContaining({
        code: 'validation.failed',
        fieldErrors: {
          amount: ['min'],
          percent: ['fraction_digits'],
          writeOffAccountId: ['required'],
          writeOffCashFlowArticleId: ['max_length'],
        },
      }),
    );
    expect(contentOf({ percent: 2, writeOffAccountId: ' a ', writeOffCashFlowArticleId: 'b' })).toEqual({
      amount: null,
      percentBasisPoints: 200,
      writeOffAccountId: 'a',
      writeOffCashFlowArticleId: 'b',
    });
  });
});
