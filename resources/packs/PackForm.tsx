import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { AutocompleteArrayInput, TextInput } from 'react-admin';
import { packBody } from '../../domain/schemas/masterData';
import { SectionCard } from '../../src/components/forms';
import { ProductRecordForm } from '../products/form/ProductRecordForm';
import { useAdminRows } from '../../src/components/forms/useAdminRows';
import type { ProductRecord } from '../products/ProductForm';

export type { PackRecord } from '../products/types';
import type { PackRecord } from '../products/types';

/** A product in the multi-select is labelled by its supplier SKU (spec 001). */
const choiceOf = (product: ProductRecord) => ({
  id: product._id,
  name: product.supplier_sku || product.internal_sku,
});

/**
 * Add Pack and Edit Pack (spec 001 "Product and pack screens", section 5): internal product
 * name, internal SKU and the products, validated with the server's packBody, each marked
 * required as on the product form. On edit the internal SKU is locked.
 */
export const PackForm = ({ pack }: { pack?: PackRecord }) => {
  const editing = !!pack;
  const products = useAdminRows<ProductRecord>('/get-products');
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
    <ProductRecordForm
      resource="packs"
      record={pack}
      values={record}
      locked={{ internal_sku: pack?.internal_sku }}
      schema={packBody}
      choices={{ label: 'app.packs.no_products', error: products.error }}
      submitLabel={{ add: 'app.packs.add_pack', edit: 'app.packs.save_pack' }}
    >
      <SectionCard title="app.packs.section">
        <TextInput source="internal_product_name" label="app.packs.fields.internal_product_name" isRequired />
        <TextInput
          source="internal_sku"
          label="app.packs.fields.internal_sku"
          disabled={editing}
          helperText={editing ? 'app.packs.sku_locked' : false}
          isRequired
        />
        <Box className="full-row">
          <AutocompleteArrayInput
            source="selected_products"
            label="app.packs.fields.selected_products"
            choices={choices}
            isPending={products.isPending}
            fullWidth
            isRequired
          />
        </Box>
      </SectionCard>
    </ProductRecordForm>
  );
};
