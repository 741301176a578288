import type { z } from 'zod';
import type { msgAnswer } from '../domain/schemas/records';
import type { OrderStatus } from '../domain/orderStatus';
import { toListQuery } from '../domain/listQuery';
import type { Order, OrderEvent } from '../domain/schemas/orderRecords';
import type { BatchAnswer } from '../domain/schemas/batch';
import type { DownloadedFile, FileTransport } from './files';
import { ADMIN_API, type HttpClient } from './httpClient';

/** The order calls that are not the lists (spec 000 section 7; docs/api.md "Orders"). */

/** The answer of a write: the server's msg (domain/schemas/records.ts). */
export type ServerMsg = z.infer<typeof msgAnswer>;

export interface ShippingInfo {
  trackingId: string;
  agentName: string;
  trackingURL: string;
}

export interface CronAnswer extends ServerMsg {
  configured: boolean;
  imported?: number;
}

/** dropshipping 0: nothing changed, a supplier of the order does not dropship. */
export interface ConsolidateAnswer extends ServerMsg {
  dropshipping: 0 | 1;
}

export interface OrderImportAnswer extends ServerMsg {
  imported?: number;
  unchanged?: number;
  problematic?: number;
  errors?: { row: number; field: string; message: string }[];
  /** The orders a row error left out whole, by number. */
  leftOut?: string[];
}

/** The two order lists that export as CSV, as filtered (search and tag), every page. */
export type OrdersCsvList = '/export-orders' | '/export-consolidate-unconsolidate-orders';

export interface OrderMethods {
  /** GET /cron, "Run Cron": the shop sync now; the msg says when no shop is configured. */
  runCron(): Promise<CronAnswer>;
  getOrderEvents(params: { orderId: string; signal?: AbortSignal }): Promise<OrderEvent[]>;
  /** The order's details; shown by the details screen until it reads through getOne. */
  getOrder(params: { id: string; signal?: AbortSignal }): Promise<Order>;
  /** Choosing the warehouse of a problematic order; irreversible. */
  assignWarehouse(params: { orderId: string; warehouseId: string }): Promise<ServerMsg>;
  consolidateOrder(params: { orderId: string; consolidated: boolean }): Promise<ConsolidateAnswer>;
  addOrderNotes(params: { orderId: string; notes: string }): Promise<ServerMsg>;
  addInvoiceNumber(params: { orderId: string; invoiceNumber: string }): Promise<ServerMsg>;
  /** Consolidate or Unconsolidate each selected order, answered per row. */
  consolidateOrderBatch(params: { ids: string[]; consolidated: boolean }): Promise<BatchAnswer>;
  /** The Master Dashboard's Change Status. */
  changeOrderStatus(params: { orderId: string; status: OrderStatus }): Promise<ServerMsg>;
  /** The Master Dashboard's Change Status on each selected order, answered per row. */
  changeOrderStatusBatch(params: { ids: string[]; status: OrderStatus }): Promise<BatchAnswer>;
  /** The Consolidate/Unconsolidate screen's Change Status: Ready, Pending, or Shipped once tracked. */
  changeConsolidatedOrderStatus(params: { orderId: string; status: OrderStatus }): Promise<ServerMsg>;
  /** Refund of one product line; irreversible. */
  refundOrderLine(params: { orderId: string; productUniqueId: string }): Promise<ServerMsg>;
  /** Refund of every line not refunded yet of each selected order, answered per row; irreversible. */
  refundOrderBatch(params: { ids: string[] }): Promise<BatchAnswer>;
  /** Tracking id, agent name and URL; accepted once, then read-only. */
  addShippingInfo(params: { orderId: string } & ShippingInfo): Promise<ServerMsg>;
  /**
   * One part of an order file; the server commits each part on its own. Its rows, or the same
   * { rows, firstRow } already encoded as a JSON Blob (in the order import's parse worker).
   */
  importOrders(
    params: { rows: Record<string, unknown>[]; firstRow: number } | Blob,
  ): Promise<OrderImportAnswer>;
  exportOrdersCsv(params: {
    list: OrdersCsvList;
    filter: { q?: unknown; tag?: unknown; shop?: unknown };
  }): Promise<DownloadedFile>;
  /** Exactly the selected orders, with the columns of exportOrdersCsv. */
  exportOrdersSelectionCsv(params: { ids: string[] }): Promise<DownloadedFile>;
  /** The warehouse choice on each selected problematic order, answered per row. */
  assignWarehouseBatch(params: { ids: string[]; warehouseId: string }): Promise<BatchAnswer>;
}

const id = encodeURIComponent;

export function orderMethods(http: HttpClient, files: FileTransport): OrderMethods {
  const post = async <T = ServerMsg>(path: string, body: unknown): Promise<T> =>
    (await http<T>(`${ADMIN_API}${path}`, { method: 'POST', body })).json;
  const get = async <T>(path: string, signal?: AbortSignal): Promise<T> =>
    (await http<T>(`${ADMIN_API}${path}`, signal ? { signal } : undefined)).json;

  return {
    runCron: () => get<CronAnswer>('/cron'),
    getOrderEvents: async ({ orderId, signal }) =>
      (await get<{ doc: OrderEvent[] }>(`/get-order-events?orderId=${id(orderId)}`, signal)).doc,
    getOrder: async ({ id: orderId, signal }) =>
      (await get<{ doc: Order }>(`/get-order?id=${id(orderId)}`, signal)).doc,
    assignWarehouse: ({ orderId, warehouseId }) => post('/assign-warehouse', { orderId, warehouseId }),
    assignWarehouseBatch: ({ ids, warehouseId }) =>
      post<BatchAnswer>('/assign-warehouse-batch', { ids, warehouseId }),
    consolidateOrder: ({ orderId, consolidated }) =>
      post<ConsolidateAnswer>('/consolidate-order', { orderId, consolidated }),
    consolidateOrderBatch: ({ ids, consolidated }) =>
      post<BatchAnswer>('/consolidate-order-batch', { ids, consolidated }),
    addOrderNotes: ({ orderId, notes }) => post('/add-notes-to-order', { orderId, notes }),
    addInvoiceNumber: ({ orderId, invoiceNumber }) =>
      post('/add-invoice-number-to-order', { orderId, invoiceNumber }),
    changeOrderStatus: ({ orderId, status }) => post('/change-order-status', { orderId, status }),
    changeOrderStatusBatch: ({ ids, status }) =>
      post<BatchAnswer>('/change-order-status-batch', { ids, status }),
    changeConsolidatedOrderStatus: ({ orderId, status }) =>
      post('/change-consolidate-order-status', { orderId, status }),
    refundOrderLine: ({ orderId, productUniqueId }) =>
      post('/change-order-product-status', { orderId, productUniqueId, status: 'Refund' }),
    refundOrderBatch: ({ ids }) => post<BatchAnswer>('/refund-order-batch', { ids }),
    addShippingInfo: ({ orderId, trackingId, agentName, trackingURL }) =>
      post('/add-tracking-id-to-warehouse-orders', { orderId, trackingId, agentName, trackingURL }),
    importOrders: (params) =>
      post<OrderImportAnswer>(
        '/import-orders',
        params instanceof Blob ? params : { rows: params.rows, firstRow: params.firstRow },
      ),
    exportOrdersCsv({ list, filter }) {
      const query = toListQuery({
        page: 1,
        perPage: 10,
        search: typeof filter.q === 'string' ? filter.q : undefined,
        tag: typeof filter.tag === 'string' && filter.tag ? filter.tag : undefined,
      });
      const params = new URLSearchParams(
        Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][],
      );
      // The Master Dashboard's shop picker narrows its export as its list.
      if (typeof filter.shop === 'string' && filter.shop) params.set('shop', filter.shop);
      return files.download(`${ADMIN_API}${list}?${params}`, 'orders.csv');
    },
    exportOrdersSelectionCsv: ({ ids }) =>
      files.download(`${ADMIN_API}/export-orders-selection`, 'orders.csv', { ids }),
  };
}
