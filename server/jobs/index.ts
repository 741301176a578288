import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { MailTransport } from '../services/mailTransport';
import { drainOutbox } from './outbox';

export const OUTBOX_QUEUE = 'outbox-drain';

/** The scheduler as the rest of the server sees it. */
export interface Jobs {
  /** Ask for the outbox to be drained now rather than at the next minute. */
  kickOutbox(): void;
  stop(): Promise<void>;
}

/** For tests and tools that run without a scheduler: e-mails wait in the outbox. */
export const noJobs: Jobs = { kickOutbox: () => undefined, stop: async () => undefined };

/**
 * pg-boss on the same database (PGlite or PostgreSQL). A queue job is fetched with
 * SKIP LOCKED, so with several server instances each scheduled run happens once.
 */
export async function startJobs(
  handle: DatabaseHandle,
  transport: MailTransport,
  log: FastifyBaseLogger,
): Promise<Jobs & { boss: PgBoss }> {
  const boss = new PgBoss({ ...(handle.jobsConnection as PgBoss.ConstructorOptions), schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'scheduler error'));
  await boss.start();
  await boss.createQueue(OUTBOX_QUEUE, { name: OUTBOX_QUEUE, policy: 'singleton', retryLimit: 0 });
  await boss.schedule(OUTBOX_QUEUE, '* * * * *');
  await boss.work(OUTBOX_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const { sent, failed } = await drainOutbox(handle.db, transport);
    if (sent || failed) log.info({ sent, failed }, 'outbox drained');
  });
  return {
    boss,
    kickOutbox: () => {
      boss
        .send(OUTBOX_QUEUE, {})
        .catch((error) => log.warn({ err: error }, 'could not queue the outbox drain'));
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
