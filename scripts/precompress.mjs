// The built app's text files, compressed once at build time: dist/x.js gets dist/x.js.br and
// dist/x.js.gz beside it, which the server sends to browsers that accept them (server/app.ts,
// @fastify/static's preCompressed). Run by the Vite build itself (vite.config.ts).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text. Images and fonts in woff2 are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes .br and .gz of each compressible file under `dir`; answers what it wrote. */
export function precompress(dir) {
  const written = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const variants = {
      br: brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [ext, bytes] of Object.entries(variants)) {
      // A copy no smaller than the file is not sent: the server falls back to the file.
      if (bytes.length >= raw.length) continue;
      writeFileSync(`${file}.${ext}`, bytes);
      written.push(`${file}.${ext}`);
    }
  }
  return written;
}

/** The Vite plugin: compresses the output once the bundle is written. */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle(error) {
      if (!error && existsSync(outDir)) precompress(outDir);
    },
  };
}
