import { z } from 'zod';
import { PAYMENT_STATUSES } from '../purchaseOrders';
import { SUPPLIER_LINE_STATUSES } from '../supplierLines';
import { id, optionalText, requiredText, wholeNumber } from './fields';
import { batchBody } from './batch';
import { LIMITS } from '../limits';
import { shippingInfoFields } from './orders';

/**
 * Request bodies of the purchase-order calls and the supplier view (spec 000 section 7), with
 * the rules of section 5. Fields the spec lists but the server does not need are accepted.
 */
const units = wholeNumber('Units', 1, LIMITS.units);
const optionalId = (label: string) => id(label).optional();

export const purchaseOrderIdBody = z.object({ id: id('id') });

export const purchaseOrderIdsBody = z.object({
  ids: z.array(id('ids'), { error: 'ids is required' }).min(1, 'Choose at least one purchase order').max(100),
});

export const updateScheduleBody = z.object({
  id: id('id'),
  time: requiredText('New date and time', 40).describe("'YYYY-MM-DDTHH:mm' in the operator's time zone"),
});

/** The typed-in recipient of a product added by hand (spec 000 sections 3 and 5). */
export const manualCustomer = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: optionalText(254).pipe(z.email('Email must be a valid e-mail address').nullable()),
  phone: optionalText(40),
  address1: requiredText('Address', 300),
  city: requiredText('City', 100),
  country: requiredText('Country', 100),
  province: requiredText('Province', 100),
  zip: z
    .union([z.number(), z.string()], { error: 'Zip is required' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'Zip is required').max(20).regex(/^\d+$/, 'Zip must be a number of at least 0')),
});

export const addManualToWarehouseBody = z.object({
  supplierId: id('supplierId'),
  warehouseId: id('warehouseId'),
  productId: id('productId'),
  quantity: units,
});

export const addManualToCustomerBody = z.object({
  supplierId: id('supplierId'),
  customer: manualCustomer,
  productId: id('productId'),
  quantity: units,
});

const assignOrder = { assignOrderId: id('assignOrderId'), supplierId: optionalId('supplierId') };
export const assignOrderBody = z.object(assignOrder);
export const assignOrderNotesBody = z.object({ ...assignOrder, notes: requiredText('Comment', 2000) });
export const assignOrderInvoiceBody = z.object({
  ...assignOrder,
  invoiceNumber: requiredText('Invoice number', 100),
});
export const assignOrderStatusBody = z.object({
  ...assignOrder,
  status: z.enum(PAYMENT_STATUSES, { error: 'Choose a status: Pending Payment, Paid or Cancelled' }),
});

/** Change Units: productId is the line's _id in the assign order's products. */
export const changeUnitsBody = z.object({
  productId: id('productId'),
  quantity: units,
  supplierId: optionalId('supplierId'),
  sentToId: z.string().optional(),
  product_id: z.string().optional(),
});

/** Supplier view: a line is named by its _id (productId, or productUniqueId); assignOrderId narrows it. */
const supplierLine = {
  productId: id('productId').optional(),
  productUniqueId: id('productUniqueId').optional(),
  assignOrderId: optionalId('assignOrderId'),
  orderId: z.string().optional(),
  supplierId: z.string().optional(),
  warehouseId: z.string().optional(),
  poNumber: z.string().optional(),
  product: z.unknown().optional(),
  shopifyOrderId: z.unknown().optional(),
};

const namesALine = <T extends { productId?: string; productUniqueId?: string }>(body: T) =>
  !!(body.productId ?? body.productUniqueId);
const lineRequired = { message: 'productId is required', path: ['productId'] };

export const lineAgentBody = z
  .object({ ...supplierLine, shippingAgentId: id('shippingAgentId') })
  .refine(namesALine, lineRequired);
export const lineEstimatedDateBody = z
  .object({ ...supplierLine, estimatedDate: requiredText('Estimated shipping date', 40) })
  .refine(namesALine, lineRequired);
export const lineStatusBody = z
  .object({ ...supplierLine, status: z.enum(SUPPLIER_LINE_STATUSES, { error: 'Choose a status' }) })
  .refine(namesALine, lineRequired);
export const lineTrackingBody = z
  .object({
    ...supplierLine,
    ...shippingInfoFields,
    shippingAgentId: z.string().optional(),
    shopifyLineItemId: z.unknown().optional(),
    productUnits: z.unknown().optional(),
  })
  .refine(namesALine, lineRequired);

/** The supplier view's batch calls (docs/api.md "Acting on selected rows"): `ids` are its rows' assign orders. */
export const linesAgentBatchBody = batchBody({ shippingAgentId: id('shippingAgentId') });
export const linesEstimatedDateBatchBody = batchBody({
  estimatedDate: requiredText('Estimated shipping date', 40),
});
export const linesStatusBatchBody = batchBody({
  status: z.enum(SUPPLIER_LINE_STATUSES, { error: 'Choose a status' }),
});
/** One tracking for the whole parcel: the same shipping info on each selected row (`ids`). */
export const linesTrackingBatchBody = batchBody(shippingInfoFields);

export const lineIdOf = (body: { productId?: string; productUniqueId?: string }) =>
  (body.productId ?? body.productUniqueId)!;
