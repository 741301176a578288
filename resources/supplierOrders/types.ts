import type { PoLineRecord, SupplierOrderRecord } from '../../domain/schemas/purchasingRecords';

/**
 * A row of the supplier view: one assign order of a sent PO (GET /get-purchase-orders; the
 * server's response schema, domain/schemas/purchasingRecords.ts), and one of its lines.
 */
export type SupplierOrder = SupplierOrderRecord & {
  /** react-admin's id: the dataProvider copies _id here. */
  id?: string;
};
export type SupplierLine = PoLineRecord;

/** What a line's modal acts on: the row (its assign order) and the line, and how it closes. */
export interface LineDialogProps {
  row: SupplierOrder;
  line: SupplierLine;
  onClose: () => void;
}

/** A row with one product shows it in the row; a row with several expands to one row per product. */
export const isMultiProduct = (row: SupplierOrder) => row.products.length > 1;
export const onlyLine = (row: SupplierOrder): SupplierLine | undefined =>
  row.products.length === 1 ? row.products[0] : undefined;
