// Renders docs/permissions.md from the permissions the composed modules declare, the role table built from them and
// the access declaration of every operation, or with --check fails when the file differs. Permissions and operations
// are read from the application's own composition.
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { declaredRule, rootFieldOf } from '../rest-shim/route-access';
import { composeModules } from '../src/app';
import { describeAccess, type AccessRule } from '../src/modules/access/access-rule';
import { ACCESS_EXTENSION } from '../src/platform/graphql/access-declarations';
import { ROLE_PERMISSIONS, type Permission } from '../src/modules/access/permissions';
import { ROLE_CODES } from '../src/modules/identity/identity.module';
import { buildGraphqlSchema } from '../src/platform/graphql/build-schema';
import { inertPlatformServices } from '../src/platform/module/inert-platform';
import type { PermissionDefinition } from '../src/platform/module/permission-definition';
import type { RestSurface } from '../src/platform/rest/rest-route';

const FILE = path.join(__dirname, '..', 'docs', 'permissions.md');

/** One row per permission the composed modules declare, in their order, with the roles the role table grants it. */
function roleTable(permissions: readonly PermissionDefinition[]): string[] {
  const header = `| Permission | ${ROLE_CODES.join(' | ')} | What it allows |`;
  const rule = `|---|${ROLE_CODES.map(() => ':-:').join('|')}|---|`;
  const rows = permissions.map(
    ({ name, description }) =>
      `| \`${name}\` | ${ROLE_CODES.map((role) => (ROLE_PERMISSIONS[role].has(name as Permission) ? '✓' : '')).join(' | ')} | ${description} |`,
  );
  return [header, rule, ...rows];
}

/** Every root operation with its declaration and the REST paths that run it, by operation name. */
function operationTable(schema: GraphQLSchema, { routes, fileRoutes, webhooks }: RestSurface): string[] {
  const paths = new Map<string, string[]>();
  for (const route of routes) {
    const name = rootFieldOf(schema, route).name;
    paths.set(name, [...(paths.get(name) ?? []), `${route.method.toUpperCase()} ${route.path}`]);
  }
  const rows = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      name: field.name,
      kind: type!.name,
      access: field.extensions[ACCESS_EXTENSION] as AccessRule,
    })),
  );
  rows.sort((a, b) => a.name.localeCompare(b.name));
  return [
    '| Operation | REST | Who may call it |',
    '|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.kind === 'Mutation' ? 'mutation ' : row.kind === 'Subscription' ? 'subscription ' : ''}${row.name}\` | ${(paths.get(row.name) ?? []).map((p) => `\`${p}\``).join('<br>')} | ${describeAccess(row.access)} |`,
    ),
    ...fileRoutes.map(
      (route) =>
        `| (file download, REST only) | \`${route.method.toUpperCase()} ${route.path}\` | ${describeAccess(declaredRule(route.access))} |`,
    ),
    ...webhooks.map(
      (route) =>
        `| (webhook, REST only) | \`${route.method.toUpperCase()} ${route.path}\` | ${describeAccess(declaredRule(route.access))} The header \`${route.secretHeader}\` must carry the webhook secret. |`,
    ),
  ];
}

async function render(): Promise<string> {
  const composition = composeModules(inertPlatformServices());
  const schema = await buildGraphqlSchema(composition.container);
  return [
    '# Roles and permissions',
    '',
    'Generated from the permissions the feature modules declare (`src/modules/<feature>/<feature>.permissions.ts`,',
    'listed in the order `src/app.ts` composes the modules) and the access declarations of the operations by',
    '`npm run docs:permissions`; CI fails when it drifts.',
    '',
    'MegaAdmin and MegaManager are platform-scope roles. OrganizationAdmin, Accountant and Viewer are assigned at',
    'organization scope (covering the organization, its child organizations and all their outlets) or at outlet',
    'scope (covering that outlet, and the record of its organization). See docs/access.md for how a call is decided.',
    '',
    ...roleTable(composition.permissions),
    '',
    '## Operations',
    '',
    'Each root operation declares who may call it in one decorator (`@Allow`, `@Authenticated`, `@Public`); the',
    'REST paths run the same operation and answer the same. An id outside the caller’s reach is 403 `forbidden`, an',
    'unknown one 404.',
    '',
    ...operationTable(schema, composition),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const text = await render();
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
