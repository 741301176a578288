import { liveLine } from '../../db/liveLine';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { puoAssignments, puoLines } from '../../db/schema';
import type { OrderStatus } from '../../../domain/orderStatus';
import { assignmentStatusOf, type PuoAssignmentStatus } from '../../../domain/pickupOrders';

/**
 * An assignment's status follows its lines (domain/pickupOrders.ts assignmentStatusOf), whatever
 * changed them: a delivery, or a refund of the last line still open.
 */
export async function followAssignmentStatus(
  tx: Tx,
  assignmentIds: readonly string[],
  now: Date,
): Promise<void> {
  const ids = [...new Set(assignmentIds)];
  if (!ids.length) return;
  const assignments = await tx
    .select({ id: puoAssignments.id, status: puoAssignments.status })
    .from(puoAssignments)
    .where(inArray(puoAssignments.id, ids));
  const lines = await tx
    .select({ assignmentId: puoLines.puoAssignmentId, status: puoLines.status })
    .from(puoLines)
    .where(inArray(puoLines.puoAssignmentId, ids));
  for (const assignment of assignments) {
    const current = assignment.status as PuoAssignmentStatus;
    const status = assignmentStatusOf(
      current,
      lines.filter((l) => l.assignmentId === assignment.id).map((l) => l.status as OrderStatus),
    );
    if (status !== current)
      await tx
        .update(puoAssignments)
        .set({ status, updatedAt: now })
        .where(eq(puoAssignments.id, assignment.id));
  }
}

/**
 * Lines of a sent PUO read Refund or Shipped (they stay, so the agent's sheet still matches); a
 * refunded line is not shipped. Their assignments follow their lines.
 */
export async function settleSentPuoLines(
  tx: Tx,
  lineIds: readonly string[],
  status: 'Refund' | 'Shipped',
  now: Date,
): Promise<void> {
  if (!lineIds.length) return;
  const changed = await tx
    .update(puoLines)
    .set({ status, updatedAt: now })
    .where(
      status === 'Shipped'
        ? and(inArray(puoLines.id, [...lineIds]), liveLine(puoLines.status))
        : inArray(puoLines.id, [...lineIds]),
    )
    .returning({ assignmentId: puoLines.puoAssignmentId });
  await followAssignmentStatus(
    tx,
    changed.map((r) => r.assignmentId),
    now,
  );
}
