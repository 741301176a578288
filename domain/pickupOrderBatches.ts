import { ALREADY_TRACKED, alreadySo } from './batch';
import { saidOf, say, type Said } from './texts/answers';
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
export type AssignmentsToChange<A> = { change: A[] } | { unchanged: string | Said };

export function assignmentsTakingTracking<A extends { trackingId: string | null }>(
  assignments: readonly A[],
): AssignmentsToChange<A> {
  const change = assignments.filter((a) => !a.trackingId);
  return change.length ? { change } : { unchanged: ALREADY_TRACKED };
}

/**
 * A refusal naming the assignment it is about: "<the single call's reason> (#1107)", that
 * reason's key and values beside (`reasonKey`), so a screen words both in its language.
 */
function named(error: TransitionError, name: string): Said {
  const said = 'key' in error.said ? error.said : saidOf(error.message);
  if (!('key' in said)) return say('refusalOfNamed', { reason: said.msg, name });
  const reason = said as Said;
  return say('refusalOfNamed', { ...reason.values, reason: reason.msg, reasonKey: reason.key, name });
}

export function assignmentsChangingStatus<A extends AssignmentState>(
  assignments: readonly A[],
  status: PuoAssignmentStatus,
  nameOf?: (assignment: A) => string | undefined,
): AssignmentsToChange<A> {
  const change = assignments.filter((a) => a.status !== status);
  if (!change.length) return { unchanged: alreadySo(status) };
  for (const assignment of change) {
    try {
      assertAssignmentStatus(assignment, status);
    } catch (error) {
      const name = nameOf?.(assignment);
      throw error instanceof TransitionError && name ? new TransitionError(named(error, name)) : error;
    }
  }
  return { change };
}
