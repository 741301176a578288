import { useRecordContext } from 'react-admin';
import type { Order } from '../../../src/components/orders/types';
import { ConsolidationChoice } from '../actions/ConsolidationChoice';
import { ConsolidationBadge } from './ConsolidationBadge';

/**
 * The Consolidate column (spec 000 section 4), from the cell the server names
 * (`warehouse_cell`, domain/consolidation.ts): the choice while undecided; afterwards the badge
 * Consolidated, Unconsolidated or Hybrid; Problematic while the order needs a warehouse.
 */
export const ConsolidationCell = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  switch (order.warehouse_cell) {
    case 'choose-consolidation':
      return <ConsolidationChoice order={order} />;
    case 'hybrid':
      return <ConsolidationBadge badge="hybrid" />;
    case 'dropshipped':
      return <ConsolidationBadge badge="unconsolidated" />;
    case 'choose-warehouse':
      // The Master Dashboard's warehouse choice comes first.
      return <ConsolidationBadge badge="problematic" />;
    case 'warehouse':
      // A warehouse ships it: consolidated, or served from stock only (no choice to show).
      return order.consolidated ? <ConsolidationBadge badge="consolidated" /> : null;
    default:
      return null;
  }
};
