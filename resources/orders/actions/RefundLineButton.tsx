import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { canRefund } from '../../../domain/orderStatus';
import type { Order, OrderProduct } from '../types';
import { IrreversibleConfirm } from './IrreversibleConfirm';
import { useOrderActions } from './OrderActionsContext';
import { useOrderMutation } from './useOrderMutation';

const RefundConfirm = ({
  order,
  line,
  onClose,
}: {
  order: Order;
  line: OrderProduct;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run } = useOrderMutation((dp) =>
    dp.refundOrderLine({ orderId: order._id, productUniqueId: line.unique_id }),
  );
  return (
    <IrreversibleConfirm
      title="app.orders.refund.title"
      detail={translate('app.orders.refund.detail', {
        sku: line.product_id?.internal_sku ?? line.sku ?? '',
        smart_count: line.quantity,
      })}
      onConfirm={() => run(undefined)}
      onClose={onClose}
    />
  );
};

/**
 * A product line's status with its own menu: Refund, unavailable once the line is refunded
 * (canRefund); it asks for confirmation, as the refund is irreversible (spec 000 section 2).
 */
export const RefundLineButton = ({
  order,
  line,
  badge,
}: {
  order: Order;
  line: OrderProduct;
  badge: ReactNode;
}) => {
  const translate = useTranslate();
  const { showDialog, closeDialog } = useOrderActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sku = line.product_id?.internal_sku ?? line.sku ?? line.name ?? '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {badge}
      <IconButton
        size="small"
        aria-label={translate('app.orders.product_menu', { sku })}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={!canRefund(line.status)}
          onClick={() => {
            setAnchor(null);
            showDialog(<RefundConfirm order={order} line={line} onClose={closeDialog} />);
          }}
        >
          {translate('app.orders.refund.action')}
        </MenuItem>
      </Menu>
    </Box>
  );
};
