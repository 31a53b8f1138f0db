import { ImportMatchColumns } from './import-match-columns';
import type { ImportMatch, ImportRowMatcher } from './import-matching.port';

/** A matcher whose answer names its inputs, counting the matches it was asked for. */
function countingMatcher(): ImportRowMatcher & { matches: number } {
  return {
    matches: 0,
    normalizedName: (raw) => (raw ?? '').toLowerCase().repeat(raw === 'Long' ? 200 : 1),
    match(name, taxId): ImportMatch {
      this.matches += 1;
      return {
        status: 'AutoMatched',
        counterpartyId: `${name}/${taxId}`,
        counterpartyName: name,
        reason: 'tax_id',
        signals: [
          {
            kind: 'TaxId',
            counterpartyId: `${name}/${taxId}`,
            counterpartyName: name ?? '',
            value: taxId ?? '',
            score: 1,
            ruleId: null,
          },
        ],
        ruleId: null,
      };
    },
  };
}

describe('ImportMatchColumns', () => {
  it('gives the match columns in column order, with the normalized name cut to its column', () => {
    const columns = new ImportMatchColumns(countingMatcher());
    expect(columns.of('Long', '7701234567')).toEqual([
      'long'.repeat(200).slice(0, 500),
      'AutoMatched',
      'Long/7701234567',
      'Long',
      'tax_id',
      JSON.stringify([
        {
          kind: 'TaxId',
          counterpartyId: 'Long/7701234567',
          counterpartyName: 'Long',
          value: '7701234567',
          score: 1,
          ruleId: null,
        },
      ]),
      null,
    ]);
  });

  it('matches each name and tax id pair once, and tells pairs apart by either', () => {
    const matcher = countingMatcher();
    const columns = new ImportMatchColumns(matcher);
    const first = columns.of('Ромашка', '7701234567');
    expect(columns.of('Ромашка', '7701234567')).toBe(first);
    expect(matcher.matches).toBe(1);
    expect(columns.of('Ромашка', null)[2]).toBe('Ромашка/null');
    expect(columns.of(null, '7701234567')[2]).toBe('null/7701234567');
    expect(columns.of(null, null)[2]).toBe('null/null');
    expect(columns.of(null, null)[2]).toBe('null/null');
    expect(matcher.matches).toBe(4);
  });
});
