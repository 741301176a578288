import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { puoOrderInfo } from '../../../domain/pickupOrderActions';
import { formatKg, formatMetres } from '../../../src/i18n/shown';
import { InfoLine, InfoPopover } from '../../../src/components/orders/InfoPopover';
import type { PuoAssignment } from '../types';

/** Order info: the assignment's summed weight, and its summed dimensions in a popup (one decimal). */
export const OrderInfoField = ({ assignment }: { assignment: PuoAssignment }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.pickup_orders.order_info.${key}`);
  const info = puoOrderInfo(assignment.products);
  const weight = formatKg(info.weight);
  return (
    <InfoPopover
      label={
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {weight}
        </Box>
      }
      title={t('title')}
      startIcon={<InfoOutlinedIcon />}
    >
      <InfoLine label={t('weight')} value={weight} />
      <InfoLine
        label={t('dimensions')}
        value={`${formatMetres(info.length)} × ${formatMetres(info.width)} × ${formatMetres(info.height)} m`}
      />
    </InfoPopover>
  );
};
