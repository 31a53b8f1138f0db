import { mkdir } from 'node:fs/promises';
import type { Logger } from '../logging/logger';

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

const MAX_CONNECTIONS = 12;

/**
 * PostgreSQL compiled to WebAssembly (PGlite), persisted in `directory` and reached over a loopback socket so the
 * ordinary `pg` driver and TypeORM work unchanged. It runs one transaction at a time for all connections.
 */
export async function startEmbeddedPostgres(directory: string, logger: Logger): Promise<EmbeddedPostgres> {
  await mkdir(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create(directory);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: MAX_CONNECTIONS });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  logger.warn('database: embedded PostgreSQL (PGlite), single process only; set DATABASE_URL for a server');
  return {
    url,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
