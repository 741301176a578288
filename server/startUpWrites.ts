import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Services } from './services';
import { seedDemoData } from './demo/seed';

/**
 * What a server writes at start, after its migrations and before it listens: the admin of
 * ADMIN_EMAIL and, on an empty database, the demo data. Each looks before it inserts, so servers
 * starting together on one database take turns (handle.exclusively); the next one then finds
 * the rows there and leaves them alone.
 */
export async function writeAtStart(
  handle: DatabaseHandle,
  services: Pick<Services, 'auth'>,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'demoData'>,
): Promise<{ adminCreated: boolean; seeded: boolean }> {
  return handle.exclusively(async () => {
    const adminCreated =
      !!config.adminEmail && !!config.adminPassword
        ? (await services.auth.ensureAdmin(config.adminEmail, config.adminPassword)).created
        : false;
    const seeded = config.demoData ? await seedDemoData(handle.db) : false;
    return { adminCreated, seeded };
  });
}
