import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useRecordContext, useTranslate } from 'react-admin';
import { destinationOf } from './orderText';
import type { Order } from './types';
import { InfoLine, InfoPopover } from './InfoPopover';
import { CellText } from '../list/CellText';

/** Customer Info: the customer's name; its popup has name, e-mail, phone and address. */
export const CustomerInfoField = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  const name = order.customer.name || translate('app.orders.customer.unnamed');
  return (
    <InfoPopover
      label={<CellText text={name} />}
      title={translate('app.orders.customer.title')}
      startIcon={<PersonOutlineIcon />}
    >
      <InfoLine label={translate('app.orders.customer.name')} value={name} />
      <InfoLine label={translate('app.orders.customer.email')} value={order.customer.email ?? ''} />
      <InfoLine
        label={translate('app.orders.customer.phone')}
        value={order.customer.phone || translate('app.orders.customer.no_phone')}
      />
      <InfoLine label={translate('app.orders.customer.address')} value={destinationOf(order)} />
    </InfoPopover>
  );
};
