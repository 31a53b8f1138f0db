import fc from 'fast-check';
import { collapseWhitespace } from './whitespace';

describe('collapseWhitespace', () => {
  it('equals collapsing every whitespace run and trimming, for any text', () => {
    const whitespaceHeavy = fc.string({
      unit: fc.constantFrom('a', 'б', ' ', '  ', '\t', '\n', '\r', '\u00a0', '\u2003', 'x'),
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), whitespaceHeavy), (value) => {
        expect(collapseWhitespace(value)).toBe(value.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 2000 },
    );
  });
});
