import AddIcon from '@mui/icons-material/Add';
import { STOCK_SORTS } from '../../domain/listSorts';
import { DataTable } from 'react-admin';
import { ResourceList } from '../../src/components/list';
import { LinkButton } from '../../src/components/LinkButton';
import { RemoveUnitsMenuItem, ViewHistoryMenuItem } from './actions/StockMenuItems';
import type { StockEntry } from './stockApi';

/**
 * The stock list (spec 001 "Stock screens"): one row per warehouse and product. A Warehouse
 * user sees its own warehouse only; the server scopes the list from the session.
 */
export const StockList = () => (
  <ResourceList
    resource="stock"
    title="app.screens.stock"
    actions={<LinkButton to="/stock/create" label="app.stock.add_stock" icon={<AddIcon />} />}
    sorts={STOCK_SORTS}
    rowMenu={
      <>
        <ViewHistoryMenuItem />
        <RemoveUnitsMenuItem />
      </>
    }
  >
    <DataTable.Col<StockEntry>
      source="product.product_id.supplier_sku"
      label="app.stock.columns.supplier_sku"
    />
    <DataTable.Col<StockEntry>
      source="product.product_id.supplier_product_name"
      label="app.stock.columns.supplier_product_name"
    />
    <DataTable.Col<StockEntry>
      source="product.product_id.supplier.name"
      label="app.stock.columns.supplier_name"
      render={(entry) => entry.product.product_id.supplier?.name ?? ''}
    />
    <DataTable.Col<StockEntry> source="warehouse.name" label="app.stock.columns.warehouse" />
    <DataTable.NumberCol<StockEntry> source="product.total_units" label="app.stock.columns.total_units" />
  </ResourceList>
);

export default StockList;
