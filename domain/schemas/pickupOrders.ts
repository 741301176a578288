import { z } from 'zod';
import { PUO_ASSIGNMENT_STATUSES, PUO_LINE_STATUSES } from '../orderStatus';
import { SENT_TO } from '../values';
import { id, requiredText, requiredUrl, wholeNumber } from './fields';
import { trackingId } from './orders';
import { manualCustomer, updateScheduleBody } from './purchasing';

/**
 * Request bodies of the pickup-order calls (spec 000 section 7) with the rules of section 5.
 * Fields the spec lists but the server does not need are accepted, as for purchase orders.
 */
const units = wholeNumber('Units', 1, 1_000_000);

/** 'send' (POST /pickup-order-sent-now, query limit and offset). */
export const pickupOrderIdBody = z.object({ id: id('id') });

/** POST /update-pickup-order-date {id, time ('date T time')}: the same rule as purchase orders. */
export const updatePickupOrderDateBody = updateScheduleBody;

/** POST /change-puo-status: assignment level, Awaiting Pickup or Shipped. */
export const changePuoStatusBody = z.object({
  puoId: id('puoId'),
  assignOrderId: id('assignOrderId'),
  status: z.enum(PUO_ASSIGNMENT_STATUSES, { error: 'Choose a status: Awaiting Pickup or Shipped' }),
});

/** POST /change-puo-product-status: product level, Refund or Shipped; productUniqueId is the PUO line's _id. */
export const changePuoProductStatusBody = z.object({
  status: z.enum(PUO_LINE_STATUSES, { error: 'Choose a status: Refund or Shipped' }),
  productUniqueId: id('productUniqueId'),
  puoId: id('puoId'),
  shopifyLineItemId: z.string().nullish(),
  sentTo: z.enum(SENT_TO).optional(),
  sentToId: z.string().nullish(),
  orderId: z.string().nullish(),
});

/** POST /add-shipping-info-to-pickup-order: once per assignment, then read-only. */
export const addPuoShippingInfoBody = z.object({
  id: id('id'),
  assignOrderId: id('assignOrderId'),
  trackingId,
  agentName: requiredText('Shipping agent name', 200),
  trackingURL: requiredUrl('Tracking URL'),
});

/**
 * 'Add Product' on a to-be-sent PUO row (paths not shown in spec 000; named in docs/api.md):
 * a supplier's product, picked up at that supplier by the row's PUO (puoId), to a warehouse…
 */
export const addPuoProductToWarehouseBody = z.object({
  puoId: id('puoId'),
  supplierId: id('supplierId'),
  warehouseId: id('warehouseId'),
  productId: id('productId'),
  quantity: units,
});

/** …or to a typed-in customer. */
export const addPuoProductToCustomerBody = z.object({
  puoId: id('puoId'),
  supplierId: id('supplierId'),
  customer: manualCustomer,
  productId: id('productId'),
  quantity: units,
});

export type ChangePuoStatusBody = z.input<typeof changePuoStatusBody>;
export type ChangePuoProductStatusBody = z.input<typeof changePuoProductStatusBody>;
export type AddPuoShippingInfoBody = z.input<typeof addPuoShippingInfoBody>;
export type AddPuoProductToWarehouseBody = z.input<typeof addPuoProductToWarehouseBody>;
export type AddPuoProductToCustomerBody = z.input<typeof addPuoProductToCustomerBody>;

/** The Add Product dialog: Sent to Customer or Warehouse, then that target's fields (spec 000 section 5). */
export const addPuoProductForm = z.discriminatedUnion(
  'sentTo',
  [
    addPuoProductToWarehouseBody.omit({ puoId: true }).extend({ sentTo: z.literal('Warehouse') }),
    addPuoProductToCustomerBody.omit({ puoId: true }).extend({ sentTo: z.literal('Customer') }),
  ],
  { error: 'Choose Customer or Warehouse' },
);
export type AddPuoProductForm = z.output<typeof addPuoProductForm>;
