/**
 * The PDF uses pdfkit's built-in Helvetica, whose encoding (WinAnsi) has no Cyrillic: embedding a Unicode font would
 * mean shipping one. Cyrillic is transliterated (GOST 7.79 system B, simplified) so names and messages stay readable;
 * any other character outside Latin-1 becomes `?`. The CSV keeps the original text.
 */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'cz',
  ч: 'ch',
  ш: 'sh',
  щ: 'shh',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function pdfText(text: string): string {
  let result = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const latin = CYRILLIC[lower];
    if (latin !== undefined) {
      result += char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    } else if (char === '\n' || char === '\r' || char === '\t') result += ' ';
    else result += char.charCodeAt(0) <= 0xff ? char : '?';
  }
  return result;
}

/** At most `max` characters, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
