import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { Form, Loading, Navigate, NumberInput, useTranslate } from 'react-admin';
import { removeStockBody } from '../../domain/schemas/masterData';
import {
  DetailItem,
  FormBanner,
  lockedResolver,
  SectionCard,
  SubmitButton,
} from '../../src/components/forms';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { useStockSave } from './useStockSave';
import { keyOf, type StockEntry } from './stockApi';
import { useStockEntry } from './useStockEntry';

/**
 * The Remove units rule (spec 001 section 5): the server's removeStockBody (a whole number from
 * 0), and at most the entry's current total, which the server checks again.
 */
function removeUnitsSchema(total: number) {
  return removeStockBody.refine((body) => body.units <= total, {
    path: ['units'],
    message: `Units to remove must be at most ${total}`,
  });
}

export const RemoveUnitsForm = ({ entry }: { entry: StockEntry }) => {
  const translate = useTranslate();
  const total = entry.product.total_units;
  const { onSubmit, banner, clearBanner, saving } = useStockSave('update');
  // The entry's ids are not fields: they are sent as the entry has them.
  const resolver = useMemo(
    () => lockedResolver(removeUnitsSchema(total), { ...keyOf(entry) }),
    [total, entry],
  );
  const product = entry.product.product_id;
  return (
    <>
      <FormBanner banner={banner} onClose={clearBanner} />
      <SectionCard title="app.stock.section" columns={3}>
        <DetailItem label="app.stock.columns.supplier_sku" value={product.supplier_sku} />
        <DetailItem label="app.stock.columns.supplier_product_name" value={product.supplier_product_name} />
        <DetailItem label="app.stock.columns.supplier_name" value={product.supplier?.name} />
        <DetailItem label="app.stock.columns.warehouse" value={entry.warehouse.name} />
        <DetailItem label="app.stock.columns.total_units" value={String(total)} />
      </SectionCard>
      <Form resolver={resolver} noValidate onSubmit={onSubmit}>
        <SectionCard title="app.stock.remove_units">
          <NumberInput
            source="units"
            label="app.stock.fields.units_to_remove"
            min={0}
            max={total}
            step={1}
            helperText={translate('app.stock.remove_range', { max: total })}
          />
        </SectionCard>
        <SubmitButton label="app.stock.update_stock" saving={saving} />
      </Form>
    </>
  );
};

/** Update Stock (spec 001 "Stock screens"): one field, 'Units to remove'. */
export const RemoveStock = () => {
  const translate = useTranslate();
  const { key, entry, isPending, error } = useStockEntry();
  if (!key) return <Navigate to="/stock" replace />;
  return (
    <>
      <ScreenHeading title="app.screens.edit_stock" />
      {entry ? (
        // Keyed by the total, so the form's limit follows the current entry once it is fetched.
        <RemoveUnitsForm key={entry.product.total_units} entry={entry} />
      ) : isPending ? (
        <Loading />
      ) : (
        <Alert severity="error" variant="filled">
          {translate('app.stock.not_found', { error: translate(error ?? '', { _: error ?? '' }) })}
        </Alert>
      )}
    </>
  );
};

export default RemoveStock;
