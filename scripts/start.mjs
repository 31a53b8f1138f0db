// `npm start`, `npm run worker`: builds only when the sources changed since the last build (a content hash against
// the stamp `npm run build` writes, scripts/build-stamp.cjs), then runs the entry in this very process, so SIGTERM
// and SIGINT reach the service itself and not a wrapper. Progress goes to stderr: stdout is the service's JSON log
// (and `npm run bank-files:cleanup`'s counts).
//
//   node scripts/start.mjs [entry] [arguments…]   entry: main (default), worker or erp-simulator
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, ROOT } from './build.mjs';

const require = createRequire(import.meta.url);
const { checkBuild } = require('./build-stamp.cjs');

const ENTRIES = {
  main: 'dist/src/main.js',
  worker: 'dist/src/worker.js',
  'erp-simulator': 'dist/src/erp-simulator/main.js',
};

const name = process.argv[2] ?? 'main';
const entry = ENTRIES[name];
if (entry === undefined) {
  console.error(`start: unknown entry "${name}"; one of ${Object.keys(ENTRIES).join(', ')}`);
  process.exit(2);
}

const started = Date.now();
const decision = checkBuild(ROOT);
if (decision.build) {
  console.error(`start: building (${decision.reason}) with tsc …`);
  if (!build(ROOT)) {
    console.error('start: the build failed; nothing was started');
    process.exit(1);
  }
  console.error(`start: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.error(`start: build is up to date (checked in ${Date.now() - started} ms); starting ${entry}`);
}
if (!existsSync(path.join(ROOT, entry))) {
  console.error(`start: ${entry} is missing after the build`);
  process.exit(1);
}
// The entry reads its own arguments (`--once`) from process.argv: they follow the entry's name, as if run directly.
process.argv.splice(1, 2, path.join(ROOT, entry));
require(path.join(ROOT, entry));
