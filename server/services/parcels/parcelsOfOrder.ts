import type { DbOrTx } from '../../db/client';
import type { ParcelOfShipper } from '../../../domain/returns';
import { shipperOfLine } from '../../../domain/parcelScope';
import { orderLinesWithShippers, parcelsOf } from './parcelRecords';

/**
 * The order's parcels by who shipped them, for returns (issue 32 item 2): a warehouse's or a
 * supplier's as entered; an Admin's parcel is split by line, each counting as the warehouse's
 * when the line is in the warehouse order, else as its supplier's. Oldest first.
 */
export async function parcelsOfOrder(db: DbOrTx, orderId: string): Promise<ParcelOfShipper[]> {
  const lines = new Map((await orderLinesWithShippers(db, orderId)).map((l) => [l.id, l]));
  const found: ParcelOfShipper[] = [];
  for (const parcel of await parcelsOf(db, orderId)) {
    const byShipper = new Map<string, ParcelOfShipper>();
    for (const parcelLine of parcel.lines) {
      const line = lines.get(parcelLine.lineId);
      const shipper = line && shipperOfLine(parcel, line);
      if (!shipper) continue;
      const key = shipper.kind === 'warehouse' ? `w:${shipper.warehouseId}` : `s:${shipper.supplierId}`;
      if (!byShipper.has(key)) byShipper.set(key, { shipper, lines: [] });
      (byShipper.get(key)!.lines as { lineId: string; quantity: number }[]).push({ ...parcelLine });
    }
    found.push(...byShipper.values());
  }
  return found;
}
