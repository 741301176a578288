import { useTranslate } from 'react-admin';
import { DetailItem, SectionCard } from '../../../src/components/forms';
import type { Order } from '../../../src/components/orders/types';
import { customerName, streetOf } from '../../../src/components/orders/orderText';

const NOT_AVAILABLE = 'app.order_details.not_available';

/** Customer info: name, contact, email, address, city, country (spec 000 "Order details"). */
export const CustomerInfoCard = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const address = order.shipping_address ?? {};
  return (
    <SectionCard title="app.order_details.customer.title" columns={3}>
      <DetailItem label="app.order_details.customer.name" value={customerName(order)} empty={NOT_AVAILABLE} />
      <DetailItem
        label="app.order_details.customer.contact"
        value={order.customer?.phone || translate('app.order_details.customer.no_phone')}
      />
      <DetailItem
        label="app.order_details.customer.email"
        value={order.customer?.email}
        empty={NOT_AVAILABLE}
      />
      <DetailItem label="app.order_details.customer.address" value={streetOf(order)} empty={NOT_AVAILABLE} />
      <DetailItem label="app.order_details.customer.city" value={address.city} empty={NOT_AVAILABLE} />
      <DetailItem label="app.order_details.customer.country" value={address.country} empty={NOT_AVAILABLE} />
    </SectionCard>
  );
};
