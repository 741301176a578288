import type { ReactNode } from 'react';
import { PURCHASE_ORDER_SORTS } from '../../../domain/listSorts';
import { assignmentOrderNumberShown } from '../../../domain/orderNumberShown';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { ExpandCountButton, ExpandedRowsTable } from '../../../src/components/list/ExpandedRows';
import { ResourceList, type ListTag } from '../../../src/components/list';
import { RowMenu } from '../../../src/components/list/RowMenu';
import { ActionsBanner, ActionsProvider } from '../../../src/components/actions';
import { AssignOrderScopeProvider } from '../actions';
import { name } from '../api';
import type { AssignOrder, PurchaseOrder } from '../types';
import type { AssignOrderColumn } from './assignOrderColumns';

const isMultiple = (po: PurchaseOrder) => po.assign_orders.length > 1;

/** '3 assign orders', opening or closing the PO's assign-order rows. */
const AssignOrderCountButton = ({ po }: { po: PurchaseOrder }) => {
  const translate = useTranslate();
  return (
    <ExpandCountButton resource={name} id={po.id}>
      {translate('app.purchase_orders.assign_order_count', { smart_count: po.assign_orders.length })}
    </ExpandCountButton>
  );
};

/** The three-dot menu of one assign order; empty menus are not drawn. */
const AssignOrderMenu = ({
  po,
  assignOrder,
  menu,
}: {
  po: PurchaseOrder;
  assignOrder: AssignOrder;
  menu: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <AssignOrderScopeProvider value={{ po, assignOrder }}>
      <span
        aria-label={translate('app.purchase_orders.assign_order_menu', {
          order: assignmentOrderNumberShown(assignOrder),
          po: po.poNumber,
        })}
      >
        <RowMenu>{menu}</RowMenu>
      </span>
    </AssignOrderScopeProvider>
  );
};

/**
 * An assign-order cell of a PO row: its only assign order's; with several, what they say
 * together, and the count button that expands them in the first column.
 */
const AssignOrderCell = ({ column, first }: { column: AssignOrderColumn; first: boolean }) => {
  const po = useRecordContext<PurchaseOrder>();
  if (!po) return null;
  if (isMultiple(po))
    return first ? (
      <>
        <AssignOrderCountButton po={po} />
        {column.summary}
      </>
    ) : (
      column.summary
    );
  const only = po.assign_orders[0];
  return only ? (
    <AssignOrderScopeProvider value={{ po, assignOrder: only }}>{column.cell}</AssignOrderScopeProvider>
  ) : null;
};

/** The expanded part of a PO with several assign orders: one row each, with its own menu. */
const AssignOrdersPanel = ({ columns, menu }: { columns: readonly AssignOrderColumn[]; menu: ReactNode }) => {
  const po = useRecordContext<PurchaseOrder>();
  const translate = useTranslate();
  if (!po) return null;
  return (
    <ExpandedRowsTable
      label={translate('app.purchase_orders.assign_orders_of', { po: po.poNumber })}
      columns={columns}
      items={po.assign_orders}
      alignTop
      cell={(c, assignOrder) => (
        <AssignOrderScopeProvider value={{ po, assignOrder }}>{c.cell}</AssignOrderScopeProvider>
      )}
      actions={(assignOrder) => <AssignOrderMenu po={po} assignOrder={assignOrder} menu={menu} />}
    />
  );
};

export interface PurchaseOrderListProps {
  /** 'sent' for Purchase Orders Sent; none for Scheduled Supplier Orders. */
  view?: string;
  /** i18n key. */
  title: string;
  /** Columns about the PO, before its assign orders' columns. */
  head: ReactNode;
  columns: readonly AssignOrderColumn[];
  /** Columns after the assign orders' (the 'send' button). */
  tail?: ReactNode;
  /** The items of an assign order's menu. */
  menu: ReactNode;
  actions?: ReactNode;
  bulkActionButtons?: ReactNode;
  /** The Filter dropdown's tags (the to-be-sent list's due tags). */
  tags?: readonly ListTag[];
}

/**
 * A list of POs (spec 000 section 2): the shared list with search and paging 10/20/30, the PO's
 * columns, then its assign order's; a PO with several assign orders shows a count button that
 * expands one row per assign order. Each assign order has its own menu.
 */
export const PurchaseOrderList = ({
  view,
  title,
  head,
  columns,
  tail,
  menu,
  actions,
  bulkActionButtons,
  tags,
}: PurchaseOrderListProps) => (
  <ActionsProvider>
    <ResourceList
      resource={name}
      view={view}
      title={title}
      tags={tags}
      banner={<ActionsBanner />}
      actions={actions}
      bulkActionButtons={bulkActionButtons}
      expand={<AssignOrdersPanel columns={columns} menu={menu} />}
      isRowExpandable={isMultiple as (record: never) => boolean}
      dense
      sorts={PURCHASE_ORDER_SORTS}
    >
      {head}
      {columns.map((column, index) => (
        <DataTable.Col<PurchaseOrder>
          key={column.id}
          label={column.label}
          sx={{ verticalAlign: 'top' }}
          render={() => <AssignOrderCell column={column} first={index === 0} />}
        />
      ))}
      {tail}
      <DataTable.Col<PurchaseOrder>
        label=""
        align="right"
        render={(po) =>
          isMultiple(po) || !po.assign_orders[0] ? null : (
            <AssignOrderMenu po={po} assignOrder={po.assign_orders[0]} menu={menu} />
          )
        }
      />
    </ResourceList>
  </ActionsProvider>
);
