import { readdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from '../migrations';

describe('migrations/', () => {
  const files = readdirSync(path.join(__dirname, '..', 'migrations')).filter((file) => file !== 'index.ts');

  it('loads every file of the folder, none skipped for a name out of the pattern', () => {
    expect(migrations).toHaveLength(files.length);
  });

  it('runs them in the order of their timestamps, each class named after its file', () => {
    const timestamps = files.map((file) => file.slice(0, file.indexOf('-'))).sort();
    expect(migrations.map((migration) => migration.name.slice(-13))).toEqual(timestamps);
  });
});
