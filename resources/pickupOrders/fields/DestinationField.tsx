import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import { useTranslate } from 'react-admin';
import { InfoLine, InfoPopover } from '../../../src/components/orders/InfoPopover';
import type { PuoAssignment } from '../types';
import { contactOf, destinationOf } from './puoText';

/** Address to be sent: the city, and a popup with the warehouse or the customer and the address. */
export const DestinationField = ({ assignment }: { assignment: PuoAssignment }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.pickup_orders.destination.${key}`);
  const { email, phone } = contactOf(assignment);
  return (
    <InfoPopover
      label={assignment.recipient.city || t(assignment.sent_to)}
      title={t('title')}
      startIcon={<HomeWorkOutlinedIcon />}
    >
      <InfoLine label={t(assignment.sent_to)} value={assignment.recipient.name} />
      {email ? <InfoLine label={t('email')} value={email} /> : null}
      {phone ? <InfoLine label={t('phone')} value={phone} /> : null}
      <InfoLine label={t('address')} value={destinationOf(assignment)} />
    </InfoPopover>
  );
};
