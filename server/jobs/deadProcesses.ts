import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobRuns, shopFulfilments, shopRefunds, shopWebhooks } from '../db/schema';
import { releaseOutboxClaims } from './outbox';
import { alive } from './presence';
import { releaseDeadClaims } from './claim';

/** A run pg-boss marks active with no job_runs row this long after it started was left by a process that died in between. */
const UNRECORDED_RUN_SECONDS = 30;

const FAILED_OUTPUT = sql`jsonb_build_object('message', 'left active by a server that stopped')`;

/** Records which process runs job `jobId`, for as long as `run` runs. */
export async function recordedRun<T>(
  db: Database,
  run: { jobId: string; queue: string; owner: number },
  work: () => Promise<T>,
): Promise<T> {
  await db.insert(jobRuns).values(run).onConflictDoNothing();
  try {
    return await work();
  } finally {
    await db
      .delete(jobRuns)
      .where(sql`${jobRuns.jobId} = ${run.jobId}`)
      .catch(() => undefined);
  }
}

/**
 * Releases what server processes that died left on this database: fails the pg-boss runs of
 * `queues` they held (their singleton queues run again at once, not when the run expires) and
 * makes the e-mails their drains, the shop fulfilments their writers and the webhook deliveries
 * their intake had claimed due now (not when the lease ends). Dead means its
 * presence lock is gone (server/jobs/presence.ts); a live process's run or claim is never
 * touched. With `onlyProcess`, the server knows it is the only one (PGlite): everything active
 * or claimed was left by a process that is gone. Answers the queues whose runs were failed and
 * how many e-mail, fulfilment and webhook delivery claims were released.
 */
export async function releaseWhatDeadProcessesLeft(
  db: Database,
  queues: readonly string[],
  { onlyProcess = false }: { onlyProcess?: boolean } = {},
): Promise<{ runs: string[]; claims: number; fulfilments: number; webhooks: number }> {
  const ownerIsGone = (owner: SQL) => sql`not ${alive(owner)}`;
  const names = sql.join(
    queues.map((q) => sql`${q}`),
    sql`, `,
  );
  const left = onlyProcess
    ? sql`true`
    : sql`(exists (select 1 from job_runs r where r.job_id = j.id and ${ownerIsGone(sql`r.owner`)})
           or (not exists (select 1 from job_runs r where r.job_id = j.id)
               and j.started_on < now() - make_interval(secs => ${UNRECORDED_RUN_SECONDS})))`;
  const failed = !queues.length
    ? { rows: [] }
    : ((await db.execute(sql`
    update pgboss.job j
       set state = 'failed', completed_on = now(), output = ${FAILED_OUTPUT}
     where j.state = 'active' and j.name in (${names}) and ${left}
     returning j.name`)) as unknown as { rows: { name: string }[] });
  await db.execute(
    onlyProcess ? sql`delete from job_runs` : sql`delete from job_runs r where ${ownerIsGone(sql`r.owner`)}`,
  );
  const gone = onlyProcess ? undefined : ownerIsGone;
  const claims = await releaseOutboxClaims(db, new Date(), gone);
  // The shop write-back's rows: its fulfilments and the refunds of returns (one job writes both).
  const fulfilments =
    (await releaseDeadClaims(db, shopFulfilments, new Date(), gone)) +
    (await releaseDeadClaims(db, shopRefunds, new Date(), gone));
  const webhooks = await releaseDeadClaims(db, shopWebhooks, new Date(), gone);
  return { runs: [...new Set(failed.rows.map((r) => r.name))], claims, fulfilments, webhooks };
}
