import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema and applied at start (handle.migrate() in server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
