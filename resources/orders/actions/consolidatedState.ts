import type { ConsolidatedOrderState } from '../../../domain/orderStatus';
import type { Order } from '../types';

/** What the consolidate screen's status rule reads of an order. */
export const consolidatedState = (order: Order): ConsolidatedOrderState => ({
  status: order.status,
  problematic: order.problemetic,
  consolidated: order.consolidated,
  hasTracking: !!order.trackingId,
});
