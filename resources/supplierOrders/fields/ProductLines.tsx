import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { DataTable, useExpanded, useRecordContext, useTranslate } from 'react-admin';
import { useRequested } from '../../../src/components/actions';
import { ExpandCountButton, ExpandedRowsTable } from '../../../src/components/list/ExpandedRows';
import { supplierLineStatusOf } from '../../../domain/supplierLines';
import { OrderStatusBadge } from '../../../src/components/orders/OrderStatusBadge';
import { name } from '../api';
import { isMultiProduct, onlyLine, type SupplierOrder } from '../types';
import { LineActions, LINE_COLUMNS, type LineColumn } from './lineColumns';

/** The product columns of an expanded row, in the spec's order, then the line's menu. */
const EXPANDED: readonly LineColumn[] = [
  LINE_COLUMNS.supplierSku,
  LINE_COLUMNS.supplierProductName,
  LINE_COLUMNS.units,
  LINE_COLUMNS.shippingAgent,
  LINE_COLUMNS.estimatedShippingDate,
  LINE_COLUMNS.status,
];

/**
 * '3 products', opening or closing the row's product rows; opened on arrival when the address
 * asks for an action of one of them (its control in the product rows then opens it).
 */
const ProductCountButton = ({ row }: { row: SupplierOrder }) => {
  const translate = useTranslate();
  const id = row.id ?? row._id;
  const [expanded, toggle] = useExpanded(name, id);
  const requested = useRequested();
  const asked = !!requested && row.products.some((line) => line._id === requested.recordId);
  useEffect(() => {
    if (asked && !expanded) toggle();
  }, [asked, expanded, toggle]);
  return (
    <ExpandCountButton resource={name} id={id}>
      {translate('app.supplier_orders.product_count', { smart_count: row.products.length })}
    </ExpandCountButton>
  );
};

/** A product column of a row: its only line's value, or in the first one the count button. */
export const LineCol = ({ column, counts = false }: { column: LineColumn; counts?: boolean }) => (
  <DataTable.Col<SupplierOrder>
    label={column.label}
    render={(row) => {
      const line = onlyLine(row);
      if (line) return column.render(line, row);
      return counts && isMultiProduct(row) ? <ProductCountButton row={row} /> : null;
    }}
  />
);

/**
 * The row's status badge (its least advanced line) and, for a one-product row, that line's menu
 * beside it; a row with several has one menu per expanded product row.
 */
export const StatusAndActions = ({ row }: { row: SupplierOrder }) => {
  const line = onlyLine(row);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <OrderStatusBadge status={supplierLineStatusOf(row.line_status)} />
      {line ? <LineActions row={row} line={line} label="app.list.row_menu" /> : null}
    </Box>
  );
};

/** The expanded part of a row with several products: one row per product, each with its menu. */
export const ProductLinesPanel = () => {
  const row = useRecordContext<SupplierOrder>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <ExpandedRowsTable
      label={translate('app.supplier_orders.products_of', { po: row.poNumber })}
      columns={EXPANDED}
      items={row.products}
      cell={(c, line) => c.render(line, row)}
      actions={(line) => (
        <LineActions
          row={row}
          line={line}
          label={translate('app.supplier_orders.line_actions', {
            sku: line.product_id?.supplier_sku ?? '',
          })}
        />
      )}
    />
  );
};
