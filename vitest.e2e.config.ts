import { defineConfig } from 'vitest/config';
import { entitySurfacesPlugin } from './scripts/entitySurfaces';

// Browser tests: the real server (built app, PGlite, demo data) driven by Debian's Chromium.
// The app's texts are read too (German screens): they include the declared entities' surfaces.
export default defineConfig({
  plugins: [entitySurfacesPlugin()],
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
