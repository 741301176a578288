import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { unknownSkus } from '../../../domain/orderLines';
import { AssignWarehouseChoice } from '../actions/AssignWarehouseChoice';
import type { Order } from '../../../src/components/orders/types';
import { ConsolidationChoice } from '../actions/ConsolidationChoice';
import { RoutingHover } from '../routing/RoutingHover';
import { ConsolidationBadge } from './ConsolidationBadge';

/** A problematic order with SKUs not in the catalogue: which ones, and where to add them. */
const UnknownSkus = ({ skus }: { skus: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 160 }}>
      {skus.map((sku) => (
        <Typography key={sku} variant="body2" color="error">
          {translate('app.orders.unknown_sku_named', { sku })}
        </Typography>
      ))}
      <MuiLink component={Link} to="/products/create" variant="body2">
        {translate('app.orders.add_product')}
      </MuiLink>
    </Box>
  );
};

/**
 * The Master Dashboard's Warehouse cell (spec 000 section 2; the server names the variant,
 * from domain/consolidation.ts warehouseCell): candidates to choose from when problematic (or,
 * while a SKU is unknown, that SKU and a link to Add Product);
 * 'Hybrid'; 'Dropshipped'; the assigned warehouse's name, with the Consolidate/Unconsolidate choice
 * while that is open. On hover, why routing decided so (fetched only then).
 */
export const WarehouseCell = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  // An order of custom lines only was never routed: nothing to explain.
  if (order.warehouse_cell === 'custom-only') return <CellContent order={order} />;
  return (
    <RoutingHover orderId={order._id}>
      <CellContent order={order} />
    </RoutingHover>
  );
};

const CellContent = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  switch (order.warehouse_cell) {
    case 'custom-only':
      return (
        <Typography variant="body2" color="text.secondary">
          {translate('app.orders.custom_only')}
        </Typography>
      );
    case 'choose-warehouse': {
      // Routing needs every product's measures: no choice until the unknown SKUs are products.
      const unknown = unknownSkus(order.products, (line) => !!line.product_id);
      if (unknown.length) return <UnknownSkus skus={unknown} />;
      return (
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          {order.warehouse_list.length ? (
            <AssignWarehouseChoice order={order} />
          ) : (
            <Typography variant="body2" color="error">
              {translate('app.orders.no_candidate')}
            </Typography>
          )}
          {order.problem_reason ? (
            <Typography variant="caption" color="error" sx={{ maxWidth: 180 }}>
              {translate(`app.orders.problem.${order.problem_reason}`, { _: order.problem_reason })}
            </Typography>
          ) : null}
        </Box>
      );
    }
    case 'hybrid':
      return <ConsolidationBadge badge="hybrid" />;
    case 'dropshipped':
      return <ConsolidationBadge badge="dropshipped" />;
    case 'choose-consolidation':
      // The order already has its warehouse (spec 000: "the warehouse name if assigned"); the
      // choice still open sits beside it, and its caption says which choice it is.
      return (
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          {order.assigned_to ? <span>{order.assigned_to.name}</span> : null}
          <ConsolidationChoice order={order} />
          <Typography variant="caption" color="text.secondary">
            {translate('app.orders.consolidate.choose')}
          </Typography>
        </Box>
      );
    case 'warehouse':
      return <span>{order.assigned_to?.name ?? ''}</span>;
    case 'refunded':
      // Every line refunded: nothing to route, so no warehouse to choose.
      return (
        <Typography variant="body2" color="text.secondary">
          {order.assigned_to?.name ?? translate('app.orders.status.Refund')}
        </Typography>
      );
  }
};
