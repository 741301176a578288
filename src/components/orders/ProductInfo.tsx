import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';
import { lineWeight } from '../../../domain/parcel';
import { formatKg, formatMetres } from '../../i18n/shown';
import type { OrderProduct } from './types';
import { InfoLine, InfoPopover } from './InfoPopover';

/**
 * Product info of one line: its weight (weight x units) and a popup with the dimensions in
 * metres (one decimal), the units and the weight (spec 000 sections 2 and 9).
 */
export const ProductInfo = ({ line }: { line: OrderProduct }) => {
  const translate = useTranslate();
  const p = line.product_id;
  if (line.custom) return <span>—</span>;
  if (!p) return <span>{translate('app.orders.unknown_sku')}</span>;
  const weight = formatKg(lineWeight({ quantity: line.quantity, product: p }));
  return (
    <InfoPopover
      label={weight}
      title={translate('app.orders.product_info.title')}
      startIcon={<InfoOutlinedIcon />}
    >
      <InfoLine label={translate('app.orders.product_info.weight')} value={weight} />
      <InfoLine
        label={translate('app.orders.product_info.dimensions')}
        value={`${formatMetres(p.length)} × ${formatMetres(p.width)} × ${formatMetres(p.height)} m`}
      />
      <InfoLine label={translate('app.orders.product_info.units')} value={line.quantity} />
    </InfoPopover>
  );
};
