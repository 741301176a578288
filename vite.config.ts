import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on its own port in development (npm run dev); in production Fastify serves both.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/backend': 'http://localhost:3000', '/images': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (id.includes('node_modules/@mui')) return 'mui';
          if (id.includes('node_modules/xlsx')) return 'xlsx';
          if (id.includes('node_modules/@tiptap') || id.includes('node_modules/prosemirror')) return 'editor';
          if (id.includes('node_modules/react-admin') || id.includes('node_modules/ra-'))
            return 'react-admin';
          return undefined;
        },
      },
    },
  },
});
