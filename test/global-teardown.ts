import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { takeRunReport, type RunReportEntry } from './run-report';

/** Where the figures the tests measured are kept after the run (ignored by git, as every *.log). */
const FIGURES_FILE = path.join('test-results', 'figures.log');

export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.testDatabases ?? []).map((database) => database.drop()));
  const entries = await takeRunReport();
  console.log('');
  await printSkippedAndFigures(entries);
  printResponseValidationTally(entries);
}

/**
 * Why some cases did not run here, one line each, and where the measured figures went (TEST_FIGURES=1 prints them
 * too).
 */
async function printSkippedAndFigures(entries: RunReportEntry[]): Promise<void> {
  const lines = (kind: 'figure' | 'skipped') =>
    entries.flatMap((entry) => (entry.kind === kind ? [`${entry.file ?? 'setup'}: ${entry.text}`] : []));
  for (const text of new Set(lines('skipped'))) console.log(`skipped here: ${text}`);
  const figures = lines('figure');
  if (figures.length === 0) return;
  await mkdir(path.dirname(FIGURES_FILE), { recursive: true });
  await writeFile(FIGURES_FILE, `${figures.join('\n')}\n`);
  if (process.env.TEST_FIGURES === '1') for (const text of figures) console.log(`figure: ${text}`);
  else console.log(`${figures.length} measured figures in ${FIGURES_FILE} (TEST_FIGURES=1 prints them)`);
}

/** One line for the whole run: how many REST answers were checked against /api/openapi.json, and how many differed. */
function printResponseValidationTally(entries: RunReportEntry[]): void {
  const tallies = entries.flatMap((entry) => (entry.kind === 'openapi' ? [entry] : []));
  const validated = tallies.reduce((sum, tally) => sum + tally.validated, 0);
  const mismatches = tallies.flatMap((tally) => tally.mismatches);
  console.log(`openapi response validation: ${validated} responses validated, ${mismatches.length} mismatches`);
  for (const mismatch of new Set(mismatches)) console.log(`  ${mismatch}`);
}
