import type { Config } from '../../config';
import type { OrdersShop } from '../../db/ordersOfShop';
import type { ShopNaming } from '../orderRecords/shopShown';
import { isDemoShopOrderId } from '../../../domain/shopifyOrders';
import { PermanentShopError, type ShopConnector, type ShopKind } from './connector';
import { ShopifyConnector } from './shopify';
import { WooCommerceConnector } from './woocommerce';

/**
 * The shops the configuration names, each by its kind's connector. A second shop is one entry
 * here: its settings read from the configuration, and its connector built from them.
 */
const SHOP_KINDS: { [K in ShopKind]: (config: Config) => ShopConnector | null } = {
  shopify: (config) => (config.shopify ? new ShopifyConnector(config.shopify) : null),
  woocommerce: (config) => (config.woocommerce ? new WooCommerceConnector(config.woocommerce) : null),
};

export interface ShopConnectors {
  /** Every configured shop: Shopify's and WooCommerce's may both be. */
  readonly all: readonly ShopConnector[];
  /**
   * The shop an order came from, by its name (orders.shop). An order naming none belongs to the
   * only shop; beside a second one, to the Shopify shop: orders made before orders carried their
   * shop came from it, and the file import reads Shopify's export.
   */
  of(shop: string | null): ShopConnector | null;
  /** The shop named so, as the orders know it (server/db/ordersOfShop.ts). */
  ordersShop(shop: string): OrdersShop;
  /** How the answers name an order's shop: not with one shop; an unnamed order by its owner. */
  readonly naming: ShopNaming;
}

/**
 * The shop that owns the orders naming none (made before orders carried their shop, or imported
 * while no shop was configured): the only shop, or Shopify's beside a second. Shopify's, since
 * those orders came from it and the file import reads Shopify's export.
 */
export function unnamedOrdersShop(all: readonly ShopConnector[]): ShopConnector | null {
  return all.length === 1 ? all[0] : (all.find((c) => c.kind === 'shopify') ?? null);
}

/** A shop by its name as the orders know it; with no shop configured, a name owns the unnamed orders. */
export function ordersShopNamed(shop: string, all: readonly ShopConnector[]): OrdersShop {
  return { shop, ownsUnnamed: (unnamedOrdersShop(all)?.shop ?? shop) === shop };
}

export function shopConnectors(config: Config): ShopConnectors {
  const all = (Object.keys(SHOP_KINDS) as ShopKind[])
    .map((kind) => SHOP_KINDS[kind](config))
    .filter((c): c is ShopConnector => c !== null)
    .map(keepingDemoOrdersHome);
  return {
    all,
    of: (shop) => (shop ? (all.find((c) => c.shop === shop) ?? null) : unnamedOrdersShop(all)),
    ordersShop: (shop) => ordersShopNamed(shop, all),
    naming: all.length > 1 ? { unnamedAs: unnamedOrdersShop(all)?.shop ?? null } : false,
  };
}

const DEMO_REFUSED = 'A demo order is never written to a shop';

/**
 * Demo data lives beside a configured shop (DEMO_DATA): whatever a caller asks, a demo order's
 * id (domain/shopifyOrders.ts) never reaches the shop, for every kind of shop alike.
 */
export function keepingDemoOrdersHome(connector: ShopConnector): ShopConnector {
  return {
    kind: connector.kind,
    shop: connector.shop,
    ordersChangedSince: (mark) => connector.ordersChangedSince(mark),
    order: async (id) => (isDemoShopOrderId(id) ? null : connector.order(id)),
    countOrders: (window) => connector.countOrders(window),
    orderIdsCreated: (window) => connector.orderIdsCreated(window),
    writeShipment: async (shipment) => {
      if (isDemoShopOrderId(shipment.shopOrderId)) throw new PermanentShopError(DEMO_REFUSED);
      return connector.writeShipment(shipment);
    },
    writeRefund: async (refund) => {
      if (isDemoShopOrderId(refund.shopOrderId)) throw new PermanentShopError(DEMO_REFUSED);
      return connector.writeRefund(refund);
    },
    health: () => connector.health(),
    subscribeToOrderChanges: (uri) => connector.subscribeToOrderChanges(uri),
  };
}
