/**
 * A database of many orders, kept for measuring again (the lists, the paint bench's
 * PAINT_DATABASE_URL): migrated, the demo data, IMPORTED orders through the product's import
 * (5,000 per call, as the browser sends a file in parts), then copied in SQL up to TOTAL
 * (multiplyOrders), as `npm run bench -- --only lists` builds its scratch database.
 *
 *   createdb -h /var/run/postgresql million
 *   npx tsx bench/listsAtScale/build.ts 'postgresql://root@/million?host=/var/run/postgresql' [TOTAL=1000000] [IMPORTED=100000]
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../server/db/client';
import { seedDemoData } from '../../server/demo/seed';
import { demoPacks, demoProducts } from '../../server/demo/data';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { OrdersService } from '../../server/services/orders/ordersService';
import { benchAdmin } from '../engines';
import { multiplyOrders } from './lists';

const [url, total = '1000000', imported = '100000'] = process.argv.slice(2);
if (!url) throw new Error('Name the database: npx tsx bench/listsAtScale/build.ts URL [TOTAL] [IMPORTED]');
const CHUNK = 5_000;
const handle = await openPostgres(url);
await handle.migrate();
await seedDemoData(handle.db);
const user = await benchAdmin(handle);
const service = new OrdersService(handle.db);
const skus = demoProducts.map((p) => p.internalSku);
const packSkus = demoPacks.map((p) => p.internalSku);
for (let first = 0; first < Number(imported); first += CHUNK) {
  const count = Math.min(CHUNK, Number(imported) - first);
  const rows = shopifyExportRows({
    orders: count,
    skus,
    packSkus,
    unknownSkuRate: 0.01,
    firstNumber: 100_001 + first,
    seed: first + 1,
  });
  await service.importRows(rows, 1, user);
  process.stderr.write(`\rimported ${first + count} / ${imported}`);
}
process.stderr.write('\n');
await multiplyOrders(handle.db, Number(total));
await handle.db.execute(sql`analyze`);
await handle.close();
