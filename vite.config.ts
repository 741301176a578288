import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.mjs';
import { entitySurfacesPlugin } from './scripts/entitySurfaces';

// The API runs on its own port in development (npm run dev); in production Fastify serves both.
export default defineConfig({
  // precompressPlugin: each built text file gets its .br and .gz (served as they are, server/app.ts).
  // entitySurfacesPlugin: the declared entities' names, paths and texts, without their schemas.
  plugins: [react(), entitySurfacesPlugin(), precompressPlugin()],
  server: { proxy: { '/backend': 'http://localhost:3000', '/images': 'http://localhost:3000' } },
  // The order import's parse worker (resources/orders/import/parseWorker.ts) loads SheetJS on
  // demand, a split chunk, which only ES module workers allow.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
    // For the size report of npm run bench (bench/bundleSize.ts).
    manifest: true,
    // The lazy screens (resources/definition.ts) and the lazily loaded e-mail editor split the
    // build, so the sign-in page loads only what it needs (npm run bench -- --size). What the
    // entry loads statically is one group, which ends up in the entry's chunk (beside Rolldown's
    // runtime): split by which screens share each module, it had been some 20 files, each with its
    // own imports and exports and compressed apart.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'signin', tags: ['$initial'] }] } } },
  },
});
