import { createHash } from 'node:crypto';
import type { Client } from 'pg';

const names = new Map<string, string>();

/**
 * Marks a statement text as a hot statement of the service and answers it unchanged. On a PostgreSQL server each
 * connection then prepares it once, as a named statement, instead of parsing, analysing and planning it on every
 * call: for the statements of a payment allocation confirm that work was about two thirds of the database's CPU per
 * statement. Only constant texts belong here (each gets one prepared statement per connection, kept for the
 * connection's life), never text built from input.
 */
export function hotStatement(text: string): string {
  statementName(text);
  return text;
}

/** The prepared statement name of a constant statement text, the same on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `h_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type QueryFunction = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * pg-pool's `onConnect`: on a PostgreSQL server, the new connection runs every hot statement with parameters as its
 * named prepared statement (pg parses it on the connection's first use of the name and reuses it after), and
 * everything else as before. The embedded database (PGlite, also when reached by URL, as the tests do) serves all
 * connections from one backend session, where a name one connection prepared already exists for the next: there
 * every statement is parsed as before.
 */
export async function prepareHotStatements(client: Client): Promise<void> {
  const { rows } = await client.query<{ version: string }>('SELECT version() AS version');
  if (rows[0].version.includes('PGlite')) return;
  const query = client.query as unknown as QueryFunction;
  const patched: QueryFunction = function (this: Client, config, values, callback) {
    const name = typeof config === 'string' && Array.isArray(values) ? names.get(config) : undefined;
    return name === undefined
      ? query.call(this, config, values, callback)
      : query.call(this, { name, text: config, values }, callback);
  };
  (client as unknown as { query: QueryFunction }).query = patched;
}
