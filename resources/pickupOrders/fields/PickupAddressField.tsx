import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { InfoLine, InfoPopover } from '../../../src/components/orders/InfoPopover';
import type { PickupOrder } from '../types';

/**
 * Pickup address: the city and where the goods are collected (Warehouse or Supplier); its popup
 * has name, street number, street name, city, country and zip (spec 000, /puo-to-be-sent).
 */
export const PickupAddressField = () => {
  const puo = useRecordContext<PickupOrder>();
  const translate = useTranslate();
  if (!puo) return null;
  const t = (key: string) => translate(`app.pickup_orders.pickup.${key}`);
  // A pickup place deleted since keeps no address to show.
  if (!puo.pickupId) return <>{t(`from.${puo.pickupFrom}`)}</>;
  const a = puo.pickupId.address;
  return (
    <InfoPopover
      label={`${a.city} · ${t(`from.${puo.pickupFrom}`)}`}
      title={t('title')}
      startIcon={<PlaceOutlinedIcon />}
    >
      <InfoLine label={t('name')} value={puo.pickupId.name} />
      <InfoLine label={t('street_number')} value={a.street_number} />
      <InfoLine label={t('street_name')} value={a.street_name} />
      <InfoLine label={t('city')} value={a.city} />
      <InfoLine label={t('country')} value={a.country} />
      <InfoLine label={t('zip')} value={a.zipCode} />
    </InfoPopover>
  );
};
