import { createServer, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { trackHttpConnections, type HttpDrain } from './http-drain';

/** A real HTTP server on an ephemeral port; `/slow` answers after `?ms=`, anything else at once. */
async function serve(): Promise<{ server: Server; drain: HttpDrain; port: number }> {
  const server = createServer((req, res) => {
    const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
    setTimeout(() => res.end('done'), ms);
  });
  const drain = trackHttpConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, drain, port: (server.address() as { port: number }).port };
}

function rawConnection(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      socket.on('error', () => undefined);
      resolve({ socket, received: () => text, closed });
    });
  });
}

const GET = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('trackHttpConnections().drain', () => {
  it('ends an idle keep-alive connection at once and lets a busy one finish with Connection: close', async () => {
    const { drain, port } = await serve();
    const idle = await rawConnection(port);
    idle.socket.write(GET('/'));
    await sleep(50);
    const busy = await rawConnection(port);
    busy.socket.write(GET('/slow?ms=300'));
    await sleep(50);

    const drained = drain.drain(Date.now() + 5000);
    await idle.closed;
    expect(busy.received()).toBe('');
    expect(await drained).toBe(0);
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(busy.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(busy.received()).toMatch(/done$/);
  });

  it('gives a connection accepted before the drain the time to send its first request', async () => {
    const { drain, port } = await serve();
    const fresh = await rawConnection(port);
    const drained = drain.drain(Date.now() + 5000);
    await sleep(200);
    fresh.socket.write(GET('/'));
    expect(await drained).toBe(0);
    expect(fresh.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*Connection: close[\s\S]*done$/i);
  });

  it('refuses new connections once draining', async () => {
    const { drain, port } = await serve();
    const drained = drain.drain(Date.now() + 5000);
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve('connected'));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? ''));
    });
    expect(refused).toBe('ECONNREFUSED');
    await drained;
  });

  it('cuts what is still running at the deadline and says how many connections it cut', async () => {
    const { drain, port } = await serve();
    const stuck = await rawConnection(port);
    stuck.socket.write(GET('/slow?ms=10000'));
    await sleep(50);
    const started = Date.now();
    expect(await drain.drain(Date.now() + 300)).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    await stuck.closed;
    expect(stuck.received()).toBe('');
  });

  it('leaves upgraded connections to their WebSocket server', async () => {
    const { server, drain, port } = await serve();
    server.on('upgrade', (_request, socket: Socket) => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: test\r\nConnection: Upgrade\r\n\r\n');
    });
    const upgraded = await new Promise<Socket>((resolve) => {
      request({ host: '127.0.0.1', port, headers: { Connection: 'Upgrade', Upgrade: 'test' } })
        .on('upgrade', (_response, socket) => resolve(socket))
        .end();
    });
    expect(await drain.drain(Date.now() + 2000)).toBe(0);
    expect(upgraded.destroyed).toBe(false);
    upgraded.destroy();
  });
});
