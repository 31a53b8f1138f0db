// Where a CPU profile's time went, by the layers of the service: `node scripts/cpu-profile-summary.mjs <file.cpuprofile>
// [units]` prints microseconds per unit (a confirm, an imported row, a posting) for each layer, from a profile written
// by `node --cpu-prof` or a bench's BENCH_PROFILE. A sample counts for the innermost frame that belongs to a layer:
// pg's parsing under a TypeORM call counts as pg protocol, a class-validator call under the GraphQL executor as
// validation. Time spent inside a socket write (the kernel send, and on a busy machine the wait for the CPU while the
// woken database backend runs) is its own line, named by who wrote. docs/performance.md records the tables.
import { readFileSync } from 'node:fs';

const [file, unitsArgument = '1'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [units]');
  process.exit(2);
}
const units = Number(unitsArgument);
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** Layers, tried from the innermost frame outwards; the first frame that matches one decides. */
const LAYERS = [
  ['logging', (frame) => /node_modules\/pino|src\/platform\/logging/.test(frame.url)],
  ['pg protocol', (frame) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-array)\//.test(frame.url)],
  ['SQL building (TypeORM)', (frame) => /node_modules\/typeorm\//.test(frame.url)],
  ['Redis and events', (frame) => /node_modules\/ioredis|src\/platform\/events/.test(frame.url)],
  ['validation', (frame) => /node_modules\/(class-validator|class-transformer)\//.test(frame.url)],
  ['access checks', (frame) => /src\/modules\/access\/|node_modules\/dataloader/.test(frame.url)],
  ['authentication', (frame) => /node_modules\/(jsonwebtoken|jws|argon2)\/|src\/modules\/auth\//.test(frame.url)],
  [
    'GraphQL execution',
    (frame) => /node_modules\/(graphql|type-graphql|@graphql-[^/]+|graphql-[^/]+)\//.test(frame.url),
  ],
  ['REST shim', (frame) => /\/rest-shim\//.test(frame.url)],
  [
    'HTTP framework (express, router, helmet, body-parser)',
    (frame) =>
      /node_modules\/(express|router|helmet|body-parser|raw-body|path-to-regexp|finalhandler|on-finished|type-is|content-type|qs|send|cors)\//.test(
        frame.url,
      ),
  ],
  ['domain modules', (frame) => /\/src\/modules\//.test(frame.url)],
  ['service platform (context, HTTP, metrics, database helpers)', (frame) => /\/src\/platform\//.test(frame.url)],
  ['bench process (load generator, seeding)', (frame) => /\/bench\//.test(frame.url)],
  ['other packages', (frame) => /node_modules\//.test(frame.url)],
];
const SOCKET_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String']);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
  total += delta;
});

function layerOf(id) {
  const leaf = nodes.get(id).callFrame;
  if (leaf.functionName === '(idle)') return 'idle (waiting for I/O)';
  if (leaf.functionName === '(garbage collector)') return 'garbage collection';
  const socketWrite = SOCKET_WRITES.has(leaf.functionName);
  for (let current = id; current !== undefined; current = parents.get(current)) {
    const frame = nodes.get(current).callFrame;
    const layer = LAYERS.find(([, matches]) => matches(frame));
    if (layer) return socketWrite ? `socket writes by ${layer[0]}` : layer[0];
  }
  if (socketWrite) return 'socket writes (Node.js core)';
  return /^node:/.test(leaf.url) || leaf.url === '' ? 'Node.js core (HTTP, net, streams, promises)' : 'other';
}

const byLayer = new Map();
for (const [id, time] of selfTime) {
  const layer = layerOf(id);
  byLayer.set(layer, (byLayer.get(layer) ?? 0) + time);
}
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled, ${units} units`);
console.log('   µs/unit   share  layer');
for (const [layer, time] of [...byLayer].sort((a, b) => b[1] - a[1]))
  console.log(`${(time / units).toFixed(0).padStart(10)} ${((100 * time) / total).toFixed(1).padStart(6)} %  ${layer}`);
