import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { AutocompleteArrayInput, TextInput } from 'react-admin';
import { entity } from '../../domain/entities/packs';
import type { PackRecord, ProductRecord } from '../../dataProvider/products';
import { LockedFieldForm, SectionCard, useAdminRows } from '../../src/components/forms';
import { createView, recordView } from '../../src/entities/ownViews';

export type { PackRecord };
const { fields } = entity;

/** A product in the multi-select is labelled by its supplier SKU (spec 001). */
const choiceOf = (product: ProductRecord) => ({
  id: product._id,
  name: product.supplier_sku || product.internal_sku,
});

/**
 * Add Pack and Edit Pack (spec 001 "Product and pack screens", section 5): internal product
 * name, internal SKU and the products, validated with the declaration's body, each marked
 * required as on the product form. On edit the internal SKU is locked.
 */
export const PackForm = ({ pack }: { pack?: PackRecord }) => {
  const editing = !!pack;
  const products = useAdminRows<ProductRecord>(fields.selected_products.reference!.list as '/get-products');
  const record = useMemo(
    () =>
      pack
        ? {
            internal_product_name: pack.internal_product_name,
            internal_sku: pack.internal_sku,
            selected_products: pack.products.map((p) => p._id),
          }
        : undefined,
    [pack],
  );
  const choices = useMemo(() => {
    const list = products.rows.filter((p) => !p.isPack).map(choiceOf);
    // The pack's own products stay offered even when they are not on the fetched page.
    for (const product of pack?.products ?? [])
      if (!list.some((c) => c.id === product._id)) list.push(choiceOf(product));
    return list;
  }, [products.rows, pack]);

  return (
    <LockedFieldForm
      resource={entity.name}
      banner="PRODUCT"
      record={pack}
      values={record}
      locked={{ internal_sku: pack?.internal_sku }}
      schema={entity.body}
      choices={{ label: 'app.packs.no_products', error: products.error }}
      submitLabel={{ add: entity.texts!.add!, edit: entity.texts!.update! }}
    >
      <SectionCard title={entity.texts!.details!}>
        <TextInput source="internal_product_name" label={fields.internal_product_name.ui} isRequired />
        <TextInput
          source="internal_sku"
          label={fields.internal_sku.ui}
          disabled={editing}
          helperText={editing ? 'app.packs.sku_locked' : false}
          isRequired
        />
        <Box className="full-row">
          <AutocompleteArrayInput
            source="selected_products"
            label={fields.selected_products.ui}
            choices={choices}
            isPending={products.isPending}
            fullWidth
            isRequired
          />
        </Box>
      </SectionCard>
    </LockedFieldForm>
  );
};

/** Add Pack: on success the server's message shows and the form goes back. */
export const PackCreate = createView(entity.name, 'app.screens.add_pack', PackForm);

/** Edit Pack: name and products editable, internal SKU locked; a product's id opens Edit Product. */
export const PackEdit = recordView<PackRecord>(
  'edit',
  entity.name,
  entity.texts!.edit_title!,
  ({ record }) => <PackForm pack={record} />,
  (record) => (record.isPack ? null : `/products/${encodeURIComponent(record._id)}`),
);
