import type { orders } from '../../db/schema';
import type { NamedShopAddress } from '../../../domain/address';

type OrderRow = typeof orders.$inferSelect;

/**
 * The order's columns of the customer's name and shipping address, from the shop's field names:
 * what the intake writes and what a change in the shop rewrites (flows/shopOrderChanged.ts).
 */
export const addressColumnsOf = (shop: NamedShopAddress) => ({
  customerFirstName: shop.firstName,
  customerLastName: shop.lastName,
  shippingAddress1: shop.address1,
  shippingAddress2: shop.address2,
  shippingCity: shop.city,
  shippingZip: shop.zip,
  shippingProvince: shop.province,
  shippingCountry: shop.country,
});

/** The order's name and shipping address in the shop's field names: what a change is compared with. */
export const namedShopAddressOf = (order: OrderRow): NamedShopAddress => ({
  firstName: order.customerFirstName,
  lastName: order.customerLastName,
  address1: order.shippingAddress1,
  address2: order.shippingAddress2,
  city: order.shippingCity,
  zip: order.shippingZip,
  province: order.shippingProvince,
  country: order.shippingCountry,
});
