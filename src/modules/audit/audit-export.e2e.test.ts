import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { AUDIT_CSV_COLUMNS, AUDIT_PDF_ROW_CAP } from './audit-export.service';

/**
 * An RFC 4180 reader, independent of the writer: fields split on commas, records on CRLF, a quoted field may hold
 * commas, line breaks and doubled quotes. Anything else (a bare quote inside an unquoted field, a lone LF between
 * records, text after a closing quote) throws, so a writer that quotes too little fails here.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') throw new Error(`bare quote at ${i}`);
        field += text[i];
        i += 1;
      }
    }
    record.push(field);
    if (text[i] === ',') i += 1;
    else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else if (i < text.length) throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  if (record.length) records.push(record);
  return records;
}

/** The raw body of a download, whatever its content type. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

async function download(client: SignedInClient, path: string): Promise<request.Response> {
  return client.rest('get', path).buffer(true).parse(binary);
}

/**
 * pdf-parse reads the PDF in a child Node process: pdfjs loads its worker with a dynamic import, which Jest's module
 * sandbox refuses.
 */
function pdfTextOf(body: Buffer): Promise<string> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      const { text } = await parser.getText();
      await parser.destroy();
      process.stdout.write(text);
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', script],
      { cwd: process.cwd(), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin!.end(body);
  });
}

describe('GET /api/audit-log/export.csv and export.pdf', () => {
  const env = useTestEnvironment();
  // Entries of this run only: the database is shared with other suites.
  const entityType = `Export${randomUUID().slice(0, 8)}`;
  let own: string;
  let ownOutlet: string;
  let foreign: string;
  /** The seeded entries, newest first, as the CSV must show them. */
  const seeded: Record<string, string>[] = [];

  const tricky = [
    { message: 'He said "stop", then left', email: '"quoted,name"@example.test' },
    { message: 'first line\r\nsecond line\nthird, with comma', email: 'multi@example.test' },
    { message: 'Платёж ООО «Ромашка», счёт №5', email: 'бухгалтер@пример.рф' },
    { message: 'plain', email: 'Plain@Example.test' },
  ];

  async function insert(organizationId: string | null, locationId: string | null, minutesAgo: number, i: number) {
    const { message, email } = tricky[i % tricky.length];
    const details = { note: `say "hi", ${message}`, rows: i, marker: `details-marker-${i}` };
    const [row] = await env.app.dataSource.query(
      `INSERT INTO audit_log (created_at_utc, organization_id, location_id, user_id, user_email, action, entity_type, entity_id, message, details_json)
       VALUES (now() - make_interval(mins => $1), $2, $3, $4, $5, 'Match', $6, $7, $8, $9)
       RETURNING id, created_at_utc, user_id`,
      [minutesAgo, organizationId, locationId, randomUUID(), email, entityType, `e-${i}`, message, details],
    );
    return {
      id: row.id,
      createdAtUtc: new Date(row.created_at_utc).toISOString(),
      organizationId: organizationId ?? '',
      locationId: locationId ?? '',
      userId: row.user_id,
      userEmail: email,
      action: 'Match',
      entityType,
      entityId: `e-${i}`,
      message,
      detailsJson: JSON.stringify(details),
    };
  }

  beforeAll(async () => {
    own = await env.createOrganization();
    ownOutlet = await env.createLocation(own);
    foreign = await env.createOrganization();
    const foreignOutlet = await env.createLocation(foreign);
    const placements: [string | null, string | null][] = [
      [own, null],
      [own, ownOutlet],
      [foreign, null],
      [foreign, foreignOutlet],
      [null, null],
    ];
    // Oldest first in, newest first out.
    for (let i = 0; i < 8; i += 1) {
      const [organizationId, locationId] = placements[i % placements.length];
      seeded.unshift(await insert(organizationId, locationId, 100 - i, i));
    }
  });

  async function lastExport(userId: string) {
    const [row] = await env.app.dataSource.query(
      `SELECT organization_id, location_id, entity_type, details_json FROM audit_log
        WHERE action = 'Export' AND user_id = $1 ORDER BY created_at_utc DESC, id DESC LIMIT 1`,
      [userId],
    );
    return row;
  }

  it('streams every column in order with RFC 4180 quoting, newest first, and records the export', async () => {
    const client = await env.clientFor('MegaAdmin');
    const response = await download(client, `/api/audit-log/export.csv?entityType=${entityType}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{14}\.csv"$/);
    const text = (response.body as Buffer).toString('utf8');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text.startsWith(`${AUDIT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    // Embedded quotes are doubled inside a quoted field.
    expect(text).toContain('"He said ""stop"", then left"');
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i]])))).toEqual(seeded);
    expect(records.map((record) => JSON.parse(record[10]).rows)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);

    const entry = await lastExport(client.user.id);
    expect(entry.entity_type).toBe('AuditLog');
    expect(entry.organization_id).toBeNull();
    expect(entry.details_json).toEqual({ format: 'csv', rowCount: 8, rowCap: null, filters: { entityType } });
  });

  it('shows an organization user only their scope; a foreign filter gives a header-only file', async () => {
    const client = await env.clientFor('OrganizationAdmin', { organizationId: own });
    const mine = await download(client, `/api/audit-log/export.csv?entityType=${entityType}`);
    expect(mine.status).toBe(200);
    const [, ...records] = parseCsv((mine.body as Buffer).toString('utf8'));
    expect(records.map((record) => record[0])).toEqual(
      seeded.filter((entry) => entry.organizationId === own).map((entry) => entry.id),
    );
    expect(records).toHaveLength(4);
    const entry = await lastExport(client.user.id);
    expect(entry.organization_id).toBe(own);
    expect(entry.details_json).toMatchObject({ rowCount: 4 });

    const outside = await download(
      client,
      `/api/audit-log/export.csv?entityType=${entityType}&organizationId=${foreign}`,
    );
    expect(outside.status).toBe(200);
    expect((outside.body as Buffer).toString('utf8')).toBe(`${AUDIT_CSV_COLUMNS.join(',')}\r\n`);
    // An empty export is an export too.
    expect((await lastExport(client.user.id)).details_json).toEqual({
      format: 'csv',
      rowCount: 0,
      rowCap: null,
      filters: { entityType, organizationId: foreign },
    });

    const outlet = await env.clientFor('Viewer', { organizationId: own, locationId: ownOutlet });
    const outletRows = parseCsv(
      ((await download(outlet, `/api/audit-log/export.csv?entityType=${entityType}`)).body as Buffer).toString('utf8'),
    ).slice(1);
    expect(outletRows.map((record) => record[3])).toEqual([ownOutlet, ownOutlet]);
    expect(await lastExport(outlet.user.id)).toMatchObject({ organization_id: own, location_id: ownOutlet });
  });

  it('refuses malformed filters before any byte and anonymous callers', async () => {
    const client = await env.clientFor('Viewer', { organizationId: own });
    const bad = await client.rest('get', '/api/audit-log/export.csv?organizationId=nope&fromUtc=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation.failed');
    const reversed = await client.rest(
      'get',
      '/api/audit-log/export.pdf?fromUtc=2026-02-01T00:00:00Z&toUtc=2026-01-01T00:00:00Z',
    );
    expect(reversed.status).toBe(400);
    expect((await env.http.get('/api/audit-log/export.csv')).status).toBe(401);
    expect((await env.http.get('/api/audit-log/export.pdf')).status).toBe(401);
  });

  it('renders the PDF with title, generation time, filters and row count, never the details', async () => {
    const client = await env.clientFor('MegaManager');
    const response = await download(client, `/api/audit-log/export.pdf?entityType=${entityType}&action=Match`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{14}\.pdf"$/);
    const text = await pdfTextOf(response.body as Buffer);
    expect(text).toContain('Audit log export');
    expect(text).toMatch(/Generated at \(UTC\): \d{4}-\d{2}-\d{2}T/);
    expect(text).toContain(`entityType=${entityType}`);
    expect(text).toContain('action=Match');
    expect(text).toContain('Rows: 8');
    expect(text).toContain('He said "stop", then left');
    // Cyrillic is transliterated: the built-in font has no Cyrillic glyphs.
    expect(text).toContain('Platyozh OOO');
    expect(text).not.toContain('details-marker');
    expect((await lastExport(client.user.id)).details_json).toEqual({
      format: 'pdf',
      rowCount: 8,
      rowCap: AUDIT_PDF_ROW_CAP,
      filters: { entityType, action: 'Match' },
    });
  });

  it('lists at most the row cap in the PDF and says the rest was cut', async () => {
    const capped = `Cap${randomUUID().slice(0, 8)}`;
    await env.app.dataSource.query(
      `INSERT INTO audit_log (created_at_utc, organization_id, user_email, action, entity_type, entity_id, message, details_json)
       SELECT now() - make_interval(secs => n), $1, 'cap@example.test', 'Match', $2, 'e-' || n, 'Entry ' || n, '{}'
         FROM generate_series(1, $3::int) AS n`,
      [own, capped, AUDIT_PDF_ROW_CAP + 7],
    );
    const client = await env.clientFor('MegaAdmin');
    const response = await download(client, `/api/audit-log/export.pdf?entityType=${capped}`);
    expect(response.status).toBe(200);
    const text = await pdfTextOf(response.body as Buffer);
    expect(text).toContain(`Rows: ${AUDIT_PDF_ROW_CAP + 7} (the first ${AUDIT_PDF_ROW_CAP} are listed`);
    // Newest first: entry 1 is listed, the oldest ones were cut.
    expect(text).toMatch(/Entry 1\b/);
    expect(text).toMatch(/Entry 5000\b/);
    expect(text).not.toMatch(/Entry 5001\b/);
    expect((await lastExport(client.user.id)).details_json).toMatchObject({
      format: 'pdf',
      rowCount: AUDIT_PDF_ROW_CAP,
      rowCap: AUDIT_PDF_ROW_CAP,
    });
  });
});
