import { ALREADY_TRACKED, alreadyDone } from './batch';
import { assertAssignmentStatus, type AssignmentState, type PuoAssignmentStatus } from './pickupOrders';
import { TransitionError } from './orderStatus';

/**
 * A pickup order's assignments acted on together, from the PUO lists' selection (issue 19;
 * docs/api.md "Acting on selected rows"): each batch applies the single assignment call's rule
 * (domain/pickupOrders.ts) to every assignment it would change, and answers for the PUO as a
 * whole. Either picks the assignments to change, or says why the PUO is left alone:
 *
 * - `assignmentsTakingTracking(assignments)`: one tracking fits the whole pickup, so it goes on
 *   every assignment that has none yet; `{ unchanged }` when all have one.
 * - `assignmentsChangingStatus(assignments, status)`: those not yet in `status`, each passing
 *   assertAssignmentStatus (its TransitionError refuses the whole PUO, naming the assignment by
 *   `nameOf` when given: a PUO has several); `{ unchanged }` when all are in it already.
 */
export type AssignmentsToChange<A> = { change: A[] } | { unchanged: string };

export function assignmentsTakingTracking<A extends { trackingId: string | null }>(
  assignments: readonly A[],
): AssignmentsToChange<A> {
  const change = assignments.filter((a) => !a.trackingId);
  return change.length ? { change } : { unchanged: ALREADY_TRACKED };
}

export function assignmentsChangingStatus<A extends AssignmentState>(
  assignments: readonly A[],
  status: PuoAssignmentStatus,
  nameOf?: (assignment: A) => string | undefined,
): AssignmentsToChange<A> {
  const change = assignments.filter((a) => a.status !== status);
  if (!change.length) return { unchanged: alreadyDone(status) };
  for (const assignment of change) {
    try {
      assertAssignmentStatus(assignment, status);
    } catch (error) {
      const name = nameOf?.(assignment);
      throw error instanceof TransitionError && name
        ? new TransitionError(`${error.message} (${name})`)
        : error;
    }
  }
  return { change };
}
