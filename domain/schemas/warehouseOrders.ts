import { z } from 'zod';
import { WAREHOUSE_ORDER_STATUSES } from '../readiness';
import { id, requiredText } from './fields';
import { orderId } from './orders';

/** Request bodies of the warehouse-order calls (spec 000 section 7), with the rules of section 5. */
export const warehouseOrdersBody = z
  .object({
    /** An Admin's choice of warehouse (required); a Warehouse user's is ignored: its session decides. */
    warehouse_id: z.unknown().optional(),
  })
  .optional();

/** An Admin's warehouse_id, checked only where it counts (a Warehouse user's is ignored). */
export const warehouseIdParam = id('warehouse_id');

export const warehouseOrderStatusBody = z.object({
  id: id('id'),
  status: z.enum(WAREHOUSE_ORDER_STATUSES, { error: 'Choose Preparation, Pending or Ready' }),
});

export const warehouseOrderAgentBody = z.object({ orderId, shippingAgentId: id('shippingAgentId') });

/** Only the date part is sent (spec 000 section 5); the service checks it is a real date. */
export const warehouseOrderDateBody = z.object({
  orderId,
  estimatedDate: requiredText('Estimated shipping date', 40),
});

/** Shipping info: the order calls' body (tracking id ≥ 0, agent name, URL). */
export { shippingInfoBody as warehouseShippingInfoBody } from './orders';
