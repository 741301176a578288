import { z } from 'zod';
import { ORDER_STATUSES } from '../orderStatus';
import { PARCEL_SHIPPERS } from '../parcelScope';
import { id, requiredText, requiredUrl } from './fields';
import { orderId } from './orders';

/**
 * A parcel entered by whoever ships it (issue 32 item 1): lines and quantities, the shipping
 * agent and its tracking. Quantities are checked by domain/parcelsShipped.ts parcelProblems,
 * which names the line at fault.
 */
export const addParcelBody = z.object({
  orderId,
  lines: z
    .array(
      z.object({
        lineId: id('lineId'),
        quantity: z.number({ error: 'Quantity must be a number' }),
      }),
      { error: 'Lines are required' },
    )
    .max(500, 'At most 500 lines per parcel'),
  agentName: requiredText('Shipping agent name', 200),
  trackingId: requiredText('Tracking id', 100),
  trackingURL: z.preprocess((v) => (v === '' ? null : v), requiredUrl('Tracking URL').nullish()),
});
export type AddParcelBody = z.infer<typeof addParcelBody>;

export const parcelLineRecord = z.object({
  lineId: z.string(),
  sku: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
});

export const parcelRecord = z.object({
  _id: z.string(),
  shipper: z.enum(PARCEL_SHIPPERS),
  warehouseId: z.string().nullable(),
  supplierId: z.string().nullable(),
  agentName: z.string(),
  trackingId: z.string(),
  trackingURL: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(parcelLineRecord),
});

/** A line the viewer ships, with how much of it has left: "2 of 3 shipped". */
export const parcelOrderLineRecord = z.object({
  _id: z.string(),
  sku: z.string().nullable(),
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  shipped: z.number(),
  of: z.number(),
  left: z.number(),
});

export const orderParcelsRecord = z.object({
  parcels: z.array(parcelRecord),
  lines: z.array(parcelOrderLineRecord),
});
export type OrderParcelsRecord = z.infer<typeof orderParcelsRecord>;
