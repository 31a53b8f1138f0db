import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validate } from 'graphql';
import { composeModules } from '../src/app';
import { buildGraphqlSchema, printSortedSchema } from '../src/platform/graphql/build-schema';
import { inertPlatformServices } from '../src/platform/module/inert-platform';

describe('schema/schema.graphql', () => {
  it('is what the type-graphql classes emit (run `npm run schema:emit` after changing them)', async () => {
    const schema = await buildGraphqlSchema(composeModules(inertPlatformServices()).container);
    const committed = await readFile(path.join(__dirname, '..', 'schema', 'schema.graphql'), 'utf8');
    expect(printSortedSchema(schema)).toBe(committed);
  });

  it('accepts every operation of the REST shim', async () => {
    const composition = composeModules(inertPlatformServices());
    const schema = await buildGraphqlSchema(composition.container);
    for (const route of composition.routes) expect(validate(schema, route.operation)).toEqual([]);
  });
});
