import { appendFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import type { ValidationTally } from './openapi-response-validation';

/** The variable global-setup names the run's report file in; the workers inherit it. */
export const RUN_REPORT_VARIABLE = 'TEST_RUN_REPORT_FILE';

/**
 * What a passing test has to say: a measured figure, why some of its cases cannot run here, or how many of its REST
 * answers were checked against the OpenAPI document.
 */
export type RunReportEntry = { file: string | null } & (
  { kind: 'figure' | 'skipped'; text: string } | ({ kind: 'openapi' } & ValidationTally)
);

/**
 * A figure a test measured (a duration, a statement count, a tally). It goes to the run's figures file instead of
 * the console, so a passing run prints no wall of numbers; global-teardown says where the file is.
 */
export function reportFigure(text: string): void {
  append('figure', text);
}

/** Why cases of this file are skipped in this run (a concurrency test on the embedded database, a missing sample). */
export function reportSkipped(text: string): void {
  append('skipped', text);
}

/** A test environment's tally of REST answers checked against the served OpenAPI document. */
export function reportResponseValidation(tally: ValidationTally): void {
  const file = process.env[RUN_REPORT_VARIABLE];
  if (file) appendFileSync(file, `${JSON.stringify({ kind: 'openapi', file: currentTestFile(), ...tally })}\n`);
}

function append(kind: 'figure' | 'skipped', text: string): void {
  const file = process.env[RUN_REPORT_VARIABLE];
  if (!file) {
    // A file run outside jest's global setup (a script importing a fixture) still says it.
    console.log(text);
    return;
  }
  appendFileSync(file, `${JSON.stringify({ kind, file: currentTestFile(), text })}\n`);
}

function currentTestFile(): string | null {
  const state = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState();
  return state?.testPath ? state.testPath.slice(process.cwd().length + 1) : null;
}

/** Every entry of the run's report, and the file removed. */
export async function takeRunReport(): Promise<RunReportEntry[]> {
  const file = process.env[RUN_REPORT_VARIABLE];
  if (!file) return [];
  const text = await readFile(file, 'utf8').catch(() => '');
  await rm(file, { force: true });
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RunReportEntry);
}
