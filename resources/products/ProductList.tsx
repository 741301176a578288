import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { DeleteMenuItem, ResourceList } from '../../src/components/list';
import { ExportProductsButton } from './actions/ExportProductsButton';
import { ImportProductsButton } from './actions/ImportProductsButton';
import { LinkButton } from '../../src/components/LinkButton';
import { ProductEditMenuItem, ProductShowMenuItem } from './actions/RecordMenuItems';

/** A product or pack row of GET /get-products (docs/api.md). */
export interface ProductRow extends RaRecord {
  internal_sku: string;
  internal_product_name: string;
  supplier_sku?: string | null;
  supplier_product_name?: string | null;
  supplier?: { _id: string; name: string } | null;
  isPack: boolean;
}

const PackBadge = () => {
  const translate = useTranslate();
  return <Chip label={translate('app.products.pack_badge')} size="small" color="secondary" />;
};

/**
 * The product list (spec 001 "Product list"): products and packs together. Pack rows carry a
 * 'Pack' badge in the Supplier SKU column and open the pack screens.
 */
export const ProductList = () => (
  <ResourceList
    resource="products"
    title="app.screens.products"
    actions={
      <>
        <LinkButton to="/products/create" label="app.products.add_product" icon={<AddIcon />} />
        <LinkButton to="/packs/create" label="app.products.add_pack" icon={<AddIcon />} />
        <ExportProductsButton />
        <ImportProductsButton />
      </>
    }
    rowMenu={
      <>
        <ProductShowMenuItem />
        <ProductEditMenuItem />
        <DeleteMenuItem />
      </>
    }
  >
    <DataTable.Col<ProductRow> source="internal_sku" label="app.products.fields.internal_sku" />
    <DataTable.Col<ProductRow>
      source="internal_product_name"
      label="app.products.fields.internal_product_name"
    />
    <DataTable.Col<ProductRow>
      source="supplier_sku"
      label="app.products.fields.supplier_sku"
      render={(record) => (record.isPack ? <PackBadge /> : record.supplier_sku)}
    />
    <DataTable.Col<ProductRow>
      source="supplier_product_name"
      label="app.products.fields.supplier_product_name"
    />
    <DataTable.Col<ProductRow>
      source="supplier.name"
      label="app.products.fields.supplier_name"
      render={(record) => record.supplier?.name ?? ''}
    />
  </ResourceList>
);

export default ProductList;
