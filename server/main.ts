import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './dataDirLock';
import { buildApp } from './app';
import { createServices } from './services';
import { startJobs, noJobs, type Jobs } from './jobs';
import { fileTransport, smtpTransport } from './services/mailTransport';
import { seedDemoData, DEMO_ACCOUNTS } from './demo/seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
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
  });
  await handle.migrate();

  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(path.join(config.dataDir, 'outbox'));
  const jobsRef: { current: Jobs } = { current: noJobs };
  // Services see the scheduler through a stable reference: it starts after them.
  const jobs: Jobs = { kickOutbox: () => jobsRef.current.kickOutbox(), stop: () => jobsRef.current.stop() };
  const services = createServices(handle, config, jobs);

  if (config.adminEmail && config.adminPassword) {
    const { created } = await services.auth.ensureAdmin(config.adminEmail, config.adminPassword);
    if (created) log.info(`Admin account created for ${config.adminEmail}`);
  }
  const seeded = config.demoData ? await seedDemoData(handle.db) : false;

  const app = await buildApp({ services, logger: log, staticDir: path.join(root, 'dist') });
  if (config.startJobs) {
    jobsRef.current = await startJobs(
      handle,
      transport,
      app.log,
      {
        sync: services.shopSync,
        everyMinutes: config.shopSyncMinutes,
      },
      services.purchaseOrders,
    );
  }
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    `  Fulfilment back-office is running at ${config.appUrl}`,
    `  Database: ${handle.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  E-mail: ${transport.describe()}`,
  ];
  if (config.demoData) {
    lines.push(seeded ? '  Demo data loaded. Demo sign-ins:' : '  Demo sign-ins:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(9)} ${account.email}  /  ${account.password}`);
  }
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
