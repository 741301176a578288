import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { inList } from '../db/bulkInsert';
import { rowsOf } from '../db/rows';
import { knownBrowsers, limitCounts } from '../db/schema';
import { countOne, type Counted } from './limitCounts';
import { AppError } from '../http/errors';
import { say } from '../../domain/texts/answers';

const MINUTE = 60_000;
/** A browser stays known to an account this long after its last good sign-in. */
const DEVICE_DAYS = 30;

/** Where a sign-in comes from: the client address, and the browser's device id when it sent one. */
export interface SignInClient {
  address: string;
  device?: string;
}

/** What check found, for failed or succeeded to count or clear: one read and one write per sign-in. */
export interface SignInAttempt {
  account: string;
  client: SignInClient;
  /** The account knows the client's browser (its device id signed in to it before). */
  known: boolean;
  now: Date;
}

/** Which limit a sign-in met: the catalogue's answer for it, with the minutes left. */
type Limit = 'tooManySignInsAccount' | 'tooManySignInsNetwork' | 'tooManySignInsAccountOrKnownBrowser';
const tooMany = (limit: Limit, ms: number) =>
  new AppError(429, say(limit, { minutes: Math.max(1, Math.ceil(ms / MINUTE)) }));

/** The keys of limit_counts, one namespace per limit. */
const clientKey = (account: string, client: SignInClient, known: boolean) =>
  `sign-in client:${known ? `device:${client.device}` : `address:${client.address}`}|${account}`;
const addressKey = (address: string) => `sign-in address:${address}`;
const accountLimitKey = (account: string) => `sign-in account:${account}`;
const KNOWN = 'known browser';

/**
 * Failed sign-ins only (a good one never counts, and clears the failures of its own browser), so that
 * nobody can lock someone else out (docs/decisions.md, "Rate limits"):
 * - per account and client (the address, or a browser that signed in to the account before);
 * - per address, across accounts, for clients the account does not know (high enough for an office);
 * - per account per hour from clients it does not know (OWASP ASVS: at most 100): a browser that
 *   signed in to the account before is not held back by what others try.
 * Counts and known browsers live in the database (limit_counts, known_browsers), so that every
 * server process on it counts the same failures.
 */
export class SignInLimits {
  private readonly windowMs: number;

  constructor(
    private readonly db: Database,
    private readonly limits: Config['authRateLimit'],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.windowMs = limits.windowMinutes * MINUTE;
  }

  /** Throws a 429 when this client may not try this account now; answers the attempt for failed/succeeded. */
  async check(email: string, client: SignInClient): Promise<SignInAttempt> {
    const account = accountKey(email);
    const now = this.now();
    const counts = await this.read(account, client, now);
    const known = counts.has(KNOWN);
    const blockedFor = (key: string, max: number) => {
      const counted = counts.get(key);
      return counted && counted.count >= max ? counted.resetsAt.getTime() - now.getTime() : 0;
    };
    const forClient = blockedFor(clientKey(account, client, known), this.limits.failuresPerClient);
    if (forClient) throw tooMany('tooManySignInsAccount', forClient);
    if (!known) {
      const forAddress = blockedFor(addressKey(client.address), this.limits.failuresPerAddress);
      if (forAddress) throw tooMany('tooManySignInsNetwork', forAddress);
      const forAccount = blockedFor(accountLimitKey(account), this.limits.failuresPerAccount);
      if (forAccount) throw tooMany('tooManySignInsAccountOrKnownBrowser', forAccount);
    }
    return { account, client, known, now };
  }

  /** The live counts of this attempt's keys and, as KNOWN, whether the account knows its browser: one statement. */
  private async read(account: string, client: SignInClient, now: Date): Promise<Map<string, Counted>> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const keys = [clientKey(account, client, false), addressKey(client.address), accountLimitKey(account)];
    if (client.device) keys.push(clientKey(account, client, true));
    const browser = client.device
      ? sql`union all select ${KNOWN}, 0, ${knownBrowsers.knownUntil} from ${knownBrowsers}
          where ${knownBrowsers.device} = ${client.device} and ${knownBrowsers.account} = ${account}
            and ${knownBrowsers.knownUntil} > ${at}`
      : sql``;
    const rows = await rowsOf<{ key: string; count: number; resets_at: Date | string }>(
      this.db,
      sql`select ${limitCounts.key} as key, ${limitCounts.count} as count,
        ${limitCounts.resetsAt} as resets_at from ${limitCounts}
      where ${inList(limitCounts.key, keys, 'text')} and ${limitCounts.resetsAt} > ${at}
      ${browser}`,
    );
    return new Map(rows.map((r) => [r.key, { count: Number(r.count), resetsAt: new Date(r.resets_at) }]));
  }

  async failed({ account, client, known, now }: SignInAttempt) {
    const keys = [{ key: clientKey(account, client, known), windowMs: this.windowMs }];
    if (!known)
      keys.push(
        { key: addressKey(client.address), windowMs: this.windowMs },
        { key: accountLimitKey(account), windowMs: 60 * MINUTE },
      );
    await countOne(this.db, keys, now);
  }

  /**
   * Clears the failures of the browser that signed in (its device's, once the account knows it) and
   * remembers it; answers its device id. What others tried from its address, or against the account
   * from unknown clients, stays counted: the owner signing in must not hand a guesser fresh tries.
   * One statement.
   */
  async succeeded({ account, client, known, now }: SignInAttempt): Promise<string> {
    const device = client.device ?? newDeviceId();
    const until = new Date(now.getTime() + DEVICE_DAYS * 24 * 60 * MINUTE).toISOString();
    const clear = known
      ? sql`with cleared as (delete from ${limitCounts} where ${limitCounts.key} = ${clientKey(account, client, true)}) `
      : sql``;
    await this.db.execute(sql`${clear}insert into ${knownBrowsers} (device, account, known_until)
      values (${device}, ${account}, ${until}::timestamptz)
      on conflict (device, account) do update set known_until = excluded.known_until`);
    return device;
  }
}

export const accountKey = (email: string) => email.trim().toLowerCase();
export const newDeviceId = () => randomBytes(16).toString('base64url');
export const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
