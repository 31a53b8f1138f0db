import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composeModules } from '../src/app';
import { inertPlatformServices } from '../src/platform/module/inert-platform';

const MODULES = path.join(__dirname, '..', 'src', 'modules');

/** Names of the classes carrying the decorator in the non-test sources under src/modules. */
function declaredClasses(decorator: string): string[] {
  const pattern = new RegExp(`@${decorator}\\([\\s\\S]*?export class (\\w+)`, 'g');
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(path.join(MODULES, file), 'utf8').matchAll(pattern)].map((match) => match[1]))
    .sort();
}

describe('the composed feature modules', () => {
  const composition = composeModules(inertPlatformServices());

  it('register every resolver class of src/modules, so none is left out of the schema', () => {
    const registered = composition.container.resolverClasses().map((type) => type.name);
    expect([...registered].sort()).toEqual(declaredClasses('Resolver'));
  });

  it('contribute every entity of src/modules to the data source', () => {
    expect(composition.entities.map((entity) => entity.name).sort()).toEqual(declaredClasses('Entity'));
  });

  it('contribute the background jobs the worker runs', () => {
    expect(composition.jobs.map((job) => job.name)).toEqual(['bank-file-retention', 'erp-sync-interrupted-runs']);
  });

  it('have distinct names', () => {
    const names = composition.modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
