import { toListQuery } from '../domain/listQuery';
import type { BatchAnswer } from '../domain/schemas/batch';
import type { WarehouseOrderStatus } from '../domain/readiness';
import type { Order, OrderEvent } from '../src/components/orders/types';
import type { DownloadedFile, FileTransport } from './files';
import { ADMIN_API, type HttpClient } from './httpClient';
import type { ServerMsg } from './orders';

/** The Warehouse Orders calls that are not the list (spec 000 section 7; docs/api.md "Warehouse orders"). */

export interface WarehouseOrdersPage {
  warehouseOrders: Order[];
  count: number;
}

export interface WarehouseOrderListParams {
  page: number;
  perPage: number;
  search?: string;
  tag?: string;
}

/** An activated shipping agent, as GET /get-active-shipping-agents names it for every role. */
export interface ActiveShippingAgent {
  _id: string;
  name: string;
}

export interface WarehouseOrderMethods {
  /** The agents Update Shipping Agent offers: activated ones only (up to 500, spec 000 section 7). */
  getActiveShippingAgents(params?: { signal?: AbortSignal }): Promise<ActiveShippingAgent[]>;
  /** POST /get-warehouse-orders: one warehouse's orders (an Admin names it; a Warehouse user gets its own). */
  getWarehouseOrders(
    params: WarehouseOrderListParams & { warehouseId?: string },
  ): Promise<WarehouseOrdersPage>;
  getWarehouseOrderEvents(params: { orderId: string; signal?: AbortSignal }): Promise<OrderEvent[]>;
  /** Update Shipping Agent: an activated agent only. */
  setWarehouseOrderAgent(params: { orderId: string; shippingAgentId: string }): Promise<ServerMsg>;
  /** The same Update Shipping Agent on each selected order, answered per row. */
  setWarehouseOrderAgentBatch(params: { ids: string[]; shippingAgentId: string }): Promise<BatchAnswer>;
  /** Update Estimated Shipping Date: the date part only (YYYY-MM-DD). */
  setWarehouseOrderEstimatedDate(params: { orderId: string; estimatedDate: string }): Promise<ServerMsg>;
  /** The same Update Estimated Shipping Date on each selected order, answered per row. */
  setWarehouseOrderEstimatedDateBatch(params: { ids: string[]; estimatedDate: string }): Promise<BatchAnswer>;
  /** Change Status: Preparation, Pending or Ready (domain/readiness.ts). */
  changeWarehouseOrderStatus(params: { id: string; status: WarehouseOrderStatus }): Promise<ServerMsg>;
  /** The same Change Status on each selected order, answered per row. */
  changeWarehouseOrderStatusBatch(params: {
    ids: string[];
    status: WarehouseOrderStatus;
  }): Promise<BatchAnswer>;
  /** Export CSV of the list as filtered (search and tag), every page. */
  exportWarehouseOrdersCsv(params: {
    filter: { q?: unknown; tag?: unknown; warehouse_id?: unknown };
  }): Promise<DownloadedFile>;
  /** Exactly the selected orders, with the columns of exportWarehouseOrdersCsv. */
  exportWarehouseOrdersSelectionCsv(params: { ids: string[] }): Promise<DownloadedFile>;
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined) as [string, string][]);

export function warehouseOrderMethods(http: HttpClient, files: FileTransport): WarehouseOrderMethods {
  const post = async <T = ServerMsg>(path: string, body: unknown): Promise<T> =>
    (await http<T>(`${ADMIN_API}${path}`, { method: 'POST', body })).json;

  return {
    async getActiveShippingAgents({ signal } = {}) {
      const { json } = await http<{ shippingAgents?: ActiveShippingAgent[] }>(
        `${ADMIN_API}/get-active-shipping-agents?limit=500&offset=1`,
        signal ? { signal } : undefined,
      );
      return json?.shippingAgents ?? [];
    },
    async getWarehouseOrders({ warehouseId, ...list }) {
      const answer = await post<WarehouseOrdersPage>(
        `/get-warehouse-orders?${query({ ...toListQuery(list) })}`,
        warehouseId ? { warehouse_id: warehouseId } : {},
      );
      return { warehouseOrders: answer.warehouseOrders ?? [], count: answer.count ?? 0 };
    },
    getWarehouseOrderEvents: async ({ orderId, signal }) =>
      (
        await http<{ doc: OrderEvent[] }>(
          `${ADMIN_API}/get-warehouse-order-events?orderId=${encodeURIComponent(orderId)}`,
          signal ? { signal } : undefined,
        )
      ).json.doc,
    setWarehouseOrderAgent: ({ orderId, shippingAgentId }) =>
      post('/add-shipping-agent-to-warehouse-order', { orderId, shippingAgentId }),
    setWarehouseOrderAgentBatch: ({ ids, shippingAgentId }) =>
      post<BatchAnswer>('/add-shipping-agent-to-warehouse-order-batch', { ids, shippingAgentId }),
    setWarehouseOrderEstimatedDate: ({ orderId, estimatedDate }) =>
      post('/update-order-estimated-shipping-date', { orderId, estimatedDate }),
    setWarehouseOrderEstimatedDateBatch: ({ ids, estimatedDate }) =>
      post<BatchAnswer>('/update-order-estimated-shipping-date-batch', { ids, estimatedDate }),
    changeWarehouseOrderStatus: ({ id, status }) => post('/update-warehouse-order-status', { id, status }),
    changeWarehouseOrderStatusBatch: ({ ids, status }) =>
      post<BatchAnswer>('/update-warehouse-order-status-batch', { ids, status }),
    exportWarehouseOrdersCsv({ filter }) {
      const params = query({
        ...toListQuery({
          page: 1,
          perPage: 10,
          search: typeof filter.q === 'string' ? filter.q : undefined,
          tag: typeof filter.tag === 'string' && filter.tag ? filter.tag : undefined,
        }),
        // The Admin's warehouse picker narrows the export as it narrows the list.
        warehouse_id:
          typeof filter.warehouse_id === 'string' && filter.warehouse_id ? filter.warehouse_id : undefined,
      });
      return files.download(`${ADMIN_API}/export-warehouse-orders?${params}`, 'warehouse-orders.csv');
    },
    exportWarehouseOrdersSelectionCsv: ({ ids }) =>
      files.download(`${ADMIN_API}/export-warehouse-orders-selection`, 'warehouse-orders.csv', { ids }),
  };
}
