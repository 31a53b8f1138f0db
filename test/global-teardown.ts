import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TALLY_FILE_VARIABLE, type ValidationTally } from './openapi-response-validation';
import { takeRunReport } from './run-report';

/** Where the figures the tests measured are kept after the run (ignored by git, as every *.log). */
const FIGURES_FILE = path.join('test-results', 'figures.log');

export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.testDatabases ?? []).map((database) => database.drop()));
  console.log('');
  await printSkipped();
  await printResponseValidationTally();
}

/**
 * Why some cases did not run here, one line each, and where the measured figures went (TEST_FIGURES=1 prints them
 * too).
 */
async function printSkipped(): Promise<void> {
  const entries = await takeRunReport();
  const line = (entry: { file: string | null; text: string }) => `${entry.file ?? 'setup'}: ${entry.text}`;
  const skipped = [...new Set(entries.filter((entry) => entry.kind === 'skipped').map(line))];
  for (const text of skipped) console.log(`skipped here: ${text}`);
  const figures = entries.filter((entry) => entry.kind === 'figure').map(line);
  if (figures.length === 0) return;
  await mkdir(path.dirname(FIGURES_FILE), { recursive: true });
  await writeFile(FIGURES_FILE, `${figures.join('\n')}\n`);
  if (process.env.TEST_FIGURES === '1') for (const text of figures) console.log(`figure: ${text}`);
  else console.log(`${figures.length} measured figures in ${FIGURES_FILE} (TEST_FIGURES=1 prints them)`);
}

/** One line for the whole run: how many REST answers were checked against /api/openapi.json, and how many differed. */
async function printResponseValidationTally(): Promise<void> {
  const file = process.env[TALLY_FILE_VARIABLE];
  if (!file) return;
  const text = await readFile(file, 'utf8').catch(() => '');
  await rm(file, { force: true });
  const tallies = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ValidationTally);
  const validated = tallies.reduce((sum, tally) => sum + tally.validated, 0);
  const mismatches = [...new Set(tallies.flatMap((tally) => tally.mismatches))];
  const count = tallies.reduce((sum, tally) => sum + tally.mismatches.length, 0);
  console.log(`openapi response validation: ${validated} responses validated, ${count} mismatches`);
  for (const mismatch of mismatches) console.log(`  ${mismatch}`);
}
