import type {
  PickupOrderRecord,
  PuoAssignmentRecord,
  PuoLineRecord,
} from '../../domain/schemas/pickupOrderRecords';

/** A pickup order as the lists hold it: the server's record plus react-admin's id. */
export type PickupOrder = PickupOrderRecord & { id: string };
export type PuoAssignment = PuoAssignmentRecord;
export type PuoLine = PuoLineRecord;

/** What an assignment's dialog acts on: the PUO and its assignment, and how it closes. */
export interface AssignmentDialogProps {
  puo: PickupOrder;
  assignment: PuoAssignment;
  onClose: () => void;
}
