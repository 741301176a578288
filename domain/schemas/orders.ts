import { z } from 'zod';
import { ORDER_STATUSES } from '../orderStatus';
import { id, requiredText, requiredUrl } from './fields';

/** Request bodies of the order calls (spec 000 section 7), with the rules of section 5. */
export const orderId = id('orderId');

export const assignWarehouseBody = z.object({ orderId, warehouseId: id('warehouseId') });
export const consolidateOrderBody = z.object({
  orderId,
  consolidated: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'consolidated must be true or false' }),
  ),
});
export const notesBody = z.object({ orderId, notes: requiredText('Comment', 2000) });
export const invoiceNumberBody = z.object({ orderId, invoiceNumber: requiredText('Invoice number', 100) });
export const orderStatusBody = z.object({
  orderId,
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
});
export const productStatusBody = z.object({
  orderId,
  productUniqueId: id('productUniqueId'),
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
});

/** Shipping info: tracking id a number of at least 0, agent name, tracking URL; all required. */
export const trackingId = z
  .union([z.number(), z.string()], { error: 'Tracking id is required' })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, 'Tracking id is required')
      .max(60)
      .regex(/^\d+$/, 'Tracking id must be a number of at least 0'),
  );

/** The Shipping Info fields, the same for an order, a supplier line and a PUO assignment. */
export const shippingInfoFields = {
  trackingId,
  agentName: requiredText('Shipping agent name', 200),
  trackingURL: requiredUrl('Tracking URL'),
};
/** What the Add Shipping Info dialogs check (the ids travel beside it). */
export const shippingInfoForm = z.object(shippingInfoFields);

export const shippingInfoBody = z.object({ orderId, ...shippingInfoFields });

export const importOrdersBody = z.union([
  z.array(z.record(z.string(), z.unknown())).max(20_000, 'At most 20,000 rows per call'),
  z.object({
    rows: z.array(z.record(z.string(), z.unknown())).max(20_000, 'At most 20,000 rows per call'),
    /** The file row number of rows[0] when a file is sent in parts, for the report. */
    firstRow: z.number().int().min(1).optional(),
  }),
]);
