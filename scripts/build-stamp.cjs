// Whether `dist/` still matches its sources: `npm run build` writes a stamp (a hash of everything the build reads)
// next to its output, and `npm start` compares the sources against it to skip a build that would change nothing.
// Plain CommonJS without dependencies, so `npm start` can decide before anything is compiled and jest can load it.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: loaded before any build and by jest */
'use strict';

const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, writeFileSync, rmSync } = require('node:fs');
const path = require('node:path');

/** Folders and root files the build reads (tsconfig.build.json's include, its configs and the dependency lock). */
const INPUT_FOLDERS = ['src', 'rest-shim', 'migrations'];
const INPUT_FILES = ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
/**
 * Files the build leaves out: tests and the modules' authorization-matrix samples are excluded by tsconfig.build.json,
 * so editing one needs no rebuild.
 */
const IGNORED = /\.(test|authorization-samples)\.ts$/;
/** What a start runs: without these the build must run whatever the stamp says. */
const OUTPUTS = ['dist/src/main.js', 'dist/src/worker.js', 'dist/src/platform/graphql/graphiql/ide.js'];
const STAMP = 'dist/.build-stamp.json';
/** Bumped when the stamp's meaning changes, so an old stamp never matches. */
const STAMP_VERSION = 1;

/** Relative paths (forward slashes) of every input file under `root`, sorted, so the hash is stable. */
function inputFiles(root) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !IGNORED.test(entry.name)) files.push(child);
    }
  };
  for (const folder of INPUT_FOLDERS) if (existsSync(path.join(root, folder))) walk(folder);
  for (const file of INPUT_FILES) if (existsSync(path.join(root, file))) files.push(file);
  return files.sort();
}

/**
 * A hash of the names and contents of the build's inputs. Contents, not modification times: a fresh clone or a
 * checkout touches every file, and a content hash of the ~600 inputs takes a few tens of milliseconds.
 */
function fingerprint(root) {
  const hash = createHash('sha256');
  hash.update(`v${STAMP_VERSION}\0`);
  for (const file of inputFiles(root)) {
    hash.update(file);
    hash.update('\0');
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

/**
 * The decision itself, from facts only: `stamp` is the stamp's content or null, `current` the fingerprint now,
 * `outputsPresent` whether every start entry exists. Answers whether to build and why, in words for the console.
 */
function decideBuild({ stamp, current, outputsPresent }) {
  if (stamp === null || typeof stamp !== 'object' || typeof stamp.fingerprint !== 'string') {
    return { build: true, reason: 'no previous build' };
  }
  if (stamp.version !== STAMP_VERSION) return { build: true, reason: 'the last build is from an older start script' };
  if (!outputsPresent) return { build: true, reason: 'build output missing' };
  if (stamp.fingerprint !== current) return { build: true, reason: 'changes since the last build' };
  return { build: false, reason: 'up to date' };
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/** Reads the stamp, the outputs and the sources under `root` and decides; `current` is kept for `writeStamp`. */
function checkBuild(root) {
  const current = fingerprint(root);
  const outputsPresent = OUTPUTS.every((file) => existsSync(path.join(root, file)));
  return { current, ...decideBuild({ stamp: readStamp(root), current, outputsPresent }) };
}

/** Written after a successful build with the fingerprint taken before it began (an edit during the build counts). */
function writeStamp(root, current) {
  writeFileSync(path.join(root, STAMP), `${JSON.stringify({ version: STAMP_VERSION, fingerprint: current })}\n`);
}

/** Removed before a build starts: a build that fails halfway leaves no stamp claiming its output is current. */
function clearStamp(root) {
  rmSync(path.join(root, STAMP), { force: true });
}

module.exports = { STAMP, STAMP_VERSION, inputFiles, fingerprint, decideBuild, checkBuild, writeStamp, clearStamp };
