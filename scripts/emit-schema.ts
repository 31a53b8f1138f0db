// Prints the schema to schema/schema.graphql, or with --check fails when the committed file differs. The schema is
// built from the application's own composition of the modules, on platform services that connect nowhere.
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { composeModules } from '../src/app';
import { buildGraphqlSchema, printSortedSchema } from '../src/platform/graphql/build-schema';
import { inertPlatformServices } from '../src/platform/module/inert-platform';

const SCHEMA_FILE = path.join(__dirname, '..', 'schema', 'schema.graphql');

async function main(): Promise<void> {
  const sdl = printSortedSchema(await buildGraphqlSchema(composeModules(inertPlatformServices()).container));
  if (process.argv.includes('--check')) {
    const committed = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    if (committed !== sdl) {
      console.error('schema/schema.graphql is out of date: run `npm run schema:emit` and commit the result.');
      process.exit(1);
    }
    console.log('schema/schema.graphql is up to date.');
    return;
  }
  await writeFile(SCHEMA_FILE, sdl);
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}

void main();
