import fc from 'fast-check';
import { containsWords, nameWords, normalizeCounterpartyName } from './counterparty-name';
import { CounterpartyMatcher, type MatchRule, type MatchSupplier } from './counterparty-matcher';

const rule = (
  id: string,
  pattern: string,
  counterpartyId: string,
  counterpartyName = `Supplier ${counterpartyId}`,
) => ({
  id,
  pattern,
  normalizedPattern: normalizeCounterpartyName(pattern),
  erpCounterpartyId: counterpartyId,
  erpCounterpartyName: counterpartyName,
});

const SUPPLIERS: MatchSupplier[] = [
  { id: 'S-ROMASHKA', name: 'ООО "Ромашка"', taxId: '7701234567' },
  { id: 'S-METRO', name: 'Metro Cash & Carry LLC', taxId: '7704218694' },
  { id: 'S-BRANCH-1', name: 'ООО "Хлебозавод"', taxId: '5001000001' },
  { id: 'S-BRANCH-2', name: 'ООО "Хлебозавод Север"', taxId: '5001000001' },
  { id: 'S-FARM', name: 'ООО "Зелёная ферма Подмосковья"', taxId: null },
];

const RULES: MatchRule[] = [
  rule('R-FISH', 'Рыбный двор', 'S-FISH', 'ООО Рыбный двор'),
  rule('R-VEG-1', 'Овощебаза', 'S-VEG-1'),
  rule('R-VEG-2', 'овощебаза №5', 'S-VEG-2'),
  rule('R-METRO', 'metro cash', 'S-METRO', 'Metro Cash & Carry LLC'),
  rule('R-TAX', '7709999999', 'S-TAXRULE'),
];

describe('CounterpartyMatcher', () => {
  const matcher = new CounterpartyMatcher(RULES, SUPPLIERS);

  it('matches by the supplier tax id, whatever the name says', () => {
    const outcome = matcher.match('Ромашка-Опт', '7701 234 567');
    expect(outcome).toMatchObject({ status: 'AutoMatched', counterpartyId: 'S-ROMASHKA', reason: 'tax_id' });
    expect(outcome.signals).toEqual([
      {
        kind: 'TaxId',
        counterpartyId: 'S-ROMASHKA',
        counterpartyName: 'ООО "Ромашка"',
        value: '7701234567',
        score: 1,
        ruleId: null,
      },
    ]);
  });

  it('matches by a rule whose words occur in the name, naming the rule', () => {
    const outcome = matcher.match('ООО «РЫБНЫЙ ДВОР» филиал 2', null);
    expect(outcome).toMatchObject({
      status: 'AutoMatched',
      counterpartyId: 'S-FISH',
      counterpartyName: 'ООО Рыбный двор',
      reason: 'rule',
      ruleId: 'R-FISH',
    });
    expect(outcome.signals).toEqual([
      expect.objectContaining({ kind: 'Rule', value: 'Рыбный двор', ruleId: 'R-FISH' }),
    ]);
  });

  it('matches a rule whose pattern is a tax id against the transaction tax id', () => {
    expect(matcher.match('Кто-то', '7709999999')).toMatchObject({ status: 'AutoMatched', counterpartyId: 'S-TAXRULE' });
  });

  it('matches by an exact normalized supplier name', () => {
    expect(matcher.match('Общество с ограниченной ответственностью «РОМАШКА»', null)).toMatchObject({
      status: 'AutoMatched',
      counterpartyId: 'S-ROMASHKA',
      reason: 'name_exact',
    });
  });

  it('agreeing strong signals stay AutoMatched, explained by the strongest and listing all', () => {
    const outcome = matcher.match('METRO CASH AND CARRY', '7704218694');
    expect(outcome).toMatchObject({
      status: 'AutoMatched',
      counterpartyId: 'S-METRO',
      reason: 'tax_id',
      ruleId: 'R-METRO',
    });
    expect(outcome.signals.map((signal) => signal.kind)).toEqual(['TaxId', 'Rule']);
  });

  it('two rules naming different counterparties give LowConfidence without a counterparty', () => {
    const outcome = matcher.match('Овощебаза № 5', null);
    expect(outcome).toMatchObject({
      status: 'LowConfidence',
      counterpartyId: null,
      counterpartyName: null,
      reason: 'conflicting_evidence',
      ruleId: null,
    });
    expect(outcome.signals.map((signal) => signal.ruleId).sort()).toEqual(['R-VEG-1', 'R-VEG-2']);
  });

  it('a tax id shared by two suppliers is conflicting evidence', () => {
    expect(matcher.match('Хлебозавод', '5001000001')).toMatchObject({
      status: 'LowConfidence',
      reason: 'conflicting_evidence',
    });
  });

  it('a tax id and a rule that disagree are conflicting evidence', () => {
    const outcome = matcher.match('Рыбный двор', '7701234567');
    expect(outcome.status).toBe('LowConfidence');
    expect(outcome.signals.map((signal) => signal.kind)).toEqual(['TaxId', 'Rule']);
  });

  it('a similar but not equal supplier name is weak evidence', () => {
    const outcome = matcher.match('Зеленая ферма', null);
    expect(outcome).toMatchObject({ status: 'LowConfidence', reason: 'weak_name_similarity', counterpartyId: null });
    expect(outcome.signals).toEqual([
      expect.objectContaining({ kind: 'NameSimilarity', counterpartyId: 'S-FARM', score: 0.8 }),
    ]);
  });

  it('nothing known gives Unmatched with no signals', () => {
    for (const [name, taxId] of [
      ['ИП Сидоров', '123456789012'],
      [null, null],
      ['', '0'],
    ] as const)
      expect(matcher.match(name, taxId)).toEqual({
        status: 'Unmatched',
        counterpartyId: null,
        counterpartyName: null,
        reason: 'no_evidence',
        signals: [],
        ruleId: null,
      });
  });

  it('finds exactly the rules a full scan finds, for any rules and names', () => {
    const vocabulary = ['торговый', 'дом', 'ромашка', 'опт', 'metro', 'cash', 'ооо', 'овощи', 'база', '5'];
    const phrase = fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(phrase, { maxLength: 25 }), fc.array(phrase, { maxLength: 10 }), (patterns, names) => {
        const rules = patterns
          .map((pattern, index) => rule(`R${index}`, pattern, `S${index}`))
          .filter((candidate) => candidate.normalizedPattern !== '');
        const indexed = new CounterpartyMatcher(rules, []);
        for (const name of names) {
          const normalized = normalizeCounterpartyName(name);
          const scanned = rules.filter((candidate) =>
            containsWords(nameWords(normalized), nameWords(candidate.normalizedPattern)),
          );
          expect(
            indexed
              .rulesMatching(normalized)
              .map((found) => found.id)
              .sort(),
          ).toEqual(scanned.map((found) => found.id).sort());
        }
      }),
      { numRuns: 500 },
    );
  });
});
