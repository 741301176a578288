import path from 'node:path';

/** Everything the server reads from the environment, in one place (README lists them). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  appUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  demoData: boolean;
  timeZone: string;
  logLevel: string;
  /** Sessions end after this idle time and, whatever happens, after the absolute limit. */
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  resetTokenMinutes: number;
  startJobs: boolean;
  /** The Shopify shop to sync orders from; unset: no sync ("Run Cron" says so). */
  shopify?: { shop: string; accessToken: string; apiVersion: string; endpoint?: string };
  /** Minutes between two shop syncs. */
  shopSyncMinutes: number;
  /** Sign-in and forgot-password attempts allowed per window, per client address and per account. */
  authRateLimit: { perAddress: number; perAccount: number; windowMinutes: number };
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int('PORT', env.PORT, 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: flag(env.DEMO_DATA, true),
    timeZone: env.TZ_OPERATOR || 'UTC',
    logLevel: env.LOG_LEVEL || 'info',
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int('SESSION_ABSOLUTE_HOURS', env.SESSION_ABSOLUTE_HOURS, 12),
    resetTokenMinutes: int('RESET_TOKEN_MINUTES', env.RESET_TOKEN_MINUTES, 60 * 24),
    startJobs: flag(env.START_JOBS, true),
    shopify:
      env.SHOPIFY_SHOP && env.SHOPIFY_ACCESS_TOKEN
        ? {
            shop: env.SHOPIFY_SHOP,
            accessToken: env.SHOPIFY_ACCESS_TOKEN,
            apiVersion: env.SHOPIFY_API_VERSION || '2026-10',
            endpoint: env.SHOPIFY_ENDPOINT || undefined,
          }
        : undefined,
    shopSyncMinutes: int('SHOP_SYNC_MINUTES', env.SHOP_SYNC_MINUTES, 5),
    authRateLimit: {
      perAddress: int('AUTH_RATE_LIMIT_PER_ADDRESS', env.AUTH_RATE_LIMIT_PER_ADDRESS, 30),
      perAccount: int('AUTH_RATE_LIMIT_PER_ACCOUNT', env.AUTH_RATE_LIMIT_PER_ACCOUNT, 10),
      windowMinutes: 15,
    },
  };
}
