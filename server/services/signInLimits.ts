import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { AppError } from '../http/errors';
import { say } from '../../domain/texts/answers';

const MINUTE = 60_000;
/** A browser stays known to an account this long after its last good sign-in. */
const DEVICE_DAYS = 30;
/** Counters and known browsers are kept in memory; past this many keys, expired ones are dropped. */
const SWEEP_ABOVE = 10_000;

/** Where a sign-in comes from: the client address, and the browser's device id when it sent one. */
export interface SignInClient {
  address: string;
  device?: string;
}

/** Counts events per key in fixed windows. */
class WindowCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedFor(key: string, now: number): number {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.max) return 0;
    return entry.resetAt - now;
  }

  add(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) entry.count++;
    else this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.entries.size > SWEEP_ABOVE) {
      for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k);
    }
  }

  clear(key: string) {
    this.entries.delete(key);
  }
}

/** Which limit a sign-in met: the catalogue's answer for it, with the minutes left. */
type Limit = 'tooManySignInsAccount' | 'tooManySignInsNetwork' | 'tooManySignInsAccountOrKnownBrowser';
const tooMany = (limit: Limit, ms: number) =>
  new AppError(429, say(limit, { minutes: Math.max(1, Math.ceil(ms / MINUTE)) }));

/**
 * Failed sign-ins only (a good one never counts, and clears the failures of its own browser), so that
 * nobody can lock someone else out (docs/decisions.md, "Rate limits"):
 * - per account and client (the address, or a browser that signed in to the account before);
 * - per address, across accounts, for clients the account does not know (high enough for an office);
 * - per account per hour from clients it does not know (OWASP ASVS: at most 100): a browser that
 *   signed in to the account before is not held back by what others try.
 */
export class SignInLimits {
  private readonly perClient: WindowCounter;
  private readonly perAddress: WindowCounter;
  private readonly perAccount: WindowCounter;
  private readonly knownDevices = new Map<string, number>();

  constructor(
    limits: Config['authRateLimit'],
    private readonly now: () => Date = () => new Date(),
  ) {
    const window = limits.windowMinutes * MINUTE;
    this.perClient = new WindowCounter(limits.failuresPerClient, window);
    this.perAddress = new WindowCounter(limits.failuresPerAddress, window);
    this.perAccount = new WindowCounter(limits.failuresPerAccount, 60 * MINUTE);
  }

  private known(account: string, client: SignInClient, now: number): boolean {
    if (!client.device) return false;
    const until = this.knownDevices.get(`${client.device}|${account}`);
    return until !== undefined && until > now;
  }

  private clientKey(account: string, client: SignInClient, known: boolean) {
    return `${known ? `device:${client.device}` : `address:${client.address}`}|${account}`;
  }

  /** Throws a 429 when this client may not try this account now. */
  check(email: string, client: SignInClient) {
    const account = accountKey(email);
    const now = this.now().getTime();
    const known = this.known(account, client, now);
    const forClient = this.perClient.blockedFor(this.clientKey(account, client, known), now);
    if (forClient) throw tooMany('tooManySignInsAccount', forClient);
    if (known) return;
    const forAddress = this.perAddress.blockedFor(client.address, now);
    if (forAddress) throw tooMany('tooManySignInsNetwork', forAddress);
    const forAccount = this.perAccount.blockedFor(account, now);
    if (forAccount) {
      throw tooMany('tooManySignInsAccountOrKnownBrowser', forAccount);
    }
  }

  failed(email: string, client: SignInClient) {
    const account = accountKey(email);
    const now = this.now().getTime();
    const known = this.known(account, client, now);
    this.perClient.add(this.clientKey(account, client, known), now);
    if (known) return;
    this.perAddress.add(client.address, now);
    this.perAccount.add(account, now);
  }

  /**
   * Clears the failures of the browser that signed in (its device's, once the account knows it) and
   * remembers it; answers its device id. What others tried from its address, or against the account
   * from unknown clients, stays counted: the owner signing in must not hand a guesser fresh tries.
   */
  succeeded(email: string, client: SignInClient): string {
    const account = accountKey(email);
    const now = this.now().getTime();
    if (this.known(account, client, now)) this.perClient.clear(this.clientKey(account, client, true));
    const device = client.device ?? newDeviceId();
    this.knownDevices.delete(`${device}|${account}`); // re-inserted last: the Map stays oldest first
    this.knownDevices.set(`${device}|${account}`, now + DEVICE_DAYS * 24 * 60 * MINUTE);
    if (this.knownDevices.size > SWEEP_ABOVE) {
      for (const [k, until] of this.knownDevices) {
        if (until <= now || this.knownDevices.size > SWEEP_ABOVE) this.knownDevices.delete(k);
      }
    }
    return device;
  }
}

export const accountKey = (email: string) => email.trim().toLowerCase();
export const newDeviceId = () => randomBytes(16).toString('base64url');
export const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
