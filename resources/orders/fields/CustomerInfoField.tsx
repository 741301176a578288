import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../types';
import { InfoLine, InfoPopover } from './InfoPopover';

/** The address of an order's customer on one line, parts that are missing left out. */
export const addressLine = (order: Pick<Order, 'shipping_address'>) => {
  const a = order.shipping_address;
  return [a.address1, a.address2, a.zip, a.city, a.province, a.country].filter(Boolean).join(', ');
};

/** Customer Info: the customer's name; its popup has name, e-mail, phone and address. */
export const CustomerInfoField = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  const name = order.customer.name || translate('app.orders.customer.unnamed');
  return (
    <InfoPopover
      label={name}
      title={translate('app.orders.customer.title')}
      startIcon={<PersonOutlineIcon />}
    >
      <InfoLine label={translate('app.orders.customer.name')} value={name} />
      <InfoLine label={translate('app.orders.customer.email')} value={order.customer.email ?? ''} />
      <InfoLine
        label={translate('app.orders.customer.phone')}
        value={order.customer.phone || translate('app.orders.customer.no_phone')}
      />
      <InfoLine label={translate('app.orders.customer.address')} value={addressLine(order)} />
    </InfoPopover>
  );
};
