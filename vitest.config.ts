import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { entitySurfacesPlugin } from './scripts/entitySurfaces';

// Three projects: pure rules, API over a real database, and screens in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          // tests/crash: the server killed midway and started again on the same data.
          include: ['tests/api/**/*.test.ts', 'tests/crash/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), entitySurfacesPlugin()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'src/**/*.test.tsx',
            'resources/**/*.test.tsx',
            'dataProvider/**/*.test.ts',
            'authProvider/**/*.test.ts',
          ],
          setupFiles: ['tests/setupDom.ts'],
          // Typing-heavy form tests share two cores with the API tests in `npm test`.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
