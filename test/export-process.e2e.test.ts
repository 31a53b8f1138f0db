import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceProcess } from './service-process';
import { reportFigure } from './run-report';

const EMAIL = `exports-${randomUUID().slice(0, 8)}@example.test`;
const PASSWORD = 'exports-process-password-0123456789';

const PATHS = {
  auditCsv: '/api/audit-log/export.csv',
  auditPdf: '/api/audit-log/export.pdf',
  evidenceCsv: '/api/reports/reconciliation-evidence/export.csv',
};

type Outcome = { kind: 'complete'; status: number; bytes: number } | { kind: 'cut' | 'aborted' };

/**
 * `npm start` on its embedded defaults (PGlite behind its loopback socket server, no DATABASE_URL) as a process of
 * its own, so a crash is a crash: concurrent exports of every kind, some abandoned by their client before or during
 * the download, must leave the process running and healthy.
 */
describe('the service process under concurrent and abandoned exports', () => {
  let service: ServiceProcess;
  let base: string;
  let token: string;

  afterAll(async () => {
    await service?.dispose();
  });

  /** A download read whole, or abandoned: `abort` 'after-first-chunk' reads one chunk, 'early' gives up at once. */
  function get(
    path: string,
    abort: 'no' | 'after-first-chunk' | 'early' = 'no',
    headers: Record<string, string> = {},
  ): Promise<Outcome> {
    return new Promise((resolve) => {
      const req = request(`${base}${path}`, { headers: { Authorization: `Bearer ${token}`, ...headers } });
      req.on('response', (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (abort === 'after-first-chunk') {
            req.destroy();
            resolve({ kind: 'aborted' });
          }
        });
        res.on('end', () =>
          resolve(res.complete ? { kind: 'complete', status: res.statusCode!, bytes } : { kind: 'cut' }),
        );
        res.on('error', () => resolve({ kind: 'cut' }));
      });
      req.on('error', () => resolve({ kind: abort === 'no' ? 'cut' : 'aborted' }));
      req.end();
      if (abort === 'early') setTimeout(() => req.destroy(), 5);
    });
  }

  async function json(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>,
    };
  }

  it('keeps running and serving: no restart, every completed export audited', async () => {
    service = new ServiceProcess({
      BOOTSTRAP_ADMIN_EMAIL: EMAIL,
      BOOTSTRAP_ADMIN_PASSWORD: PASSWORD,
      WORKER_ENABLED: 'false',
    });
    base = `http://127.0.0.1:${await service.ready}`;
    let exited = false;
    void service.exited.then(() => (exited = true));
    token = '';
    const login = await json('POST', '/api/auth/login', { email: EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);
    token = login.body.accessToken as string;

    // Audit entries to export: each organization created writes one; a few hundred make every export take
    // several FETCHes, interleaved with the others'.
    for (let batch = 0; batch < 30; batch += 1) {
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          json('POST', '/api/platform/organizations', { name: `Export load ${batch}-${i}` }),
        ),
      );
      expect(created.map((answer) => answer.status)).toEqual(created.map(() => 201));
    }

    const fired = [
      ...Array.from({ length: 10 }, () => get(PATHS.auditCsv)),
      ...Array.from({ length: 10 }, () => get(PATHS.auditPdf)),
      ...Array.from({ length: 10 }, () => get(PATHS.evidenceCsv)),
      ...Array.from({ length: 3 }, () => get(PATHS.auditCsv, 'after-first-chunk')),
      ...Array.from({ length: 3 }, () => get(PATHS.auditPdf, 'after-first-chunk')),
      ...Array.from({ length: 2 }, () => get(PATHS.auditCsv, 'early')),
      ...Array.from({ length: 2 }, () => get(PATHS.evidenceCsv, 'early')),
    ];
    // Refused before any byte, among the others: 400 and no entry.
    const refused = [
      get(PATHS.auditCsv, 'no', { 'X-Organization-Id': 'not-a-uuid' }),
      get(PATHS.auditPdf, 'no', { 'X-Location-Id': 'not-a-uuid' }),
      get(PATHS.evidenceCsv, 'no', { 'X-Organization-Id': 'not-a-uuid' }),
      get(PATHS.evidenceCsv, 'no', { 'X-Location-Id': '42' }),
    ];
    const outcomes = await Promise.all(fired);
    expect(await Promise.all(refused)).toEqual(refused.map(() => expect.objectContaining({ status: 400 })));
    const completed = outcomes.filter((outcome) => outcome.kind === 'complete');
    expect(completed).toHaveLength(30);
    expect(completed.every((outcome) => outcome.kind === 'complete' && outcome.status === 200)).toBe(true);

    // Whatever the abandoned downloads left behind has settled; the process is still the one started.
    await sleep(500);
    expect(exited).toBe(false);
    expect((await json('GET', '/api/health')).status).toBe(200);
    const again = await get(PATHS.auditPdf);
    expect(again).toMatchObject({ kind: 'complete', status: 200 });

    // Every completed export has its entry (abandoned ones may have one too: it is committed before the first byte).
    const entries = await json('GET', '/api/audit-log?action=Export&pageSize=100');
    expect(entries.status).toBe(200);
    const total = entries.body.totalCount as number;
    expect(total).toBeGreaterThanOrEqual(31);
    expect(total).toBeLessThanOrEqual(fired.length + 1);

    const lines = service.lines();
    expect(lines.filter((line) => /uncaught|unhandledRejection/i.test(String(line.msg)))).toEqual([]);
    const cut = lines.filter((line) => String(line.msg).startsWith('download cut'));
    // A client hanging up is a cut download, never a failure of ours.
    expect(lines.filter((line) => line.msg === 'unhandled failure')).toEqual([]);
    reportFigure(
      `export process (embedded PGlite): ${fired.length + 1} exports fired (${completed.length + 1} completed, ` +
        `${fired.length - completed.length} abandoned by the client, ${cut.length} cut mid-file), ` +
        `${total} Export entries, ${total >= completed.length + 1 ? 0 : completed.length + 1 - total} completed ` +
        `exports without one, process restarts: ${exited ? 1 : 0}`,
    );
  }, 120_000);
});
