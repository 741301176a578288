import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { OrderProduct } from './types';

/** A line sold without a SKU: what it is, in place of a SKU. */
export const CustomItemChip = () => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate('app.orders.custom_item')}
      title={translate('app.orders.custom_item_detail')}
    />
  );
};

/**
 * A line's internal SKU, with its pack's SKU as a badge when the shop sold a pack; a SKU the
 * catalogue does not know shows the shop's SKU, marked unknown (that is what makes the order
 * problematic).
 */
export const SkuText = ({ line }: { line: OrderProduct }) => {
  const translate = useTranslate();
  if (line.custom) return <CustomItemChip />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {line.product_id ? (
        <span>{line.product_id.internal_sku}</span>
      ) : (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={translate('app.orders.unknown_sku_named', { sku: line.sku ?? line.name ?? '' })}
        />
      )}
      {line.pack_sku ? (
        <Chip
          size="small"
          variant="outlined"
          label={translate('app.orders.pack_badge', { sku: line.pack_sku })}
        />
      ) : null}
    </Box>
  );
};
