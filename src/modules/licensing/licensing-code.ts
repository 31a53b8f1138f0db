/**
 * The one rule for the codes a vendor gives its licensing records: product codes, tariff codes and platform plan
 * codes. Vendor consoles send SKU-like codes (`ACC-PRO`, `pos.lite_2`), so a code is 1–64 ASCII letters of either
 * case, digits, `-`, `_` and `.`, starting with a letter or a digit. It is stored and answered exactly as written,
 * never lowercased; wherever codes are compared (uniqueness, resolving a code to its record, ordering) the comparison
 * ignores case, so `ACC-PRO` and `acc-pro` are one code and two records can never differ only by case.
 *
 * The database keeps the same rule: CHECK constraints with `LICENSING_CODE_PATTERN` and unique indexes on
 * `codeKeySql(code)` (migration 1765500000000); a test compares the stored constraints with this file.
 */
export const LICENSING_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$';
export const LICENSING_CODE = new RegExp(LICENSING_CODE_PATTERN);

/** The rule in words, for schema descriptions and the OpenAPI document derived from them. */
export const LICENSING_CODE_RULE =
  `1–64 characters: letters of either case, digits, \`-\`, \`_\` and \`.\`, starting with a letter or digit ` +
  `(\`${LICENSING_CODE_PATTERN}\`)`;

export function isLicensingCode(value: unknown): value is string {
  return typeof value === 'string' && LICENSING_CODE.test(value);
}

/**
 * What two codes are compared by. Codes are ASCII, so JavaScript's lowercasing (locale-independent) and
 * PostgreSQL's `lower` under the "C" collation (`codeKeySql`) give the same key.
 */
export function codeKey(code: string): string {
  return code.toLowerCase();
}

export function sameCode(a: string, b: string): boolean {
  return codeKey(a) === codeKey(b);
}

/**
 * The SQL of `codeKey` over an expression. Lowercased under the "C" collation, which maps only ASCII letters, so
 * no server locale (a Turkish one lowercases `I` to a dotless `ı`) changes which codes collide; the unique indexes
 * are built on exactly this expression, so a comparison written with it can use them.
 */
export function codeKeySql(expression: string): string {
  return `lower((${expression}) COLLATE "C")`;
}
