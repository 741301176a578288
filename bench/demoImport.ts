/**
 * The orders the benches import: parts of a made-up Shopify export of the demo's products (10%
 * packs, 1% unknown SKUs), through the product's own import with its chunks paced for the engine
 * as the server paces them (server/services/index.ts).
 */
import type { DatabaseHandle } from '../server/db/client';
import { demoPacks, demoProducts } from '../server/demo/data';
import { shopifyExportRows } from '../server/demo/shopifyExport';
import { importChunkMs } from '../server/services/orders/intake';
import { OrdersService } from '../server/services/orders/ordersService';
import { benchAdmin } from './engines';

/** Orders per import call, as the browser sends a large file in parts. */
export const IMPORT_PART = 5_000;

/** The orders service as the server builds it for this engine. */
export const benchOrdersService = (handle: DatabaseHandle) =>
  new OrdersService(handle.db, undefined, false, null, [], importChunkMs(handle.kind));

/** The export's rows of `orders` orders, the first numbered `firstNumber` (#100001 unless said). */
export function demoExportPart(orders: number, { firstNumber = 100_001, seed = 1 } = {}) {
  return shopifyExportRows({
    orders,
    skus: demoProducts.map((p) => p.internalSku),
    packSkus: demoPacks.map((p) => p.internalSku),
    unknownSkuRate: 0.01,
    firstNumber,
    seed,
  });
}

/**
 * `total` orders imported as the Admin, IMPORT_PART per call (the parts numbered on from
 * #100001), `progress` told after each; answers how many the import took.
 */
export async function importDemoOrders(
  handle: DatabaseHandle,
  total: number,
  progress: (imported: number) => void = () => undefined,
): Promise<number> {
  const user = await benchAdmin(handle);
  const service = benchOrdersService(handle);
  let imported = 0;
  for (let first = 0; first < total; first += IMPORT_PART) {
    const rows = demoExportPart(Math.min(IMPORT_PART, total - first), {
      firstNumber: 100_001 + first,
      seed: first + 1,
    });
    imported += (await service.importRows(rows, 1, user)).imported;
    progress(imported);
  }
  return imported;
}
