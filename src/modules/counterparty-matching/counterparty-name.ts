/**
 * The one normalization of counterparty names and rule patterns (docs/counterparty-matching.md §Normalization).
 * Bank statements and the accounting system spell the same supplier differently: `ООО "Ромашка"`,
 * `Общество с ограниченной ответственностью «РОМАШКА»` and `ромашка ооо` all normalize to `ромашка`. Steps, in order:
 *
 * 1. Unicode NFKC (full-width letters, ligatures, non-breaking spaces), lower case, `ё` → `е`.
 * 2. Every character that is neither a letter nor a digit (quotes «»“”„"', punctuation, dashes, №) separates words.
 * 3. Runs of one-letter words are joined (`l.l.c.` → `llc`, `И. И.` → `ии`), so dotted abbreviations compare equal.
 * 4. Legal-form words and phrases are dropped wherever they stand (ООО, ИП, АО, ПАО, LLC, GmbH, `общество с
 *    ограниченной ответственностью`, …): they say how a company is registered, not which one it is.
 *    Steps 3 and 4 repeat until nothing changes, so a normalized name normalizes to itself.
 * 5. Words are joined by single spaces.
 *
 * A name made only of legal forms (`ООО`) normalizes to the empty string; a rule pattern like that is
 * `pattern_required`.
 */
export function normalizeCounterpartyName(text: string | null | undefined): string {
  if (!text) return '';
  // № first: NFKC would turn it into the letters "No".
  let words = text.replace(/№/g, ' ').normalize('NFKC').toLowerCase().replace(/ё/g, 'е').split(SEPARATORS);
  // Dropping a legal form can bring single letters together ("И ООО И"), and joining them can make one ("а ип о"):
  // repeat until nothing changes, so that normalizing a normalized name changes nothing.
  for (;;) {
    const next = dropLegalForms(joinInitials(words));
    if (next.length === words.length && next.every((word, index) => word === words[index])) break;
    words = next;
  }
  return words.join(' ');
}

/** Joins runs of one-letter words and drops empty ones. */
function joinInitials(words: string[]): string[] {
  const joined: string[] = [];
  let initials = '';
  for (const word of words) {
    if (word.length === 0) continue;
    if (word.length === 1 && !DIGIT.test(word)) {
      initials += word;
      continue;
    }
    if (initials) joined.push(initials);
    initials = '';
    joined.push(word);
  }
  if (initials) joined.push(initials);
  return joined;
}

/** The words of a normalized name. */
export function nameWords(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/** Whether `pattern` occurs as contiguous words of `name` (how a rule pattern matches a name). */
export function containsWords(name: readonly string[], pattern: readonly string[]): boolean {
  if (pattern.length === 0) return false;
  for (let start = 0; start + pattern.length <= name.length; start += 1)
    if (containsWordsAt(name, pattern, start)) return true;
  return false;
}

/** Whether `pattern` occurs in `name` starting at word `start`. */
export function containsWordsAt(name: readonly string[], pattern: readonly string[], start: number): boolean {
  for (let index = 0; index < pattern.length; index += 1) if (name[start + index] !== pattern[index]) return false;
  return true;
}

/**
 * A tax id as the comparison needs it: letters and digits only, upper case. Placeholders banks write for private
 * persons (`0`, `000000000000`) and fragments shorter than 5 characters are no tax id.
 */
export function normalizeTaxId(text: string | null | undefined): string | null {
  if (!text) return null;
  const value = text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return value.length >= 5 && !/^0+$/.test(value) ? value : null;
}

const SEPARATORS = /[^\p{L}\p{N}]+/u;
const DIGIT = /\p{N}/u;

/** One-word legal forms (after steps 1–3: dotted forms such as `l.l.c.` arrive joined). */
const LEGAL_FORM_WORDS = new Set([
  // Russian and CIS
  'ооо',
  'оао',
  'зао',
  'пао',
  'нао',
  'ао',
  'ип',
  'чп',
  'пбоюл',
  'тоо',
  'одо',
  'нко',
  'ано',
  'фгуп',
  'гуп',
  'муп',
  'фгбу',
  'гбу',
  'мбу',
  'кфх',
  // English and European
  'llc',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'plc',
  'llp',
  'lp',
  'gmbh',
  'ag',
  'kg',
  'ug',
  'sa',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'oy',
  'ab',
  'as',
  'sro',
]);

/** Spelled-out legal forms, as word sequences; the longest match is dropped first. */
const LEGAL_FORM_PHRASES: string[][] = [
  'общество с ограниченной ответственностью',
  'общество с дополнительной ответственностью',
  'публичное акционерное общество',
  'непубличное акционерное общество',
  'открытое акционерное общество',
  'закрытое акционерное общество',
  'акционерное общество',
  'индивидуальный предприниматель',
  'крестьянское фермерское хозяйство',
  'автономная некоммерческая организация',
  'некоммерческая организация',
  'limited liability company',
  'limited liability partnership',
  'public limited company',
  'private limited company',
  'limited partnership',
  'and company',
]
  .map((phrase) => phrase.split(' '))
  .sort((a, b) => b.length - a.length);

const PHRASES_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of LEGAL_FORM_PHRASES) {
  const list = PHRASES_BY_FIRST_WORD.get(phrase[0]!) ?? [];
  list.push(phrase);
  PHRASES_BY_FIRST_WORD.set(phrase[0]!, list);
}

function dropLegalForms(words: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < words.length;) {
    const word = words[index]!;
    const phrase = PHRASES_BY_FIRST_WORD.get(word)?.find((candidate) =>
      candidate.every((part, offset) => words[index + offset] === part),
    );
    if (phrase) {
      index += phrase.length;
      continue;
    }
    if (!LEGAL_FORM_WORDS.has(word)) kept.push(word);
    index += 1;
  }
  return kept;
}
