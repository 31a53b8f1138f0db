import { readFile, rm } from 'node:fs/promises';
import { TALLY_FILE_VARIABLE, type ValidationTally } from './openapi-response-validation';

export default async function globalTeardown(): Promise<void> {
  await globalThis.testDatabase?.drop();
  await printResponseValidationTally();
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
  console.log(`\nopenapi response validation: ${validated} responses validated, ${count} mismatches`);
  for (const mismatch of mismatches) console.log(`  ${mismatch}`);
}
