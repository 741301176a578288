import type {
  PickupOrderRecord,
  PuoAssignmentRecord,
  PuoLineRecord,
} from '../../domain/schemas/pickupOrderRecords';

/** A pickup order as the lists hold it: the server's record plus react-admin's id. */
export type PickupOrder = PickupOrderRecord & { id: string };
export type PuoAssignment = PuoAssignmentRecord;
export type PuoLine = PuoLineRecord;
