import type { EntityManager } from 'typeorm';
import { bulkInsert } from './bulk-insert';

/** A transaction's manager on a server that, like PGlite, answers with multi-row INSERTs instead of COPY. */
function pgliteManager(query: jest.Mock): EntityManager {
  return { queryRunner: { isTransactionActive: true }, connection: {}, query } as unknown as EntityManager;
}

describe('bulkInsert', () => {
  it('asks again whether COPY works after a probe failed, instead of keeping the failure', async () => {
    const query = jest
      .fn()
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
      .mockResolvedValueOnce([{ version: 'PostgreSQL 17.5 on x86_64-pc-linux-gnu (PGlite 0.3)' }])
      .mockResolvedValue([]);
    const manager = pgliteManager(query);

    await expect(bulkInsert(manager, 'probe', ['a', 'b'], [['x', 1]])).rejects.toThrow('Connection terminated');
    await bulkInsert(manager, 'probe', ['a', 'b'], [['y', 2]]);

    expect(query.mock.calls.map(([sql]) => sql)).toEqual([
      'SELECT version() AS version',
      'SELECT version() AS version',
      'INSERT INTO probe (a, b) VALUES ($1, $2)',
    ]);
    expect(query).toHaveBeenLastCalledWith('INSERT INTO probe (a, b) VALUES ($1, $2)', ['y', 2]);
  });

  it('keeps a definite answer: the server is asked once', async () => {
    const query = jest
      .fn()
      .mockResolvedValueOnce([{ version: 'PostgreSQL 17.5 on x86_64-pc-linux-gnu (PGlite 0.3)' }])
      .mockResolvedValue([]);
    const manager = pgliteManager(query);

    await bulkInsert(manager, 'probe', ['a'], [['x']]);
    await bulkInsert(manager, 'probe', ['a'], [['y']]);

    expect(query.mock.calls.map(([sql]) => sql)).toEqual([
      'SELECT version() AS version',
      'INSERT INTO probe (a) VALUES ($1)',
      'INSERT INTO probe (a) VALUES ($1)',
    ]);
  });
});
