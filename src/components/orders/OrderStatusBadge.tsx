import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { shownOrderStatus, statusColour, type OrderStatus } from '../../../domain/orderStatus';

/**
 * An order's or a line's status badge (spec 000 section 4): Pending warning; Preparation,
 * Ready, Awaiting Pickup info; Shipped success; Refund danger. A problematic order shows a red
 * 'Problematic' that overrides its status, unless it is wholly refunded (domain shownOrderStatus).
 */
export const OrderStatusBadge = ({ status, problematic }: { status: OrderStatus; problematic?: boolean }) => {
  const translate = useTranslate();
  const shown = shownOrderStatus(status, problematic);
  return (
    <Chip
      size="small"
      color={statusColour(shown)}
      label={translate(`app.orders.status.${shown}`, { _: shown })}
      sx={{ fontWeight: 600 }}
    />
  );
};
