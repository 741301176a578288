import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useGetIdentity, usePermissions } from 'react-admin';
import { WAREHOUSE_ORDER_SORTS } from '../../domain/listSorts';
import { warehouseLines } from '../../domain/orderLines';
import { LINE_COLUMNS, PRODUCT_UNITS_COLUMNS } from '../../src/components/orders/lineColumns';
import { OrderList } from '../../src/components/orders/OrderList';
import { OrderPrintButtons } from '../../src/components/printing/PrintBulkButtons';
import { ExportSelectionButton } from '../../src/components/ExportSelectionButton';
import {
  ChangeStatusMenuItem,
  ChangeStatusOfSelectedButton,
  ExportWarehouseOrdersButton,
  SetAgentOfSelectedButton,
  SetEstimatedDateOfSelectedButton,
  ShippingInfoMenuItem,
  ShippingTicketMenuItem,
  ViewDetailsMenuItem,
} from './actions';
import {
  EstimatedDateColumn,
  ShippingAgentColumn,
  WarehouseColumn,
  WarehouseStatusColumn,
} from './fields/WarehouseOrderColumns';

// The Admin's warehouse picker (MUI's Autocomplete) loads with it: a Warehouse user has none.
const WarehouseFilter = lazy(() =>
  import('./fields/WarehouseFilter').then((m) => ({ default: m.WarehouseFilter })),
);
/** The picker's place while it loads: its size (small field, 220 px), so the toolbar does not move. */
const PickerPlace = () => <Box sx={{ width: 220, height: 40 }} />;

/**
 * The product columns, in the spec's order (spec 000 section 2); a multi-product order's count
 * button is in Supplier Product Name, as the spec has it.
 */
const LINES = PRODUCT_UNITS_COLUMNS;

/**
 * Warehouse Orders (spec 000 section 2, /warehouse-orders): the orders a warehouse ships
 * itself, with their shipping agent and estimated date (edit icons), status and the row menu.
 * A Warehouse user sees its own warehouse's (the server decides); an Admin every warehouse's,
 * with the Warehouse column and a warehouse picker that narrows the list to one warehouse.
 * Filter: Shipped, Pending, Ready. A row shows and counts the lines the warehouse ships
 * (`warehouseLines`, as /view-warehouse-order): a Hybrid order's dropshipped lines are not its.
 */
const WarehouseOrderList = () => {
  const { permissions: role, isPending: roleLoading } = usePermissions<string | null>();
  const { identity, isPending: identityLoading } = useGetIdentity();
  // Spec 000 sections 6 and 7: a Warehouse user's list is POST /get-warehouse-orders with its own
  // user id as warehouse_id (the dataProvider's narrowed list); the server scopes by the session.
  // Wait for both, so that no other request goes out first.
  if (roleLoading || (role === 'Warehouse' && identityLoading)) return null;
  const ownList = role === 'Warehouse' && identity ? { warehouse_id: String(identity.id) } : undefined;
  return (
    <OrderList
      resource="warehouse-orders"
      title="app.screens.warehouse_orders"
      tags={['shipped', 'pending', 'ready']}
      sorts={WAREHOUSE_ORDER_SORTS}
      lines={LINES}
      linesOf={warehouseLines}
      counter={LINE_COLUMNS.supplierProductName.id}
      runCron={false}
      dense
      filters={
        role === 'Admin' ? (
          <Suspense fallback={<PickerPlace />}>
            <WarehouseFilter />
          </Suspense>
        ) : null
      }
      filter={ownList}
      actions={<ExportWarehouseOrdersButton />}
      rowMenu={
        <>
          <ChangeStatusMenuItem />
          <ViewDetailsMenuItem />
          <ShippingInfoMenuItem />
          <ShippingTicketMenuItem />
        </>
      }
      bulkActionButtons={
        <>
          <ChangeStatusOfSelectedButton />
          <SetAgentOfSelectedButton />
          <SetEstimatedDateOfSelectedButton />
          <ExportSelectionButton download={(dp, ids) => dp.exportWarehouseOrdersSelectionCsv({ ids })} />
          <OrderPrintButtons list="warehouse-orders" />
        </>
      }
      afterDate={role === 'Admin' ? <WarehouseColumn /> : null}
      beforeLines={<ShippingAgentColumn />}
      afterLines={<EstimatedDateColumn />}
    >
      <WarehouseStatusColumn />
    </OrderList>
  );
};

export default WarehouseOrderList;
