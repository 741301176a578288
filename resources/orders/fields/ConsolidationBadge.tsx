import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/** Each badge's colour and label (i18n key); outlined ones are the calmer outcomes. */
const BADGES = {
  hybrid: { color: 'secondary', outlined: false, label: 'app.orders.hybrid' },
  dropshipped: { color: 'info', outlined: true, label: 'app.orders.dropshipped' },
  unconsolidated: { color: 'info', outlined: true, label: 'app.orders.unconsolidated' },
  consolidated: { color: 'success', outlined: true, label: 'app.orders.consolidated' },
  problematic: { color: 'error', outlined: false, label: 'app.orders.status.Problematic' },
} satisfies Record<string, { color: ChipProps['color']; outlined: boolean; label: string }>;

/**
 * How an order's goods travel, as the Master Dashboard's Warehouse and Consolidate columns badge
 * it: Hybrid, Dropshipped (the Consolidate column says Unconsolidated), Consolidated, or
 * Problematic while it still needs a warehouse.
 */
export const ConsolidationBadge = ({ badge }: { badge: keyof typeof BADGES }) => {
  const translate = useTranslate();
  const { color, outlined, label } = BADGES[badge];
  return (
    <Chip size="small" color={color} variant={outlined ? 'outlined' : undefined} label={translate(label)} />
  );
};
