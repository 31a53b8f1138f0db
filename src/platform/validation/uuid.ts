const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID in its canonical textual form (any case), as PostgreSQL's uuid type reads it. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
