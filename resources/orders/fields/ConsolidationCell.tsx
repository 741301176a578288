import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../../src/components/orders/types';
import { ConsolidationChoice } from '../actions/ConsolidationChoice';

/**
 * The Consolidate column (spec 000 section 4): the choice while undecided; afterwards the
 * badge Consolidated, Unconsolidated or Hybrid.
 */
export const ConsolidationCell = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  if (order.isConsolidateOption) return <ConsolidationChoice order={order} />;
  if (order.isHybrid) return <Chip size="small" color="secondary" label={translate('app.orders.hybrid')} />;
  if (order.consolidated === true)
    return (
      <Chip size="small" color="success" variant="outlined" label={translate('app.orders.consolidated')} />
    );
  if (order.consolidated === false)
    return (
      <Chip size="small" color="info" variant="outlined" label={translate('app.orders.unconsolidated')} />
    );
  // Problematic: the Master Dashboard's warehouse choice comes first.
  return order.problemetic ? (
    <Chip size="small" color="error" label={translate('app.orders.status.Problematic')} />
  ) : null;
};
