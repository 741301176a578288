import { and, eq, isNull, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders } from './schema';

/**
 * A shop as the orders know it: its name (orders.shop), and whether the orders naming no shop
 * (made before orders carried their shop, or imported while none was configured) are its own.
 * Which shop owns those is the registry's rule (server/services/shop/registry.ts).
 */
export interface OrdersShop {
  shop: string;
  ownsUnnamed: boolean;
}

/**
 * A shop read from a row of a query (e.g. the Needs-attention select over the shops' webhooks):
 * its name and whether it owns the unnamed orders, each an SQL expression of that row.
 */
export interface OrdersShopOfRow {
  shop: SQL;
  ownsUnnamed: SQL;
}

/**
 * The product's orders of one shop: its own and, for the shop that owns them, those naming none.
 * The one rule of "this shop's orders" for the intake, the webhooks, the daily count, Channels and
 * Needs attention; `shopColumn` names the orders' shop column when a query aliases the table.
 */
export function ordersOfShop(
  { shop, ownsUnnamed }: OrdersShop | OrdersShopOfRow,
  shopColumn: SQLWrapper = orders.shop,
): SQL {
  const unnamed =
    typeof ownsUnnamed === 'boolean'
      ? ownsUnnamed && isNull(shopColumn)
      : and(ownsUnnamed, isNull(shopColumn));
  return unnamed ? or(eq(shopColumn, shop), unnamed)! : eq(shopColumn, shop);
}

/** One order of a shop by its id there. */
export const orderOfShop = (shop: OrdersShop, shopOrderId: string): SQL =>
  and(eq(orders.shopOrderId, shopOrderId), ordersOfShop(shop))!;
