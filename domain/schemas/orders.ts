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

/**
 * One row of a shop's export: its columns by name. Checked as an object only, not cell by cell
 * (z.record copies each of a 5,000-row part's 400,000 cells: 80 to 400 ms of the server's one
 * thread, which every other request waits behind); each cell is read and checked by the import
 * itself. Documented as z.record(z.string(), z.unknown()) would be.
 */
const fileRow = z
  .custom<Record<string, unknown>>((row) => typeof row === 'object' && row !== null && !Array.isArray(row), {
    message: "Each row must be an object of the file's columns",
  })
  .meta({ type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} });

export const importOrdersBody = z.union([
  z.array(fileRow).max(20_000, 'At most 20,000 rows per call'),
  z.object({
    rows: z.array(fileRow).max(20_000, 'At most 20,000 rows per call'),
    /** The file row number of rows[0] when a file is sent in parts, for the report. */
    firstRow: z.number().int().min(1).optional(),
  }),
]);
