import { ADMIN_API, type HttpClient } from './httpClient';
import type { OverviewRecord } from '../domain/schemas/overview';
import type { ServerMsg } from './orders';

/** Needs attention's fixes that are calls of their own, and the overview (docs/api.md "Needs attention"). */
export interface AttentionMethods {
  /** An e-mail the outbox gave up on, sent again (its row's item_id). */
  resendEmail(id: string): Promise<ServerMsg>;
  /** Tracking the shop refused or could not take, written again (its row's item_id). */
  retryShopFulfilment(id: string): Promise<ServerMsg>;
  /** What the shop changed after the order was sent, dealt with: the order leaves Needs attention. */
  resolveShopChanges(orderId: string): Promise<ServerMsg>;
  /** The overview's numbers: the viewer's rows per reason; the Admin's statuses and 30 days. */
  getOverview(): Promise<OverviewRecord>;
}

export function attentionMethods(http: HttpClient): AttentionMethods {
  const post = async (path: string, id: string) =>
    (await http<ServerMsg>(`${ADMIN_API}${path}`, { method: 'POST', body: { id } })).json;
  return {
    resendEmail: (id) => post('/resend-email', id),
    retryShopFulfilment: (id) => post('/retry-shop-fulfilment', id),
    resolveShopChanges: (orderId) => post('/resolve-shop-changes', orderId),
    getOverview: async () => (await http<{ doc: OverviewRecord }>(`${ADMIN_API}/get-overview`)).json.doc,
  };
}
