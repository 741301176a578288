import { defineConfig } from 'vitest/config';

// Browser tests: the real server (built app, PGlite, demo data) driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
