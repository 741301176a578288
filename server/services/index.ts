import { ParcelsService } from './parcels/parcelsService';
import type { Config } from '../config';
import { ActivityService } from './activity';
import type { DatabaseHandle } from '../db/client';
import type { Jobs } from '../jobs';
import path from 'node:path';
import { AuthService } from './auth';
import { databaseRateLimitStore } from './limitCounts';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { SettingsService } from './settings';
import { PreferencesService } from './preferences';
import { ProductsService } from './products';
import { ProductImportService } from './productImport';
import { StockService } from './stock';
import { SignatureImageService } from './signatureImage';
import { OrdersService } from './orders/ordersService';
import { importChunkMs } from './orders/intake';
import { OrderRoutingService } from './orders/orderRouting';
import { RoutingPreviewService } from './routingPreview/routingPreviewService';
import { ShopSyncService } from './shop/shopSync';
import { shopConnectors } from './shop/registry';
import { ShopWebhooksService } from './shop/webhooks';
import { ShopReconciliationService } from './shop/reconciliation';
import { ChannelsService } from './shop/channels';
import { PurchaseOrdersService } from './purchasing/purchaseOrdersService';
import { SupplierOrdersService } from './purchasing/supplierOrdersService';
import { writeShopFulfilments, type ClaimOwner } from '../jobs/shopFulfilments';
import { writeShopRefunds } from '../jobs/shopRefunds';
import { ReturnsService } from './returns/returnsService';
import { purchaseOrderSending } from './purchasing/sending';
import { PickupOrdersService } from './pickups/pickupOrdersService';
import { pickupOrderSending } from './pickups/sending';
import { DUE_BATCH, ScheduledSending } from './scheduledOrders/dueSending';
import { WarehouseOrdersService } from './warehouseOrders/warehouseOrdersService';
import { PrintService } from './printing/printService';
import { AttentionService } from './attention/attentionService';
import { OverviewService } from './overview/overviewService';
import { AttentionRetries } from './attention/retries';
import { DailyDigestService } from './digest/dailyDigest';
import { DigestSubscriptionsService } from './digest/subscriptions';
import { flowEffects, type FlowEffects } from '../flows/flow';
import { entityServices, SERVED_ENTITIES, type EntityServices, type ServedEntity } from '../entities';

/** Everything the routes call, built once per app. */
export interface Services {
  handle: DatabaseHandle;
  config: Config;
  jobs: Jobs;
  /** The one after-commit mechanism (server/flows/flow.ts): wakes the outbox or the shop write-back. */
  effects: FlowEffects;
  auth: AuthService;
  /** The store of the per-route request limits (forgot-password, the token calls): shared by every process. */
  requestLimits: FastifyRateLimitStoreCtor;
  /** Each user's own language and theme. */
  preferences: PreferencesService;
  settings: SettingsService;
  products: ProductsService;
  productImport: ProductImportService;
  stock: StockService;
  activity: ActivityService;
  signatureImage: SignatureImageService;
  orders: OrdersService;
  /** Why each order went where it went. */
  orderRouting: OrderRoutingService;
  /** A warehouse change tried on the last 30 days' and the waiting orders before it is saved. */
  routingPreview: RoutingPreviewService;
  shopSync: ShopSyncService;
  /** The shops' webhook deliveries: stored by the route, taken in by the scheduler's job (tests call run). */
  shopWebhooks: ShopWebhooksService;
  /** The daily count of each shop's orders against the product's (the scheduler's, and the Channels page's). */
  shopReconciliation: ShopReconciliationService;
  /** The configured shops' states: the overview's and the Channels page's. */
  channels: ChannelsService;
  purchaseOrders: PurchaseOrdersService;
  supplierOrders: SupplierOrdersService;
  /** Writes the due fulfilments to the shop (the scheduler's run, claims named by `owner`; tests call it directly). */
  shopFulfilments: { run(owner?: ClaimOwner): Promise<{ sent: number; failed: number }> };
  /** Writes the due refunds of returns to the shop (run with the fulfilments by the scheduler; tests call it directly). */
  shopRefunds: { run(owner?: ClaimOwner): Promise<{ sent: number; failed: number }> };
  /** Returns (issue 32 item 2): opened, received by whoever shipped, refunded. */
  returns: ReturnsService;
  pickupOrders: PickupOrdersService;
  /** The scheduler's due-order job: purchase orders and pickup orders, each sent once. */
  scheduledSending: ScheduledSending;
  warehouseOrders: WarehouseOrdersService;
  /** An order's parcels: each entered by whoever ships it (issue 32 item 1). */
  parcels: ParcelsService;
  /** The selection's shipping tickets and pick lists as PDFs. */
  printing: PrintService;
  /** What needs attention, computed from the records and the Settings' thresholds. */
  attention: AttentionService;
  /** The fixes of Needs attention that are calls of their own: resend an e-mail, retry a write-back. */
  attentionRetries: AttentionRetries;
  /** The overview: counts by status and by reason, and the last 30 days. */
  overview: OverviewService;
  /** Who gets the daily digest of Needs attention (Settings' switches). */
  digestSubscriptions: DigestSubscriptionsService;
  /** The scheduler's daily digest: each recipient switched on, once a day (tests call it directly). */
  dailyDigest: DailyDigestService;
  /** The declared entities (domain/entities/) and their generated services, by resource key. */
  entities: { served: readonly ServedEntity[]; services: EntityServices };
}

export function createServices(
  handle: DatabaseHandle,
  config: Config,
  jobs: Jobs,
  now?: () => Date,
  /** The entities to serve: those of server/db/schema/entities.ts (a test may add its own). */
  served: readonly ServedEntity[] = SERVED_ENTITIES,
): Services {
  const clock = { now: now ?? (() => new Date()), timeZone: config.timeZone };
  /** What committed flows declared (server/flows/flow.ts): the outbox, the shop write-back. */
  const effects = flowEffects(jobs);
  const shops = shopConnectors(config);
  // Two shops' #1001 are two orders: the answers then name each order's shop beside its number.
  const shopNaming = shops.naming;
  const purchaseOrders = new PurchaseOrdersService(handle.db, {
    clock,
    imagesDir: path.join(config.dataDir, 'images'),
    effects,
    shopNaming,
  });
  const pickupOrders = new PickupOrdersService(handle.db, {
    clock,
    imagesDir: path.join(config.dataDir, 'images'),
    effects,
    shopNaming,
  });
  const settings = new SettingsService(handle.db, path.join(config.dataDir, 'images'));
  // A file's orders are Shopify's export: the shop owning the orders that name none, if any.
  const fileShop = shops.of(null);
  const attention = new AttentionService(
    handle.db,
    clock.now,
    () => settings.thresholds(),
    shops.all.map((shop) => shops.ordersShop(shop.shop)),
    shopNaming,
  );
  const shopReconciliation = new ShopReconciliationService(handle.db, shops.all, clock.now, handle.alone);
  const channels = new ChannelsService(handle.db, shops.all, shopReconciliation, clock.now);
  return {
    handle,
    config,
    jobs,
    effects,
    auth: new AuthService(handle.db, config, now),
    requestLimits: databaseRateLimitStore(handle.db, clock.now),
    preferences: new PreferencesService(handle.db),
    settings,
    products: new ProductsService(handle.db),
    productImport: new ProductImportService(handle.db),
    stock: new StockService(handle.db, shopNaming),
    activity: new ActivityService(handle.reads),
    signatureImage: new SignatureImageService(handle.db, path.join(config.dataDir, 'images')),
    orders: new OrdersService(
      handle.db,
      clock,
      shopNaming,
      fileShop && shops.ordersShop(fileShop.shop),
      shops.all.map((connector) => shops.ordersShop(connector.shop)),
      importChunkMs(handle.kind),
    ),
    orderRouting: new OrderRoutingService(handle.db),
    routingPreview: new RoutingPreviewService(handle.db, clock.now, shopNaming),
    shopSync: new ShopSyncService(handle.db, shops.all, handle.alone),
    shopWebhooks: new ShopWebhooksService(handle.db, clock.now, shops.ordersShop),
    shopReconciliation,
    channels,
    purchaseOrders,
    supplierOrders: new SupplierOrdersService(handle.db, clock, effects, shopNaming),
    shopFulfilments: { run: (owner) => writeShopFulfilments(handle.db, shops, clock.now, { owner }) },
    shopRefunds: { run: (owner) => writeShopRefunds(handle.db, shops, clock.now, { owner }) },
    returns: new ReturnsService(handle.db, effects),
    pickupOrders,
    scheduledSending: new ScheduledSending(
      handle.db,
      { clock, imagesDir: path.join(config.dataDir, 'images') },
      [purchaseOrderSending, pickupOrderSending],
      effects,
      config.dueBatch ?? DUE_BATCH[handle.kind],
    ),
    warehouseOrders: new WarehouseOrdersService(handle.db, effects, clock.now, shopNaming),
    parcels: new ParcelsService(handle.db, effects),
    printing: new PrintService(handle.db, clock.now, shopNaming),
    attention,
    overview: new OverviewService(
      handle.db,
      clock.now,
      attention,
      { purchaseOrders, pickupOrders },
      channels,
    ),
    digestSubscriptions: new DigestSubscriptionsService(handle.db),
    dailyDigest: new DailyDigestService(handle.db, {
      ...clock,
      appUrl: config.appUrl,
      imagesDir: path.join(config.dataDir, 'images'),
      attention,
      effects,
    }),
    attentionRetries: new AttentionRetries(handle.db, clock.now, effects),
    entities: {
      served,
      services: entityServices(
        handle.db,
        served,
        {
          timeZone: config.timeZone,
          db: handle.db,
          config,
          now: clock.now,
          effects,
        },
        now,
      ),
    },
  };
}
