import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import {
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { addPuoProductForm, type AddPuoProductForm } from '../../../domain/schemas/pickupOrderForms';
import { SENT_TO } from '../../../domain/values';
import { useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import { useAdminRows } from '../../../src/components/forms/useAdminRows';
import type { PickupOrder } from '../types';

interface Named {
  _id: string;
  name: string;
}

const t = (key: string) => `app.pickup_orders.add_product.${key}`;

/**
 * Add Product on a scheduled PUO row (spec 000 sections 2 and 5): a supplier, one of its products
 * by supplier SKU, units (at least 1), Sent to a warehouse or a typed-in customer. The product is
 * picked up at the chosen supplier, so it joins the row's agent's open PUO there (one per agent
 * and pickup place): the row's PUO when it picks up at that supplier. The dialog says which.
 */
export const AddProductDialog = ({ puo, onClose }: { puo: PickupOrder; onClose: () => void }) => {
  const { submit } = useWrite((dp, values: AddPuoProductForm) => {
    const { supplierId, productId, quantity } = values;
    return values.sentTo === 'Warehouse'
      ? dp.addPuoProductToWarehouse({
          id: puo._id,
          supplierId,
          productId,
          quantity,
          warehouseId: values.warehouseId,
        })
      : dp.addPuoProductToCustomer({
          id: puo._id,
          supplierId,
          productId,
          quantity,
          customer: values.customer,
        });
  });
  return (
    <DialogForm
      title={t('title')}
      submitLabel={t('add')}
      schema={addPuoProductForm}
      record={{
        supplierId: '',
        productId: '',
        quantity: 1,
        sentTo: null,
        warehouseId: '',
        customer: {},
      }}
      save={submit}
      onClose={onClose}
    >
      <SupplierInputs puo={puo} />
      <NumberInput
        source="quantity"
        label={t('units')}
        min={1}
        step={1}
        isRequired
        fullWidth
        margin="dense"
      />
      <RadioButtonGroupInput
        source="sentTo"
        label={t('sent_to')}
        choices={SENT_TO.slice()
          .reverse()
          .map((target) => ({ id: target, name: t(target) }))}
        isRequired
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.sentTo === 'Warehouse' ? (
            <WarehouseInput />
          ) : formData.sentTo === 'Customer' ? (
            <CustomerInputs />
          ) : null
        }
      </FormDataConsumer>
    </DialogForm>
  );
};

/** The supplier, then its products by supplier SKU (asked for once a supplier is chosen). */
const SupplierInputs = ({ puo }: { puo: PickupOrder }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const suppliers = useAdminRows<Named>('/get-suppliers');
  const supplierId = useWatch({ name: 'supplierId' }) as string | undefined;
  const products = useQuery({
    queryKey: ['supplier-products', supplierId],
    queryFn: ({ signal }) => dataProvider.getSupplierProducts({ supplierId: supplierId!, signal }),
    enabled: !!supplierId,
    retry: false,
  });
  const productChoices = useMemo(
    () =>
      (products.data ?? []).map((p) => ({
        id: p._id,
        name: `${p.supplier_sku} · ${p.supplier_product_name}`,
      })),
    [products.data],
  );
  const chosen = suppliers.rows.find((s) => s._id === supplierId);
  return (
    <>
      <SelectInput
        source="supplierId"
        label={t('supplier')}
        choices={suppliers.rows.map((s) => ({ id: s._id, name: s.name }))}
        isPending={suppliers.isPending}
        helperText={translate(...pickupNote(puo, chosen))}
        isRequired
        fullWidth
        margin="dense"
      />
      <SelectInput
        source="productId"
        label={t('product')}
        choices={productChoices}
        isPending={!!supplierId && products.isPending}
        disabled={!supplierId}
        helperText={supplierId ? false : translate(t('choose_supplier_first'))}
        isRequired
        fullWidth
        margin="dense"
      />
    </>
  );
};

/** Where the product is picked up, and so which pickup order it joins (the server's rule). */
function pickupNote(puo: PickupOrder, supplier: Named | undefined): [string, Record<string, string>] {
  const words = { agent: puo.assigned_to?.name ?? '', number: puo.pickupOrderNumber };
  if (!supplier) return [t('picked_up_at_chosen'), words];
  const here = puo.pickupFrom === 'Supplier' && puo.pickupId?._id === supplier._id;
  return [t(here ? 'picked_up_here' : 'picked_up_elsewhere'), { ...words, supplier: supplier.name }];
}

const WarehouseInput = () => {
  const warehouses = useAdminRows<Named>('/get-warehouses');
  return (
    <SelectInput
      source="warehouseId"
      label={t('warehouse')}
      choices={warehouses.rows.map((w) => ({ id: w._id, name: w.name }))}
      isPending={warehouses.isPending}
      isRequired
      fullWidth
      margin="dense"
    />
  );
};

const REQUIRED = ['firstName', 'lastName', 'address1', 'city', 'country', 'province', 'zip'];

/** The typed-in recipient: first and last name, address, city, country, province, zip; e-mail and contact optional. */
const CustomerInputs = () => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2 }}>
    {(
      [
        ['firstName', 'first_name'],
        ['lastName', 'last_name'],
        ['email', 'email'],
        ['phone', 'phone'],
        ['address1', 'address1'],
        ['city', 'city'],
        ['country', 'country'],
        ['province', 'province'],
        ['zip', 'zip'],
      ] as const
    ).map(([field, label]) => (
      <TextInput
        key={field}
        source={`customer.${field}`}
        label={t(label)}
        isRequired={REQUIRED.includes(field)}
        margin="dense"
        {...(field === 'zip' ? { type: 'number', slotProps: { htmlInput: { min: 0 } } } : {})}
      />
    ))}
  </Box>
);
