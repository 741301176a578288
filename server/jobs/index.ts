import PgBoss from 'pg-boss';
import { actingAs, SCHEDULER } from '../db/actor';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { MailTransport } from '../services/mailTransport';
import { drainOutbox, outboxDue } from './outbox';
import { recordedRun, releaseWhatDeadProcessesLeft } from './deadProcesses';
import { holdPresence, type Presence } from './presence';
import type { ShopSyncService } from '../services/shop/shopSync';
import { DIGEST_CRON } from '../../domain/digest';
import { RECONCILIATION_CRON } from '../../domain/reconciliation';

export const OUTBOX_QUEUE = 'outbox-drain';
export const SHOP_SYNC_QUEUE = 'shop-sync';
export const DUE_PURCHASE_ORDERS_QUEUE = 'send-due-purchase-orders';
export const SHOP_FULFILMENTS_QUEUE = 'shop-fulfilments';
export const DAILY_DIGEST_QUEUE = 'daily-digest';
export const SHOP_WEBHOOKS_QUEUE = 'shop-webhooks';
export const SHOP_RECONCILIATION_QUEUE = 'shop-reconciliation';

/**
 * How long a run of each queue may hold it (pg-boss's `expireInSeconds`): a run left 'active'
 * by a dead process blocks its singleton queue until then. pg-boss 10 has no worker heartbeat,
 * so this is what frees the queue on PostgreSQL with several instances; sized to the work
 * (the outbox run stops taking messages after OUTBOX_RUN_BUDGET_MS). A live run that overruns
 * is only marked failed: the next run may overlap it, which the row claims make safe.
 */
export const QUEUE_EXPIRY_SECONDS = {
  [OUTBOX_QUEUE]: 120,
  [DUE_PURCHASE_ORDERS_QUEUE]: 120,
  [SHOP_FULFILMENTS_QUEUE]: 300,
  [SHOP_SYNC_QUEUE]: 600,
  [DAILY_DIGEST_QUEUE]: 600,
  [SHOP_WEBHOOKS_QUEUE]: 300,
  [SHOP_RECONCILIATION_QUEUE]: 1800,
} as const;
/** An outbox run hands over messages for this long, then queues the next run for the rest. */
export const OUTBOX_RUN_BUDGET_MS = 45_000;
/** How often a server on PostgreSQL looks for what a process that died left (server/jobs/deadProcesses.ts). */
export const RELEASE_EVERY_MS = 10_000;
/** How often pg-boss fails expired runs (its default, 2 minutes, would add to the expiry). */
const MAINTENANCE_SECONDS = 30;

type QueueName = keyof typeof QUEUE_EXPIRY_SECONDS;

/** The scheduler as the rest of the server sees it. */
export interface Jobs {
  /** Ask for the outbox to be drained now rather than at the next minute. */
  kickOutbox(): void;
  /** Ask for the queued shop fulfilments to be written now rather than at the next minute. */
  kickShopFulfilments(): void;
  /** Ask for the stored webhook deliveries to be taken in now rather than at the next minute. */
  kickShopWebhooks(): void;
  stop(): Promise<void>;
}

/** For tests and tools that run without a scheduler: e-mails wait in the outbox. */
export const noJobs: Jobs = {
  kickOutbox: () => undefined,
  kickShopFulfilments: () => undefined,
  kickShopWebhooks: () => undefined,
  stop: async () => undefined,
};

/** The queues, made or brought to this version's options (both roles: a web process may kick first). */
async function createQueues(handle: DatabaseHandle, boss: PgBoss, queues: readonly QueueName[]) {
  // One server at a time: two creating the same queue at once deadlock in pg-boss's create_queue.
  await handle.exclusively(async () => {
    for (const name of queues) {
      const options = {
        name,
        policy: 'singleton' as const,
        retryLimit: 0,
        expireInSeconds: QUEUE_EXPIRY_SECONDS[name],
      };
      await boss.createQueue(name, options);
      await boss.updateQueue(name, options); // a queue made by an older version keeps its options otherwise
    }
  });
}

/** The queues a web process kicks: what its requests commit wakes (server/flows/flow.ts). */
const KICKED_QUEUES = [OUTBOX_QUEUE, SHOP_FULFILMENTS_QUEUE, SHOP_WEBHOOKS_QUEUE] as const;

/**
 * A web process's scheduler (ROLE=web): it runs no job and keeps no schedule; a kick queues a run
 * in pg-boss, which a worker process (ROLE=worker or all), here or on another machine, takes.
 */
export async function queueJobs(
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<Jobs & { boss: PgBoss }> {
  const boss = new PgBoss({
    ...(handle.jobsConnection as PgBoss.ConstructorOptions),
    max: 2,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'scheduler error'));
  await boss.start();
  await createQueues(handle, boss, KICKED_QUEUES);
  const kick = (queue: QueueName) => {
    boss.send(queue, {}).catch((error) => log.warn({ err: error, queue }, 'could not queue a run'));
  };
  return {
    boss,
    kickOutbox: () => kick(OUTBOX_QUEUE),
    kickShopFulfilments: () => kick(SHOP_FULFILMENTS_QUEUE),
    kickShopWebhooks: () => kick(SHOP_WEBHOOKS_QUEUE),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/**
 * pg-boss on the same database (PGlite or PostgreSQL). A queue job is fetched with
 * SKIP LOCKED, so with several server instances each scheduled run happens once.
 * What a process that died left (active runs holding singleton queues, claimed e-mails) is
 * released at start and, on PostgreSQL, every RELEASE_EVERY_MS while running: on PGlite, which
 * one process owns (server/dataDirLock.ts), all of it; on PostgreSQL, what processes whose
 * presence lock is gone held (server/jobs/presence.ts). Then the outbox is drained and due
 * orders are sent at once.
 */
export async function startJobs(
  handle: DatabaseHandle,
  transport: MailTransport,
  log: FastifyBaseLogger,
  shop?: {
    sync: ShopSyncService;
    everyMinutes: number;
    /** The daily count of each shop (services.shopReconciliation), at RECONCILIATION_CRON (UTC). */
    reconciliation?: { runAll(): Promise<{ shop: string; outcome: string | null }[]> };
  },
  /** Due purchase orders and pickup orders (services.scheduledSending). */
  scheduled?: { sendDue(): Promise<number> },
  shopFulfilments?: { run(owner: Presence): Promise<{ sent: number; failed: number }> },
  /** The daily digest of Needs attention (services.dailyDigest), at DIGEST_CRON in the operator's zone. */
  digest?: {
    sendDaily(): Promise<{ sent: number; failed: { recipient: string; error: unknown }[] }>;
    timeZone: string;
  },
  /** The shops' stored webhook deliveries (services.shopWebhooks), taken in when kicked and every minute. */
  shopWebhooks?: { run(options: { owner: Presence }): Promise<{ processed: number; failed: number }> },
): Promise<Jobs & { boss: PgBoss }> {
  const boss = new PgBoss({
    ...(handle.jobsConnection as PgBoss.ConstructorOptions),
    schema: 'pgboss',
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'scheduler error'));
  await boss.start();
  const queues: QueueName[] = [OUTBOX_QUEUE];
  if (scheduled) queues.push(DUE_PURCHASE_ORDERS_QUEUE);
  if (shopFulfilments) queues.push(SHOP_FULFILMENTS_QUEUE);
  if (shop?.sync.configured) queues.push(SHOP_SYNC_QUEUE);
  if (shop?.sync.configured && shop.reconciliation) queues.push(SHOP_RECONCILIATION_QUEUE);
  if (digest) queues.push(DAILY_DIGEST_QUEUE);
  if (shopWebhooks) queues.push(SHOP_WEBHOOKS_QUEUE);
  await createQueues(handle, boss, queues);
  const presence = await holdPresence(handle, log);
  const kick = (queue: QueueName) => {
    boss.send(queue, {}).catch((error) => log.warn({ err: error, queue }, 'could not queue a run'));
  };
  const kickOutbox = () => kick(OUTBOX_QUEUE);
  const release = async () => {
    const { runs, claims, fulfilments, webhooks } = await releaseWhatDeadProcessesLeft(handle.db, queues, {
      onlyProcess: handle.kind === 'pglite',
    });
    if (runs.length || claims || fulfilments || webhooks)
      log.info({ runs, claims, fulfilments, webhooks }, 'released what a stopped server left');
    // The queues it held run now, not at their next scheduled time.
    for (const queue of runs) if (queue !== OUTBOX_QUEUE) kick(queue as QueueName);
    if (claims) kickOutbox();
    if (fulfilments && shopFulfilments && !runs.includes(SHOP_FULFILMENTS_QUEUE))
      kick(SHOP_FULFILMENTS_QUEUE);
    if (webhooks && shopWebhooks && !runs.includes(SHOP_WEBHOOKS_QUEUE)) kick(SHOP_WEBHOOKS_QUEUE);
  };
  await release();
  let releasing: Promise<void> = Promise.resolve();
  const releaseTimer =
    handle.kind === 'postgres'
      ? setInterval(() => {
          releasing = release().catch((error) =>
            log.warn({ err: error }, 'could not release what a stopped server left'),
          );
        }, RELEASE_EVERY_MS)
      : undefined;
  /** A pg-boss handler whose run is recorded as this process's while it runs. */
  const recorded =
    (queue: QueueName, work: () => Promise<void>) =>
    ([job]: PgBoss.Job[]) =>
      // A scheduled run's writes are the scheduler's (activity); a shop's sync names its shop inside.
      actingAs(SCHEDULER, () =>
        job ? recordedRun(handle.db, { jobId: job.id, queue, owner: presence.key }, work) : work(),
      );

  const drain = async () => {
    const started = Date.now();
    const { sent, failed } = await drainOutbox(handle.db, transport, undefined, {
      budgetMs: OUTBOX_RUN_BUDGET_MS,
      owner: presence,
    });
    if (sent || failed) log.info({ sent, failed }, 'outbox drained');
    // Out of time with messages left: the next run goes on at once rather than at the next minute.
    if (Date.now() - started >= OUTBOX_RUN_BUDGET_MS && (await outboxDue(handle.db))) kickOutbox();
  };
  await boss.schedule(OUTBOX_QUEUE, '* * * * *');
  await boss.work(OUTBOX_QUEUE, { pollingIntervalSeconds: 2 }, recorded(OUTBOX_QUEUE, drain));
  // At once, not at the next run: a queue run of a dead instance may still hold the queue.
  const startDrain = drain().catch((error) => log.error({ err: error }, 'outbox drain at start failed'));

  if (scheduled) {
    // Every minute; POs and PUOs are claimed with SKIP LOCKED, so each is sent once across instances.
    await boss.schedule(DUE_PURCHASE_ORDERS_QUEUE, '* * * * *');
    await boss.work(
      DUE_PURCHASE_ORDERS_QUEUE,
      { pollingIntervalSeconds: 5 },
      recorded(DUE_PURCHASE_ORDERS_QUEUE, async () => {
        const sent = await scheduled.sendDue();
        if (sent) log.info({ sent }, 'due purchase and pickup orders sent');
      }),
    );
    // At once: orders that came due while no server ran (or while a dead one held the queue).
    kick(DUE_PURCHASE_ORDERS_QUEUE);
  }
  if (shopFulfilments) {
    // Every minute even without a shop: queued rows then record that nothing was sent.
    await boss.schedule(SHOP_FULFILMENTS_QUEUE, '* * * * *');
    await boss.work(
      SHOP_FULFILMENTS_QUEUE,
      { pollingIntervalSeconds: 2 },
      recorded(SHOP_FULFILMENTS_QUEUE, async () => {
        const { sent, failed } = await shopFulfilments.run(presence);
        if (sent || failed) log.info({ sent, failed }, 'shop fulfilments written');
      }),
    );
  }
  if (digest) {
    // Once a day; the (recipient, day) key of digest_sends keeps it once across instances and runs.
    await boss.schedule(DAILY_DIGEST_QUEUE, DIGEST_CRON, {}, { tz: digest.timeZone });
    await boss.work(
      DAILY_DIGEST_QUEUE,
      { pollingIntervalSeconds: 30 },
      recorded(DAILY_DIGEST_QUEUE, async () => {
        const { sent, failed } = await digest.sendDaily();
        if (sent) log.info({ sent }, 'daily digests queued');
        for (const { recipient, error } of failed)
          log.error({ err: error, recipient }, 'daily digest failed');
      }),
    );
  }
  if (shopWebhooks) {
    // Every minute, besides the kick of each stored delivery: what a stopped server left, retries.
    await boss.schedule(SHOP_WEBHOOKS_QUEUE, '* * * * *');
    await boss.work(
      SHOP_WEBHOOKS_QUEUE,
      { pollingIntervalSeconds: 1 },
      recorded(SHOP_WEBHOOKS_QUEUE, async () => {
        const { processed, failed } = await shopWebhooks.run({ owner: presence });
        if (processed || failed) log.info({ processed, failed }, 'shop webhook deliveries taken in');
      }),
    );
    // At once: deliveries stored before the last stop and not yet taken in.
    kick(SHOP_WEBHOOKS_QUEUE);
  }
  if (shop?.sync.configured) {
    await boss.schedule(SHOP_SYNC_QUEUE, `*/${Math.max(1, shop.everyMinutes)} * * * *`);
    const sync = shop.sync;
    await boss.work(
      SHOP_SYNC_QUEUE,
      { pollingIntervalSeconds: 5 },
      recorded(SHOP_SYNC_QUEUE, async () => {
        const result = await sync.run();
        if (result.imported) log.info({ imported: result.imported }, 'shop sync');
        if (result.refused.length) log.warn({ refused: result.refused }, 'shop sync left orders out');
      }),
    );
    const reconciliation = shop.reconciliation;
    if (reconciliation) {
      // Once a day beside the sync; a second instance's run of the day finds the queue held.
      await boss.schedule(SHOP_RECONCILIATION_QUEUE, RECONCILIATION_CRON, {}, { tz: 'UTC' });
      await boss.work(
        SHOP_RECONCILIATION_QUEUE,
        { pollingIntervalSeconds: 30 },
        recorded(SHOP_RECONCILIATION_QUEUE, async () => {
          const runs = await reconciliation.runAll();
          log.info({ runs: runs.map((r) => `${r.shop}: ${r.outcome}`) }, 'shop orders counted');
        }),
      );
    }
  }
  return {
    boss,
    kickOutbox,
    kickShopFulfilments: () => kick(SHOP_FULFILMENTS_QUEUE),
    kickShopWebhooks: () => {
      if (shopWebhooks) kick(SHOP_WEBHOOKS_QUEUE);
    },
    stop: async () => {
      clearInterval(releaseTimer);
      await releasing;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await startDrain;
      await presence.close();
    },
  };
}
