import type { SupplierLineStatus } from '../domain/supplierLines';
import type { BatchAnswer } from '../domain/schemas/batch';
import { ADMIN_API, type HttpClient } from './httpClient';
import type { ServerMsg, ShippingInfo } from './orders';

/**
 * The supplier view's writes on one line of a sent PO (spec 000 section 7; docs/api.md
 * "Supplier view"). The list itself is getList('supplier-orders'), GET /get-purchase-orders.
 */

/** A line: its _id (productId) and its assign order's _id, which the server checks it belongs to. */
export interface SupplierLineRef {
  productId: string;
  assignOrderId: string;
}

export interface SupplierOrderMethods {
  /** Update Shipping Agent: an activated agent, until the line is Ready. */
  setLineShippingAgent(params: SupplierLineRef & { shippingAgentId: string }): Promise<ServerMsg>;
  /** Update Estimated Shipping Date: only the date part, YYYY-MM-DD. */
  setLineEstimatedDate(params: SupplierLineRef & { estimatedDate: string }): Promise<ServerMsg>;
  /** Change Status: Pending, Preparation, or Ready (irreversible, needs an active agent). */
  changeLineStatus(params: SupplierLineRef & { status: SupplierLineStatus }): Promise<ServerMsg>;
  /** Update Shipping Agent of every line of each selected row (assign order), answered per row. */
  setLinesShippingAgentBatch(params: { ids: string[]; shippingAgentId: string }): Promise<BatchAnswer>;
  /** Update Estimated Shipping Date of every line of each selected row, answered per row. */
  setLinesEstimatedDateBatch(params: { ids: string[]; estimatedDate: string }): Promise<BatchAnswer>;
  /** Change Status of every line of each selected row, answered per row. */
  changeLinesStatusBatch(params: { ids: string[]; status: SupplierLineStatus }): Promise<BatchAnswer>;
  /** Add Shipping Info: once, then read-only. */
  addLineShippingInfo(params: SupplierLineRef & ShippingInfo): Promise<ServerMsg>;
  /** One Shipping Info on the lines without one of each selected row, answered per row. */
  addLinesShippingInfoBatch(params: { ids: string[] } & ShippingInfo): Promise<BatchAnswer>;
}

export function supplierOrderMethods(http: HttpClient): SupplierOrderMethods {
  const post = async <T = ServerMsg>(path: string, body: unknown): Promise<T> =>
    (await http<T>(`${ADMIN_API}${path}`, { method: 'POST', body })).json;
  return {
    setLineShippingAgent: ({ productId, assignOrderId, shippingAgentId }) =>
      post('/add-shipping-agent-to-product', { productId, assignOrderId, shippingAgentId }),
    setLineEstimatedDate: ({ productId, assignOrderId, estimatedDate }) =>
      post('/update-estimated-shipping-date', { productId, assignOrderId, estimatedDate }),
    changeLineStatus: ({ productId, assignOrderId, status }) =>
      post('/change-product-status', { productId, assignOrderId, status }),
    setLinesShippingAgentBatch: ({ ids, shippingAgentId }) =>
      post<BatchAnswer>('/add-shipping-agent-to-product-batch', { ids, shippingAgentId }),
    setLinesEstimatedDateBatch: ({ ids, estimatedDate }) =>
      post<BatchAnswer>('/update-estimated-shipping-date-batch', { ids, estimatedDate }),
    changeLinesStatusBatch: ({ ids, status }) =>
      post<BatchAnswer>('/change-product-status-batch', { ids, status }),
    addLineShippingInfo: ({ productId, assignOrderId, trackingId, agentName, trackingURL }) =>
      post('/add-tracking-id-to-supplier-orders', {
        productId,
        assignOrderId,
        trackingId,
        agentName,
        trackingURL,
      }),
    addLinesShippingInfoBatch: ({ ids, trackingId, agentName, trackingURL }) =>
      post<BatchAnswer>('/add-tracking-id-to-supplier-orders-batch', {
        ids,
        trackingId,
        agentName,
        trackingURL,
      }),
  };
}
