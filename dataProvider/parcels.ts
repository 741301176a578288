import type { AddParcelBody, OrderParcelsRecord } from '../domain/schemas/parcels';
import { ADMIN_API, type HttpClient } from './httpClient';
import type { ServerMsg } from './orders';

/** An order's parcels (docs/api.md "Parcels"), each role within what it ships. */
export interface ParcelMethods {
  /** The order's parcels with their lines, and each line's "2 of 3 shipped". */
  getOrderParcels(params: { orderId: string; signal?: AbortSignal }): Promise<OrderParcelsRecord>;
  /** A parcel of some lines and quantities with its agent and tracking. */
  addParcel(body: AddParcelBody): Promise<ServerMsg & { _id: string }>;
}

export function parcelMethods(http: HttpClient): ParcelMethods {
  return {
    async getOrderParcels({ orderId, signal }) {
      const query = new URLSearchParams({ orderId });
      const { json } = await http<{ doc: OrderParcelsRecord }>(
        `${ADMIN_API}/get-order-parcels?${query}`,
        signal ? { signal } : undefined,
      );
      return json.doc;
    },
    async addParcel(body) {
      const { json } = await http<ServerMsg & { _id: string }>(`${ADMIN_API}/add-parcel`, {
        method: 'POST',
        body,
      });
      return json;
    },
  };
}
