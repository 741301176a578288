import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * How the answers name an order's shop: not at all with one shop (`false`: one shop's answers stay
 * as they were), else by the shop it came from, so that two shops' #1001 are told apart (docs/
 * decisions.md). An order naming no shop (taken before orders carried their shop, or from a file)
 * is the owning shop's (server/db/ordersOfShop.ts) and is named so. The screens show it with
 * domain/orderNumberShown.ts.
 */
export type ShopNaming = false | { unnamedAs: string | null };

/** The shop an answer names for an order's stored shop. */
export const shopNameOf = (shop: string | null | undefined, naming: ShopNaming): string | null =>
  naming ? (shop ?? naming.unnamedAs) : null;

/** shopNameOf in SQL, of an orders' shop column (a query's select). */
export const shopNamedSql = (shopColumn: SQLWrapper, naming: ShopNaming): SQL =>
  naming ? sql`coalesce(${shopColumn}, ${naming.unnamedAs})` : sql`null`;

export function shopShown<T extends { shop?: string | null }>(record: T, naming: ShopNaming): T {
  return { ...record, shop: shopNameOf(record.shop, naming) };
}
