import { useMemo } from 'react';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { mayChoose } from '../../domain/activation';
import { entity } from '../../domain/entities/products';
import type { ProductRecord } from '../../dataProvider/products';
import { LockedFieldForm, SectionCard, useAdminRows } from '../../src/components/forms';
import { formValues } from '../../src/entities/formValues';
import { createView, recordView } from '../../src/entities/ownViews';

interface Supplier {
  _id: string;
  name: string;
  activated: boolean;
}

/**
 * Add Product and Edit Product (spec 001 "Product and pack screens", section 5): the declared
 * sections (Product Details, Product Selection Criteria), validated with the declaration's
 * body, which the server checks too. Every field is required and marked so. On edit the form
 * is prefilled and the supplier is locked.
 */
export const ProductForm = ({ product }: { product?: ProductRecord }) => {
  const suppliers = useAdminRows<Supplier>('/get-suppliers');
  const values = useMemo(() => (product ? formValues(entity, product) : undefined), [product]);
  const choices = useMemo(() => {
    // Only activated suppliers are offered (a new product's supplier must be one).
    const list = suppliers.rows.filter((s) => mayChoose(s)).map((s) => ({ id: s._id, name: s.name }));
    // The product's own supplier, even when it is no longer offered (deactivated or deleted).
    if (product?.supplier && !list.some((s) => s.id === product.supplier!._id))
      list.unshift({ id: product.supplier._id, name: product.supplier.name });
    return list;
  }, [suppliers.rows, product]);

  const input = (source: string) => {
    const field = entity.fields[source];
    const label = field.ui!;
    if (field.kind === 'number')
      return <NumberInput key={source} source={source} label={label} min={0} step="any" isRequired />;
    if (field.kind !== 'reference')
      return <TextInput key={source} source={source} label={label} isRequired />;
    return (
      <SelectInput
        key={source}
        source={source}
        label={label}
        isRequired
        choices={choices}
        isPending={suppliers.isPending}
        disabled={!!product}
        helperText={product ? 'app.products.supplier_locked' : false}
      />
    );
  };
  return (
    <LockedFieldForm
      resource={entity.name}
      banner="PRODUCT"
      record={product}
      values={values}
      locked={{ supplierId: product?.supplier?._id }}
      schema={entity.body}
      choices={{ label: 'app.products.no_suppliers', error: suppliers.error }}
      submitLabel={{ add: entity.texts!.add!, edit: entity.texts!.update! }}
    >
      {entity.form!.map((section) => (
        <SectionCard key={section.title} title={section.title}>
          {section.fields.map((source) => input(source as string))}
        </SectionCard>
      ))}
    </LockedFieldForm>
  );
};

/** Add Product: on success the server's message shows and the form goes back. */
export const ProductCreate = createView(entity.name, 'app.screens.add_product', ProductForm);

/** Edit Product: prefilled, supplier locked, 'Update Product'; a pack's id opens Edit Pack. */
export const ProductEdit = recordView<ProductRecord>(
  'edit',
  entity.name,
  entity.texts!.edit_title!,
  ({ record }) => <ProductForm product={record} />,
  (record) => (record.isPack ? `/packs/${encodeURIComponent(record._id)}` : null),
);
