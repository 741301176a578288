import type { z } from 'zod';
import type { PaymentStatus } from '../domain/purchaseOrders';
import type { BatchAnswer } from '../domain/schemas/batch';
import type { addManualToCustomerBody, addManualToWarehouseBody } from '../domain/schemas/purchasing';
import type { PurchaseOrderRecord } from '../domain/schemas/purchasingRecords';
import { ADMIN_API, type HttpClient } from './httpClient';

/**
 * The purchase-order calls that are not the two lists (spec 000 section 7; docs/api.md
 * "Purchase orders"). The lists are getList('purchase-orders') and its 'sent' view.
 */

export interface PoMsg {
  msg: string;
}

/** The refreshed to-be-sent page that 'send' answers. */
export interface SentNowAnswer extends PoMsg {
  supplierOrders: PurchaseOrderRecord[];
  count: number;
}

export interface ManualProductAnswer extends PoMsg {
  poNumber: string;
  assignOrderId: string;
}

/** Which page of the to-be-sent list the answer of 'send' refreshes (the list query's limit, offset). */
export interface ListPage {
  perPage?: number;
  page?: number;
}

/** An assign order of a PO; supplierId makes the server check it is that supplier's PO. */
export interface AssignOrderRef {
  assignOrderId: string;
  supplierId?: string;
}

export interface PurchaseOrderMethods {
  /** Update Scheduled date & time: 'YYYY-MM-DDTHH:mm' in the operator's time zone. */
  updatePurchaseOrderSchedule(params: {
    id: string;
    time: string;
  }): Promise<PoMsg & { supplierOrder: PurchaseOrderRecord }>;
  /** 'send' on a row: e-mailed now, moved to Sent (409 when already sent). */
  sendPurchaseOrderNow(params: { id: string } & ListPage): Promise<SentNowAnswer>;
  /** Several rows sent now together (beyond the spec): all or none. */
  sendPurchaseOrdersNow(params: { ids: string[] } & ListPage): Promise<SentNowAnswer>;
  /** 'send now' on each selected row, answered per row (one already sent is refused). */
  sendPurchaseOrdersNowBatch(params: { ids: string[] }): Promise<BatchAnswer>;
  addManualProductToWarehouse(params: z.input<typeof addManualToWarehouseBody>): Promise<ManualProductAnswer>;
  addManualProductToCustomer(params: z.input<typeof addManualToCustomerBody>): Promise<ManualProductAnswer>;
  /** Change Units of a line (productId: the line's _id). */
  changePoLineUnits(params: { productId: string; quantity: number; supplierId?: string }): Promise<PoMsg>;
  deleteAssignOrder(params: AssignOrderRef): Promise<PoMsg>;
  addAssignOrderNotes(params: AssignOrderRef & { notes: string }): Promise<PoMsg>;
  addAssignOrderInvoiceNumber(params: AssignOrderRef & { invoiceNumber: string }): Promise<PoMsg>;
  setAssignOrderStatus(params: AssignOrderRef & { status: PaymentStatus }): Promise<PoMsg>;
  /** The supplier's products (not packs), for 'Add Product manually'. */
}

const pageQuery = ({ perPage = 10, page = 1 }: ListPage) => `?limit=${perPage}&offset=${page}`;

export function purchaseOrderMethods(http: HttpClient): PurchaseOrderMethods {
  const post = async <T = PoMsg>(path: string, body: unknown): Promise<T> =>
    (await http<T>(`${ADMIN_API}${path}`, { method: 'POST', body })).json;

  return {
    updatePurchaseOrderSchedule: ({ id, time }) => post('/update-supplier-order-date', { id, time }),
    sendPurchaseOrderNow: ({ id, ...page }) =>
      post<SentNowAnswer>(`/supplier-order-sent-now${pageQuery(page)}`, { id }),
    sendPurchaseOrdersNow: ({ ids, ...page }) =>
      post<SentNowAnswer>(`/supplier-orders-sent-now${pageQuery(page)}`, { ids }),
    sendPurchaseOrdersNowBatch: ({ ids }) => post<BatchAnswer>('/supplier-order-sent-now-batch', { ids }),
    addManualProductToWarehouse: ({ supplierId, warehouseId, productId, quantity }) =>
      post<ManualProductAnswer>('/add-manual-product-to-supplier', {
        supplierId,
        warehouseId,
        productId,
        quantity,
      }),
    addManualProductToCustomer: ({ supplierId, customer, productId, quantity }) =>
      post<ManualProductAnswer>('/add-manual-order-to-customer', {
        supplierId,
        customer,
        productId,
        quantity,
      }),
    changePoLineUnits: ({ productId, quantity, supplierId }) =>
      post('/change-product-quantity', { productId, quantity, supplierId }),
    deleteAssignOrder: ({ assignOrderId, supplierId }) =>
      post('/delete-assign-order', { assignOrderId, supplierId }),
    addAssignOrderNotes: ({ assignOrderId, supplierId, notes }) =>
      post('/add-notes-to-assign-order', { assignOrderId, supplierId, notes }),
    addAssignOrderInvoiceNumber: ({ assignOrderId, supplierId, invoiceNumber }) =>
      post('/add-invoice-number-to-assign-order', { assignOrderId, supplierId, invoiceNumber }),
    setAssignOrderStatus: ({ assignOrderId, supplierId, status }) =>
      post('/add-status-to-assign-order', { assignOrderId, supplierId, status }),
  };
}
