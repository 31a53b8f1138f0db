/** `application/json` or a `+json` type (`application/merge-patch+json`), with or without parameters. */
export function isJsonContentType(type: string | undefined): boolean {
  return typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i.test(type);
}
