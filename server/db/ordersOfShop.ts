import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
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
 * The product's orders of one shop: its own and, for the shop that owns them, those naming none.
 * The one rule of "this shop's orders" for the intake, the webhooks, the daily count and Channels.
 */
export function ordersOfShop({ shop, ownsUnnamed }: OrdersShop): SQL {
  return ownsUnnamed ? or(eq(orders.shop, shop), isNull(orders.shop))! : eq(orders.shop, shop);
}

/** One order of a shop by its id there. */
export const orderOfShop = (shop: OrdersShop, shopOrderId: string): SQL =>
  and(eq(orders.shopOrderId, shopOrderId), ordersOfShop(shop))!;
