import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { assignmentOrderNumberShown } from '../../../domain/orderNumberShown';
import { puoOrderInfo } from '../../../domain/pickupOrderActions';
import { formatKg, formatMetres } from '../../../src/i18n/shown';
import { InfoLine, InfoPopover } from '../../../src/components/orders/InfoPopover';
import type { PuoAssignment } from '../types';

/**
 * Order info: the order the assignment serves (its number, 'Manual' for a product added by
 * hand), the summed weight, and the summed dimensions in a popup (one decimal).
 */
export const OrderInfoField = ({ assignment }: { assignment: PuoAssignment }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.pickup_orders.order_info.${key}`);
  const info = puoOrderInfo(assignment.products);
  const weight = formatKg(info.weight);
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start' }}>
      <Box component="span" sx={{ typography: 'body2' }}>
        {translate('app.pickup_orders.order_info.order_number', {
          number: assignmentOrderNumberShown(assignment),
        })}
      </Box>
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
    </Box>
  );
};
