import { liveLines } from '../../../domain/orderLines';
import { parcelOf } from '../../../domain/parcel';
import type { OrderProduct } from './types';
import { lineSku } from './orderText';

/**
 * What a Shipping Ticket lists. Refunded lines are left out of both the SKUs and the weight:
 * they are not in the parcel.
 */
export function ticketContent(lines: readonly OrderProduct[]): { skus: string[]; weight: number } {
  const live = liveLines(lines);
  return {
    skus: live.map(lineSku).filter(Boolean),
    // Spec 000 section 9: weight x quantity per line, summed. An unknown SKU weighs nothing known.
    weight: parcelOf(
      live.map((line) => ({
        quantity: line.quantity,
        product: line.product_id ?? { weight: null, length: null, width: null, height: null },
      })),
    ).weight,
  };
}
