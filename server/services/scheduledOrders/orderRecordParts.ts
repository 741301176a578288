import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { orders, products, shippingAgents, suppliers, warehouses } from '../../db/schema';
import type { ShopAddress } from '../../../domain/address';
import { namedShopAddressOf } from '../orderRecords/shopAddress';
import { recipientOf, type ManualCustomer, type SentTo } from '../../../domain/purchaseOrders';
import { shopNameOf, type ShopNaming } from '../orderRecords/shopShown';

/** The record parts purchase orders and pickup orders answer alike (spec 000 section 3). */

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
export const ids = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

type TableWithId =
  typeof products | typeof shippingAgents | typeof warehouses | typeof suppliers | typeof orders;

/** The rows of a table whose id is among `wanted`, by id; no query when none is wanted. */
export async function rowsById<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  wanted: (string | null)[],
): Promise<Map<string, T['$inferSelect']>> {
  const unique = ids(wanted);
  if (!unique.length) return new Map();
  const rows = await db
    .select()
    .from(table as TableWithId)
    .where(inArray(table.id, unique));
  return byId(rows as T['$inferSelect'][]);
}

/** A warehouse's, supplier's or agent's address as the records name it. */
export const placeAddressOf = (p: {
  streetNumber: string;
  streetName: string;
  city: string;
  country: string;
  zipCode?: string | null;
}) => ({
  street_number: p.streetNumber,
  street_name: p.streetName,
  city: p.city,
  country: p.country,
  zipCode: p.zipCode ?? '',
});

type OrderRow = typeof orders.$inferSelect;
type WarehouseRow = typeof warehouses.$inferSelect;

/** An order's shipping address in the shop's field names: its name and address (namedShopAddressOf) less the name. */
const shippingAddressOf = (order: OrderRow): ShopAddress => {
  const { firstName: _first, lastName: _last, ...address } = namedShopAddressOf(order);
  return address;
};

/**
 * The order an assignment serves: number, shipping type, customer and shipping address; its
 * shop only when several shops are configured (shopShown).
 */
export const orderRefOf = (order: OrderRow, shopNaming: ShopNaming = false) => ({
  _id: order.id,
  order_number: order.orderNumber,
  shop: shopNameOf(order.shop, shopNaming),
  shipping_type: order.shippingType,
  customer: {
    first_name: order.customerFirstName,
    last_name: order.customerLastName,
    email: order.customerEmail,
    phone: order.customerPhone,
  },
  shipping_address: shippingAddressOf(order),
});

/** The warehouse an assignment goes to, with its e-mail and address. */
export const warehouseRefOf = (warehouse: WarehouseRow) => ({
  _id: warehouse.id,
  name: warehouse.name,
  email: warehouse.email,
  address: placeAddressOf(warehouse),
});

/** Who receives an assignment: the warehouse, the manual customer or the order's customer. */
export const assignmentRecipient = (
  sentTo: SentTo,
  warehouse: WarehouseRow | undefined,
  customer: ManualCustomer | null,
  order: OrderRow | undefined,
) =>
  recipientOf({
    sentTo,
    warehouse,
    customer,
    order: order && namedShopAddressOf(order),
  });
