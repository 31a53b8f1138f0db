import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUN_REPORT_VARIABLE, takeRunReport } from './run-report';
import { haveStatementSamples } from './statement-fixtures';

describe('haveStatementSamples', () => {
  const ci = process.env.CI;
  afterEach(() => {
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
    jest.restoreAllMocks();
  });

  it('fails when CI is set and a sample is missing', () => {
    process.env.CI = 'true';
    expect(() => haveStatementSamples('the test', 'no-such-folder')).toThrow(
      /the test: .*no-such-folder is missing\. CI is set/,
    );
  });

  it('skips with a message outside CI', async () => {
    const reportFile = process.env[RUN_REPORT_VARIABLE];
    process.env[RUN_REPORT_VARIABLE] = path.join(await mkdtemp(path.join(tmpdir(), 'run-report-')), 'report.jsonl');
    try {
      for (const value of [undefined, '', 'false', '0']) {
        if (value === undefined) delete process.env.CI;
        else process.env.CI = value;
        expect(haveStatementSamples('the test', 'no-such-folder')).toBe(false);
      }
      const skipped = (await takeRunReport()).flatMap((entry) => (entry.kind === 'skipped' ? [entry] : []));
      expect(skipped).toHaveLength(4);
      expect(skipped[0].text).toMatch(/the test: .*no-such-folder is missing; those tests are skipped\./);
    } finally {
      if (reportFile === undefined) delete process.env[RUN_REPORT_VARIABLE];
      else process.env[RUN_REPORT_VARIABLE] = reportFile;
    }
  });
});
