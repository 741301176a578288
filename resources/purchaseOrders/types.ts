import type { Identifier } from 'react-admin';
import type { PurchaseOrderRecord } from '../../domain/schemas/purchasingRecords';

/** An assign order and a PO line as the lists hold them: the server's records (domain/schemas). */
export type {
  AssignOrderRecord as AssignOrder,
  PoLineRecord as PoLine,
} from '../../domain/schemas/purchasingRecords';

/** A PO as the lists hold it: the server's record (domain/schemas) with react-admin's id. */
export type PurchaseOrder = PurchaseOrderRecord & { id: Identifier };
