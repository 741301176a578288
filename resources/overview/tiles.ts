import type { AttentionReason } from '../../domain/attention';
import type { OrderTag } from '../../domain/orderStatus';
import type { DueTag } from '../../domain/scheduledOrders';
import { listAddress } from '../../src/components/list/listAddress';

/** A list's path filtered by one of its tags. */
const tagged = (path: string, tag: string) => listAddress(path, { tag });

/** The Master Dashboard filtered to one status tag: exactly the orders the tile counts. */
export const statusLink = (tag: OrderTag) => tagged('/master-dashboard', tag);

/** Needs attention filtered to one reason: exactly the rows the tile counts. */
export const reasonLink = (reason: AttentionReason) => tagged('/attention', reason);

/** The purchase or pickup orders to be sent on one due tag: exactly the orders the tile counts. */
export const dueLink = (kind: 'purchaseOrders' | 'pickupOrders', tag: DueTag) =>
  tagged(kind === 'purchaseOrders' ? '/to-be-sent' : '/puo-to-be-sent', tag);
