import { z } from 'zod';
import { orderRecord } from './orderRecords';

/**
 * Warehouse Orders answers (docs/api.md "Warehouse orders"; spec 000 section 7). A warehouse
 * order is an order as the order calls answer it; each product says whether it is at the
 * warehouse (`at_warehouse`), which readiness reads (domain/readiness.ts).
 */
export const warehouseOrderRecord = orderRecord;

/** GET /get-all-warehouse-orders. */
export const allWarehouseOrdersAnswer = z.object({
  msg: z.string(),
  doc: z.array(warehouseOrderRecord),
  count: z.number(),
});

/** POST /get-warehouse-orders. */
export const warehouseOrdersAnswer = z.object({
  msg: z.string(),
  warehouseOrders: z.array(warehouseOrderRecord),
  count: z.number(),
});
