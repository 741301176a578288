import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { assignmentOrderNumberShown } from '../../../domain/orderNumberShown';
import { InfoLine, InfoPopover } from '../../../src/components/orders/InfoPopover';
import type { SupplierOrder } from '../types';

/** Address to be sent (spec 000 section 2): the city, and a 'details' popup with the whole address. */
export const AddressCell = ({ row }: { row: SupplierOrder }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.supplier_orders.address.${key}`);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {row.recipient.city}
      <InfoPopover label={t('details')} title={t('title')}>
        <InfoLine label={t('sent_to')} value={t(row.sent_to)} />
        <InfoLine label={t('name')} value={row.recipient.name} />
        <InfoLine label={t('address')} value={row.recipient.address} />
        <InfoLine label={t('order')} value={assignmentOrderNumberShown(row)} />
      </InfoPopover>
    </Box>
  );
};
