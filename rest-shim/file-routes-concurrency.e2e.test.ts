import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPaymentScope, type PaymentScope } from '../test/payment-fixtures';
import { parseCsv, seedPostings } from '../test/evidence-fixtures';
import { oneCStatement } from '../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../test/test-environment';
import { SnapshotCursor } from '../src/platform/database/snapshot-cursor';
import { reportFigure } from '../test/run-report';

/**
 * Every file route under concurrent load, on whichever database the run uses (PostgreSQL with DATABASE_URL, else the
 * embedded PGlite, whose one backend all connections share): whole files, one committed Export entry per export
 * before its first byte, refusals before any byte, and cut downloads that cost one log line and nothing else.
 */

interface Download {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  traceId: string;
}

const EXPORT_PATHS = {
  auditCsv: '/api/audit-log/export.csv',
  auditPdf: '/api/audit-log/export.pdf',
  evidenceCsv: '/api/reports/reconciliation-evidence/export.csv',
} as const;

describe('file routes under concurrent load', () => {
  const env = useTestEnvironment();
  const entityType = `Load${randomUUID().slice(0, 8)}`;
  const SEEDED_ENTRIES = 900;
  let scope: PaymentScope;
  let admin: SignedInClient;
  let importId: string;

  /** A GET on the real server, read whole; `traceId` tags it so its audit entry and log lines can be found. */
  function download(client: SignedInClient, path: string, headers: Record<string, string> = {}): Promise<Download> {
    const traceId = `load-${randomUUID()}`;
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${env.baseUrl}${path}`, {
        headers: { Authorization: `Bearer ${client.accessToken}`, 'X-Trace-Id': traceId, ...headers },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), traceId }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  async function exportEntries(traceIds: string[]): Promise<Map<string, Record<string, unknown>>> {
    const rows: { trace_id: string; entity_type: string; details_json: Record<string, unknown> }[] =
      await env.app.dataSource.query(
        `SELECT trace_id, entity_type, details_json FROM audit_log WHERE action = 'Export' AND trace_id = ANY($1)`,
        [traceIds],
      );
    return new Map(rows.map((row) => [row.trace_id, { entityType: row.entity_type, ...row.details_json }]));
  }

  function errorLines(traceId: string): Record<string, unknown>[] {
    return env
      .logLines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.traceId === traceId && (entry.level as number) >= 50);
  }

  beforeAll(async () => {
    scope = await createPaymentScope(env);
    admin = await env.clientFor('MegaAdmin');
    await env.app.dataSource.query(
      `INSERT INTO audit_log (created_at_utc, organization_id, user_email, action, entity_type, entity_id, message, details_json)
       SELECT now() - make_interval(secs => n), $1, 'load@example.test', 'Match', $2, 'e-' || n,
              'Entry ' || n || ', with "quotes" and a comma', '{"n": 1}'
         FROM generate_series(1, $3::int) AS n`,
      [scope.organizationId, entityType, SEEDED_ENTRIES],
    );
    await seedPostings(env.app.dataSource, scope, { status: 'Reconciled', documentNumbers: ['L-1', 'L-2'] }, 150);
    const upload = await scope.accountant
      .rest('post', `/api/bank-statements/import?organizationId=${scope.organizationId}&locationId=${scope.locationId}`)
      .attach('file', oneCStatement(), 'statement.txt');
    expect(upload.status).toBe(202);
    importId = upload.body.importId as string;
  }, 120_000);

  it('serves 10 concurrent downloads of each kind whole, each export with its Export entry', async () => {
    const auditFilter = `?entityType=${entityType}`;
    const batches = await Promise.all(
      Array.from({ length: 10 }, () => [
        download(admin, `${EXPORT_PATHS.auditCsv}${auditFilter}`),
        download(admin, `${EXPORT_PATHS.auditPdf}${auditFilter}`),
        download(scope.accountant, EXPORT_PATHS.evidenceCsv),
        download(scope.accountant, `/api/bank-statements/imports/${importId}/file`),
      ]).flat(),
    );
    expect(batches.map((response) => response.status)).toEqual(batches.map(() => 200));

    const exports = batches.filter((response) => !response.headers['content-disposition']?.includes('statement'));
    expect(exports).toHaveLength(30);
    const entries = await exportEntries(exports.map((response) => response.traceId));
    for (const response of exports) {
      const entry = entries.get(response.traceId);
      const type = String(response.headers['content-type']);
      if (type === 'application/pdf') {
        expect(response.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(response.body.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
        expect(entry).toMatchObject({ entityType: 'AuditLog', format: 'pdf', rowCount: SEEDED_ENTRIES });
        continue;
      }
      const rows = parseCsv(response.body.toString('utf8')).length - 1;
      expect(entry).toMatchObject({ format: 'csv', rowCount: rows });
      expect(rows).toBe(entry!.entityType === 'AuditLog' ? SEEDED_ENTRIES : 300);
    }
    // One entry per export, none missing.
    expect(entries.size).toBe(30);
    reportFigure(
      `file routes on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded PGlite'}: ` +
        `${batches.length} concurrent downloads (${exports.length} exports), ` +
        `${exports.length - entries.size} exports without an Export entry`,
    );
  });

  it('refuses a malformed context header on every file route before any byte, and audits nothing', async () => {
    const routes = [
      [admin, `${EXPORT_PATHS.auditCsv}?entityType=${entityType}`],
      [admin, `${EXPORT_PATHS.auditPdf}?entityType=${entityType}`],
      [scope.accountant, EXPORT_PATHS.evidenceCsv],
      [scope.accountant, `/api/bank-statements/imports/${importId}/file`],
    ] as const;
    const cases = routes.flatMap(
      ([client, path]): { client: SignedInClient; path: string; headers: Record<string, string>; code: string }[] => [
        { client, path, headers: { 'X-Organization-Id': 'not-a-uuid' }, code: 'context.organization.invalid' },
        {
          client,
          path,
          headers: { 'X-Organization-Id': scope.organizationId, 'X-Location-Id': '12345' },
          code: 'context.location.invalid',
        },
      ],
    );
    const answers = await Promise.all(cases.map(({ client, path, headers }) => download(client, path, headers)));
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-disposition']).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({
        code: cases[i].code,
        traceId: answer.traceId,
      });
    });
    const [{ count }] = await env.app.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE trace_id = ANY($1)`,
      [answers.map((answer) => answer.traceId)],
    );
    expect(count).toBe(0);
    // The same refusals through the agent, whose answers are checked against the published OpenAPI document.
    for (const { client, path, headers, code } of cases) {
      expect((await client.rest('get', path).set(headers)).body.code).toBe(code);
    }
    // The server goes on serving, also the routes that were refused.
    const after = await download(scope.accountant, EXPORT_PATHS.evidenceCsv);
    expect(after.status).toBe(200);
    expect((await exportEntries([after.traceId])).size).toBe(1);
  });

  it('logs one error line for a client that hangs up mid-file, keeps the Export entry and keeps serving', async () => {
    const bulky = `Bulk${randomUUID().slice(0, 8)}`;
    // Far more than the socket buffers hold, so the server is still writing when the client goes.
    await env.app.dataSource.query(
      `INSERT INTO audit_log (organization_id, user_email, action, entity_type, entity_id, message, details_json)
       SELECT $1, 'bulk@example.test', 'Match', $2, 'e-' || n, repeat('x', 480), jsonb_build_object('note', repeat('y', 400))
         FROM generate_series(1, 20000) AS n`,
      [scope.organizationId, bulky],
    );
    const traceId = `cut-${randomUUID()}`;
    const received = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${env.baseUrl}${EXPORT_PATHS.auditCsv}?entityType=${bulky}`, {
        headers: { Authorization: `Bearer ${admin.accessToken}`, 'X-Trace-Id': traceId },
      });
      req.on('response', (res) => {
        res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve(chunk.length);
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
      req.end();
    });
    expect(received).toBeGreaterThan(0);

    for (let attempt = 0; attempt < 50 && errorLines(traceId).length === 0; attempt += 1) await sleep(50);
    await sleep(200);
    const lines = errorLines(traceId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'download cut: the client closed' });
    // The entry was committed before the first byte: the export happened, the log says it was cut.
    expect(await exportEntries([traceId])).toEqual(new Map([[traceId, expect.objectContaining({ rowCount: 20000 })]]));
    expect((await env.http.get('/api/health')).status).toBe(200);
    expect((await download(admin, `${EXPORT_PATHS.auditCsv}?entityType=${entityType}`)).status).toBe(200);
  });

  it('cuts the response and logs one error line when the rows fail after the headers went out', async () => {
    const batches = jest.spyOn(SnapshotCursor.prototype, 'batches');
    batches.mockImplementationOnce(async function* () {
      yield [];
      throw Object.assign(new Error('cursor read failed'), { code: '57P01' });
    });
    try {
      const traceId = `fail-${randomUUID()}`;
      const outcome = await new Promise<string>((resolve) => {
        const req = httpRequest(`${env.baseUrl}${EXPORT_PATHS.evidenceCsv}`, {
          headers: { Authorization: `Bearer ${scope.accountant.accessToken}`, 'X-Trace-Id': traceId },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.complete ? 'complete' : 'cut'));
          res.on('error', () => resolve('cut'));
        });
        req.on('error', () => resolve('cut'));
        req.end();
      });
      expect(outcome).toBe('cut');
      for (let attempt = 0; attempt < 50 && errorLines(traceId).length === 0; attempt += 1) await sleep(50);
      await sleep(200);
      const lines = errorLines(traceId);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: 'unhandled failure', error: { message: 'cursor read failed' } });
    } finally {
      batches.mockRestore();
    }
    expect((await download(scope.accountant, EXPORT_PATHS.evidenceCsv)).status).toBe(200);
  });
});
