import { orderNumberShown } from '../orderNumberShown';
import { liveLines, warehouseLines } from '../orderLines';
import type { OrderRecord } from '../schemas/orderRecords';
import { lineSku } from './recordText';

/** One product to pick: how many units in all, and the orders they go to. */
export interface PickRow {
  sku: string;
  product: string;
  units: number;
  /** Order numbers, each once, in the order of the selection. */
  orders: string[];
}

/** What one warehouse picks for the selected orders. */
export interface PickList {
  warehouse: { id: string; name: string };
  /** By SKU. */
  rows: PickRow[];
  /** The orders on this list, in the order of the selection: each gets its barcode. */
  orders: string[];
  totals: { skus: number; units: number; orders: number };
}

export interface PickLists {
  /** One per warehouse, by the warehouse's name. */
  lists: PickList[];
  /** Selected orders no warehouse picks anything for (no warehouse yet, dropshipped, all refunded). */
  unpicked: string[];
}

type PickedOrder = Pick<OrderRecord, 'order_number' | 'shop' | 'assigned_to' | 'consolidated' | 'products'>;

/**
 * The pick lists of a selection of orders: per warehouse, the live lines it ships itself
 * (`warehouseLines`: all of a consolidated order's, else those not sent direct by their
 * supplier), summed by SKU.
 */
export function pickLists(orders: readonly PickedOrder[]): PickLists {
  const byWarehouse = new Map<string, { name: string; rows: Map<string, PickRow>; orders: string[] }>();
  const unpicked: string[] = [];
  for (const order of orders) {
    // With its shop when the record names one (several shops), as every screen shows it.
    const number = orderNumberShown(order);
    const lines = order.assigned_to ? liveLines(warehouseLines(order)) : [];
    if (!order.assigned_to || !lines.length) {
      unpicked.push(number);
      continue;
    }
    const { _id, name } = order.assigned_to;
    let list = byWarehouse.get(_id);
    if (!list) {
      list = { name, rows: new Map(), orders: [] };
      byWarehouse.set(_id, list);
    }
    if (!list.orders.includes(number)) list.orders.push(number);
    for (const line of lines) {
      const sku = lineSku(line);
      let row = list.rows.get(sku);
      if (!row) {
        row = { sku, product: line.product_id?.internal_product_name ?? line.name, units: 0, orders: [] };
        list.rows.set(sku, row);
      }
      row.units += line.quantity;
      if (!row.orders.includes(number)) row.orders.push(number);
    }
  }
  const lists = [...byWarehouse].map(([id, list]): PickList => {
    const rows = [...list.rows.values()].sort((a, b) => a.sku.localeCompare(b.sku));
    return {
      warehouse: { id, name: list.name },
      rows,
      orders: list.orders,
      totals: {
        skus: rows.length,
        units: rows.reduce((sum, row) => sum + row.units, 0),
        orders: list.orders.length,
      },
    };
  });
  lists.sort((a, b) => a.warehouse.name.localeCompare(b.warehouse.name));
  return { lists, unpicked };
}
