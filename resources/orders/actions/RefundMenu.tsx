import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import type { Order, OrderProduct } from '../types';
import { useOrderActions } from './OrderActionsContext';

/**
 * A product line's status with its own menu: Refund, unavailable when the line is already
 * Refund; it asks for confirmation, as the refund is irreversible (spec 000 section 2).
 */
export const RefundMenu = ({
  order,
  line,
  badge,
}: {
  order: Order;
  line: OrderProduct;
  badge: ReactNode;
}) => {
  const translate = useTranslate();
  const { open } = useOrderActions();
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
          disabled={line.status === 'Refund'}
          onClick={() => {
            setAnchor(null);
            open({ kind: 'refund', order, line });
          }}
        >
          {translate('app.orders.refund.action')}
        </MenuItem>
      </Menu>
    </Box>
  );
};
