import fc from 'fast-check';
import { containsWords, nameWords, normalizeCounterpartyName, normalizeTaxId } from './counterparty-name';

describe('normalizeCounterpartyName', () => {
  it.each([
    // Russian suppliers as bank statements and the accounting system spell them
    ['ООО "Ромашка"', 'ромашка'],
    ['Общество с ограниченной ответственностью «РОМАШКА»', 'ромашка'],
    ['ромашка ооо', 'ромашка'],
    ['ООО «Торговый дом «Ёлка»»', 'торговый дом елка'],
    ['АО "Мираторг-Запад"', 'мираторг запад'],
    ['ПАО Сбербанк', 'сбербанк'],
    ['Публичное акционерное общество "Ростелеком"', 'ростелеком'],
    ['ИП Петров Пётр Петрович', 'петров петр петрович'],
    ['Индивидуальный предприниматель Иванов И.И.', 'иванов ии'],
    ['ИП Иванов И. И.', 'иванов ии'],
    ['ЗАО  "Хлебозавод  №  3"', 'хлебозавод 3'],
    ['МУП «Водоканал»', 'водоканал'],
    ['ООО “Мясной двор”', 'мясной двор'],
    ['ООО „Рыба‟ ', 'рыба'],
    // English and European suppliers
    ['Metro Cash & Carry LLC', 'metro cash carry'],
    ['METRO CASH AND CARRY, L.L.C.', 'metro cash and carry'],
    ['Acme Foods Ltd.', 'acme foods'],
    ['Acme Foods Limited', 'acme foods'],
    ['Sysco Corporation', 'sysco'],
    ['Bauer GmbH & Co. KG', 'bauer'],
    ['Coca-Cola HBC Eurasia LLC', 'coca cola hbc eurasia'],
    ['Limited Liability Company "Green Farm"', 'green farm'],
    // Full-width letters and non-breaking spaces (NFKC)
    ['ＡＣＭＥ\u00a0Foods', 'acme foods'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeCounterpartyName(raw)).toBe(expected);
  });

  it.each([['ООО'], ['  "ИП" '], ['LLC'], ['«»'], [''], ['...'], ['Общество с ограниченной ответственностью']])(
    'a name of legal forms and punctuation only normalizes to nothing: %p',
    (raw) => {
      expect(normalizeCounterpartyName(raw)).toBe('');
    },
  );

  it('is idempotent, single-spaced, lower case and free of punctuation for any text', () => {
    const nameLike = fc.array(
      fc.constantFrom('ООО', 'ип', '"', '«', '»', 'Ромашка', 'Ёлка', 'LLC', 'Acme', ' ', '.', '-', 'И.', '3', 'co'),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          nameLike.map((parts) => parts.join(' ')),
        ),
        (raw) => {
          const normalized = normalizeCounterpartyName(raw);
          expect(normalizeCounterpartyName(normalized)).toBe(normalized);
          expect(normalized).toBe(normalized.trim());
          expect(normalized).not.toMatch(/ {2}|[^\p{L}\p{N} ]|ё/u);
          expect(normalized).toBe(normalized.toLowerCase());
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('containsWords', () => {
  const words = (text: string) => nameWords(normalizeCounterpartyName(text));

  it('matches a pattern occurring as contiguous whole words only', () => {
    expect(containsWords(words('ООО Торговый дом Ромашка'), words('торговый дом'))).toBe(true);
    expect(containsWords(words('ООО Торговый дом Ромашка'), words('дом ромашка'))).toBe(true);
    expect(containsWords(words('ООО Торговый дом Ромашка'), words('торговый ромашка'))).toBe(false);
    expect(containsWords(words('Ромашкин и партнёры'), words('ромашка'))).toBe(false);
    expect(containsWords(words('Ромашка'), words(''))).toBe(false);
  });
});

describe('normalizeTaxId', () => {
  it.each([
    ['7701234567', '7701234567'],
    [' 7701-234-567 ', '7701234567'],
    ['ИНН', null],
    ['0', null],
    ['000000000000', null],
    ['1234', null],
    ['de123456789', 'DE123456789'],
    [null, null],
  ])('%p → %p', (raw, expected) => {
    expect(normalizeTaxId(raw)).toBe(expected);
  });
});
