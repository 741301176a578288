import { boughtLines, liveLines } from './orderLines';
import { TransitionError } from './orderStatus';

/**
 * Consolidation (DESIGN.md section 4 step 4; spec 000 section 4), for orders with bought
 * lines, irreversible. Consolidate: the bought lines go to the warehouse, which ships the whole
 * order. Unconsolidate: only when every supplier of the bought lines allows dropshipping, else
 * the answer is {dropshipping: 0} and nothing changes; when allowed, the bought lines go straight
 * to the customer, and an order that also has lines served from stock is Hybrid.
 */
const CONSOLIDATED_MSG = 'Order consolidated Successfuly';
const UNCONSOLIDATED_MSG = 'Order Unconsolidated Successfuly';
/** Unconsolidate refused: the server answers it as `msg` with {dropshipping: 0}, the browser's advisory shows it. */
export const DROPSHIPPING_NOT_AVAILABLE =
  'Not all suppliers in this order allow dropshipping. Consolidation is recommended.';
/** Consolidate or Unconsolidate of an order whose every line was refunded (in another tab, say). */
export const ORDER_REFUNDED = 'This order is refunded: nothing to consolidate';
export const consolidationFailedMsg = (consolidated: boolean) =>
  `Could not ${consolidated ? 'consolidated' : 'Unconsolidated'} Order. Something went wrong.`;

/** The decision's name, as a batch's `Already consolidated` says it (domain/batch.ts). */
export const consolidationName = (consolidated: boolean) =>
  consolidated ? 'consolidated' : 'unconsolidated';

export interface ConsolidationOrder {
  consolidated: boolean | null;
  problematic: boolean;
  lines: readonly {
    fulfilment: 'stock' | 'buy' | null;
    status: string;
    supplierAllowsDropshipping: boolean;
  }[];
}

export type ConsolidationDecision =
  | { dropshipping: 0; msg: string }
  | { dropshipping: 1; consolidated: boolean; directToCustomer: boolean; isHybrid: boolean; msg: string };

const bought = (order: ConsolidationOrder) => boughtLines(order.lines);
/** Every product line refunded: nothing is left to route, buy or ship. */
const whollyRefunded = (order: ConsolidationOrder) =>
  order.lines.length > 0 && liveLines(order.lines).length === 0;

/** Whether the Consolidate/Unconsolidate choice is offered for this order. */
export function canChooseConsolidation(order: ConsolidationOrder): boolean {
  return order.consolidated === null && !order.problematic && bought(order).length > 0;
}

export function decideConsolidation(order: ConsolidationOrder, consolidate: boolean): ConsolidationDecision {
  if (order.consolidated !== null)
    throw new TransitionError('This order is already consolidated or unconsolidated');
  if (whollyRefunded(order)) throw new TransitionError(ORDER_REFUNDED);
  if (order.problematic) throw new TransitionError('A problematic order needs a warehouse first');
  const toBuy = bought(order);
  if (toBuy.length === 0) throw new TransitionError('This order has no products to buy: it ships from stock');
  if (consolidate) {
    return {
      dropshipping: 1,
      consolidated: true,
      directToCustomer: false,
      isHybrid: false,
      msg: CONSOLIDATED_MSG,
    };
  }
  if (!toBuy.every((l) => l.supplierAllowsDropshipping))
    return { dropshipping: 0, msg: DROPSHIPPING_NOT_AVAILABLE };
  const fromStock = liveLines(order.lines).some((l) => l.fulfilment === 'stock');
  return {
    dropshipping: 1,
    consolidated: false,
    directToCustomer: true,
    isHybrid: fromStock,
    msg: UNCONSOLIDATED_MSG,
  };
}

/**
 * The Master Dashboard's warehouse cell (spec 000 section 2): 'custom-only' for an order made
 * only of custom lines (nothing for a warehouse to do); the candidates to choose from
 * when problematic; 'Hybrid'; 'Dropshipped' for an unconsolidated order (the spec's order field
 * role = Supplier); the Consolidate/Unconsolidate choice while undecided for an order with
 * products to buy; 'refunded' once every product line is; otherwise the assigned warehouse's name.
 */
export type WarehouseCell =
  | { kind: 'custom-only' }
  | { kind: 'choose-warehouse' }
  | { kind: 'hybrid' }
  | { kind: 'dropshipped' }
  | { kind: 'choose-consolidation' }
  | { kind: 'warehouse'; name: string }
  | { kind: 'refunded' };

export function warehouseCell(
  order: ConsolidationOrder & { isHybrid: boolean; warehouseName: string | null; customLines?: number },
): WarehouseCell {
  // Wholly refunded: no warehouse to choose (even when problematic), nothing to consolidate.
  if (whollyRefunded(order)) return { kind: 'refunded' };
  if (order.problematic) return { kind: 'choose-warehouse' };
  // Only custom lines (domain/orderLines.ts): no product to send, so no warehouse to name.
  if (order.lines.length === 0 && (order.customLines ?? 0) > 0) return { kind: 'custom-only' };
  if (order.isHybrid) return { kind: 'hybrid' };
  if (order.consolidated === false) return { kind: 'dropshipped' };
  if (canChooseConsolidation(order)) return { kind: 'choose-consolidation' };
  return { kind: 'warehouse', name: order.warehouseName ?? '' };
}
