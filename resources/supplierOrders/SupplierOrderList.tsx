import { SUPPLIER_ORDER_SORTS } from '../../domain/listSorts';
import { DataTable, usePermissions } from 'react-admin';
import { formatUtcDate, formatUtcDateTime } from '../../src/i18n/shown';
import { SUPPLIER_VIEW_TAGS } from '../../domain/supplierLines';
import { ResourceList } from '../../src/components/list';
import { ActionsBanner, ActionsProvider } from '../../src/components/actions';
import { name } from './api';
import { AddressCell } from './fields/AddressCell';
import { LINE_COLUMNS } from './fields/lineColumns';
import { LineCol, ProductLinesPanel, StatusAndActions } from './fields/ProductLines';
import { isMultiProduct, type SupplierOrder } from './types';
import {
  ChangeStatusOfSelectedLinesButton,
  SetAgentOfSelectedButton,
  SetEstimatedDateOfSelectedButton,
  ShippingInfoOfSelectedLinesButton,
} from './actions';

const TAGS = SUPPLIER_VIEW_TAGS.map((id) => ({ id, name: `app.supplier_orders.tags.${id}` }));

/**
 * The supplier view, 'Purchase Orders' (spec 000 section 2): one row per assign order of a sent
 * PO, with its lines' shipping agent, estimated shipping date and status, each changed in its
 * own modal. A Supplier sees its own lines, an Admin every supplier's (then with a Supplier
 * column); the server decides.
 */
const SupplierOrderList = () => (
  <ActionsProvider>
    <SupplierOrderListBody />
  </ActionsProvider>
);

const SupplierOrderListBody = () => {
  const { permissions: role } = usePermissions<string | null>();
  return (
    <ResourceList
      resource={name}
      title="app.screens.supplier_purchase_orders"
      tags={TAGS}
      banner={<ActionsBanner />}
      expand={<ProductLinesPanel />}
      isRowExpandable={isMultiProduct as (record: never) => boolean}
      sorts={SUPPLIER_ORDER_SORTS}
      // Narrower cells: twelve columns near a laptop screen's width, Status kept in view at its edge.
      dense
      bulkActionButtons={
        <>
          <SetAgentOfSelectedButton />
          <SetEstimatedDateOfSelectedButton />
          <ChangeStatusOfSelectedLinesButton />
          <ShippingInfoOfSelectedLinesButton />
        </>
      }
    >
      <DataTable.Col<SupplierOrder>
        source="created_at"
        label="app.supplier_orders.columns.date_time"
        render={(row) => formatUtcDateTime(row.created_at)}
      />
      <DataTable.Col<SupplierOrder> source="poNumber" label="app.supplier_orders.columns.po_number" />
      {role === 'Admin' ? (
        <DataTable.Col<SupplierOrder>
          source="assigned_to.name"
          label="app.supplier_orders.columns.supplier"
        />
      ) : null}
      <LineCol column={LINE_COLUMNS.supplierSku} counts />
      <LineCol column={LINE_COLUMNS.supplierProductName} />
      <LineCol column={LINE_COLUMNS.units} />
      <LineCol column={LINE_COLUMNS.shippingAgent} />
      <DataTable.Col<SupplierOrder>
        source="deadline_date"
        label="app.supplier_orders.columns.deadline_date"
        render={(row) => formatUtcDate(row.deadline_date)}
      />
      <LineCol column={LINE_COLUMNS.estimatedShippingDate} />
      <DataTable.Col<SupplierOrder>
        label="app.supplier_orders.columns.address"
        render={(row) => <AddressCell row={row} />}
      />
      <DataTable.Col<SupplierOrder>
        source="recipient.name"
        label="app.supplier_orders.columns.name"
        // Read from the order or the warehouse: the list does not sort by it.
        disableSort
      />
      <DataTable.Col<SupplierOrder>
        label="app.supplier_orders.columns.status"
        render={(row) => <StatusAndActions row={row} />}
      />
    </ResourceList>
  );
};

export default SupplierOrderList;
