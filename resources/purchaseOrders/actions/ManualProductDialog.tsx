import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useWatch, useFormContext } from 'react-hook-form';
import {
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../domain/listQuery';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import type { SaveOutcome } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import { manualProductForm, type ManualProductValues } from './manualProductForm';

const half = { flex: '1 1 45%', minWidth: 180 };
const SENT_TO = [
  { id: 'Customer', name: 'app.purchase_orders.sent_to.Customer' },
  { id: 'Warehouse', name: 'app.purchase_orders.sent_to.Warehouse' },
];

/** Supplier SKU: the chosen supplier's products; emptied when the supplier changes. */
const ProductPicker = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const supplierId = useWatch({ name: 'supplierId' }) as string | null;
  const { setValue } = useFormContext();
  const previous = useRef(supplierId);
  useEffect(() => {
    if (previous.current !== supplierId) setValue('productId', null);
    previous.current = supplierId;
  }, [supplierId, setValue]);
  const { data: products = [], isPending } = useQuery({
    queryKey: ['purchase-orders', 'supplier-products', supplierId],
    queryFn: ({ signal }) => dataProvider.getSupplierProducts({ supplierId: supplierId!, signal }),
    enabled: !!supplierId,
  });
  return (
    <SelectInput
      source="productId"
      label="app.purchase_orders.add_product.product"
      choices={products.map((p) => ({
        id: p._id,
        name: [p.supplier_sku || p.internal_sku, p.supplier_product_name ?? p.internal_product_name]
          .filter(Boolean)
          .join(' · '),
      }))}
      translateChoice={false}
      disabled={!supplierId}
      isPending={!!supplierId && isPending}
      helperText={supplierId ? false : translate('app.purchase_orders.add_product.choose_supplier_first')}
      fullWidth
    />
  );
};

const WarehouseOrCustomer = () => {
  const sentTo = useWatch({ name: 'sentTo' }) as string | null;
  const { data: warehouses = [] } = useGetList('warehouses', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
  });
  if (sentTo === 'Warehouse')
    return (
      <SelectInput
        source="warehouseId"
        label="app.purchase_orders.add_product.warehouse"
        choices={warehouses.filter((w) => w.activated !== false)}
        optionValue="_id"
        translateChoice={false}
        fullWidth
      />
    );
  if (sentTo !== 'Customer') return null;
  const field = (name: string, optional = false) => (
    <TextInput
      key={name}
      source={`customer.${name}`}
      label={`app.purchase_orders.add_product.${name}`}
      isRequired={!optional}
      // An empty zip stays '' (not null), so that the schema says 'Zip is required'.
      parse={name === 'zip' ? (v: string) => v : undefined}
      sx={half}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {field('firstName')}
      {field('lastName')}
      {field('email', true)}
      {field('phone', true)}
      {field('address1')}
      {field('city')}
      {field('country')}
      {field('province')}
      {field('zip')}
    </Box>
  );
};

/** 'Add Product manually' (spec 000 section 2): the product joins the supplier's open PO as a 'Manual' assign order. */
export const ManualProductDialog = ({
  save,
  onClose,
}: {
  save: (values: ManualProductValues) => Promise<SaveOutcome>;
  onClose: () => void;
}) => {
  const { data: suppliers = [] } = useGetList('suppliers', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
  });
  return (
    <DialogForm
      title="app.purchase_orders.add_product.title"
      schema={manualProductForm}
      record={{ supplierId: null, productId: null, quantity: 1, sentTo: null, customer: { zip: '' } }}
      submitLabel="app.purchase_orders.add_product.add"
      save={save}
      onClose={onClose}
    >
      <SelectInput
        source="supplierId"
        label="app.purchase_orders.add_product.supplier"
        choices={suppliers.filter((s) => s.activated !== false)}
        optionValue="_id"
        translateChoice={false}
        fullWidth
      />
      <ProductPicker />
      <NumberInput
        source="quantity"
        label="app.purchase_orders.add_product.units"
        min={1}
        step={1}
        fullWidth
      />
      <RadioButtonGroupInput
        source="sentTo"
        label="app.purchase_orders.add_product.sent_to"
        choices={SENT_TO}
        row
      />
      <WarehouseOrCustomer />
    </DialogForm>
  );
};
