import type { Identifier } from 'react-admin';
import type {
  AssignOrderRecord,
  PoLineRecord,
  PurchaseOrderRecord,
} from '../../domain/schemas/purchasingRecords';

/** A PO as the lists hold it: the server's record (domain/schemas) with react-admin's id. */
export type PurchaseOrder = PurchaseOrderRecord & { id: Identifier };
export type AssignOrder = AssignOrderRecord;
export type PoLine = PoLineRecord;
