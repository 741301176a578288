import type { WooCommerceSettings } from '../../config';

/**
 * WooCommerce's REST API v3 (`/wp-json/wc/v3`), with the store's consumer key and secret as basic
 * auth (WooCommerce takes them so over HTTPS). It waits when the store says so (HTTP 429 with
 * Retry-After, in seconds); any other answer than a 2xx throws a WooAnswerError with its status.
 * Only the WooCommerce connector's files use it.
 */
export type WooConfig = Pick<WooCommerceSettings, 'url' | 'consumerKey' | 'consumerSecret'> & {
  webhookSecret?: string | null;
};

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_ATTEMPTS = 6;

/** A store's answer other than a 2xx: its status and, when it sent one, its own error code. */
export class WooAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(`WooCommerce answered ${status} ${message}`.trim());
  }
}

export interface WooAnswer<T> {
  data: T;
  /** X-WP-Total and X-WP-TotalPages of a listing (0 when the store sent none). */
  total: number;
  totalPages: number;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export class WooClient {
  private readonly base: string;
  private readonly auth: string;

  constructor(
    config: WooConfig,
    private readonly sleep: Sleep = realSleep,
  ) {
    this.base = `${config.url.replace(/\/+$/, '')}/wp-json/wc/v3`;
    this.auth = `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')}`;
  }

  get<T>(path: string, query: Query = {}) {
    return this.request<T>('GET', path, query);
  }

  post<T>(path: string, body: unknown) {
    return this.request<T>('POST', path, {}, body);
  }

  put<T>(path: string, body: unknown) {
    return this.request<T>('PUT', path, {}, body);
  }

  private async request<T>(
    method: string,
    path: string,
    query: Query,
    body?: unknown,
  ): Promise<WooAnswer<T>> {
    const url = new URL(`${this.base}${path}`);
    for (const [key, value] of Object.entries(query))
      if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(url, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status === 429 && attempt < MAX_ATTEMPTS) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await this.sleep(Math.min(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1, 60) * 1000);
        continue;
      }
      const json = readJson(text);
      if (!response.ok) {
        const error = (json ?? {}) as { code?: string; message?: string };
        throw new WooAnswerError(response.status, error.code ?? null, error.message ?? text.slice(0, 200));
      }
      return {
        data: json as T,
        total: Number(response.headers.get('x-wp-total') ?? 0) || 0,
        totalPages: Number(response.headers.get('x-wp-totalpages') ?? 0) || 0,
      };
    }
  }
}

/** The answer's JSON; null when it is none (an HTML error page of the web server). */
function readJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** WooCommerce's GMT dates carry no zone ("2026-11-21T09:00:00"): read as UTC. */
export const gmtDate = (value: string) =>
  new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);

/** A moment as WooCommerce's date filters take it with dates_are_gmt: whole seconds, no zone. */
export const gmtParam = (date: Date) => date.toISOString().slice(0, 19);
