import type { PickupOrderRecord, PuoAssignmentRecord } from '../../domain/schemas/pickupOrderRecords';

/** An assignment and a PUO line as the lists hold them: the server's records (domain/schemas). */
export type {
  PuoAssignmentRecord as PuoAssignment,
  PuoLineRecord as PuoLine,
} from '../../domain/schemas/pickupOrderRecords';

/** A pickup order as the lists hold it: the server's record plus react-admin's id. */
export type PickupOrder = PickupOrderRecord & { id: string };

/** What an assignment's dialog acts on: the PUO and its assignment, and how it closes. */
export interface AssignmentDialogProps {
  puo: PickupOrder;
  assignment: PuoAssignmentRecord;
  onClose: () => void;
}
