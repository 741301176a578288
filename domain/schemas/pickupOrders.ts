import { z } from 'zod';
import { PUO_ASSIGNMENT_STATUSES, PUO_LINE_STATUSES } from '../orderStatus';
import { id, requiredText, wholeNumber } from './fields';
import { batchBody } from './batch';
import { LIMITS } from '../limits';
import { shippingInfoFields } from './orders';
import { manualCustomer } from './purchasing';

/**
 * Request bodies of the pickup-order calls (spec 000 section 7), with the rules of section 5.
 * Fields the spec lists but the server does not need are accepted.
 */
const units = wholeNumber('Units', 1, LIMITS.units);

export const pickupOrderIdBody = z.object({ id: id('id') });

export const updatePickupOrderDateBody = z.object({
  id: id('id'),
  time: requiredText('New date and time', 40).describe("'YYYY-MM-DDTHH:mm' in the operator's time zone"),
});

/** Assignment level Change Status: Awaiting Pickup or Shipped. */
export const changePuoStatusBody = z.object({
  puoId: id('puoId'),
  assignOrderId: id('assignOrderId'),
  status: z.enum(PUO_ASSIGNMENT_STATUSES, { error: 'Choose a status: Awaiting Pickup or Shipped' }),
});

/** The same Change Status on every assignment of each selected PUO (`ids`: PUO ids). */
export const changePuoStatusBatchBody = batchBody({ status: changePuoStatusBody.shape.status });

/** Product level Change Status: Refund or Shipped; productUniqueId is the line's _id. */
export const changePuoProductStatusBody = z.object({
  status: z.enum(PUO_LINE_STATUSES, { error: 'Choose a status: Refund or Shipped' }),
  productUniqueId: id('productUniqueId'),
  puoId: id('puoId'),
  shopifyLineItemId: z.unknown().optional(),
  sentTo: z.unknown().optional(),
  sentToId: z.unknown().optional(),
  orderId: z.unknown().optional(),
});

/** Shipping info of an assignment: tracking id (a number of at least 0), agent name, URL. */
export const puoShippingInfoBody = z.object({
  id: id('id'),
  assignOrderId: id('assignOrderId'),
  ...shippingInfoFields,
});

/** One tracking for the whole pickup: the same shipping info on each selected PUO (`ids`). */
export const puoShippingInfoBatchBody = batchBody(shippingInfoFields);

/** 'Add Product' on a to-be-sent PUO row (id): a supplier's product for a warehouse… */
export const addPuoProductToWarehouseBody = z.object({
  id: id('id'),
  supplierId: id('supplierId'),
  warehouseId: id('warehouseId'),
  productId: id('productId'),
  quantity: units,
});

/** …or for a typed-in customer. */
export const addPuoProductToCustomerBody = z.object({
  id: id('id'),
  supplierId: id('supplierId'),
  customer: manualCustomer,
  productId: id('productId'),
  quantity: units,
});
