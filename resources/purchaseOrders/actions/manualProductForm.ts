import { z } from 'zod';
import { id } from '../../../domain/schemas/fields';
import { SENT_TO_REQUIRED } from '../../../domain/values';
import { addManualToCustomerBody, addManualToWarehouseBody } from '../../../domain/schemas/purchasing';

const SENT_TO = ['Customer', 'Warehouse'] as const;
const pickers = { supplierId: id('Supplier'), productId: id('Supplier SKU') };

/**
 * The Add Product form: the server's two bodies (domain/schemas/purchasing.ts), told apart by
 * 'Sent to', with the pickers named as the dialog names them. Spec 000 section 5: supplier,
 * supplier SKU, units ≥ 1 and sent-to required; a warehouse for Warehouse; for Customer first
 * name, last name, address, city, country, province and zip (digits) required, email and
 * contact optional. The common fields are checked apart, so that every missing one is named
 * even before 'Sent to' is chosen.
 */
export const manualProductForm = z
  .object({
    ...pickers,
    quantity: addManualToWarehouseBody.shape.quantity,
    sentTo: z.enum(SENT_TO, { error: SENT_TO_REQUIRED }),
  })
  .and(
    z.discriminatedUnion(
      'sentTo',
      [
        addManualToWarehouseBody.extend({
          ...pickers,
          warehouseId: id('Warehouse'),
          sentTo: z.literal('Warehouse'),
        }),
        addManualToCustomerBody.extend({ ...pickers, sentTo: z.literal('Customer') }),
      ],
      { error: SENT_TO_REQUIRED },
    ),
  );

export type ManualProductValues = z.output<typeof manualProductForm>;
