import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createLogger } from './log';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './dataDirLock';
import { buildApp } from './app';
import { createServices } from './services';
import { startJobs, noJobs, type Jobs } from './jobs';
import { fileTransport, messageDomainOf, smtpTransport } from './services/mailTransport';
import { DEMO_ACCOUNTS } from './demo/seed';
import { writeAtStart } from './startUpWrites';
import { subscribeToShopWebhooks } from './services/shop/webhookSubscriptions';
import { shopConnectors } from './services/shop/registry';

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

  const app = await buildApp({ services, logger: log, staticDir: path.join(root, 'dist') });
  if (config.startJobs) {
    jobsRef.current = await startJobs(
      handle,
      transport,
      app.log,
      {
        sync: services.shopSync,
        everyMinutes: config.shopSyncMinutes,
        reconciliation: services.shopReconciliation,
      },
      services.scheduledSending,
      services.shopFulfilments,
      { sendDaily: () => services.dailyDigest.sendDaily(), timeZone: config.timeZone },
      services.shopWebhooks,
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // Once listening, so the shop's first delivery finds the path answering.
  const webhookLines = await subscribeToShopWebhooks(config, shopConnectors(config));
  for (const line of webhookLines) app.log.info(line);

  // Printed after every start-up log line, so it ends the start-up output and is easy to find.
  const local = ['127.0.0.1', 'localhost', '::1'].includes(config.host);
  const lines = [
    '',
    `  Fulfilment back-office is running at ${config.appUrl}`,
    local
      ? `  Listening on ${config.host}:${config.port}: this computer only (HOST=0.0.0.0 opens it to the network)`
      : `  Listening on ${config.host}:${config.port}: reachable from other computers (HOST)`,
    `  Database: ${handle.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  E-mail: ${transport.describe()}${config.smtpUrl ? '' : ' (each one is also shown in this log, with its links)'}`,
  ];
  lines.push(...webhookLines.map((line) => `  ${line}`));
  if (config.demoData) {
    lines.push(seeded ? '  Demo data loaded. Demo sign-ins:' : '  Demo sign-ins:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(9)} ${account.email}  /  ${account.password}`);
    if (!local) lines.push('  The demo passwords are public: set DEMO_DATA=0 for a server others can reach.');
  }
  const rule = '  ' + '='.repeat(Math.max(...lines.map((l) => l.length)) - 2);
  lines.splice(1, 0, rule);
  lines.push(rule);
  console.log(lines.join('\n') + '\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close().catch(() => undefined);
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
