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

  it('skips with a message outside CI', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const value of [undefined, '', 'false', '0']) {
      if (value === undefined) delete process.env.CI;
      else process.env.CI = value;
      expect(haveStatementSamples('the test', 'no-such-folder')).toBe(false);
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0][0]).toMatch(/the test: .*no-such-folder is missing; those tests are skipped\./);
  });
});
