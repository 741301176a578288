/**
 * The size report of `npm run bench` (after `npm run build`): the JavaScript the sign-in page
 * loads (index.html's entry and the chunks it imports statically, which Vite preloads), and what
 * each lazily loaded screen adds to it, in bytes as the server sends them: the .br a browser
 * accepting brotli gets, the .gz one accepting only gzip gets (scripts/precompress.mjs wrote
 * them beside each file; server/app.ts sends them), and the plain file otherwise. A file without
 * its compressed copy counts whole, as it would go over the wire. Read from dist/.vite/manifest.json.
 * Then each role's first screen after sign-in (FIRST_SCREENS, issue 31): the sign-in page's files
 * and all the signed-in shell and the screen's view load, with the largest files.
 *
 *   npm run build && npm run bench -- --size     # only this report
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The budget of issue 7: the sign-in page's JavaScript, gzipped (for a browser without brotli). */
export const SIGN_IN_BUDGET_KB = 300;
/** The budget of issue 31: the first screen after sign-in, the sign-in page's JavaScript included. */
export const FIRST_SCREEN_BUDGET_KB = 300;

/**
 * The first screen each role sees after signing in, as the lazy modules it loads: the signed-in
 * shell (app bar, sidebar) and the screen's own view, each with its static imports.
 */
export const FIRST_SCREENS = [
  {
    screen: 'Master Dashboard (Admin)',
    sources: ['src/layout/RoleShell.tsx', 'resources/orders/dashboard/MasterDashboard.tsx'],
  },
  {
    screen: 'Warehouse Orders (Warehouse)',
    sources: ['src/layout/RoleShell.tsx', 'resources/warehouseOrders/WarehouseOrderList.tsx'],
  },
] as const;

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

/** kB as transferred to a browser accepting brotli, one accepting only gzip, and one accepting neither. */
export interface Transferred {
  br: number;
  gzip: number;
  plain: number;
}

export interface SizeReport {
  signIn: Transferred;
  signInFiles: number;
  /** Source of a lazy screen (or library) -> what it adds to the sign-in page's JavaScript. */
  lazy: { src: string; kb: Transferred }[];
  /** Each role's first screen: the sign-in page's files and all the screen loads, and its largest files. */
  firstScreens: {
    screen: string;
    kb: Transferred;
    files: number;
    largest: { file: string; kb: Transferred }[];
  }[];
}

const kb = (bytes: number) => Math.round(bytes / 10.24) / 100;

export function sizeReport(dist = 'dist'): SizeReport | null {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  /** Bytes the server sends for `file` with this encoding: its precompressed copy, else the file. */
  const sent = (file: string, ext: '.br' | '.gz' | '') => {
    const copy = path.join(dist, file + ext);
    return statSync(existsSync(copy) ? copy : path.join(dist, file)).size;
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
  const total = (files: Iterable<string>): Transferred => {
    const sum = (ext: '.br' | '.gz' | '') =>
      kb([...files].reduce((bytes, file) => bytes + sent(file, ext), 0));
    return { br: sum('.br'), gzip: sum('.gz'), plain: sum('') };
  };
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
      kb: total([...closure(key)].filter((file) => !signIn.has(file))),
    }))
    .sort((a, b) => a.src.localeCompare(b.src));
  const firstScreens = FIRST_SCREENS.map(({ screen, sources }) => {
    const files = new Set(signIn);
    for (const source of sources) closure(source, files);
    const largest = [...files]
      .map((file) => ({ file, kb: total([file]) }))
      .sort((a, b) => b.kb.gzip - a.kb.gzip)
      .slice(0, 8);
    return { screen, kb: total(files), files: files.size, largest };
  });
  return { signIn: total(signIn), signInFiles: signIn.size, lazy, firstScreens };
}

export function formatSizeReport(report: SizeReport): string {
  const { br, gzip, plain } = report.signIn;
  const lines = [
    `Sign-in page JavaScript as transferred: ${br} kB brotli, ${gzip} kB gzip (${plain} kB uncompressed) ` +
      `in ${report.signInFiles} files (budget ${SIGN_IN_BUDGET_KB} kB gzip: ${gzip <= SIGN_IN_BUDGET_KB ? 'within' : 'OVER'})`,
    '',
    ...report.firstScreens.flatMap(({ screen, kb: size, files, largest }) => [
      `First screen after sign-in, ${screen}: ${size.br} kB brotli, ${size.gzip} kB gzip (${size.plain} kB uncompressed) ` +
        `in ${files} files (budget ${FIRST_SCREEN_BUDGET_KB} kB gzip: ${size.gzip <= FIRST_SCREEN_BUDGET_KB ? 'within' : 'OVER'}); largest: ` +
        largest.map(({ file, kb: one }) => `${path.basename(file)} ${one.gzip}`).join(', '),
    ]),
    '',
    '| loaded on first use | adds (kB brotli) | (kB gzip) | (kB uncompressed) |',
    '|---|---|---|---|',
    ...report.lazy.map(({ src, kb: size }) => `| ${src} | ${size.br} | ${size.gzip} | ${size.plain} |`),
  ];
  return lines.join('\n');
}
