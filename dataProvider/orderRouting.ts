import type { OrderRoutingRecord } from '../domain/schemas/orderRouting';
import { ADMIN_API, type HttpClient } from './httpClient';

/** Why an order went where it went (docs/api.md "Orders", GET /get-order-routing). */
export interface OrderRoutingMethods {
  getOrderRouting(params: { id: string; signal?: AbortSignal }): Promise<OrderRoutingRecord>;
}

export function orderRoutingMethods(http: HttpClient): OrderRoutingMethods {
  return {
    getOrderRouting: async ({ id, signal }) =>
      (
        await http<{ doc: OrderRoutingRecord }>(
          `${ADMIN_API}/get-order-routing?id=${encodeURIComponent(id)}`,
          signal ? { signal } : undefined,
        )
      ).json.doc,
  };
}
