import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { MailTransport } from '../services/mailTransport';
import { drainOutbox } from './outbox';
import type { ShopSyncService } from '../services/shop/shopSync';

export const OUTBOX_QUEUE = 'outbox-drain';
export const SHOP_SYNC_QUEUE = 'shop-sync';
export const DUE_PURCHASE_ORDERS_QUEUE = 'send-due-purchase-orders';
export const SHOP_FULFILMENTS_QUEUE = 'shop-fulfilments';

/**
 * E-mails handed to the mail server per outbox transaction. PGlite is one connection: while a
 * transaction waits on the mail server every request waits too, so there each e-mail is a
 * transaction of its own (20 at once to a relay answering in 1 to 1.5 s held it 20 to 30 s;
 * docs/benchmarks.md "Under load"). On PostgreSQL a batch only locks its own outbox rows.
 */
export const outboxBatch = (kind: DatabaseHandle['kind']) => (kind === 'pglite' ? 1 : 20);

/** The scheduler as the rest of the server sees it. */
export interface Jobs {
  /** Ask for the outbox to be drained now rather than at the next minute. */
  kickOutbox(): void;
  /** Ask for the queued shop fulfilments to be written now rather than at the next minute. */
  kickShopFulfilments(): void;
  stop(): Promise<void>;
}

/** For tests and tools that run without a scheduler: e-mails wait in the outbox. */
export const noJobs: Jobs = {
  kickOutbox: () => undefined,
  kickShopFulfilments: () => undefined,
  stop: async () => undefined,
};

/**
 * pg-boss on the same database (PGlite or PostgreSQL). A queue job is fetched with
 * SKIP LOCKED, so with several server instances each scheduled run happens once.
 */
export async function startJobs(
  handle: DatabaseHandle,
  transport: MailTransport,
  log: FastifyBaseLogger,
  shop?: { sync: ShopSyncService; everyMinutes: number },
  /** Due purchase orders and pickup orders (services.scheduledSending). */
  scheduled?: { sendDue(): Promise<number> },
  shopFulfilments?: { run(): Promise<{ sent: number; failed: number }> },
): Promise<Jobs & { boss: PgBoss }> {
  const boss = new PgBoss({ ...(handle.jobsConnection as PgBoss.ConstructorOptions), schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'scheduler error'));
  await boss.start();
  await boss.createQueue(OUTBOX_QUEUE, { name: OUTBOX_QUEUE, policy: 'singleton', retryLimit: 0 });
  await boss.schedule(OUTBOX_QUEUE, '* * * * *');
  await boss.work(OUTBOX_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const { sent, failed } = await drainOutbox(handle.db, transport, undefined, outboxBatch(handle.kind));
    if (sent || failed) log.info({ sent, failed }, 'outbox drained');
  });
  if (scheduled) {
    // Every minute; POs and PUOs are claimed with SKIP LOCKED, so each is sent once across instances.
    await boss.createQueue(DUE_PURCHASE_ORDERS_QUEUE, {
      name: DUE_PURCHASE_ORDERS_QUEUE,
      policy: 'singleton',
      retryLimit: 0,
    });
    await boss.schedule(DUE_PURCHASE_ORDERS_QUEUE, '* * * * *');
    await boss.work(DUE_PURCHASE_ORDERS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      const sent = await scheduled.sendDue();
      if (sent) log.info({ sent }, 'due purchase and pickup orders sent');
    });
  }
  if (shopFulfilments) {
    // Every minute even without a shop: queued rows then record that nothing was sent.
    await boss.createQueue(SHOP_FULFILMENTS_QUEUE, {
      name: SHOP_FULFILMENTS_QUEUE,
      policy: 'singleton',
      retryLimit: 0,
    });
    await boss.schedule(SHOP_FULFILMENTS_QUEUE, '* * * * *');
    await boss.work(SHOP_FULFILMENTS_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      const { sent, failed } = await shopFulfilments.run();
      if (sent || failed) log.info({ sent, failed }, 'shop fulfilments written');
    });
  }
  if (shop?.sync.configured) {
    await boss.createQueue(SHOP_SYNC_QUEUE, { name: SHOP_SYNC_QUEUE, policy: 'singleton', retryLimit: 0 });
    await boss.schedule(SHOP_SYNC_QUEUE, `*/${Math.max(1, shop.everyMinutes)} * * * *`);
    const sync = shop.sync;
    await boss.work(SHOP_SYNC_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      const result = await sync.run();
      if (result.imported) log.info({ imported: result.imported }, 'shop sync');
    });
  }
  return {
    boss,
    kickOutbox: () => {
      boss
        .send(OUTBOX_QUEUE, {})
        .catch((error) => log.warn({ err: error }, 'could not queue the outbox drain'));
    },
    kickShopFulfilments: () => {
      boss
        .send(SHOP_FULFILMENTS_QUEUE, {})
        .catch((error) => log.warn({ err: error }, 'could not queue the shop fulfilments'));
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
