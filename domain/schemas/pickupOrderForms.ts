import { z } from 'zod';
import { SENT_TO_REQUIRED } from '../values';
import { addPuoProductToCustomerBody, addPuoProductToWarehouseBody } from './pickupOrders';

/**
 * The Add Product dialog of Scheduled Pickup Orders: Sent to Customer or Warehouse, then that
 * target's fields (spec 000 section 5); the row's PUO (id) is added when it is sent.
 */
export const addPuoProductForm = z.discriminatedUnion(
  'sentTo',
  [
    addPuoProductToWarehouseBody.omit({ id: true }).extend({ sentTo: z.literal('Warehouse') }),
    addPuoProductToCustomerBody.omit({ id: true }).extend({ sentTo: z.literal('Customer') }),
  ],
  { error: SENT_TO_REQUIRED },
);
export type AddPuoProductForm = z.output<typeof addPuoProductForm>;
