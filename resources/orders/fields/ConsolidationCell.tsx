import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../../src/components/orders/types';
import { ConsolidationChoice } from '../actions/ConsolidationChoice';

/**
 * The Consolidate column (spec 000 section 4), from the cell the server names
 * (`warehouse_cell`, domain/consolidation.ts): the choice while undecided; afterwards the badge
 * Consolidated, Unconsolidated or Hybrid; Problematic while the order needs a warehouse.
 */
export const ConsolidationCell = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  switch (order.warehouse_cell) {
    case 'choose-consolidation':
      return <ConsolidationChoice order={order} />;
    case 'hybrid':
      return <Chip size="small" color="secondary" label={translate('app.orders.hybrid')} />;
    case 'dropshipped':
      return (
        <Chip size="small" color="info" variant="outlined" label={translate('app.orders.unconsolidated')} />
      );
    case 'choose-warehouse':
      // The Master Dashboard's warehouse choice comes first.
      return <Chip size="small" color="error" label={translate('app.orders.status.Problematic')} />;
    case 'warehouse':
      // A warehouse ships it: consolidated, or served from stock only (no choice to show).
      return order.consolidated ? (
        <Chip size="small" color="success" variant="outlined" label={translate('app.orders.consolidated')} />
      ) : null;
    default:
      return null;
  }
};
