// What the browser build is made of, as one hash: `npm start` rebuilds when it differs from the
// hash stored beside the last build (dist/.build-hash), e.g. after a `git pull`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS = [
  'src',
  'resources',
  'dataProvider',
  'authProvider',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
export const HASH_FILE = path.join('dist', '.build-hash');

// Tests are not part of the build: changing one does not call for a rebuild.
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function files(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => (isTest(name) ? [] : files(root, path.join(relative, name))));
}

/** The hash of every build input under root: names and contents, in a fixed order. */
export function sourceHash(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => files(root, input))) {
    hash.update(file.split(path.sep).join('/') + '\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash stored with the last build, or null when there is no build. */
export function builtHash(root) {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) return null;
  const file = path.join(root, HASH_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}
