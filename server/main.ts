import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createLogger } from './log';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './dataDirLock';
import { buildApp } from './app';
import { createServices } from './services';
import { startJobs, noJobs, queueJobs, type Jobs } from './jobs';
import { fileTransport, messageDomainOf, smtpTransport } from './services/mailTransport';
import { writeAtStart } from './startUpWrites';
import { subscribeToShopWebhooks } from './services/shop/webhookSubscriptions';
import { shopConnectors } from './services/shop/registry';
import { startUpBanner, type StartUpFacts } from './startUpBanner';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  let release = () => undefined as void;
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        log.fatal(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    log,
  });
  await handle.migrate();

  const messageDomain = messageDomainOf(config.appUrl);
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, messageDomain)
    : fileTransport(path.join(config.dataDir, 'outbox'), log, messageDomain);
  const jobsRef: { current: Jobs } = { current: noJobs };
  // Services see the scheduler through a stable reference: it starts after them.
  const jobs: Jobs = {
    kickOutbox: () => jobsRef.current.kickOutbox(),
    kickShopFulfilments: () => jobsRef.current.kickShopFulfilments(),
    kickShopWebhooks: () => jobsRef.current.kickShopWebhooks(),
    stop: () => jobsRef.current.stop(),
  };
  const services = createServices(handle, config, jobs);

  const { adminCreated, seeded } = await writeAtStart(handle, services, config);
  if (adminCreated) log.info(`Admin account created for ${config.adminEmail}`);

  // ROLE (server/config.ts): a web process serves and queues jobs; a worker runs them, unheard.
  const listens = config.role !== 'worker';
  const runsJobs = config.role !== 'web' && config.startJobs;
  const app = listens
    ? await buildApp({ services, logger: log, staticDir: path.join(root, 'dist') })
    : undefined;
  if (runsJobs) {
    jobsRef.current = await startJobs(
      handle,
      transport,
      app?.log ?? log,
      {
        sync: services.shopSync,
        everyMinutes: config.shopSyncMinutes,
        reconciliation: services.shopReconciliation,
      },
      services.scheduledSending,
      // The shop write-back's run: the fulfilments, then the refunds of returns (one queue, one wake).
      {
        run: async (owner) => {
          const fulfilments = await services.shopFulfilments.run(owner);
          const refunds = await services.shopRefunds.run(owner);
          return { sent: fulfilments.sent + refunds.sent, failed: fulfilments.failed + refunds.failed };
        },
      },
      { sendDaily: () => services.dailyDigest.sendDaily(), timeZone: config.timeZone },
      services.shopWebhooks,
    );
  } else if (config.role === 'web') {
    jobsRef.current = await queueJobs(handle, log);
  }
  if (app) await app.listen({ port: config.port, host: config.host });
  // By the process that runs the jobs, once one listens, so the shop's first delivery finds the path answering.
  const webhookLines =
    config.role === 'web' ? [] : await subscribeToShopWebhooks(config, shopConnectors(config));
  for (const line of webhookLines) log.info(line);

  const facts: StartUpFacts = {
    appUrl: config.appUrl,
    host: config.host,
    port: config.port,
    database:
      handle.kind === 'pglite'
        ? `PGlite in ${path.join(config.dataDir, 'pglite')}`
        : `PostgreSQL (DATABASE_URL${config.databaseReadUrl ? '; lists and counts from DATABASE_READ_URL' : ''})`,
    email: `${transport.describe()}${config.smtpUrl ? '' : ' (each one is also shown in this log, with its links)'}`,
    webhookLines,
    demoData: config.demoData,
    seeded,
    processes: config.role === 'all' ? null : `this one, ROLE=${config.role}`,
    listening: listens,
  };
  // Under `npm start`'s cluster (server/cluster.ts) the primary prints one banner for all processes.
  if (cluster.isWorker) process.send?.({ kind: 'ready', role: config.role, facts });
  else console.log(startUpBanner(facts));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    await app?.close().catch(() => undefined);
    await jobs.stop().catch(() => undefined);
    await handle.close().catch(() => undefined);
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
