import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { RowMenu, useCloseRowMenu } from '../../../src/components/list/RowMenu';
import { puoLineStatusOptions } from '../../../domain/pickupOrderActions';
import { ChangeStatusDialog } from '../../orders/actions/ChangeStatusDialog';
import { useOrderActions } from '../../orders/actions/OrderActionsContext';
import type { PickupOrder, PuoAssignment, PuoLine } from '../types';
import { puoStatusChoices } from './puoStatusChoices';
import { usePuoStatusChange } from './usePuoStatusChange';

/** A product line of a sent PUO, with the PUO and the assignment it belongs to. */
interface ProductLineProps {
  puo: PickupOrder;
  assignment: PuoAssignment;
  line: PuoLine;
}

/**
 * A product's own menu on a sent PUO: Change Status, Refund or Shipped (POST
 * /change-puo-product-status; Shipped to a customer disabled until the Shipping Info is added).
 * Offered only while the line's rule offers something.
 */
export const ProductStatusMenu = ({ puo, assignment, line }: ProductLineProps) => {
  const translate = useTranslate();
  const sku = line.product_id?.supplier_sku ?? '';
  return (
    <RowMenu label={translate('app.pickup_orders.product.menu', { sku })} keepMounted={false}>
      <ChangeProductStatusMenuItem puo={puo} assignment={assignment} line={line} />
    </RowMenu>
  );
};

const ChangeProductStatusMenuItem = ({ puo, assignment, line }: ProductLineProps) => {
  const translate = useTranslate();
  const closeMenu = useCloseRowMenu();
  const { showDialog, closeDialog } = useOrderActions();
  const options = puoLineStatusOptions(puo, assignment, line);
  return (
    <MenuItem
      disabled={!options.length}
      onClick={() => {
        closeMenu();
        showDialog(
          <ChangeProductStatusDialog puo={puo} assignment={assignment} line={line} onClose={closeDialog} />,
        );
      }}
    >
      {translate('app.pickup_orders.change_status')}
    </MenuItem>
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
