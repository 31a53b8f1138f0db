// Renders docs/permissions.md from the role-to-permission table, or with --check fails when the file differs.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS, ROLE_PERMISSIONS } from '../src/modules/access/permissions';
import { ROLE_CODES } from '../src/modules/access/role-codes';

const FILE = path.join(__dirname, '..', 'docs', 'permissions.md');

function render(): string {
  const header = `| Permission | ${ROLE_CODES.join(' | ')} | What it allows |`;
  const rule = `|---|${ROLE_CODES.map(() => ':-:').join('|')}|---|`;
  const rows = PERMISSIONS.map(
    (permission) =>
      `| \`${permission}\` | ${ROLE_CODES.map((role) => (ROLE_PERMISSIONS[role].has(permission) ? '✓' : '')).join(' | ')} | ${PERMISSION_DESCRIPTIONS[permission]} |`,
  );
  return [
    '# Roles and permissions',
    '',
    'Generated from `src/modules/access/permissions.ts` by `npm run docs:permissions`; CI fails when it drifts.',
    '',
    'MegaAdmin and MegaManager are platform-scope roles. OrganizationAdmin, Accountant and Viewer are assigned at',
    'organization scope (covering the organization, its child organizations and all their outlets) or at outlet',
    'scope (covering that outlet, and the record of its organization). See docs/access.md for how a call is decided.',
    '',
    header,
    rule,
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const text = render();
  if (process.argv.includes('--check')) {
    if ((await readFile(FILE, 'utf8').catch(() => '')) !== text) {
      console.error('docs/permissions.md is out of date: run `npm run docs:permissions` and commit the result.');
      process.exit(1);
    }
    console.log('docs/permissions.md is up to date.');
    return;
  }
  await writeFile(FILE, text);
  console.log('Wrote docs/permissions.md');
}

void main();
