import { matchersOf, nameErrorsOf } from './direct-posting-rule-fields';

describe('direct posting rule matchers', () => {
  it('needs a tax id, name or purpose, blank counting as absent, before any field error', () => {
    expect(() =>
      matchersOf({ direction: 'Debit', counterpartyTaxId: ' ', amountMin: -1 }, { name: ['required'] }),
    ).toThrow(expect.objectContaining({ code: 'direct_posting_rule.matcher_required' }));
  });

  it('drops separators from the tax id and reports every field error at once', () => {
    expect(matchersOf({ direction: 'Credit', counterpartyTaxId: ' 7701-234 567 ' })).toMatchObject({
      counterpartyTaxId: '7701234567',
      counterpartyNameContains: null,
      purposeContains: null,
      locationId: null,
    });
    expect(() =>
      matchersOf(
        {
          direction: 'Debit',
          counterpartyTaxId: '12/3',
          purposeContains: 'x'.repeat(501),
          amountMin: 10,
          amountMax: 9,
        },
        nameErrorsOf('n'.repeat(201)),
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'validation.failed',
        fieldErrors: {
          name: ['max_length'],
          counterpartyTaxId: ['invalid'],
          purposeContains: ['max_length'],
          amountMax: ['min'],
        },
      }),
    );
  });

  it('accepts a one-sided or equal amount range', () => {
    expect(matchersOf({ direction: 'Debit', purposeContains: 'fee', amountMax: 5 })).toMatchObject({ amountMax: 5 });
    expect(matchersOf({ direction: 'Debit', purposeContains: 'fee', amountMin: 5, amountMax: 5 })).toMatchObject({
      amountMin: 5,
      amountMax: 5,
    });
    expect(nameErrorsOf('  ')).toEqual({ name: ['required'] });
  });
});
