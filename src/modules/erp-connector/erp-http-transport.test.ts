import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErpAddressPolicy } from './erp-address-policy';
import { ErpConnectorError, ErpUnavailableError } from './erp-connector.errors';
import { ErpHttpTransport, type ErpAnswerStream } from './erp-http-transport';
import { XmlRecordStream, childText, type XmlElement } from './iiko/iiko-xml';

const XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><employees>' +
    Array.from({ length: 50 }, (_, i) => `<employee><id>${i}</id><name>Поставщик «№${i}» ✓</name></employee>`).join(
      '',
    ) +
    '</employees>',
  'utf8',
);

let server: Server;
let transport: ErpHttpTransport;
let seen: URL[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(url);
    if (url.pathname.endsWith('/bytes')) {
      // One byte at a time: every multi-byte character is cut between two chunks.
      res.writeHead(200, { 'content-type': 'application/xml' });
      for (const byte of XML) {
        res.write(Buffer.from([byte]));
        await new Promise((resolve) => setImmediate(resolve));
      }
      res.end();
    } else if (url.pathname.endsWith('/refused')) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Wrong date format: 2019-0513');
    } else {
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end('[]');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  transport = new ErpHttpTransport({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/prefix`,
    timeoutMs: 5000,
    addressPolicy: new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true }),
  });
});

afterAll(async () => {
  transport.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('ErpHttpTransport', () => {
  it('streams a successful answer into the parser as it arrives, characters whole across chunks', async () => {
    const names: string[] = [];
    const stream = new XmlRecordStream('listSuppliers', 1, (record: XmlElement) =>
      names.push(childText(record, 'name')!),
    );
    const answer = await transport.send({ operation: 'listSuppliers', method: 'GET', path: 'bytes', stream });
    expect(answer).toEqual({ status: 200, text: '', contentType: 'application/xml' });
    expect(names).toHaveLength(50);
    expect(names[49]).toBe('Поставщик «№49» ✓');
  });

  it('collects a refusal as text even when a stream was given, with its media type', async () => {
    const stream: ErpAnswerStream = { write: jest.fn(), end: jest.fn() };
    const answer = await transport.send({ operation: 'listDocuments', method: 'GET', path: 'refused', stream });
    expect(answer).toEqual({ status: 400, text: 'Wrong date format: 2019-0513', contentType: 'text/plain' });
    expect(stream.write).not.toHaveBeenCalled();
  });

  it('sends a parameter with several values once per value, under the base path', async () => {
    await transport.send({
      operation: 'supplierBalances',
      method: 'GET',
      path: 'resto/api/v2/reports/balance/counteragents',
      query: { timestamp: '2026-01-01T10:00:00', account: ['a', 'b'], key: 'k' },
    });
    expect(seen[0].pathname).toBe('/prefix/resto/api/v2/reports/balance/counteragents');
    expect(seen[0].search).toBe('?timestamp=2026-01-01T10%3A00%3A00&account=a&account=b&key=k');
  });

  it('ends the exchange with the failure the stream throws', async () => {
    const failing: ErpAnswerStream = {
      write: () => {
        throw new ErpUnavailableError('listSuppliers', 'unreadable', 'server-error');
      },
      end: () => undefined,
    };
    await expect(
      transport.send({ operation: 'listSuppliers', method: 'GET', path: 'bytes', stream: failing }),
    ).rejects.toMatchObject({ kind: 'unavailable', message: 'unreadable' });
    const buggy: ErpAnswerStream = {
      write: () => {
        throw new TypeError('parser bug with the answer text in it');
      },
      end: () => undefined,
    };
    const error = await transport
      .send({ operation: 'listSuppliers', method: 'GET', path: 'bytes', stream: buggy })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ErpConnectorError);
    expect(error.message).not.toContain('answer text');
  });

  it('repeats a read after retryable failures only, pausing between attempts', async () => {
    const reads = new ErpHttpTransport({
      baseUrl: 'http://127.0.0.1:1',
      retries: 2,
      retryBackoffMs: 1,
      addressPolicy: new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true }),
    });
    let attempts = 0;
    await expect(
      reads.read(async () => {
        attempts += 1;
        throw new ErpUnavailableError('listAccounts', 'down', 'server-error');
      }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(
      reads.read(async () => {
        attempts += 1;
        throw new ErpUnavailableError('authenticate', 'full', 'session-limit');
      }),
    ).rejects.toMatchObject({ reason: 'session-limit' });
    expect(attempts).toBe(1);
    reads.destroy();
  });
});
