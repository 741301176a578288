import { downloadFile } from '../../dataProvider/download';
import { ADMIN_API, httpClient } from '../../dataProvider/httpClient';
import { toListQuery } from '../../domain/listQuery';
import type { OrderStatus } from '../../domain/orderStatus';
import type { Order, OrderEvent } from './types';

/** The order calls that are not the list itself (spec 000 section 7; docs/api.md "Orders"). */

interface Msg {
  msg: string;
}

const post = async <T = Msg>(path: string, body: unknown): Promise<T> =>
  (await httpClient<T>(`${ADMIN_API}${path}`, { method: 'POST', body })).json;

const get = async <T>(path: string): Promise<T> => (await httpClient<T>(`${ADMIN_API}${path}`)).json;

/** GET /cron, "Run Cron": the shop sync now; the msg says when no shop is configured. */
export const runCron = () => get<Msg & { configured: boolean; imported?: number }>('/cron');

export const getOrder = async (id: string) =>
  (await get<{ doc: Order }>(`/get-order?id=${encodeURIComponent(id)}`)).doc;

export const getOrderEvents = async (orderId: string) =>
  (await get<{ doc: OrderEvent[] }>(`/get-order-events?orderId=${encodeURIComponent(orderId)}`)).doc;

/** Choosing the warehouse of a problematic order; irreversible. */
export const assignWarehouse = (orderId: string, warehouseId: string) =>
  post('/assign-warehouse', { orderId, warehouseId });

/** dropshipping 0: nothing changed, a supplier of the order does not dropship. */
export const consolidateOrder = (orderId: string, consolidated: boolean) =>
  post<Msg & { dropshipping: 0 | 1 }>('/consolidate-order', { orderId, consolidated });

export const addNotesToOrder = (orderId: string, notes: string) =>
  post('/add-notes-to-order', { orderId, notes });

export const addInvoiceNumberToOrder = (orderId: string, invoiceNumber: string) =>
  post('/add-invoice-number-to-order', { orderId, invoiceNumber });

export const changeOrderStatus = (orderId: string, status: OrderStatus) =>
  post('/change-order-status', { orderId, status });

/** The Consolidate/Unconsolidate screen's Change Status: Ready, Pending, or Shipped once tracked. */
export const changeConsolidatedOrderStatus = (orderId: string, status: OrderStatus) =>
  post('/change-consolidate-order-status', { orderId, status });

/** Refund of one product line; irreversible. */
export const refundOrderProduct = (orderId: string, productUniqueId: string) =>
  post('/change-order-product-status', { orderId, productUniqueId, status: 'Refund' });

export interface ShippingInfo {
  trackingId: string;
  agentName: string;
  trackingURL: string;
}

/** Tracking id, agent name and URL; accepted once, then read-only. */
export const addShippingInfo = (orderId: string, info: ShippingInfo) =>
  post('/add-tracking-id-to-warehouse-orders', { orderId, ...info });

/** Export CSV of a list as filtered (search and tag), every page. */
export function downloadOrdersCsv(
  path: '/export-orders' | '/export-consolidate-unconsolidate-orders',
  filter: { q?: unknown; tag?: unknown },
): Promise<void> {
  const query = toListQuery({
    page: 1,
    perPage: 10,
    search: typeof filter.q === 'string' ? filter.q : undefined,
    tag: typeof filter.tag === 'string' && filter.tag ? filter.tag : undefined,
  });
  const params = new URLSearchParams(
    Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][],
  );
  return downloadFile(`${ADMIN_API}${path}?${params}`, 'orders.csv');
}
