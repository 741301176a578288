import { warehouseOrderStateOf } from '../../../domain/readiness';
import type { Order } from '../../../src/components/orders/types';

/** The readiness state of a row (domain/readiness.ts), as every action of the screen reads it. */
export const stateOf = (order: Order) => warehouseOrderStateOf(order);
