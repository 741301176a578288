import { ADMIN_API, type HttpClient } from './httpClient';
import type { ChannelRecord, ReconciliationRecord, ShopRecord } from '../domain/schemas/channels';

/** The Channels page's calls (docs/api.md "Channels"): the configured shops, and a count now. */
export interface ChannelMethods {
  getChannels(): Promise<ChannelRecord[]>;
  /** The configured shops by name and kind, without asking any shop (GET /shops). */
  getShops(): Promise<ShopRecord[]>;
  /** The shop's daily count, now ("Reconcile now"): the run as recorded. */
  reconcileChannel(shop: string): Promise<{ msg: string; doc: ReconciliationRecord }>;
}

export function channelMethods(http: HttpClient): ChannelMethods {
  return {
    getChannels: async () => (await http<{ doc: ChannelRecord[] }>(`${ADMIN_API}/channels`)).json.doc,
    getShops: async () => (await http<{ doc: ShopRecord[] }>(`${ADMIN_API}/shops`)).json.doc,
    reconcileChannel: async (shop) =>
      (
        await http<{ msg: string; doc: ReconciliationRecord }>(
          `${ADMIN_API}/channels/${encodeURIComponent(shop)}/reconcile`,
          { method: 'POST', body: {} },
        )
      ).json,
  };
}
