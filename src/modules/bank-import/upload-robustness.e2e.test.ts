import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { haveStatementSamples, STATEMENT_SAMPLES } from '../../../test/statement-fixtures';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';

const VALID = [
  '1c/kilylabs__one_day_utf8.txt',
  'camt053/camt053.v2.minimal.xml',
  'mt940/betterplace__sepa_snippet.sta',
  'ofx/oca__test_ofx.ofx',
];
const haveSamples = haveStatementSamples('mutated real statements test', ...VALID);

/**
 * Random bytes and mutated valid statements never crash the upload: each ends as a 202 import (Parsed,
 * SuccessWithWarnings, Failed or UnsupportedFormat) with a clean operator message, never a 500 or a stack trace.
 */
describe('upload robustness', () => {
  const env = useTestEnvironment();
  let client: SignedInClient;
  let query: string;

  beforeAll(async () => {
    const organizationId = await env.createOrganization();
    const locationId = await env.createLocation(organizationId);
    client = await env.clientFor('Accountant', { organizationId });
    query = `organizationId=${organizationId}&locationId=${locationId}`;
  });

  const uploadAndCheck = async (content: Buffer, fileName: string) => {
    const response = await client
      .rest('post', `/api/bank-statements/import?${query}`)
      .attach('file', content, fileName);
    if (content.length === 0) {
      expect(response.body.code).toBe('empty_file');
      return;
    }
    expect(response.status).toBe(202);
    expect(['Parsed', 'SuccessWithWarnings', 'Failed', 'UnsupportedFormat']).toContain(response.body.status);
    const message = String(response.body.errorMessage ?? '');
    expect(message).not.toMatch(/\n\s+at |TypeError|ReferenceError|undefined/);
  };

  it('answers random bytes with an import, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096 }),
        fc.constantFrom('a.txt', 'a.xml', 'a.sta', 'a.ofx', 'a.csv'),
        async (bytes, name) => uploadAndCheck(Buffer.from(bytes), name),
      ),
      { numRuns: 40 },
    );
  });

  const samples = VALID.map((file) => path.join(STATEMENT_SAMPLES, file));

  (haveSamples ? it : it.skip)('answers mutated real statements with an import, never a crash', async () => {
    const files = samples.map((file) => ({ name: path.basename(file), lines: readFileSync(file, 'utf8').split('\n') }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files),
        fc.array(
          fc.record({ at: fc.nat(), kind: fc.constantFrom('drop', 'duplicate', 'garble'), noise: fc.string() }),
          { maxLength: 8 },
        ),
        async (file, mutations) => {
          const lines = [...file.lines];
          for (const { at, kind, noise } of mutations) {
            const index = at % Math.max(lines.length, 1);
            if (kind === 'drop') lines.splice(index, 1);
            else if (kind === 'duplicate') lines.splice(index, 0, lines[index] ?? '');
            else lines[index] = `${(lines[index] ?? '').slice(0, noise.length)}${noise}`;
          }
          await uploadAndCheck(Buffer.from(lines.join('\n')), file.name);
        },
      ),
      { numRuns: 40 },
    );
  });
});
