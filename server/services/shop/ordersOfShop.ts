import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { ShopConnector } from './connector';

/**
 * The shop that owns the orders naming none (made before orders carried their shop, or imported
 * from Shopify's export): the only shop, or Shopify's beside a second (docs/decisions.md).
 */
export function unnamedOrdersShop(all: readonly ShopConnector[]): ShopConnector | null {
  return all.length === 1 ? all[0] : (all.find((c) => c.kind === 'shopify') ?? null);
}

/** The product's orders of one shop: its own and, for the shop that owns them, those naming none. */
export function ordersOfShop(connector: ShopConnector, all: readonly ShopConnector[]): SQL {
  return unnamedOrdersShop(all) === connector
    ? or(eq(orders.shop, connector.shop), isNull(orders.shop))!
    : eq(orders.shop, connector.shop);
}

/** One order of a shop by its id there. */
export const orderOfShopById = (
  connector: ShopConnector,
  all: readonly ShopConnector[],
  shopOrderId: string,
) => and(eq(orders.shopOrderId, shopOrderId), ordersOfShop(connector, all))!;
