import { warehouseOrderStateOf, type ConsolidatedOrderState } from '../../../domain/readiness';
import type { Order } from '../../../src/components/orders/types';

/** What the consolidate screen's status rule reads of an order: the one readiness rule's state. */
export const consolidatedState = (order: Order): ConsolidatedOrderState => warehouseOrderStateOf(order);
