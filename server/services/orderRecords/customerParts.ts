import type { orders } from '../../db/schema';
import type { OrderRecord } from '../../../domain/schemas/orderRecords';

type OrderRow = typeof orders.$inferSelect;

/** An order's customer as its record shows it (spec 000 section 3): the name is both names, whichever are given. */
export const customerOf = (
  o: Pick<
    OrderRow,
    'customerShopId' | 'customerFirstName' | 'customerLastName' | 'customerEmail' | 'customerPhone'
  >,
): OrderRecord['customer'] => ({
  cus_id: o.customerShopId,
  first_name: o.customerFirstName,
  last_name: o.customerLastName,
  name: [o.customerFirstName, o.customerLastName].filter(Boolean).join(' '),
  email: o.customerEmail,
  phone: o.customerPhone,
});

/** An order's shipping address as its record shows it. */
export const shippingAddressOf = (
  o: Pick<
    OrderRow,
    | 'shippingAddress1'
    | 'shippingAddress2'
    | 'shippingCity'
    | 'shippingZip'
    | 'shippingProvince'
    | 'shippingCountry'
  >,
): OrderRecord['shipping_address'] => ({
  address1: o.shippingAddress1,
  address2: o.shippingAddress2,
  city: o.shippingCity,
  zip: o.shippingZip,
  province: o.shippingProvince,
  country: o.shippingCountry,
});
