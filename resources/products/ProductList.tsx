import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { entity } from '../../domain/entities/products';
import { entitySorts } from '../../domain/entities/sorts';
import { DeleteMenuItem, MasterRecordBulkButtons, ResourceList } from '../../src/components/list';
import { ActionsBanner, ActionsProvider } from '../../src/components/actions';
import { ExportProductsButton } from './actions/ExportProductsButton';
import { ExportSelectionButton } from '../../src/components/ExportSelectionButton';
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

/** The declared columns that show more than the value: the Pack badge, the supplier's name. */
const cells: Record<string, (record: ProductRow) => ReactNode> = {
  supplier_sku: (record) => (record.isPack ? <PackBadge /> : record.supplier_sku),
  'supplier.name': (record) => record.supplier?.name ?? '',
};

/** Sortable: the product's own columns (not the supplier's name, another table's). */
const sorts = entitySorts(entity);

/**
 * The product list (spec 001 "Product list"): products and packs together. Pack rows carry a
 * 'Pack' badge in the Supplier SKU column and open the pack screens. Ticked rows, products and
 * packs alike, are deleted together (the master data's bulk Delete); the ticked products are
 * exported (a pack does not fit the product CSV: the banner names those left out).
 */
export const ProductList = () => (
  <ActionsProvider>
    <ProductListBody />
  </ActionsProvider>
);

const ProductListBody = () => (
  <ResourceList
    resource={entity.name}
    title={entity.texts!.list!}
    sorts={Object.keys(sorts)}
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
    banner={<ActionsBanner />}
    bulkActionButtons={
      <>
        <MasterRecordBulkButtons activation={false} rowName={(record) => String(record.internal_sku)} />
        <ExportSelectionButton
          download={(dp, ids) => dp.exportProductsSelectionCsv({ ids })}
          leftOutMessage="app.products.packs_left_out"
        />
      </>
    }
  >
    {entity.list!.map(({ source, label }) => (
      <DataTable.Col<ProductRow>
        key={source}
        source={source}
        label={label}
        render={cells[source]}
        disableSort={!(source in sorts)}
      />
    ))}
  </ResourceList>
);

export default ProductList;
