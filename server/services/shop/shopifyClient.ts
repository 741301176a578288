import { createAdminApiClient, type AdminApiClient } from '@shopify/admin-api-client';

/**
 * Shopify's Admin GraphQL API through the official client. It waits when Shopify says so: HTTP
 * 429 (Retry-After, in seconds) and GraphQL cost throttling (THROTTLED, with the bucket's
 * restore rate). Only the Shopify connector's files use it.
 */
export interface ShopifyConfig {
  shop: string;
  accessToken: string;
  apiVersion: string;
  /** Only for tests: a local stand-in that answers in Shopify's shapes. */
  endpoint?: string;
}

const MAX_ATTEMPTS = 6;

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** gid://shopify/Order/123 -> 123: the same id the CSV export's Id column holds. */
export const numericId = (gid: string) => gid.split('/').pop() ?? gid;
/** 123 -> gid://shopify/Order/123 (a gid stays as it is). */
export const gid = (kind: string, id: string) =>
  id.startsWith('gid://') ? id : `gid://shopify/${kind}/${id}`;

export class ShopifyClient {
  private readonly client: AdminApiClient;

  constructor(
    readonly config: ShopifyConfig,
    private readonly sleep: Sleep = realSleep,
  ) {
    const endpoint = config.endpoint;
    this.client = createAdminApiClient({
      storeDomain: config.shop,
      apiVersion: config.apiVersion,
      accessToken: config.accessToken,
      retries: 0, // we wait ourselves: the client would read Retry-After as milliseconds
      customFetchApi: endpoint
        ? (url, init) => fetch(String(url).replace(/^https:\/\/[^/]+/, endpoint.replace(/\/$/, '')), init)
        : undefined,
    });
  }

  /** One GraphQL call, waiting and trying again while Shopify throttles; other errors throw. */
  async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const response = await this.client.request<T>(query, { variables });
      const errors = response.errors;
      const status = errors?.networkStatusCode;
      const graphQLErrors = (errors?.graphQLErrors ?? []) as {
        message?: string;
        extensions?: { code?: string };
      }[];
      const throttled = graphQLErrors.some((e) => e.extensions?.code === 'THROTTLED');
      if (!errors && response.data) return response.data;
      if ((status === 429 || throttled) && attempt < MAX_ATTEMPTS) {
        await this.sleep(this.waitMs(response.extensions, errors?.response));
        continue;
      }
      throw new Error(
        `Shopify answered ${status ?? ''} ${errors?.message ?? graphQLErrors.map((e) => e.message).join('; ')}`.trim(),
      );
    }
  }

  /** How long Shopify asks us to wait: Retry-After seconds, or what the cost bucket needs to refill. */
  private waitMs(extensions: Record<string, unknown> | undefined, response: Response | undefined): number {
    const retryAfter = Number(response?.headers.get('Retry-After'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter, 60) * 1000;
    const cost = extensions?.cost as
      | {
          requestedQueryCost?: number;
          throttleStatus?: { currentlyAvailable?: number; restoreRate?: number };
        }
      | undefined;
    const needed = (cost?.requestedQueryCost ?? 100) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
    const rate = cost?.throttleStatus?.restoreRate || 50;
    return Math.min(Math.max(needed / rate, 1), 60) * 1000;
  }
}
