import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { settlesBy } from './process-lifecycle';

/** How long a connection accepted before a drain, that has not sent a request yet, gets to send one. */
const FIRST_REQUEST_MS = 1000;

export interface HttpDrain {
  /**
   * Stops accepting connections at once, lets the requests in flight finish (a body still arriving included) until
   * `deadline` (epoch ms), then cuts what is left. Keep-alive connections are closed as soon as they are idle: a
   * response not yet begun says `Connection: close`, an idle connection is ended now, a busy one after its response.
   * Resolves with the number of connections cut at the deadline (0 when everything finished in time).
   */
  drain(deadline: number): Promise<number>;
}

/**
 * Tracks the connections of `server` and the requests on each, so a shutdown can tell idle keep-alive connections
 * (closed at once) from busy ones (closed after their response). Must be attached before the server listens.
 * Upgraded connections (WebSocket) leave this tracking at the upgrade; their server closes them itself.
 */
export function trackHttpConnections(server: Server): HttpDrain {
  /** Every open connection with the responses it has in flight (HTTP/1.1 answers one at a time, so 0 or 1). */
  const connections = new Map<Socket, Set<ServerResponse>>();
  /** Connections that carried a request: idle ones are a client's keep-alive pool, ended at once on a drain. */
  const used = new WeakSet<Socket>();
  let draining = false;
  /** Called when the last tracked connection closed during a drain. */
  let onEmpty: (() => void) | null = null;

  const forget = (socket: Socket) => {
    connections.delete(socket);
    if (connections.size === 0) onEmpty?.();
  };
  const endIfIdle = (socket: Socket) => {
    if (draining && connections.get(socket)?.size === 0 && !socket.destroyed) socket.end();
  };
  server.on('connection', (socket: Socket) => {
    connections.set(socket, new Set());
    socket.once('close', () => forget(socket));
  });
  // Before the application's handler, which may answer synchronously.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const inFlight = connections.get(socket);
    if (inFlight === undefined) return;
    inFlight.add(response);
    used.add(socket);
    if (draining && !response.headersSent) response.setHeader('Connection', 'close');
    const finished = () => {
      inFlight.delete(response);
      // After the response is flushed: ending now would cut the last bytes of a streamed body.
      setImmediate(() => endIfIdle(socket));
    };
    response.once('finish', finished);
    response.once('close', finished);
  });
  // An upgraded connection belongs to its WebSocket server from here on, which closes it on its own shutdown. Only
  // alongside such a server: with any 'upgrade' listener Node stops answering upgrade requests as plain HTTP.
  let followsUpgrades = false;
  const followUpgrades = () => {
    if (followsUpgrades) return;
    followsUpgrades = true;
    server.prependListener('upgrade', (_request: IncomingMessage, socket: Socket) => forget(socket));
  };
  if (server.listenerCount('upgrade') > 0) followUpgrades();
  server.on('newListener', (event: string | symbol) => {
    if (event === 'upgrade') followUpgrades();
  });

  return {
    async drain(deadline) {
      draining = true;
      // Stops listening; its callback would also wait for upgraded connections, so the tracking decides instead.
      server.close(() => undefined);
      const empty = new Promise<void>((resolve) => {
        onEmpty = resolve;
        if (connections.size === 0) resolve();
      });
      for (const [socket, inFlight] of connections) {
        // A connection accepted just before the drain may not have delivered its request headers yet.
        if (inFlight.size === 0 && used.has(socket)) socket.end();
        else if (inFlight.size === 0) setTimeout(() => endIfIdle(socket), FIRST_REQUEST_MS).unref();
        // A response not yet begun tells its client not to reuse the connection.
        for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      if (await settlesBy(empty, deadline)) return 0;
      const cut = connections.size;
      for (const socket of connections.keys()) socket.destroy();
      await empty;
      return cut;
    },
  };
}
