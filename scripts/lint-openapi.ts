// Lints the OpenAPI document the server serves at /api/openapi.json with Redocly's recommended rules and fails on
// any error. The document is built as the server builds it, from the application's own composition of the modules
// on platform services that connect nowhere, so neither a database nor Redis is needed.
import 'reflect-metadata';
import { composeModules } from '../src/app';
import { buildGraphqlSchema } from '../src/platform/graphql/build-schema';
import { inertPlatformServices } from '../src/platform/module/inert-platform';
import { buildOpenApiDocument } from '../rest-shim/openapi';

async function main(): Promise<void> {
  // An ES module only, so imported at run time from this CommonJS script.
  const { createConfig, getTotals, lintFromString } = await import('@redocly/openapi-core');
  const composition = composeModules(inertPlatformServices());
  const schema = await buildGraphqlSchema(composition.container);
  const document = buildOpenApiDocument(schema, composition);
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: '/api/openapi.json',
    config: await createConfig({ extends: ['recommended'] }),
  });
  for (const problem of problems) {
    const where = problem.location[0]?.pointer ?? '';
    console.log(`${problem.severity} ${problem.ruleId}: ${problem.message} ${where}`);
  }
  const totals = getTotals(problems);
  console.log(`openapi lint (recommended): ${totals.errors} errors, ${totals.warnings} warnings`);
  if (totals.errors > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
