import type { Database } from '../../db/client';
import { lineShipping, shippedBeforeParcels, type ParcelLine } from '../../../domain/parcelsShipped';
import { maySeeLine } from '../../../domain/parcelScope';
import type { OrderStatus } from '../../../domain/orderStatus';
import type { AddParcelBody, OrderParcelsRecord } from '../../../domain/schemas/parcels';
import type { FlowEffects } from '../../flows/flow';
import { parcelLeaves } from '../../flows/parcelLeaves';
import { notFound } from '../../http/errors';
import { say } from '../../../domain/texts/answers';
import type { SignedInUser } from '../auth';
import { orderLinesWithShippers, parcelsOf } from './parcelRecords';

/**
 * An order's parcels (issue 32 item 1): each role sees the parcels and lines it ships (the
 * Admin all; a warehouse its warehouse order's; a supplier its own dropshipped lines), and adds
 * parcels of those lines.
 */
export class ParcelsService {
  constructor(
    private readonly db: Database,
    private readonly effects: FlowEffects,
  ) {}

  /** Every parcel of the order with its lines, and each line's "shipped of", within the viewer's scope. */
  async ofOrder(user: SignedInUser, orderId: string): Promise<OrderParcelsRecord> {
    const lines = (await orderLinesWithShippers(this.db, orderId)).filter((l) => maySeeLine(user, l));
    if (!lines.length) throw notFound('Order not found');
    const seen = new Map(lines.map((l) => [l.id, l]));
    const parcels = await parcelsOf(this.db, orderId);
    // Lines Shipped before parcels were recorded read as shipped whole.
    const before = shippedBeforeParcels(lines, parcels);
    const counted = before ? [...parcels, before] : parcels;
    return {
      parcels: parcels
        .map((parcel) => ({ parcel, mine: parcel.lines.filter((l) => seen.has(l.lineId)) }))
        .filter(({ mine }) => mine.length)
        .map(({ parcel, mine }) => ({
          _id: parcel.id,
          shipper: parcel.shipper,
          warehouseId: parcel.warehouseId,
          supplierId: parcel.supplierId,
          agentName: parcel.agentName,
          trackingId: parcel.trackingId,
          trackingURL: parcel.trackingUrl,
          createdAt: parcel.createdAt.toISOString(),
          lines: mine.map((l: ParcelLine) => {
            const line = seen.get(l.lineId)!;
            return { lineId: l.lineId, sku: line.sku, name: line.name, quantity: l.quantity };
          }),
        })),
      lines: lines.map((line) => {
        const { shipped, of } = lineShipping(line, counted);
        return {
          _id: line.id,
          sku: line.sku,
          name: line.name,
          status: line.status as OrderStatus,
          shipped,
          of,
          left: Math.max(of - shipped, 0),
        };
      }),
    };
  }

  /** Add Parcel: in one transaction; the shop's fulfilment is written by the job woken after commit. */
  async add(user: SignedInUser, body: AddParcelBody) {
    const result = await this.db.transaction((tx) =>
      parcelLeaves.run(tx, {
        user,
        parcel: {
          orderId: body.orderId,
          lines: body.lines,
          agentName: body.agentName,
          trackingId: body.trackingId,
          trackingUrl: body.trackingURL ?? null,
        },
      }),
    );
    this.effects.afterCommit(parcelLeaves);
    return { ...say('parcelAdded'), _id: result.parcelId };
  }
}
