import { useEffect, useMemo } from 'react';
import { CreateBase, Form, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { confinedWarehouseId } from '../../domain/access';
import { isRole } from '../../domain/roles';
import { addStockBody } from '../../domain/schemas/masterData';
import {
  ChoicesError,
  schemaResolver,
  SectionCard,
  SubmitButton,
  useAdminRows,
} from '../../src/components/forms';
import { MessageBanner, type Banner } from '../../src/components/MessageBanner';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { useStockSave } from './useStockSave';
import type { ProductRecord } from '../../dataProvider/products';
import type { StockEntry } from './stockApi';

interface Warehouse {
  _id: string;
  name: string;
}

const resolver = schemaResolver(addStockBody);

/**
 * Spec 001 section 8: "The Add Stock error banner does not auto-hide", unlike the shared form
 * banner. It still scrolls into view and closes by hand.
 */
const AddStockBanner = ({ banner, onClose }: { banner: Banner | null; onClose: () => void }) => {
  useEffect(() => {
    if (banner) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [banner]);
  return <MessageBanner banner={banner} onClose={onClose} />;
};

/**
 * The warehouse choices: every warehouse for an Admin; for warehouse staff, who may not list
 * warehouses, their own (from the session), named as their stock list names it.
 */
function useWarehouseChoices() {
  const user = getUser();
  const ownId =
    user && isRole(user.role) ? (confinedWarehouseId({ ...user, role: user.role }) ?? null) : null;
  const translate = useTranslate();
  const all = useAdminRows<Warehouse>(ownId ? null : '/get-warehouses');
  const ownStock = useAdminRows<StockEntry>(ownId ? '/get-stock' : null, 'doc', 1);
  const choices = useMemo(() => {
    if (!ownId) return all.rows.map((w) => ({ id: w._id, name: w.name }));
    const name = ownStock.rows[0]?.warehouse.name ?? translate('app.stock.own_warehouse');
    return [{ id: ownId, name }];
  }, [ownId, all.rows, ownStock.rows, translate]);
  return {
    choices,
    ownId,
    isPending: all.isPending || ownStock.isPending,
    error: all.error ?? ownStock.error,
  };
}

const AddStockForm = () => {
  const warehouses = useWarehouseChoices();
  // GET /get-stock-products: products (not packs) in the stock area, so warehouse staff may read it.
  const products = useAdminRows<ProductRecord>('/get-stock-products');
  const { onSubmit, banner, clearBanner, saving } = useStockSave('create');
  // Packs are stocked through their products; a product is labelled by its supplier SKU.
  const productChoices = useMemo(
    () =>
      products.rows
        .filter((p) => !p.isPack)
        .map((p) => ({ id: p._id, name: p.supplier_sku || p.internal_sku })),
    [products.rows],
  );
  const record = useMemo(
    () => (warehouses.ownId ? { warehouse_id: warehouses.ownId } : undefined),
    [warehouses.ownId],
  );

  return (
    <>
      <AddStockBanner banner={banner} onClose={clearBanner} />
      <ChoicesError label="app.stock.no_options" error={warehouses.error ?? products.error} />
      <Form record={record} resolver={resolver} noValidate onSubmit={onSubmit}>
        <SectionCard title="app.stock.section" columns={3}>
          <SelectInput
            source="warehouse_id"
            label="app.stock.fields.warehouse"
            choices={warehouses.choices}
            isPending={warehouses.isPending}
          />
          <SelectInput
            source="product_id"
            label="app.stock.fields.product"
            choices={productChoices}
            isPending={products.isPending}
          />
          <NumberInput source="units" label="app.stock.fields.units" min={1} step={1} />
        </SectionCard>
        <SubmitButton label="app.stock.add_stock" saving={saving} />
      </Form>
    </>
  );
};

/** Add Stock (spec 001 "Stock screens"): warehouse, product and units. */
export const StockCreate = () => (
  <CreateBase resource="stock">
    <ScreenHeading title="app.screens.add_stock" />
    <AddStockForm />
  </CreateBase>
);

export default StockCreate;
