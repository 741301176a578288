import { useMemo } from 'react';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { mayChoose } from '../../domain/activation';
import { productBody } from '../../domain/schemas/masterData';
import { SectionCard } from '../../src/components/forms';
import { ProductRecordForm } from './form/ProductRecordForm';
import { useAdminRows } from '../../src/components/forms/useAdminRows';

export type { ProductRecord } from './types';
import type { ProductRecord } from './types';

interface Supplier {
  _id: string;
  name: string;
  activated: boolean;
}

const MEASURES = [
  ['units', 'app.products.fields.units'],
  ['units_include', 'app.products.fields.units_include'],
  ['weight', 'app.products.fields.weight'],
  ['length', 'app.products.fields.length'],
  ['width', 'app.products.fields.width'],
  ['height', 'app.products.fields.height'],
] as const;

/** The form's values of a stored product: the Add Product payload (productBody). */
export function productFormValues(product: ProductRecord) {
  return {
    internal_sku: product.internal_sku,
    supplier_sku: product.supplier_sku ?? '',
    internal_product_name: product.internal_product_name,
    supplier_product_name: product.supplier_product_name ?? '',
    units: product.units,
    units_include: product.units_include,
    weight: product.weight,
    length: product.length,
    width: product.width,
    height: product.height,
    supplierId: product.supplier?._id ?? '',
  };
}

/** A list the form's choices come from could not be loaded: say so, the form cannot be filled. */

/**
 * Add Product and Edit Product (spec 001 "Product and pack screens", section 5): sections
 * Product Details and Product Selection Criteria, validated with the server's productBody.
 * Every field is required and marked so. On edit the form is prefilled and the supplier is locked.
 */
export const ProductForm = ({ product }: { product?: ProductRecord }) => {
  const suppliers = useAdminRows<Supplier>('/get-suppliers');
  const record = useMemo(() => (product ? productFormValues(product) : undefined), [product]);
  const choices = useMemo(() => {
    // Only activated suppliers are offered (a new product's supplier must be one).
    const list = suppliers.rows.filter((s) => mayChoose(s)).map((s) => ({ id: s._id, name: s.name }));
    // The product's own supplier, even when it is no longer offered (deactivated or deleted).
    if (product?.supplier && !list.some((s) => s.id === product.supplier!._id))
      list.unshift({ id: product.supplier._id, name: product.supplier.name });
    return list;
  }, [suppliers.rows, product]);

  return (
    <ProductRecordForm
      resource="products"
      record={product}
      values={record}
      locked={{ supplierId: product?.supplier?._id }}
      schema={productBody}
      choices={{ label: 'app.products.no_suppliers', error: suppliers.error }}
      submitLabel={{ add: 'app.products.add_product', edit: 'app.products.update_product' }}
    >
      <SectionCard title="app.products.sections.details">
        <TextInput source="internal_sku" label="app.products.fields.internal_sku" isRequired />
        <TextInput source="supplier_sku" label="app.products.fields.supplier_sku" isRequired />
        <TextInput
          source="internal_product_name"
          label="app.products.fields.internal_product_name"
          isRequired
        />
        <TextInput
          source="supplier_product_name"
          label="app.products.fields.supplier_product_name"
          isRequired
        />
        <SelectInput
          source="supplierId"
          label="app.products.fields.supplier"
          isRequired
          choices={choices}
          isPending={suppliers.isPending}
          disabled={!!product}
          helperText={product ? 'app.products.supplier_locked' : false}
        />
      </SectionCard>
      <SectionCard title="app.products.sections.criteria">
        {MEASURES.map(([source, label]) => (
          <NumberInput key={source} source={source} label={label} min={0} step="any" isRequired />
        ))}
      </SectionCard>
    </ProductRecordForm>
  );
};
