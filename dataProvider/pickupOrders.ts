import type { z } from 'zod';
import type {
  addPuoProductToCustomerBody,
  addPuoProductToWarehouseBody,
  changePuoProductStatusBody,
  changePuoStatusBatchBody,
  changePuoStatusBody,
  puoShippingInfoBatchBody,
  puoShippingInfoBody,
} from '../domain/schemas/pickupOrders';
import type { PickupOrderRecord } from '../domain/schemas/pickupOrderRecords';
import type { BatchAnswer } from '../domain/schemas/batch';
import { toListQuery } from '../domain/listQuery';
import { ADMIN_API, type HttpClient } from './httpClient';

/** The pickup-order calls that are not the two lists (spec 000 section 7; docs/api.md "Pickup orders"). */

type AddPuoProductToWarehouseBody = z.input<typeof addPuoProductToWarehouseBody>;
type AddPuoProductToCustomerBody = z.input<typeof addPuoProductToCustomerBody>;
type AddPuoShippingInfoBody = z.input<typeof puoShippingInfoBody>;
type ChangePuoStatusBody = z.input<typeof changePuoStatusBody>;
type AddPuoShippingInfoBatchBody = z.input<typeof puoShippingInfoBatchBody>;
type ChangePuoStatusBatchBody = z.input<typeof changePuoStatusBatchBody>;
type ChangePuoProductStatusBody = z.input<typeof changePuoProductStatusBody>;

interface ServerMsg {
  msg: string;
}

/** 'send' answers the refreshed to-be-sent page. */
export interface PickupOrderPage extends ServerMsg {
  pickupOrders: PickupOrderRecord[];
  count: number;
}

export interface AddPuoProductAnswer extends ServerMsg {
  pickupOrderId?: string;
  pickupOrderNumber?: string;
  assignOrderId?: string;
}

export interface PickupOrderMethods {
  /** POST /update-pickup-order-date {id, time: 'YYYY-MM-DDTHH:mm'}: the entry is replaced. */
  updatePickupOrderDate(params: {
    id: string;
    time: string;
  }): Promise<ServerMsg & { pickupOrder?: PickupOrderRecord }>;
  /** POST /pickup-order-sent-now?limit&offset {id}: e-mails the agent now; answers the to-be-sent page. */
  sendPickupOrderNow(params: { id: string; page: number; perPage: number }): Promise<PickupOrderPage>;
  /** POST /pickup-order-sent-now-batch {ids}: 'send now' on each selected row, answered per row. */
  sendPickupOrdersNowBatch(params: { ids: string[] }): Promise<BatchAnswer>;
  /** 'Add Product' on a to-be-sent row, to a warehouse. */
  addPuoProductToWarehouse(params: AddPuoProductToWarehouseBody): Promise<AddPuoProductAnswer>;
  /** 'Add Product' on a to-be-sent row, to a typed-in customer. */
  addPuoProductToCustomer(params: AddPuoProductToCustomerBody): Promise<AddPuoProductAnswer>;
  /** POST /add-shipping-info-to-pickup-order: once per assignment. */
  addPuoShippingInfo(params: AddPuoShippingInfoBody): Promise<ServerMsg>;
  /**
   * POST /add-shipping-info-to-pickup-order-batch {ids, trackingId, agentName, trackingURL}: one
   * tracking on every assignment without one of each selected PUO, answered per PUO.
   */
  addPuoShippingInfoBatch(params: AddPuoShippingInfoBatchBody): Promise<BatchAnswer>;
  /** POST /change-puo-status: assignment level (Awaiting Pickup, Shipped). */
  changePuoStatus(params: ChangePuoStatusBody): Promise<ServerMsg>;
  /** POST /change-puo-status-batch {ids, status}: every assignment of each selected PUO, answered per PUO. */
  changePuoStatusBatch(params: ChangePuoStatusBatchBody): Promise<BatchAnswer>;
  /** POST /change-puo-product-status: product level (Refund, Shipped). */
  changePuoProductStatus(params: ChangePuoProductStatusBody): Promise<ServerMsg>;
}

/**
 * The two Add Product calls, whose paths spec 000 does not show ("add product to a PUO for a
 * warehouse … or for a customer"): named as the purchase-order ones are.
 */
export const ADD_PUO_PRODUCT_PATHS = {
  warehouse: '/add-manual-product-to-pickup-order',
  customer: '/add-manual-order-to-customer-pickup-order',
} as const;

/** The named fields of a call's parameters, in that order: the body sends nothing else the screen holds. */
const only = <P extends object, K extends keyof P>(params: P, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, params[key]]));

export function pickupOrderMethods(http: HttpClient): PickupOrderMethods {
  const post = async <T = ServerMsg>(path: string, body: unknown): Promise<T> =>
    (await http<T>(`${ADMIN_API}${path}`, { method: 'POST', body })).json;

  return {
    updatePickupOrderDate: ({ id, time }) => post('/update-pickup-order-date', { id, time }),
    sendPickupOrderNow({ id, page, perPage }) {
      const { limit, offset } = toListQuery({ page, perPage });
      return post<PickupOrderPage>(`/pickup-order-sent-now?limit=${limit}&offset=${offset}`, { id });
    },
    sendPickupOrdersNowBatch: ({ ids }) => post<BatchAnswer>('/pickup-order-sent-now-batch', { ids }),
    addPuoProductToWarehouse: ({ id, supplierId, warehouseId, productId, quantity }) =>
      post(ADD_PUO_PRODUCT_PATHS.warehouse, { id, supplierId, warehouseId, productId, quantity }),
    addPuoProductToCustomer: ({ id, supplierId, customer, productId, quantity }) =>
      post(ADD_PUO_PRODUCT_PATHS.customer, { id, supplierId, customer, productId, quantity }),
    addPuoShippingInfo: ({ id, assignOrderId, trackingId, agentName, trackingURL }) =>
      post('/add-shipping-info-to-pickup-order', { id, assignOrderId, trackingId, agentName, trackingURL }),
    addPuoShippingInfoBatch: ({ ids, trackingId, agentName, trackingURL }) =>
      post<BatchAnswer>('/add-shipping-info-to-pickup-order-batch', {
        ids,
        trackingId,
        agentName,
        trackingURL,
      }),
    changePuoStatus: ({ puoId, assignOrderId, status }) =>
      post('/change-puo-status', { puoId, assignOrderId, status }),
    changePuoStatusBatch: ({ ids, status }) => post<BatchAnswer>('/change-puo-status-batch', { ids, status }),
    changePuoProductStatus: (params) =>
      post(
        '/change-puo-product-status',
        only(params, [
          'status',
          'productUniqueId',
          'shopifyLineItemId',
          'puoId',
          'sentTo',
          'sentToId',
          'orderId',
        ]),
      ),
  };
}
