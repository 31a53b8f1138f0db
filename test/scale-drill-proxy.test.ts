import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { startRoundRobinProxy, type RoundRobinProxy } from '../bench/scale-drill-proxy';

/** The drill's balancer: round robin, a refused backend skipped, a backend dying mid-answer is a 502. */
describe('the scale drill proxy', () => {
  const servers: Server[] = [];
  let proxy: RoundRobinProxy | null = null;
  afterEach(async () => {
    await proxy?.close();
    proxy = null;
    await Promise.all(
      servers.splice(0).map((server) => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      }),
    );
  });

  /** A backend answering its name and the body it received; `/die` destroys the connection mid-answer. */
  async function backend(name: string): Promise<{ port: number; server: Server }> {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/die') {
          res.writeHead(200, { 'Content-Length': '100' }).write('partial');
          return void setTimeout(() => res.socket?.destroy(), 20);
        }
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`${name}:${body}`);
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, server };
  }

  async function closed(server: Server): Promise<void> {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  const post = (path: string, body: string) =>
    fetch(`${proxy!.url}${path}`, { method: 'POST', body }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));

  it('alternates between the backends and forwards the body', async () => {
    const [a, b] = [await backend('a'), await backend('b')];
    proxy = await startRoundRobinProxy([a.port, b.port]);
    const answers = [await post('/x', '1'), await post('/x', '2'), await post('/x', '3')];
    expect(answers.map((answer) => answer.text)).toEqual(['a:1', 'b:2', 'a:3']);
  });

  it('passes a refused connection on to the next backend, with the same body', async () => {
    const [a, b] = [await backend('a'), await backend('b')];
    proxy = await startRoundRobinProxy([a.port, b.port]);
    await closed(b.server);
    const answers = [await post('/x', 'one'), await post('/x', 'two')];
    expect(answers.map((answer) => answer.text)).toEqual(['a:one', 'a:two']);
    expect(proxy.stats()).toMatchObject({ forwarded: 2, refused: 1, badGateway: 0 });
  });

  it('answers 502 when no backend accepts, and cuts the answer of a backend that dies mid-answer', async () => {
    const a = await backend('a');
    proxy = await startRoundRobinProxy([a.port]);
    await expect(fetch(`${proxy.url}/die`, { method: 'POST' }).then((r) => r.text())).rejects.toThrow();
    await closed(a.server);
    expect((await post('/x', '')).status).toBe(502);
    expect(proxy.stats().badGateway).toBe(1);
  });

  it('carries a WebSocket both ways, and its close code', async () => {
    const a = await backend('a');
    const wss = new WebSocketServer({ server: a.server });
    wss.on('connection', (socket) => socket.on('message', (data) => socket.close(4009, `bye ${data.toString()}`)));
    proxy = await startRoundRobinProxy([a.port]);
    const client = new WebSocket(`${proxy.url.replace('http', 'ws')}/graphql`);
    await new Promise((resolve) => client.once('open', resolve));
    client.send('client');
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      client.once('close', (closeCode, closeReason) => resolve([closeCode, closeReason.toString()])),
    );
    wss.close();
    expect([code, reason]).toEqual([4009, 'bye client']);
    expect(proxy.stats().upgrades).toBe(1);
  });
});
