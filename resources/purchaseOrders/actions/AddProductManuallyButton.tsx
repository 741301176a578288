import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useActions, useWrite } from '../../../src/components/actions';
import { ManualProductDialog } from './ManualProductDialog';
import type { ManualProductValues } from './manualProductForm';

const Dialog = ({ onClose }: { onClose: () => void }) => {
  const { submit } = useWrite((dp, values: ManualProductValues) => {
    const { supplierId, productId, quantity } = values;
    return values.sentTo === 'Warehouse'
      ? dp.addManualProductToWarehouse({ supplierId, productId, quantity, warehouseId: values.warehouseId })
      : dp.addManualProductToCustomer({ supplierId, productId, quantity, customer: values.customer });
  });
  return <ManualProductDialog save={submit} onClose={onClose} />;
};

/** The toolbar's 'Add Product manually' on Scheduled Supplier Orders (spec 000 section 2). */
export const AddProductManuallyButton = () => {
  const translate = useTranslate();
  const { showDialog, closeDialog } = useActions();
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
      onClick={() => showDialog(<Dialog onClose={closeDialog} />)}
    >
      {translate('app.purchase_orders.add_product.action')}
    </Button>
  );
};
