// Migrates the database named by the first argument (npx tsx bench/listsAtScale/migrate.mts URL).
import { openPostgres } from '../../server/db/client';

const handle = await openPostgres(process.argv[2]);
await handle.migrate();
process.exit(0);
