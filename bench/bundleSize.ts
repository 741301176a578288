/**
 * The size report of `npm run bench` (after `npm run build`): the gzipped JavaScript the
 * sign-in page loads (index.html's entry and the chunks it imports statically, which Vite
 * preloads), and what each lazily loaded screen adds to it. Read from dist/.vite/manifest.json.
 *
 *   npm run build && npm run bench -- --size     # only this report
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of issue 7: the sign-in page's JavaScript, gzipped. */
export const SIGN_IN_BUDGET_KB = 300;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizeReport {
  signInKb: number;
  signInFiles: number;
  /** Source of a lazy screen (or library) -> gzip kB it adds to the sign-in page's JavaScript. */
  lazy: { src: string; kb: number }[];
}

const kb = (bytes: number) => Math.round(bytes / 10.24) / 100;

export function sizeReport(dist = 'dist'): SizeReport | null {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzipped.get(file)!;
  };
  /** A chunk's file and those of its static imports, transitively. */
  const closure = (key: string, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) return null;
  const signIn = closure(entryKey);
  const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  // Every chunk a lazy import asks for (a screen merged into a shared chunk has no entry of its own).
  const lazyKeys = new Set(
    Object.entries(manifest).flatMap(([key, chunk]) => [
      ...(chunk.isDynamicEntry ? [key] : []),
      ...(chunk.dynamicImports ?? []),
    ]),
  );
  const lazy = [...lazyKeys]
    .map((key) => [key, manifest[key]] as const)
    .filter(([, chunk]) => chunk !== undefined)
    .map(([key, chunk]) => ({
      src: chunk.src ?? `${chunk.name ?? key} (shared chunk)`,
      kb: kb(total([...closure(key)].filter((file) => !signIn.has(file)))),
    }))
    .sort((a, b) => a.src.localeCompare(b.src));
  return { signInKb: kb(total(signIn)), signInFiles: signIn.size, lazy };
}

export function formatSizeReport(report: SizeReport): string {
  const lines = [
    `Sign-in page JavaScript: ${report.signInKb} kB gzip in ${report.signInFiles} files ` +
      `(budget ${SIGN_IN_BUDGET_KB} kB: ${report.signInKb <= SIGN_IN_BUDGET_KB ? 'within' : 'OVER'})`,
    '',
    '| loaded on first use | adds (kB gzip) |',
    '|---|---|',
    ...report.lazy.map(({ src, kb: size }) => `| ${src} | ${size} |`),
  ];
  return lines.join('\n');
}
