import path from 'node:path';

/** Everything the server reads from the environment, in one place (README lists them). */
export interface Config {
  port: number;
  /** 127.0.0.1 (this machine only) unless HOST opens it up, e.g. 0.0.0.0 for every interface. */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * DATABASE_READ_URL: a read replica of DATABASE_URL for lists, counts and the overview (never
   * a read that follows a write of the same request: server/db/readReplica.ts). Unset: none.
   */
  databaseReadUrl?: string;
  /**
   * ROLE: what this process does. `all` (default): the API and the scheduler and jobs, as one
   * process; `web`: the API and the browser app, queuing jobs for a worker to run; `worker`:
   * the scheduler and jobs, listening on no port. web and worker need DATABASE_URL.
   */
  role: ProcessRole;
  /** WEB_PROCESSES: web processes `npm start` runs on PostgreSQL (default: one per core). */
  webProcesses?: number;
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
  /**
   * Shopify's order webhooks: the secrets a delivery may be signed with (SHOPIFY_WEBHOOK_SECRET,
   * then SHOPIFY_WEBHOOK_SECRET_PREVIOUS during a rotation) and the only shop taken (SHOPIFY_SHOP;
   * null: any). Unset: no secret, and the webhook path answers 404.
   */
  shopifyWebhooks?: { secrets: string[]; shop: string | null };
  /**
   * The WooCommerce store to sync orders from (WOO_URL, its REST API keys); its webhook secret
   * (WOO_WEBHOOK_SECRET) signs its deliveries and the webhooks the product creates. Unset: none.
   */
  woocommerce?: WooCommerceSettings;
  /**
   * Whose X-Forwarded-For to believe (Fastify's trustProxy): false, none (the client is the
   * socket's address); or the proxies' addresses or CIDRs.
   */
  trustProxy: false | string[];
  /**
   * How long a request may wait for the database before its work begins (REQUEST_WAIT_SECONDS):
   * past it, it answers 503 and changes nothing, rather than being applied after its client gave up.
   * 30 s by default: about when a user or a client library gives up, so a long turn of one user
   * (an import's part on PGlite's one connection) does not turn others' slow answers into errors.
   */
  requestWaitSeconds: number;
  /**
   * How many due purchase or pickup orders the scheduler sends per transaction (DUE_BATCH); by
   * default 500 on PostgreSQL, 100 on PGlite (server/services/scheduledOrders/dueSending.ts).
   */
  dueBatch?: number;
  /**
   * Failed sign-ins allowed (good ones never count): per account and client, and per address
   * across accounts, in each window; per account per hour from clients it does not know.
   * Forgot-password requests have their own limits, per address and per account, per window.
   */
  authRateLimit: {
    windowMinutes: number;
    failuresPerClient: number;
    failuresPerAddress: number;
    failuresPerAccount: number;
    resetsPerAddress: number;
    resetsPerAccount: number;
  };
}

export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** ROLE: one of PROCESS_ROLES; web and worker share the work through PostgreSQL, never PGlite. */
export function roleOf(value: string | undefined, databaseUrl: string | undefined): ProcessRole {
  const role = (value ?? '').trim().toLowerCase() || 'all';
  if (!(PROCESS_ROLES as readonly string[]).includes(role))
    throw new Error(`ROLE must be one of ${PROCESS_ROLES.join(', ')}, got "${value}"`);
  if (role !== 'all' && !databaseUrl)
    throw new Error(
      `ROLE=${role} needs DATABASE_URL: PGlite belongs to one process, which runs everything (ROLE=all)`,
    );
  return role as ProcessRole;
}

export interface WooCommerceSettings {
  /** The store's address as WOO_URL gives it, without a trailing slash: the shop's name. */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** Unset: POST /backend/api/webhooks/woocommerce answers 404 and orders arrive by the sync. */
  webhookSecret: string | null;
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

/**
 * TRUST_PROXY: unset or false, no proxy; otherwise a comma-separated list of the proxies'
 * addresses or CIDRs (or proxy-addr's names: loopback, linklocal, uniquelocal). `true` (believe
 * anyone's X-Forwarded-For) is refused: any client could then pick its address and escape the
 * sign-in limits. So is a hop count, which Fastify 5 no longer honours (it trusts no one then).
 */
export function trustProxyOf(value: string | undefined): false | string[] {
  const text = (value ?? '').trim();
  if (text === '' || ['false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase()) || /^\d+$/.test(text))
    throw new Error(
      `TRUST_PROXY must list the proxies' addresses or CIDRs (e.g. 127.0.0.1 or 10.0.0.0/8), got "${text}"`,
    );
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int('PORT', env.PORT, 3000);
  const limit = (name: string, fallback: number) =>
    int(`AUTH_RATE_LIMIT_${name}`, env[`AUTH_RATE_LIMIT_${name}`], fallback);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: (env.DATABASE_URL && env.DATABASE_READ_URL) || undefined,
    role: roleOf(env.ROLE, env.DATABASE_URL || undefined),
    webProcesses: env.WEB_PROCESSES ? Math.max(1, int('WEB_PROCESSES', env.WEB_PROCESSES, 1)) : undefined,
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
    shopifyWebhooks: env.SHOPIFY_WEBHOOK_SECRET
      ? {
          secrets: [env.SHOPIFY_WEBHOOK_SECRET, env.SHOPIFY_WEBHOOK_SECRET_PREVIOUS].filter(
            (secret): secret is string => !!secret,
          ),
          shop: env.SHOPIFY_SHOP || null,
        }
      : undefined,
    woocommerce:
      env.WOO_URL && env.WOO_CONSUMER_KEY && env.WOO_CONSUMER_SECRET
        ? {
            url: env.WOO_URL.trim().replace(/\/+$/, ''),
            consumerKey: env.WOO_CONSUMER_KEY,
            consumerSecret: env.WOO_CONSUMER_SECRET,
            webhookSecret: env.WOO_WEBHOOK_SECRET || null,
          }
        : undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    requestWaitSeconds: int('REQUEST_WAIT_SECONDS', env.REQUEST_WAIT_SECONDS, 30),
    dueBatch: env.DUE_BATCH ? Math.max(1, int('DUE_BATCH', env.DUE_BATCH, 1)) : undefined,
    authRateLimit: {
      windowMinutes: 15,
      failuresPerClient: limit('FAILURES_PER_CLIENT', 10),
      failuresPerAddress: limit('FAILURES_PER_ADDRESS', 100),
      failuresPerAccount: limit('FAILURES_PER_ACCOUNT', 100),
      resetsPerAddress: limit('RESETS_PER_ADDRESS', 100),
      resetsPerAccount: limit('RESETS_PER_ACCOUNT', 5),
    },
  };
}
