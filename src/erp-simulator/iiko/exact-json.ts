/**
 * JSON with numbers kept as their source text. `JSON.parse` turns `0.1` and `1000.10` into binary floats before the
 * simulator could see what the client sent; the real server reads money into BigDecimal, so the simulator reads the
 * raw text instead, and writes sums back from integers without ever forming a float.
 */

/** A JSON number as written. */
export class JsonNumber {
  constructor(readonly raw: string) {}
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | { [key: string]: JsonValue };

export class JsonSyntaxError extends Error {}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

class Parser {
  private at = 0;

  constructor(private readonly text: string) {}

  parse(): JsonValue {
    const value = this.value();
    this.skip();
    if (this.at !== this.text.length) this.fail('unexpected text after the value');
    return value;
  }

  private fail(why: string): never {
    throw new JsonSyntaxError(`Malformed JSON at ${this.at}: ${why}`);
  }

  private skip(): void {
    WHITESPACE.lastIndex = this.at;
    WHITESPACE.exec(this.text);
    this.at = WHITESPACE.lastIndex;
  }

  private value(): JsonValue {
    this.skip();
    const char = this.text[this.at];
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    if (char === '"') return this.string();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = this.at;
    const found = NUMBER.exec(this.text);
    if (found === null) this.fail('a value was expected');
    this.at = NUMBER.lastIndex;
    return new JsonNumber(found[0]);
  }

  private string(): string {
    const start = this.at;
    this.at += 1;
    while (this.at < this.text.length && this.text[this.at] !== '"') {
      this.at += this.text[this.at] === '\\' ? 2 : 1;
    }
    if (this.at >= this.text.length) this.fail('unterminated string');
    this.at += 1;
    try {
      return JSON.parse(this.text.slice(start, this.at)) as string;
    } catch {
      return this.fail('bad string');
    }
  }

  private array(): JsonValue[] {
    this.at += 1;
    const items: JsonValue[] = [];
    this.skip();
    if (this.text[this.at] === ']') {
      this.at += 1;
      return items;
    }
    for (;;) {
      items.push(this.value());
      this.skip();
      const char = this.text[this.at++];
      if (char === ']') return items;
      if (char !== ',') this.fail('"," or "]" expected');
    }
  }

  private object(): { [key: string]: JsonValue } {
    this.at += 1;
    const members: { [key: string]: JsonValue } = {};
    this.skip();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return members;
    }
    for (;;) {
      this.skip();
      if (this.text[this.at] !== '"') this.fail('a member name was expected');
      const key = this.string();
      this.skip();
      if (this.text[this.at++] !== ':') this.fail('":" expected');
      // defineProperty: a member called "__proto__" stays a plain member.
      Object.defineProperty(members, key, {
        value: this.value(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.skip();
      const char = this.text[this.at++];
      if (char === '}') return members;
      if (char !== ',') this.fail('"," or "}" expected');
    }
  }
}

export function parseExactJson(text: string): JsonValue {
  return new Parser(text).parse();
}

/** Like `JSON.stringify`, with `JsonNumber`s written as their text; `undefined` members are left out. */
export function stringifyExactJson(value: unknown): string {
  if (value instanceof JsonNumber) return value.raw;
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((item) => stringifyExactJson(item)).join(',')}]`;
  if (typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${JSON.stringify(key)}:${stringifyExactJson(member)}`);
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError('Only integers are written as plain numbers; money goes through JsonNumber');
  }
  return JSON.stringify(value);
}

export function isJsonObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber);
}
