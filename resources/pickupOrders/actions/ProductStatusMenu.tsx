import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { puoLineStatusOptions } from '../../../domain/pickupOrderActions';
import { ChangeStatusDialog } from '../../orders/actions/ChangeStatusDialog';
import { useOrderActions } from '../../orders/actions/OrderActionsContext';
import type { PickupOrder, PuoAssignment, PuoLine } from '../types';
import { puoStatusChoices } from './puoStatusChoices';
import { usePuoStatusChange } from './usePuoStatusChange';

/**
 * A product's own menu on a sent PUO: Change Status, Refund or Shipped (POST
 * /change-puo-product-status; Shipped to a customer disabled until the Shipping Info is added).
 * Offered only while the line's rule offers something.
 */
export const ProductStatusMenu = ({
  puo,
  assignment,
  line,
}: {
  puo: PickupOrder;
  assignment: PuoAssignment;
  line: PuoLine;
}) => {
  const translate = useTranslate();
  const { showDialog, closeDialog } = useOrderActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const options = puoLineStatusOptions(puo, assignment, line);
  const sku = line.product_id?.supplier_sku ?? '';
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('app.pickup_orders.product.menu', { sku })}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={!options.length}
          onClick={() => {
            setAnchor(null);
            showDialog(
              <ChangeProductStatusDialog
                puo={puo}
                assignment={assignment}
                line={line}
                onClose={closeDialog}
              />,
            );
          }}
        >
          {translate('app.pickup_orders.change_status')}
        </MenuItem>
      </Menu>
    </>
  );
};

const ChangeProductStatusDialog = ({
  puo,
  assignment,
  line,
  onClose,
}: {
  puo: PickupOrder;
  assignment: PuoAssignment;
  line: PuoLine;
  onClose: () => void;
}) => {
  const change = usePuoStatusChange((dp, status: 'Refund' | 'Shipped') =>
    dp.changePuoProductStatus({
      status,
      productUniqueId: line._id,
      shopifyLineItemId: line.shopify_line_item_id,
      puoId: puo._id,
      sentTo: assignment.sent_to,
      sentToId: assignment.sent_to_id?._id ?? null,
      orderId: assignment.order_id?._id ?? null,
    }),
  );
  return (
    <ChangeStatusDialog
      {...puoStatusChoices(puoLineStatusOptions(puo, assignment, line))}
      save={(status) => change(status as 'Refund' | 'Shipped')}
      onClose={onClose}
    />
  );
};
