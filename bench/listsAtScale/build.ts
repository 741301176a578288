/**
 * A database of many orders, kept for measuring again (the lists, the paint bench's
 * PAINT_DATABASE_URL): migrated, the demo data, IMPORTED orders through the product's import
 * (as `npm run bench` imports them), then copied in SQL up to TOTAL (multiplyOrders), as
 * `npm run bench -- --only lists` builds its scratch database.
 *
 *   createdb -h /var/run/postgresql million
 *   npx tsx bench/listsAtScale/build.ts 'postgresql://root@/million?host=/var/run/postgresql' [TOTAL=1000000] [IMPORTED=100000]
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../server/db/client';
import { seedDemoData } from '../../server/demo/seed';
import { importDemoOrders } from '../demoImport';
import { multiplyOrders } from './lists';

const [url, total = '1000000', imported = '100000'] = process.argv.slice(2);
if (!url) throw new Error('Name the database: npx tsx bench/listsAtScale/build.ts URL [TOTAL] [IMPORTED]');
const handle = await openPostgres(url);
await handle.migrate();
await seedDemoData(handle.db);
await importDemoOrders(handle, Number(imported), (done) =>
  process.stderr.write(`\rimported ${done} / ${imported}`),
);
process.stderr.write('\n');
await multiplyOrders(handle.db, Number(total));
await handle.db.execute(sql`analyze`);
await handle.close();
