import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import QueryStream from 'pg-query-stream';

/**
 * Starts the embedded server in a child process (PGlite is an ES module, which Jest's sandbox cannot import) and
 * resolves with its URL.
 */
function startServerProcess(directory: string): Promise<{ url: string; child: ChildProcess }> {
  const script = `
    const { startEmbeddedPostgres } = require('./src/platform/database/embedded-postgres');
    const { createLogger } = require('./src/platform/logging/logger');
    startEmbeddedPostgres(${JSON.stringify(directory)}, createLogger('silent')).then((db) => {
      process.stdout.write(db.url + '\\n');
      process.on('SIGTERM', () => db.close().then(() => process.exit(0)));
    });`;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: path.resolve(__dirname, '../../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = output.split('\n').find((line) => line.startsWith('postgres://'));
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`the embedded server exited with ${code}`)));
  });
}

/**
 * The embedded database's socket server shares one PGlite backend among its connections. A connection in the middle
 * of an extended-protocol exchange (a cursor between its Execute and its Sync) or in a transaction block owns the
 * backend until it is idle again; a connection that closes while it owns it leaves nothing behind.
 */
describe('embedded PostgreSQL socket server', () => {
  let directory: string;
  let url: string;
  let server: ChildProcess | undefined;
  const clients: Client[] = [];

  async function connect(): Promise<Client> {
    const client = new Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'embedded-pg-test-'));
    ({ url, child: server } = await startServerProcess(directory));
    const setup = await connect();
    await setup.query('CREATE TABLE notes (id int PRIMARY KEY, body text)');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps a cursor portal alive while other connections run parameterized statements', async () => {
    const reader = await connect();
    const others = await Promise.all([connect(), connect()]);
    // pg-query-stream: Parse, Bind, then an Execute per batch of 50, and its Sync only after the last row.
    const stream = reader.query(
      new QueryStream('SELECT n FROM generate_series(1, $1::int) AS n', [2000], { batchSize: 50 }),
    );
    const read = (async () => {
      const seen: number[] = [];
      for await (const row of stream as AsyncIterable<{ n: number }>) seen.push(row.n);
      return seen;
    })();
    // Each answer names its own parameter: a statement bound with another connection's parameters would show.
    const answers = await Promise.all(
      others.map(async (other, which) => {
        const rows: unknown[] = [];
        for (let i = which; i < 200; i += 2) {
          rows.push((await other.query('SELECT $1::int * 2 AS doubled, $2::text AS tag', [i, `t${i}`])).rows[0]);
        }
        return rows;
      }),
    );
    expect(answers.flat()).toEqual(
      expect.arrayContaining(Array.from({ length: 200 }, (_, i) => ({ doubled: i * 2, tag: `t${i}` }))),
    );
    expect(answers.flat()).toHaveLength(200);
    const seen = await read;
    expect(seen).toHaveLength(2000);
    expect(seen[1999]).toBe(2000);
  });

  it('rolls back the transaction of a connection that closes in it, and the others go on', async () => {
    const leaving = await connect();
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'never committed']);
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();

    const other = await connect();
    const { rows } = await other.query('SELECT count(*)::int AS count FROM notes WHERE id = $1', [1]);
    expect(rows[0].count).toBe(0);
    await other.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'committed']);
    expect((await other.query('SELECT body FROM notes WHERE id = 1')).rows).toEqual([{ body: 'committed' }]);
  });

  it('ends the open exchange of a connection that closes mid-cursor, and the others go on', async () => {
    const leaving = await connect();
    const stream = leaving.query(new QueryStream('SELECT n FROM generate_series(1, 1000) AS n', [], { batchSize: 10 }));
    const first = await new Promise((resolve) => stream.once('data', resolve));
    expect(first).toEqual({ n: 1 });
    stream.pause();
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();

    const other = await connect();
    expect((await other.query('SELECT $1::text AS echo', ['still serving'])).rows).toEqual([{ echo: 'still serving' }]);
  });
});
