import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * The drill's load balancer: round robin over the API processes, for HTTP requests and for WebSocket upgrades
 * (graphql-ws on /graphql). A backend that refuses the connection is skipped for that request, as a balancer's
 * failed health check would; a backend that dies with the request in hand answers 502, as a real balancer does,
 * and the client decides whether to retry. Nothing here knows the API.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests and upgrades forwarded, connections refused by a backend (and retried on the next), 502s answered. */
  stats(): { forwarded: number; upgrades: number; refused: number; badGateway: number };
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

export async function startRoundRobinProxy(backendPorts: number[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const sockets = new Set<Socket>();
  const counts = { forwarded: 0, upgrades: 0, refused: 0, badGateway: 0 };
  let next = 0;
  const order = () => {
    const start = next++ % backendPorts.length;
    return backendPorts.map((_, offset) => backendPorts[(start + offset) % backendPorts.length]);
  };

  const badGateway = (res: ServerResponse) => {
    counts.badGateway += 1;
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json' }).end('{"code":"bad_gateway"}');
  };

  // The body is buffered so that a refused connection can be retried on the next backend with the same bytes.
  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers['content-length'] = String(body.length);
    for (const port of order()) {
      const sent = await new Promise<'done' | 'refused'>((resolve) => {
        const outgoing = request(
          { host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent },
          (answer) => {
            const answerHeaders = { ...answer.headers };
            for (const name of HOP_BY_HOP) delete answerHeaders[name];
            res.writeHead(answer.statusCode ?? 502, answerHeaders);
            answer.pipe(res);
            answer.once('error', () => res.destroy());
            answer.once('aborted', () => res.destroy());
            res.once('close', () => resolve('done'));
          },
        );
        outgoing.once('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') return resolve('refused');
          badGateway(res);
          resolve('done');
        });
        outgoing.end(body);
      });
      if (sent === 'done') {
        counts.forwarded += 1;
        return;
      }
      counts.refused += 1;
    }
    badGateway(res);
  }

  const server = createServer((req, res) => void forward(req, res).catch(() => badGateway(res)));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // The upgrade request is replayed on a raw connection to the backend, then both sockets are piped: frames and
  // close codes pass through untouched, and either side's end ends the other.
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const candidates = order();
    const attempt = (index: number) => {
      if (index === candidates.length) {
        counts.badGateway += 1;
        return void client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      }
      const upstream = connect(candidates[index], '127.0.0.1');
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') {
          counts.refused += 1;
          return attempt(index + 1);
        }
        client.destroy();
      });
      upstream.once('connect', () => {
        counts.upgrades += 1;
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client).pipe(upstream);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
      });
    };
    attempt(0);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stats: () => ({ ...counts }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
