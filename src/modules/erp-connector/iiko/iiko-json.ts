/**
 * JSON with every number kept as the text the server wrote. `JSON.parse` turns `-123.123456789123456789` into the
 * nearest binary float before any reviver sees it, so sums (OLAP rows, balances) are read here instead and converted
 * to minor units by exact decimal arithmetic (src/platform/money/minor-units.ts).
 */

/** A JSON number as written (`1000.0`, `-100.25`, `1.2345678E7`). */
export class JsonDecimal {
  constructor(readonly text: string) {}
}

export type ExactJson = null | boolean | string | JsonDecimal | ExactJson[] | ExactJsonObject;
export interface ExactJsonObject {
  [member: string]: ExactJson;
}

export class JsonSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** A string token; its escapes and the absence of raw control characters are checked by `JSON.parse` of it. */
const STRING = /"(?:[^"\\]|\\.)*"/y;
const WHITESPACE = /[ \t\n\r]*/y;
/** Deeper than any answer of the API; a bound so a hostile body cannot exhaust the stack. */
const MAX_DEPTH = 64;

export function parseExactJson(text: string): ExactJson {
  let at = 0;

  const skip = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.exec(text);
    at = WHITESPACE.lastIndex;
  };
  const fail = (): never => {
    throw new JsonSyntaxError(`Malformed JSON at offset ${at}`);
  };
  const token = (pattern: RegExp): string | null => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (found === null) return null;
    at = pattern.lastIndex;
    return found[0];
  };
  const string = (): string => {
    const quoted = token(STRING) ?? fail();
    try {
      return JSON.parse(quoted) as string;
    } catch {
      return fail();
    }
  };
  const literal = (word: string): boolean => {
    if (!text.startsWith(word, at)) return false;
    at += word.length;
    return true;
  };

  const value = (depth: number): ExactJson => {
    if (depth > MAX_DEPTH) fail();
    skip();
    const char = text[at];
    if (char === '{') {
      at += 1;
      const object: ExactJsonObject = Object.create(null) as ExactJsonObject;
      skip();
      if (text[at] === '}') {
        at += 1;
        return object;
      }
      for (;;) {
        skip();
        const name = string();
        skip();
        if (text[at] !== ':') fail();
        at += 1;
        object[name] = value(depth + 1);
        skip();
        if (text[at] === ',') at += 1;
        else if (text[at] === '}') {
          at += 1;
          return object;
        } else fail();
      }
    }
    if (char === '[') {
      at += 1;
      const array: ExactJson[] = [];
      skip();
      if (text[at] === ']') {
        at += 1;
        return array;
      }
      for (;;) {
        array.push(value(depth + 1));
        skip();
        if (text[at] === ',') at += 1;
        else if (text[at] === ']') {
          at += 1;
          return array;
        } else fail();
      }
    }
    if (char === '"') return string();
    if (literal('true')) return true;
    if (literal('false')) return false;
    if (literal('null')) return null;
    const number = token(NUMBER);
    return number === null ? fail() : new JsonDecimal(number);
  };

  const result = value(0);
  skip();
  if (at !== text.length) fail();
  return result;
}

export function isJsonObject(value: ExactJson | undefined): value is ExactJsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonDecimal);
}

/** A member's text, or null when absent, null or not a string. */
export function stringMember(object: ExactJsonObject, name: string): string | null {
  const value = object[name];
  return typeof value === 'string' ? value : null;
}

/** A decimal member as its text: a JSON number as written, or a string holding one (older answers quote sums). */
export function decimalMember(object: ExactJsonObject, name: string): string | null {
  const value = object[name];
  if (value instanceof JsonDecimal) return value.text;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
