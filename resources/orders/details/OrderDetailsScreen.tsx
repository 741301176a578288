import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Loading, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { warehouseLines } from '../../../domain/orderLines';
import { ScreenHeading } from '../../../src/components/ScreenHeading';
import type { Order } from '../../../src/components/orders/types';
import { CustomerInfoCard } from './CustomerInfoCard';
import { OrderDetailsCard } from './OrderDetailsCard';
import { OrderTimeline } from './OrderTimeline';
import { ParcelsCard } from '../../../src/components/orders/parcels/ParcelsCard';
import { RoutingCard } from '../routing/RoutingCard';
import { customerName } from '../../../src/components/orders/orderText';
import { ShippingTicketButton } from './ShippingTicketButton';
import { useOrderDetails } from './useOrderDetails';
import { KeptShopChanges } from './KeptShopChanges';
import { ActionsBanner, ActionsProvider } from '../../../src/components/actions';
import { ActivityButton } from '../../../src/components/ActivityLink';

/** 'shop': every product (/view-shopify-order); 'warehouse': what the warehouse handles (/view-warehouse-order). */
export type OrderDetailsVariant = 'shop' | 'warehouse';

const BACK = {
  shop: { to: '/master-dashboard', label: 'app.order_details.back_to_dashboard' },
  warehouse: { to: '/warehouse-orders', label: 'app.order_details.back_to_warehouse_orders' },
} as const;

/** Where each variant reads the order and its timeline: the warehouse's calls are scoped to its own orders. */
const SOURCE = {
  shop: { resource: 'orders', events: 'order' },
  warehouse: { resource: 'warehouse-orders', events: 'warehouse' },
} as const;

const linesOf = (order: Order, variant: OrderDetailsVariant) =>
  variant === 'warehouse' ? warehouseLines(order) : order.products;

/**
 * Order details (spec 000 "Order details (two variants)"): customer info, order details with
 * its products, the timeline and the Shipping Ticket. The two variants differ only in which
 * products they list (and print).
 */
export const OrderDetailsScreen = ({ variant }: { variant: OrderDetailsVariant }) => {
  const translate = useTranslate();
  const { orderId, order, isPending, error } = useOrderDetails(SOURCE[variant].resource);
  const back = (
    <Button component={Link} to={BACK[variant].to} sx={{ mt: 1 }}>
      {translate(BACK[variant].label)}
    </Button>
  );
  const errorText = error ? translate(error, { _: error }) : '';

  if (!order) {
    if (orderId && isPending) return <Loading loadingSecondary="app.order_details.loading" />;
    return (
      <>
        <ScreenHeading title={translate('app.order_details.heading_no_name')} />
        <Alert severity={orderId ? 'error' : 'info'}>
          {orderId
            ? translate('app.order_details.not_found', { error: errorText })
            : translate('app.order_details.missing')}
        </Alert>
        {back}
      </>
    );
  }

  const name = customerName(order);
  const lines = linesOf(order, variant);
  return (
    <ActionsProvider>
      <ScreenHeading
        title={
          name
            ? translate('app.order_details.heading', { name })
            : translate('app.order_details.heading_no_name')
        }
      />
      <ActionsBanner />
      {error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.order_details.stale', { error: errorText })}
        </Alert>
      )}
      {/* Changed in the shop after it was sent: the Admin's to resolve (Needs attention opens this page). */}
      {variant === 'shop' && <KeptShopChanges order={order} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2 }}>
        <ActivityButton of={{ orderId: order._id }} />
        <ShippingTicketButton order={order} lines={lines} />
      </Box>
      <CustomerInfoCard order={order} />
      <OrderDetailsCard
        order={order}
        lines={lines}
        customLines={variant === 'shop' ? order.custom_lines : undefined}
      />
      {/* Why routing decided so: the Admin's (the shop variant); a Warehouse user sees its own orders only. */}
      {variant === 'shop' && order.products.length > 0 && <RoutingCard orderId={order._id} />}
      <ParcelsCard orderId={order._id} />
      <OrderTimeline order={order} events={SOURCE[variant].events} />
    </ActionsProvider>
  );
};
