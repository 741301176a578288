import type { Viewer } from './access';
import type { ParcelLineProblem } from './parcelsShipped';
import { say, type Said } from './texts/answers';

/**
 * Who may enter a parcel of which order line (issue 32 item 1): whoever ships it, within its
 * scope. The Admin any live line; a Warehouse user the lines of its own warehouse's warehouse
 * order; a Supplier user the lines of its own sent purchase orders that it sends to the customer.
 */
export const PARCEL_SHIPPERS = ['warehouse', 'supplier', 'admin'] as const;
export type ParcelShipper = (typeof PARCEL_SHIPPERS)[number];

/** Who ships an order line, as the order's warehouse order and purchase orders say. */
export interface LineShippers {
  /** The order's warehouse, when that warehouse ships the line (its warehouse order holds it). */
  warehouseId: string | null;
  /** The supplier of a sent purchase order that sends the line straight to the customer. */
  supplierId: string | null;
}

/** Whether `viewer` may put the line in a parcel it ships. */
export function mayShip(viewer: Viewer, line: LineShippers): boolean {
  if (viewer.role === 'Admin') return true;
  if (viewer.role === 'Warehouse') return !!viewer.warehouseId && viewer.warehouseId === line.warehouseId;
  if (viewer.role === 'Supplier') return !!viewer.supplierId && viewer.supplierId === line.supplierId;
  return false;
}

/** Whether `viewer` may see the line's parcels: the same scope as shipping it. */
export const maySeeLine = mayShip;

/** The kind of shipper a viewer's parcel is recorded as. */
export function shipperKindOf(viewer: Viewer): ParcelShipper {
  if (viewer.role === 'Warehouse') return 'warehouse';
  if (viewer.role === 'Supplier') return 'supplier';
  return 'admin';
}

/**
 * Who a parcel's line went back to, for returns: the warehouse or supplier that entered it; an
 * Admin's parcel counts as the warehouse's when the line is in the warehouse order, else as
 * its supplier's. Null when neither ships it (nobody to return it to).
 */
export function shipperOfLine(
  parcel: { shipper: ParcelShipper; warehouseId: string | null; supplierId: string | null },
  line: LineShippers & { productSupplierId?: string | null },
): { kind: 'warehouse'; warehouseId: string } | { kind: 'supplier'; supplierId: string } | null {
  if (parcel.shipper === 'warehouse' && parcel.warehouseId)
    return { kind: 'warehouse', warehouseId: parcel.warehouseId };
  if (parcel.shipper === 'supplier' && parcel.supplierId)
    return { kind: 'supplier', supplierId: parcel.supplierId };
  if (line.warehouseId) return { kind: 'warehouse', warehouseId: line.warehouseId };
  const supplierId = line.supplierId ?? line.productSupplierId ?? null;
  return supplierId ? { kind: 'supplier', supplierId } : null;
}

/** Whether the order's warehouse ships the line itself (domain/orderLines.ts warehouseLines). */
export const warehouseShipsLine = (
  order: { assignedWarehouseId: string | null; consolidated: boolean | null },
  line: { directToCustomer: boolean },
): boolean => !!order.assignedWarehouseId && (order.consolidated === true || !line.directToCustomer);

/** How a refused parcel is answered: 404 for a line outside the shipper's scope, else 400 naming each field. */
export type ParcelRefusal =
  { status: 404; said: Said } | { status: 400; said: Said; errors: { field: string; message: string }[] };

/** Why one line of a parcel is refused, in the catalogue's words. */
function problemSaid(p: ParcelLineProblem): Said {
  if (p.problem === 'moreThanLeft') return say('parcelMoreThanLeft', { lineId: p.lineId, left: p.left });
  if (p.problem === 'repeated') return say('parcelLineTwice', { lineId: p.lineId });
  if (p.problem === 'notALine') return say('orderLineNotFound', { lineId: p.lineId });
  return say('parcelQuantityWhole', { lineId: p.lineId });
}

/**
 * The answer to a parcel's problems (domain/parcelsShipped.ts parcelProblems), each naming its
 * line by its place in the request (`lines[2].quantity`) and its id; null when there are none.
 */
export function parcelRefusal(
  requested: readonly { lineId: string }[],
  problems: readonly ParcelLineProblem[] | 'empty',
): ParcelRefusal | null {
  if (problems === 'empty') {
    const said = say('parcelHoldsALine');
    return { status: 400, said, errors: [{ field: 'lines', message: said.msg }] };
  }
  if (!problems.length) return null;
  const stranger = problems.find((p) => p.problem === 'notALine');
  if (stranger) return { status: 404, said: problemSaid(stranger) };
  const errors = problems.map((p) => {
    const repeated = p.problem === 'repeated';
    const place = repeated
      ? requested.findLastIndex((r) => r.lineId === p.lineId)
      : requested.findIndex((r) => r.lineId === p.lineId);
    return { field: `lines[${place}].${repeated ? 'lineId' : 'quantity'}`, message: problemSaid(p).msg };
  });
  return { status: 400, said: problemSaid(problems[0]), errors };
}
