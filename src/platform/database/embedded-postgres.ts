import { mkdir } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { Logger } from '../logging/logger';
import { EmbeddedBackendQueue } from './embedded-backend-queue';

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

const MAX_CONNECTIONS = 12;

/**
 * PostgreSQL compiled to WebAssembly (PGlite), persisted in `directory` (in memory when it is null: a test run's
 * throwaway database) and reached over a loopback socket so the ordinary `pg` driver and TypeORM work unchanged. It
 * runs one transaction at a time for all connections.
 *
 * The socket protocol is pglite-socket's connection handler; the listener and the queue in front of the backend are
 * ours (EmbeddedBackendQueue), so one connection's extended-protocol exchange is never interleaved with another's.
 */
export async function startEmbeddedPostgres(directory: string | null, logger: Logger): Promise<EmbeddedPostgres> {
  if (directory) await mkdir(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketHandler } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create(directory ?? undefined);
  const queue = new EmbeddedBackendQueue(db, (error) =>
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'embedded database: reset failed'),
  );
  const handlers = new Set<InstanceType<typeof PGLiteSocketHandler>>();
  const server = createServer((socket: Socket) => {
    const handler = new PGLiteSocketHandler({
      // The handler only calls the queue's public methods, which EmbeddedBackendQueue has; the declared type is the
      // library's class, whose private members no other class can match.
      queryQueue: queue as never,
      closeOnDetach: true,
    });
    handlers.add(handler);
    socket.once('close', () => handlers.delete(handler));
    handler.attach(socket).catch(() => {
      handlers.delete(handler);
      socket.destroy();
    });
  });
  server.maxConnections = MAX_CONNECTIONS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  logger.warn('database: embedded PostgreSQL (PGlite), single process only; set DATABASE_URL for a server');
  return {
    url,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await closed;
      await db.close();
    },
  };
}
