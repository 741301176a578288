import MenuItem from '@mui/material/MenuItem';
import { useRecordContext, useTranslate } from 'react-admin';
import { canAddProductToPickupOrder } from '../../../domain/pickupOrderActions';
import { useCloseRowMenu } from '../../../src/components/list';
import { useActions } from '../../../src/components/actions/ActionsContext';
import type { PickupOrder } from '../types';
import { AddProductDialog } from './AddProductDialog';

/** 'Add Product' in a scheduled PUO's row menu: the product joins that row's PUO. */
export const AddProductMenuItem = () => {
  const puo = useRecordContext<PickupOrder>();
  const translate = useTranslate();
  const closeMenu = useCloseRowMenu();
  const { showDialog, closeDialog } = useActions();
  if (!puo || !canAddProductToPickupOrder(puo)) return null;
  return (
    <MenuItem
      onClick={() => {
        closeMenu();
        showDialog(<AddProductDialog puo={puo} onClose={closeDialog} />);
      }}
    >
      {translate('app.pickup_orders.add_product.action')}
    </MenuItem>
  );
};
