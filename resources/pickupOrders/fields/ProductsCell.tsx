import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { shownPuoLineStatus } from '../../../domain/pickupOrderActions';
import { lineWeight } from '../../../domain/parcel';
import { formatKg, formatMetres } from '../../../src/i18n/shown';
import { InfoLine, InfoPopover } from '../../../src/components/orders/InfoPopover';
import { OrderStatusBadge } from '../../../src/components/orders/OrderStatusBadge';
import { ProductStatusMenu } from '../actions/ProductStatusMenu';
import type { PickupOrder, PuoAssignment, PuoLine } from '../types';

/** A product's weight (weight × units), with its dimensions in a popup. */
const WeightInfo = ({ line }: { line: PuoLine }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.pickup_orders.product.${key}`);
  const p = line.product_id;
  if (!p) return null;
  const weight = formatKg(lineWeight({ quantity: line.total_quantity, product: p }));
  return (
    <InfoPopover label={weight} title={t('dimensions')}>
      <InfoLine label={t('weight')} value={weight} />
      <InfoLine
        label={t('dimensions')}
        value={`${formatMetres(p.length)} × ${formatMetres(p.width)} × ${formatMetres(p.height)} m`}
      />
      <InfoLine label={t('units')} value={line.total_quantity} />
    </InfoPopover>
  );
};

/**
 * Supplier product info of an assignment: per product its supplier SKU, supplier product name,
 * units and weight (dimensions in a popup). On a sent PUO also its status and its own menu.
 */
export const ProductsCell = ({
  puo,
  assignment,
  sent,
}: {
  puo: PickupOrder;
  assignment: PuoAssignment;
  sent: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {assignment.products.map((line) => (
        // A long product name wraps, so that the lists fit a 1440-pixel window.
        <Box
          component="li"
          key={line._id}
          sx={{ display: 'flex', alignItems: 'center', columnGap: 1, flexWrap: 'wrap', maxWidth: 240 }}
        >
          <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {line.product_id?.supplier_sku ?? translate('app.pickup_orders.product.unknown')}
          </Box>
          <span>{line.product_id?.supplier_product_name ?? ''}</span>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            × {line.total_quantity}
          </Box>
          <WeightInfo line={line} />
          {sent ? (
            <>
              <OrderStatusBadge status={shownPuoLineStatus(line.status, assignment.sent_to)} />
              <ProductStatusMenu puo={puo} assignment={assignment} line={line} />
            </>
          ) : null}
        </Box>
      ))}
    </Box>
  );
};
